export { RepoSelect, repoListRule } from './RepoSelect';
export type { RepoRow } from './repoRow';
export { emptyRepoRow, firstRepoProblem, repoRowProblems, toRepoRow, trimRepoRow } from './repoRow';
