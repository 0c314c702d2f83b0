import type { CodehostNamespace, CodehostProject, PullRequest, RepoTreeEntry } from '@slipway/contracts';
import { BadRequestError } from '../../../lib/errors.js';
import type { HostedApi, PageQuery, RepoRef } from './hosted-api.js';
import { arrayOf, matchingKey, objectOf, requestHosted, unixSecondsOf } from './http-json.js';

interface Account {
  login?: string;
}
interface Repo {
  id?: number;
  name?: string;
  path?: string;
  owner?: Account;
  namespace?: { path?: string };
}
interface Pull {
  number?: number;
  title?: string;
  base?: { ref?: string };
  head?: { ref?: string };
  user?: Account;
  created_at?: string;
}
interface Content {
  name?: string;
  path?: string;
  type?: string;
  content?: string;
  encoding?: string;
}

/**
 * GitHub REST v3 and Gitee API v5, which share their paths and shapes: `/user`, `/user/orgs`,
 * `/user/repos`, `/orgs/{org}/repos`, `/repos/{owner}/{repo}/branches|tags|pulls|contents`.
 * They differ in how the token travels: GitHub in the Authorization header, Gitee as `access_token`.
 */
export class GithubLikeApi implements HostedApi {
  constructor(
    private readonly apiBase: string,
    private readonly token: string,
    private readonly tokenIn: 'header' | 'query',
    private readonly proxy?: string,
  ) {}

  async namespaces(key: string): Promise<CodehostNamespace[]> {
    const user = objectOf<Account>(await this.get('/user'));
    const orgs = arrayOf<Account>(await this.get('/user/orgs', { per_page: '100' }));
    const all: CodehostNamespace[] = [
      { name: user.login ?? '', path: user.login ?? '', kind: 'user' },
      ...orgs.map((org) => ({ name: org.login ?? '', path: org.login ?? '', kind: 'org' })),
    ];
    return matchingKey(all, key, (ns) => ns.name);
  }

  async projects(owner: string, kind: string, query: PageQuery): Promise<CodehostProject[]> {
    const page = { page: String(query.page), per_page: String(query.per_page) };
    const repos = arrayOf<Repo>(
      kind === 'user'
        ? await this.get('/user/repos', { ...page, affiliation: 'owner' })
        : await this.get(`/orgs/${encodeURIComponent(owner)}/repos`, page),
    );
    return matchingKey(repos, query.key, (repo) => repo.name ?? '').map((repo) => ({
      name: repo.path ?? repo.name ?? '',
      namespace: repo.namespace?.path ?? repo.owner?.login ?? owner,
      repo_id: String(repo.id ?? ''),
    }));
  }

  branches(repo: RepoRef, query: PageQuery): Promise<string[]> {
    return this.names(repo, 'branches', query);
  }

  tags(repo: RepoRef, query: PageQuery): Promise<string[]> {
    return this.names(repo, 'tags', query);
  }

  async pullRequests(repo: RepoRef): Promise<PullRequest[]> {
    const pulls = arrayOf<Pull>(
      await this.get(`${repoPath(repo)}/pulls`, { state: 'open', per_page: '100' }),
    );
    return pulls.map((pull) => ({
      id: pull.number ?? 0,
      title: pull.title ?? '',
      targetBranch: pull.base?.ref ?? '',
      sourceBranch: pull.head?.ref ?? '',
      authorUsername: pull.user?.login ?? '',
      createdAt: unixSecondsOf(pull.created_at),
    }));
  }

  async tree(repo: RepoRef, ref: string, dir: string): Promise<RepoTreeEntry[]> {
    const answer = await this.contents(repo, ref, dir);
    return arrayOf<Content>(answer).map((entry) => ({
      name: entry.name ?? '',
      is_dir: entry.type === 'dir',
      full_path: entry.path ?? '',
    }));
  }

  async file(repo: RepoRef, ref: string, filePath: string): Promise<string> {
    const answer = objectOf<Content>(await this.contents(repo, ref, filePath));
    if (typeof answer.content !== 'string') throw new BadRequestError('error.repoFileNotFound', filePath);
    return answer.encoding === 'base64'
      ? Buffer.from(answer.content, 'base64').toString('utf8')
      : answer.content;
  }

  private contents(repo: RepoRef, ref: string, target: string): Promise<unknown> {
    const encoded = target.split('/').filter(Boolean).map(encodeURIComponent).join('/');
    return this.get(`${repoPath(repo)}/contents/${encoded}`, ref ? { ref } : {});
  }

  private async names(repo: RepoRef, kind: 'branches' | 'tags', query: PageQuery): Promise<string[]> {
    const page = { page: String(query.page), per_page: String(query.per_page) };
    const items = arrayOf<{ name?: string }>(await this.get(`${repoPath(repo)}/${kind}`, page));
    return matchingKey(items, query.key, (item) => item.name ?? '').map((item) => item.name ?? '');
  }

  private get(path: string, params: Record<string, string> = {}): Promise<unknown> {
    const url = new URL(`${this.apiBase}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    // without a token (a public repository) the request goes anonymously
    if (this.token && this.tokenIn === 'query') url.searchParams.set('access_token', this.token);
    if (this.token && this.tokenIn === 'header') headers.authorization = `Bearer ${this.token}`;
    return requestHosted(url.toString(), { headers, proxy: this.proxy });
  }
}

const repoPath = (repo: RepoRef) =>
  `/repos/${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.repo)}`;
