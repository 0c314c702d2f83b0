import type { HookRepo } from '@slipway/contracts';
import { compileUserRegex } from '../codehosts/branch-regex.js';
import type { GitDelivery } from './git-delivery.js';

/** Whether a namespace is the delivery's; a Gerrit project has none, its name is its whole path. */
export const deliveryOwnerIs = (owner: unknown, delivery: GitDelivery) =>
  delivery.source === 'gerrit' ||
  (typeof owner === 'string' && owner.toLowerCase() === delivery.owner.toLowerCase());

/** Whether a trigger's repository is the delivery's: same namespace and name, case-insensitively. */
export function sameRepo(repo: HookRepo, delivery: GitDelivery): boolean {
  return (
    deliveryOwnerIs(repo.repo_namespace || repo.repo_owner, delivery) &&
    repo.repo.toLowerCase() === delivery.repo.toLowerCase()
  );
}

/** Whether the branch (a name, or a pattern when `is_regular`) admits the delivery's branch. */
function branchMatches(repo: HookRepo, branch: string): boolean {
  if (!repo.branch) return true;
  if (!repo.is_regular) return repo.branch === branch;
  try {
    return compileUserRegex(repo.branch).matcher(branch).find();
  } catch {
    return false;
  }
}

/** A folder rule: `/` is every file; otherwise a path prefix, or a file ending such as `.md`. */
function ruleCovers(rule: string, file: string): boolean {
  const path = rule.replace(/^\/+/, '');
  if (path === '') return true;
  return file === path || file.startsWith(path.endsWith('/') ? path : `${path}/`) || file.endsWith(path);
}

/**
 * `match_folders`: a push runs the workflow when one changed file is under an included rule and
 * under no `!` rule. A delivery that names no files (pull requests, tags) is not filtered.
 */
export function foldersMatch(rules: string[], files: string[] | undefined): boolean {
  if (!files || files.length === 0 || rules.length === 0) return true;
  const excluded = rules.filter((r) => r.startsWith('!')).map((r) => r.slice(1));
  const included = rules.filter((r) => !r.startsWith('!'));
  return files.some(
    (file) =>
      (included.length === 0 || included.some((rule) => ruleCovers(rule, file))) &&
      !excluded.some((rule) => ruleCovers(rule, file)),
  );
}

/** Whether a trigger whose repository is the delivery's fires on it. */
export function hookFires(repo: HookRepo, delivery: GitDelivery): boolean {
  if (!repo.events.includes(delivery.event)) return false;
  if (delivery.event === 'tag') return true;
  return branchMatches(repo, delivery.branch) && foldersMatch(repo.match_folders, delivery.changedFiles);
}
