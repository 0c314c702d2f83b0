import type { CodehostNamespace, CodehostProject, PullRequest, RepoTreeEntry } from '@slipway/contracts';
import type { HostedApi, PageQuery, RepoRef } from './hosted-api.js';
import { arrayOf, matchingKey, objectOf, requestHosted, unixSecondsOf } from './http-json.js';

interface Project {
  id?: number;
  path?: string;
  namespace?: { full_path?: string };
}
interface MergeRequest {
  iid?: number;
  title?: string;
  target_branch?: string;
  source_branch?: string;
  author?: { username?: string };
  created_at?: string;
}

/** GitLab API v4 (`{address}/api/v4`), the token in the Authorization header. */
export class GitlabApi implements HostedApi {
  constructor(
    private readonly address: string,
    private readonly token: string,
    private readonly proxy?: string,
  ) {}

  async namespaces(key: string): Promise<CodehostNamespace[]> {
    const user = objectOf<{ username?: string }>(await this.get('/user'));
    const groups = arrayOf<{ name?: string; full_path?: string }>(
      await this.get('/groups', { per_page: '100', search: key }),
    );
    const mine: CodehostNamespace = { name: user.username ?? '', path: user.username ?? '', kind: 'user' };
    return [
      ...matchingKey([mine], key, (ns) => ns.name),
      ...groups.map((group) => ({ name: group.name ?? '', path: group.full_path ?? '', kind: 'group' })),
    ];
  }

  async projects(owner: string, kind: string, query: PageQuery): Promise<CodehostProject[]> {
    const params = { page: String(query.page), per_page: String(query.per_page), search: query.key };
    const base = kind === 'user' ? '/users' : '/groups';
    const projects = arrayOf<Project>(
      await this.get(`${base}/${encodeURIComponent(owner)}/projects`, params),
    );
    return projects.map((project) => ({
      name: project.path ?? '',
      namespace: project.namespace?.full_path ?? owner,
      repo_id: String(project.id ?? ''),
    }));
  }

  branches(repo: RepoRef, query: PageQuery): Promise<string[]> {
    return this.names(repo, 'branches', query);
  }

  tags(repo: RepoRef, query: PageQuery): Promise<string[]> {
    return this.names(repo, 'tags', query);
  }

  async pullRequests(repo: RepoRef): Promise<PullRequest[]> {
    const requests = arrayOf<MergeRequest>(
      await this.get(`${projectPath(repo)}/merge_requests`, { state: 'opened', per_page: '100' }),
    );
    return requests.map((mr) => ({
      id: mr.iid ?? 0,
      title: mr.title ?? '',
      targetBranch: mr.target_branch ?? '',
      sourceBranch: mr.source_branch ?? '',
      authorUsername: mr.author?.username ?? '',
      createdAt: unixSecondsOf(mr.created_at),
    }));
  }

  async tree(repo: RepoRef, ref: string, dir: string): Promise<RepoTreeEntry[]> {
    const params: Record<string, string> = { path: dir, per_page: '100' };
    if (ref) params.ref = ref;
    const entries = arrayOf<{ name?: string; type?: string; path?: string }>(
      await this.get(`${projectPath(repo)}/repository/tree`, params),
    );
    return entries.map((entry) => ({
      name: entry.name ?? '',
      is_dir: entry.type === 'tree',
      full_path: entry.path ?? '',
    }));
  }

  async file(repo: RepoRef, ref: string, filePath: string): Promise<string> {
    const url = `${projectPath(repo)}/repository/files/${encodeURIComponent(filePath)}/raw`;
    return (await this.get(url, { ref: ref || 'HEAD' }, 'text')) as string;
  }

  private async names(repo: RepoRef, kind: 'branches' | 'tags', query: PageQuery): Promise<string[]> {
    const params = { page: String(query.page), per_page: String(query.per_page), search: query.key };
    const items = arrayOf<{ name?: string }>(
      await this.get(`${projectPath(repo)}/repository/${kind}`, params),
    );
    return items.map((item) => item.name ?? '');
  }

  private get(path: string, params: Record<string, string> = {}, as: 'json' | 'text' = 'json') {
    const url = new URL(`${this.address}/api/v4${path}`);
    for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
    return requestHosted(
      url.toString(),
      { headers: { authorization: `Bearer ${this.token}` }, proxy: this.proxy },
      as,
    );
  }
}

/** GitLab names a project by its URL-encoded full path. */
const projectPath = (repo: RepoRef) => `/projects/${encodeURIComponent(`${repo.owner}/${repo.repo}`)}`;
