import { describe, expect, it } from 'vitest';
import { emptyRepoRow, firstRepoProblem, repoRowProblems, toRepoRow, trimRepoRow } from './repoRow';

const complete = {
  ...emptyRepoRow(),
  codehost_id: 3,
  source: 'other' as const,
  repo_owner: 'team',
  repo_namespace: 'team',
  repo_name: 'app',
  branch: 'main',
};

describe('repository rows', () => {
  it('names every missing part of an empty row with the spec texts', () => {
    expect(repoRowProblems(emptyRepoRow())).toEqual({
      codehost_id: 'validation.repo.platformRequired',
      repo_owner: 'validation.repo.ownerRequired',
      repo_name: 'validation.repo.nameRequired',
      branch: 'validation.repo.branchRequired',
    });
  });

  it('counts text of spaces only as missing', () => {
    expect(repoRowProblems({ ...complete, branch: '   ' })).toEqual({
      branch: 'validation.repo.branchRequired',
    });
    expect(repoRowProblems(complete)).toEqual({});
  });

  it('gives the first problem of the first incomplete row', () => {
    expect(firstRepoProblem([complete, { ...complete, repo_owner: '' }])).toBe(
      'validation.repo.ownerRequired',
    );
    expect(firstRepoProblem([complete])).toBeUndefined();
  });

  it('trims the texts and falls back to origin for an empty remote', () => {
    expect(
      trimRepoRow({ ...complete, branch: ' dev ', remote_name: '  ', checkout_path: ' src/app ' }),
    ).toMatchObject({
      branch: 'dev',
      remote_name: 'origin',
      checkout_path: 'src/app',
    });
  });

  it('fills what a stored repository leaves out; the owner stands in for a missing namespace', () => {
    expect(toRepoRow({ codehost_id: 3, repo_owner: 'team', repo_name: 'app', branch: 'main' })).toEqual({
      ...complete,
      source: '',
    });
  });
});
