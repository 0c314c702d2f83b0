import type { CodeRepo } from '@slipway/contracts';

/** A repository name as part of a variable name: `-` (and anything else a shell refuses) becomes `_`. */
export const repoVariable = (repoName: string) => repoName.replace(/[^A-Za-z0-9_]/g, '_');

/**
 * The repository variables a build script sees (Zadig's names): `REPONAME_<i>` the repository,
 * `REPO_<i>` its variable form, and `<repo>_BRANCH`, `_TAG`, `_PR`, `_COMMIT_ID` of what was built.
 */
export function repoEnv(repos: Array<CodeRepo & { commit_id?: string }>): Record<string, string> {
  const env: Record<string, string> = {};
  repos.forEach((repo, index) => {
    const name = repoVariable(repo.repo_name);
    env[`REPONAME_${index}`] = repo.repo_name;
    env[`REPO_${index}`] = name;
    if (repo.branch) env[`${name}_BRANCH`] = repo.branch;
    if (repo.tag) env[`${name}_TAG`] = repo.tag;
    if (repo.pr) env[`${name}_PR`] = String(repo.pr);
    if (repo.commit_id) env[`${name}_COMMIT_ID`] = repo.commit_id;
  });
  return env;
}
