import { describe, expect, it } from 'vitest';
import { runPreset } from '../testing/productFixtures';
import { initialPicks, runBody, runProblem } from './runArgs';

describe('run dialog body', () => {
  it('preselects the only target that has a build', () => {
    expect(initialPicks(runPreset)).toEqual(['web/web']);
  });

  it('posts only the picked targets, each repo with a whole-number pr and a branch or a tag', () => {
    const withTag = {
      ...runPreset,
      targets: runPreset.targets.map((target) => ({
        ...target,
        build: {
          repos: target.build.repos.map((repo) => ({ ...repo, tag: 'v1', pr: '' as unknown as number })),
        },
      })),
    };
    const body = runBody(withTag, ['web/web'], 'qa');
    expect(body.namespace).toBe('qa');
    expect(body.targets.map((target) => target.name)).toEqual(['web']);
    expect(body.targets[0]?.build.repos[0]).toMatchObject({ tag: 'v1', branch: '', pr: 0 });
    expect(runProblem(body, true)).toBeUndefined();
    // a deploy left out in the dialog is not posted
    const buildOnly = runBody(runPreset, ['web/web'], 'dev', ['web/web|web/web']);
    expect(buildOnly.targets[0]?.deploy).toEqual([]);
    expect(body.targets[0]?.deploy).toEqual([{ env: 'web/web', type: 'pm' }]);
  });

  it('refuses a run without environment, without targets or with a repository lacking a branch', () => {
    expect(runProblem(runBody(runPreset, ['web/web'], ''), true)).toBe(
      'validation.productWorkflow.namespaceRequired',
    );
    expect(runProblem(runBody(runPreset, [], 'dev'), true)).toBe(
      'validation.productWorkflow.targetsRequired',
    );
    // a workflow without the build stage runs with no targets
    expect(runProblem(runBody(runPreset, [], 'dev'), false)).toBeUndefined();
    const noBranch = {
      ...runPreset,
      targets: runPreset.targets.map((target) => ({
        ...target,
        build: { repos: target.build.repos.map((repo) => ({ ...repo, branch: ' ' })) },
      })),
    };
    expect(runProblem(runBody(noBranch, ['web/web'], 'dev'), true)).toBe(
      'productWorkflow.run.branchRequired',
    );
  });
});
