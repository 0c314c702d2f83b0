import type {
  CodehostNamespace,
  CodehostProject,
  CodehostProjectsQuery,
  CodehostRef,
  CodehostRefsQuery,
  PullRequest,
} from '@slipway/contracts';
import type { CodehostsService, OpenCodehost } from './codehosts.service.js';
import { GerritApi } from './gerrit-api.js';
import { GitRemoteError, listRemoteRefs } from './git-remote.js';
import { remoteOf } from './git-remote-of.js';
import type { PageQuery } from './hosted/hosted-api.js';
import { type HostedClients, isHosted } from './hosted/hosted-clients.js';
import { unreachable } from './hosted/http-json.js';

/** The one namespace of a Gerrit host: its projects are not grouped by owner. */
const GERRIT_NAMESPACE: CodehostNamespace = { name: 'default', path: 'default', kind: 'group' };

/** The page of names matching the search text, as the pickers ask for them. */
function pageOf(names: string[], search: PageQuery): string[] {
  const key = search.key.toLowerCase();
  const matching = names.filter((name) => name.toLowerCase().includes(key)).sort();
  return matching.slice((search.page - 1) * search.per_page, search.page * search.per_page);
}

/**
 * The repository pickers: owners, repositories, branches, tags and open pull requests of a code
 * host. GitHub, GitLab and Gitee are read through their REST APIs with the token their OAuth gave;
 * Gerrit through its REST API and git; `other` hosts with git itself.
 */
export class CodehostBrowser {
  constructor(
    private readonly codehosts: CodehostsService,
    private readonly hosted: HostedClients,
  ) {}

  async namespaces(id: number, key = ''): Promise<CodehostNamespace[]> {
    const host = await this.codehosts.open(id);
    if (isHosted(host)) return (await this.hosted.apiFor(host)).namespaces(key);
    if (host.type === 'gerrit') return [GERRIT_NAMESPACE];
    return [];
  }

  async projects(id: number, query: CodehostProjectsQuery): Promise<CodehostProject[]> {
    const host = await this.codehosts.open(id);
    // the portal encodes the owner once more before axios encodes it
    const owner = safeDecode(query.repoOwner);
    if (isHosted(host)) return (await this.hosted.apiFor(host)).projects(owner, query.type, query);
    if (host.type !== 'gerrit') return [];
    const names = await new GerritApi(host, await this.hosted.proxyFor(host)).projects();
    return pageOf(names, query).map((name) => ({ name, namespace: GERRIT_NAMESPACE.path, repo_id: name }));
  }

  async branches(id: number, query: CodehostRefsQuery): Promise<CodehostRef[]> {
    return this.refsOf(await this.codehosts.open(id), query, 'heads');
  }

  async tags(id: number, query: CodehostRefsQuery): Promise<CodehostRef[]> {
    return this.refsOf(await this.codehosts.open(id), query, 'tags');
  }

  /** Open pull requests (merge requests, Gerrit changes) of a repository. */
  async pullRequests(host: OpenCodehost, repoOwner: string, repoName: string): Promise<PullRequest[]> {
    if (isHosted(host))
      return (await this.hosted.apiFor(host)).pullRequests({ owner: repoOwner, repo: repoName });
    if (host.type === 'gerrit')
      return new GerritApi(host, await this.hosted.proxyFor(host)).openChanges(repoName);
    return [];
  }

  async refsOf(host: OpenCodehost, query: CodehostRefsQuery, kind: 'heads' | 'tags'): Promise<CodehostRef[]> {
    if (isHosted(host)) {
      const api = await this.hosted.apiFor(host);
      const repo = { owner: query.repoOwner, repo: query.repoName };
      const names = kind === 'heads' ? await api.branches(repo, query) : await api.tags(repo, query);
      return names.map((name) => ({ name }));
    }
    const { url, auth } = remoteOf(host, query.repoOwner, query.repoName);
    try {
      const proxy = await this.hosted.proxyFor(host);
      return pageOf(await listRemoteRefs(url, kind, auth, proxy), query).map((name) => ({ name }));
    } catch (error) {
      if (error instanceof GitRemoteError) throw unreachable(error.message);
      throw error;
    }
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
