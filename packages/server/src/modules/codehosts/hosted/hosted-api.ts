import type { CodehostNamespace, CodehostProject, PullRequest, RepoTreeEntry } from '@slipway/contracts';

export interface PageQuery {
  page: number;
  per_page: number;
  key: string;
}

/** One repository of a hosted service: `owner` is its namespace path, `repo` its name. */
export interface RepoRef {
  owner: string;
  repo: string;
}

/** What the pickers, run dialogs and file trees read from GitHub, GitLab or Gitee. */
export interface HostedApi {
  namespaces(key: string): Promise<CodehostNamespace[]>;
  projects(owner: string, kind: string, query: PageQuery): Promise<CodehostProject[]>;
  branches(repo: RepoRef, query: PageQuery): Promise<string[]>;
  tags(repo: RepoRef, query: PageQuery): Promise<string[]>;
  pullRequests(repo: RepoRef): Promise<PullRequest[]>;
  /** the entries of one folder at a ref; '' is the root */
  tree(repo: RepoRef, ref: string, dir: string): Promise<RepoTreeEntry[]>;
  file(repo: RepoRef, ref: string, filePath: string): Promise<string>;
}
