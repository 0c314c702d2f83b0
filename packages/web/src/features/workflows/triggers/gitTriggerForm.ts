import type { GitHookEvent, WorkflowHook, WorkflowHookBody } from '@slipway/contracts';
import { emptyRepoRow, type RepoRow, toRepoRow, trimRepoRow } from '../../../components/RepoSelect';

/** The dialog's values: the repository as the picker's one row. */
export interface GitTriggerValues {
  name: string;
  description: string;
  enabled: boolean;
  auto_cancel: boolean;
  repos: RepoRow[];
  is_regular: boolean;
  events: GitHookEvent[];
  secret: string;
  /** kept as stored: the dialog does not edit them */
  match_folders: string[];
}

export const newGitTriggerValues = (): GitTriggerValues => ({
  name: '',
  description: '',
  enabled: true,
  auto_cancel: false,
  repos: [emptyRepoRow()],
  is_regular: false,
  events: ['push'],
  secret: '',
  match_folders: ['/', '!.md'],
});

/** The picker row of a trigger's repository (custom triggers name it `repo`, others `repo_name`). */
export const hookRepoRow = (
  repo: Pick<
    WorkflowHook['main_repo'],
    'codehost_id' | 'source' | 'repo_owner' | 'repo_namespace' | 'branch'
  >,
  repoName: string,
): RepoRow =>
  toRepoRow({
    codehost_id: repo.codehost_id,
    source: repo.source,
    repo_owner: repo.repo_owner,
    repo_namespace: repo.repo_namespace,
    repo_name: repoName,
    branch: repo.branch,
  });

/** A listed trigger as the dialog edits it; its secret arrives masked and the mask sent back keeps it. */
export function gitTriggerValuesOf(hook: WorkflowHook): GitTriggerValues {
  const repo = hook.main_repo;
  return {
    name: hook.name,
    description: hook.description,
    enabled: hook.enabled,
    auto_cancel: hook.auto_cancel,
    repos: [hookRepoRow(repo, repo.repo)],
    is_regular: repo.is_regular,
    events: repo.events,
    secret: hook.secret,
    match_folders: repo.match_folders,
  };
}

/** The body sent on save: the picker's first row is the repository the trigger listens to. */
export function gitTriggerBodyOf(values: GitTriggerValues): WorkflowHookBody {
  const row = trimRepoRow(values.repos[0] ?? emptyRepoRow());
  return {
    name: values.name.trim(),
    description: values.description ?? '',
    enabled: values.enabled,
    auto_cancel: values.auto_cancel,
    secret: values.secret ?? '',
    main_repo: {
      source: row.source,
      codehost_id: row.codehost_id ?? 0,
      repo_owner: row.repo_owner,
      repo_namespace: row.repo_namespace,
      repo: row.repo_name,
      branch: row.branch,
      is_regular: values.is_regular,
      events: values.events ?? [],
      match_folders: values.match_folders,
    },
  };
}
