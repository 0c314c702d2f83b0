import path from 'node:path';
import type {
  RepoContentsQuery,
  RepoGitTreeEntry,
  RepoGitTreeQuery,
  RepoTreeEntry,
  RepoTreeQuery,
} from '@slipway/contracts';
import { BadRequestError } from '../../../lib/errors.js';
import type { CodehostsService, OpenCodehost } from '../codehosts.service.js';
import { GitRemoteError } from '../git-remote.js';
import { remoteOf } from '../git-remote-of.js';
import { type HostedClients, isHosted } from '../hosted/hosted-clients.js';
import { unreachable } from '../hosted/http-json.js';
import { GitTreeCache } from './git-tree-cache.js';
import type { PublicGithub } from './public-github.js';

/**
 * A path inside a repository as the file pickers send it: relative, `./` and surrounding slashes
 * dropped; `..`, backslashes and control characters refused.
 */
export function repoPath(text: string): string {
  const trimmed = text.replace(/^(\.\/)+/, '').replace(/^\/+|\/+$/g, '');
  if (trimmed === '.' || trimmed === '') return '';
  const segments = trimmed.split('/');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (segments.some((s) => s === '..' || s === '' || s === '.') || /[\\\u0000-\u001f]/.test(trimmed))
    throw new BadRequestError('error.repoPathInvalid', text);
  return trimmed;
}

/** A branch name that git takes as a ref name, never as an option or a refspec. */
function branchName(text: string): string {
  if (/^-|:|\s|\.\./.test(text)) throw new BadRequestError('error.repoPathInvalid', text);
  return text;
}

/** The file pickers: folders and file contents of a repository at a branch. */
export class RepoFiles {
  private readonly cache: GitTreeCache;

  constructor(
    private readonly codehosts: CodehostsService,
    private readonly hosted: HostedClients,
    dataDir: string,
    private readonly publicGithub: PublicGithub,
  ) {
    this.cache = new GitTreeCache(path.join(dataDir, 'repo-cache'));
  }

  /**
   * GitHub and GitLab folders (`full_path` of each entry), or a public GitHub repository's given
   * by `repoLink`; other hosts are read with git.
   */
  async tree(query: RepoTreeQuery): Promise<RepoTreeEntry[]> {
    const dir = repoPath(query.path);
    if (query.repoLink) return this.publicGithub.tree(query.repoLink, query.branch, dir);
    if (!query.codehost_id) throw new BadRequestError('error.codehostNotFound');
    const host = await this.codehosts.open(query.codehost_id);
    const owner = query.namespace || query.owner;
    if (isHosted(host))
      return (await this.hosted.apiFor(host)).tree({ owner, repo: query.repo }, query.branch, dir);
    const entries = await this.gitEntries(host, owner, query.repo, query.branch, dir);
    return entries.map((e) => ({
      name: e.name,
      is_dir: e.is_dir,
      full_path: dir ? `${dir}/${e.name}` : e.name,
    }));
  }

  /** Gerrit, Gitee and `other` folders, read with git; root entries have the parent `.`. */
  async gitTree(codehostId: number, query: RepoGitTreeQuery): Promise<RepoGitTreeEntry[]> {
    const host = await this.codehosts.open(codehostId);
    const dir = repoPath(query.dir);
    const entries = await this.gitEntries(host, query.repoOwner, query.repoName, query.branchName, dir);
    const parent = dir ? `./${dir}` : '.';
    return entries.map((e) => ({ name: e.name, is_dir: e.is_dir, parent }));
  }

  async contents(codehostId: number, query: RepoContentsQuery): Promise<string> {
    const host = await this.codehosts.open(codehostId);
    const filePath = repoPath(query.path);
    if (!filePath) throw new BadRequestError('error.repoPathInvalid', query.path);
    if (isHosted(host))
      return (await this.hosted.apiFor(host)).file(
        { owner: query.repoOwner, repo: query.repoName },
        query.branchName,
        filePath,
      );
    const { url, auth } = remoteOf(host, query.repoOwner, query.repoName);
    const proxy = await this.hosted.proxyFor(host);
    return this.git(
      () => this.cache.file(url, auth, branchName(query.branchName), filePath, proxy),
      filePath,
    );
  }

  private async gitEntries(host: OpenCodehost, owner: string, repo: string, branch: string, dir: string) {
    const token = isHosted(host) ? await this.hosted.tokenFor(host) : undefined;
    const { url, auth } = remoteOf(host, owner, repo, token);
    const proxy = await this.hosted.proxyFor(host);
    const entries = await this.git(() => this.cache.entries(url, auth, branchName(branch), dir, proxy), dir);
    return entries.map((e) => ({ name: e.name, is_dir: e.isDir }));
  }

  /** git's failures as 400s: a path missing at that branch, or a remote that cannot be read. */
  private async git<T>(read: () => Promise<T>, target: string): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof GitRemoteError)) throw error;
      if (/does not exist|not a tree|Not a valid object name|invalid object name/i.test(error.message))
        throw new BadRequestError('error.repoFileNotFound', target);
      throw unreachable(error.message);
    }
  }
}
