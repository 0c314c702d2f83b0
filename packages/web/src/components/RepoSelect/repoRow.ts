import { type CodeRepoSource, codeRepoSources, type MessageKey } from '@slipway/contracts';

/**
 * One repository of a build, test or scanner, as the portal sends it (portal shapes §1):
 * host, owner, repository and branch, plus where and how it is checked out.
 */
export interface RepoRow {
  codehost_id: number | undefined;
  source: CodeRepoSource | '';
  repo_owner: string;
  repo_namespace: string;
  repo_name: string;
  branch: string;
  remote_name: string;
  checkout_path: string;
  submodules: boolean;
}

export const DEFAULT_REMOTE_NAME = 'origin';

export const emptyRepoRow = (): RepoRow => ({
  codehost_id: undefined,
  source: '',
  repo_owner: '',
  repo_namespace: '',
  repo_name: '',
  branch: '',
  remote_name: DEFAULT_REMOTE_NAME,
  checkout_path: '',
  submodules: false,
});

/** The fields a row must have, in the order the user fills them. */
export type RepoField = 'codehost_id' | 'repo_owner' | 'repo_name' | 'branch';

/** The spec's texts for a row's missing parts (spec §5 "Repo select"). */
export const repoFieldMessages: Record<RepoField, MessageKey> = {
  codehost_id: 'validation.repo.platformRequired',
  repo_owner: 'validation.repo.ownerRequired',
  repo_name: 'validation.repo.nameRequired',
  branch: 'validation.repo.branchRequired',
};

/** The row with its texts trimmed, and the remote name back to origin when left empty. */
export function trimRepoRow(row: RepoRow): RepoRow {
  return {
    ...row,
    repo_owner: row.repo_owner.trim(),
    repo_namespace: row.repo_namespace.trim(),
    repo_name: row.repo_name.trim(),
    branch: row.branch.trim(),
    remote_name: row.remote_name.trim() || DEFAULT_REMOTE_NAME,
    checkout_path: row.checkout_path.trim(),
  };
}

/** What is missing in a row, field by field (empty when the row is complete). */
export function repoRowProblems(row: RepoRow): Partial<Record<RepoField, MessageKey>> {
  const trimmed = trimRepoRow(row);
  const problems: Partial<Record<RepoField, MessageKey>> = {};
  if (!trimmed.codehost_id) problems.codehost_id = repoFieldMessages.codehost_id;
  if (!trimmed.repo_owner) problems.repo_owner = repoFieldMessages.repo_owner;
  if (!trimmed.repo_name) problems.repo_name = repoFieldMessages.repo_name;
  if (!trimmed.branch) problems.branch = repoFieldMessages.branch;
  return problems;
}

/** The first text of the first incomplete row, if any. */
export function firstRepoProblem(rows: readonly RepoRow[]): MessageKey | undefined {
  for (const row of rows) {
    const problem = Object.values(repoRowProblems(row))[0];
    if (problem) return problem;
  }
  return undefined;
}

/** A repository read from the server (fields may be missing) as a full row. */
export function toRepoRow(repo: Partial<Omit<RepoRow, 'source'>> & { source?: string }): RepoRow {
  const base = emptyRepoRow();
  return {
    ...base,
    codehost_id: typeof repo.codehost_id === 'number' ? repo.codehost_id : undefined,
    source: codeRepoSources.find((source) => source === repo.source) ?? '',
    repo_owner: repo.repo_owner ?? '',
    repo_namespace: repo.repo_namespace ?? repo.repo_owner ?? '',
    repo_name: repo.repo_name ?? '',
    branch: repo.branch ?? '',
    remote_name: repo.remote_name || DEFAULT_REMOTE_NAME,
    checkout_path: repo.checkout_path ?? '',
    submodules: repo.submodules ?? false,
  };
}
