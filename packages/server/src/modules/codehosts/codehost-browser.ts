import type {
  CodehostNamespace,
  CodehostProject,
  CodehostProjectsQuery,
  CodehostRef,
  CodehostRefsQuery,
} from '@slipway/contracts';
import { BadRequestError } from '../../lib/errors.js';
import type { CodehostsService, OpenCodehost } from './codehosts.service.js';
import { GitRemoteError, listRemoteRefs, type RemoteAuth } from './git-remote.js';

/** The one namespace of a Gerrit host: its projects are not grouped by owner. */
const GERRIT_NAMESPACE: CodehostNamespace = { name: 'default', path: 'default', kind: 'group' };
/** Gerrit prefixes its JSON answers with this line against cross-site script inclusion. */
const GERRIT_JSON_PREFIX = ")]}'";
const HTTP_TIMEOUT_MS = 20_000;

/** The page of names matching the search text, as the pickers ask for them. */
function pageOf(names: string[], search: { key: string; page: number; per_page: number }): string[] {
  const key = search.key.toLowerCase();
  const matching = names.filter((name) => name.toLowerCase().includes(key)).sort();
  return matching.slice((search.page - 1) * search.per_page, search.page * search.per_page);
}

/** `git@host` is scp-like and takes `:` before the path; every other address is a URL. */
function repoUrl(address: string, ...segments: string[]): string {
  const repoPath = segments.filter(Boolean).join('/');
  return /^[^/:]+@[^/:]+$/.test(address) ? `${address}:${repoPath}` : `${address}/${repoPath}`;
}

const unreachable = (reason: string) => new BadRequestError('error.codehostUnreachable', reason);

/**
 * The repository pickers: owners, repositories, branches and tags of a code host. `other` hosts and
 * Gerrit are read with git itself; GitHub, GitLab and Gitee need the token their OAuth gives.
 */
export class CodehostBrowser {
  constructor(private readonly codehosts: CodehostsService) {}

  async namespaces(id: number): Promise<CodehostNamespace[]> {
    const host = await this.codehosts.open(id);
    if (host.type === 'other') return [];
    if (host.type === 'gerrit') return [GERRIT_NAMESPACE];
    throw notAuthorised(host);
  }

  async projects(id: number, query: CodehostProjectsQuery): Promise<CodehostProject[]> {
    const host = await this.codehosts.open(id);
    if (host.type === 'other') return [];
    if (host.type !== 'gerrit') throw notAuthorised(host);
    const names = await this.gerritProjects(host);
    return pageOf(names, query).map((name) => ({ name, namespace: GERRIT_NAMESPACE.path, repo_id: name }));
  }

  branches(id: number, query: CodehostRefsQuery): Promise<CodehostRef[]> {
    return this.refs(id, query, 'heads');
  }

  tags(id: number, query: CodehostRefsQuery): Promise<CodehostRef[]> {
    return this.refs(id, query, 'tags');
  }

  private async refs(id: number, query: CodehostRefsQuery, kind: 'heads' | 'tags'): Promise<CodehostRef[]> {
    const host = await this.codehosts.open(id);
    const { url, auth } = this.remoteOf(host, query);
    try {
      return pageOf(await listRemoteRefs(url, kind, auth), query).map((name) => ({ name }));
    } catch (error) {
      if (error instanceof GitRemoteError) throw unreachable(error.message);
      throw error;
    }
  }

  private remoteOf(host: OpenCodehost, query: CodehostRefsQuery): { url: string; auth: RemoteAuth } {
    const { password, private_access_token, ssh_key, access_token } = host.secrets;
    switch (host.type) {
      case 'other':
        return {
          url: repoUrl(host.address, query.repoOwner, query.repoName),
          auth:
            host.authType === 'SSH'
              ? { kind: 'sshKey', privateKey: ssh_key }
              : private_access_token
                ? { kind: 'basic', username: 'oauth2', password: private_access_token }
                : { kind: 'none' },
        };
      case 'gerrit':
        // `/a/` is Gerrit's authenticated path
        return {
          url: repoUrl(host.address, 'a', query.repoName),
          auth: { kind: 'basic', username: host.username, password },
        };
      default:
        if (!access_token) throw notAuthorised(host);
        return {
          url: repoUrl(host.address, query.repoOwner, `${query.repoName}.git`),
          auth: { kind: 'basic', username: 'oauth2', password: access_token },
        };
    }
  }

  private async gerritProjects(host: OpenCodehost): Promise<string[]> {
    const basic = Buffer.from(`${host.username}:${host.secrets.password}`).toString('base64');
    let text: string;
    try {
      const res = await fetch(`${host.address}/a/projects/`, {
        headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      if (!res.ok) throw unreachable(`HTTP ${res.status}`);
      text = await res.text();
    } catch (error) {
      if (error instanceof BadRequestError) throw error;
      throw unreachable((error as Error).message);
    }
    try {
      return Object.keys(JSON.parse(text.replace(GERRIT_JSON_PREFIX, '')) as Record<string, unknown>);
    } catch {
      throw unreachable('the answer of the Gerrit API is not JSON');
    }
  }
}

const notAuthorised = (host: OpenCodehost) =>
  new BadRequestError('error.codehostNotAuthorised', host.address);
