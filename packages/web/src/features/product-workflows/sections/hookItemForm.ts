import type { GitHookEvent } from '@slipway/contracts';
import { emptyRepoRow, type RepoRow, trimRepoRow } from '../../../components/RepoSelect';
import { hookRepoRow } from '../../workflows/triggers/gitTriggerForm';
import type { HookItem } from '../productWorkflow.types';

/** Folders a new trigger watches, as the portal starts them: everything but Markdown files. */
export const DEFAULT_MATCH_FOLDERS = ['/', '!.md'];

/** The Git trigger of a product workflow or a test (`hook_ctl`): its switch and its items. */
export interface HookCtlValue {
  enabled: boolean;
  items: HookItem[];
}

/** The dialog's values: the repository as the picker's one row, the folders one a line. */
export interface HookItemValues {
  name: string;
  repos: RepoRow[];
  is_regular: boolean;
  events: GitHookEvent[];
  auto_cancel: boolean;
  match_folders: string;
}

export const newHookItemValues = (): HookItemValues => ({
  name: '',
  repos: [emptyRepoRow()],
  is_regular: false,
  events: ['push'],
  auto_cancel: false,
  match_folders: DEFAULT_MATCH_FOLDERS.join('\n'),
});

/** A saved item as the dialog edits it. */
export function hookItemValuesOf(item: HookItem): HookItemValues {
  const repo = item.main_repo;
  return {
    name: repo.name,
    repos: [hookRepoRow(repo, repo.repo_name)],
    is_regular: repo.is_regular,
    events: repo.events as GitHookEvent[],
    auto_cancel: item.auto_cancel,
    match_folders: repo.match_folders.join('\n'),
  };
}

/** The folder lines given, or the default ones when none is left. */
const foldersOf = (text: string) => {
  const folders = (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return folders.length ? folders : DEFAULT_MATCH_FOLDERS;
};

/**
 * The item saved from the values; what the dialog does not edit (run args, YAML settings, other
 * fields of the repository) stays as it was on `base`.
 */
export function hookItemOf(values: HookItemValues, base?: HookItem): HookItem {
  const row = trimRepoRow(values.repos[0] ?? emptyRepoRow());
  return {
    is_yaml: false,
    yaml_path: '',
    check_patch_set_change: false,
    ...base,
    auto_cancel: values.auto_cancel,
    main_repo: {
      description: '',
      ...base?.main_repo,
      name: values.name.trim(),
      source: row.source,
      codehost_id: row.codehost_id ?? 0,
      repo_owner: row.repo_owner,
      repo_namespace: row.repo_namespace,
      repo_name: row.repo_name,
      branch: row.branch,
      is_regular: values.is_regular,
      events: values.events ?? [],
      match_folders: foldersOf(values.match_folders),
    },
  };
}
