import { jobShareStorageInfo } from '@slipway/contracts';
import { describe, expect, it } from 'vitest';
import { fullWorkflow, jobValues, PROJECT } from '../testing/workflowFixtures';
import { bodyToDraft, draftToBody, jobToBody, type WorkflowDraft } from './draft';
import { saveJob } from './draftOps';
import { checkDraft, draftToYaml, yamlToDraft } from './workflowCheck';

const built = { name: 'built', path: '/cache/built' };

/** The loaded workflow with its first job's share storages replaced. */
function withFirstJobShares(draft: WorkflowDraft, names: string[], enabled = true): WorkflowDraft {
  return {
    ...draft,
    stages: draft.stages.map((stage, s) => ({
      ...stage,
      jobs: stage.jobs.map((job, j) => (s === 0 && j === 0 ? { ...job, shares: { enabled, names } } : job)),
    })),
  };
}

describe('share storages in the draft', () => {
  it('are kept from a loaded workflow to the body saved', () => {
    const draft = bodyToDraft(fullWorkflow);
    expect(draft.share_storages).toEqual([built]);
    expect(draft.stages.flatMap((stage) => stage.jobs).map((job) => job.shares)).toEqual([
      { enabled: true, names: ['built'] },
      { enabled: true, names: ['built'] },
    ]);
    const body = draftToBody(draft, PROJECT);
    expect(body.share_storages).toEqual([built]);
    expect(jobShareStorageInfo(body.stages[1]!.jobs[0]!)).toEqual({
      enabled: true,
      share_storages: [built],
    });
    expect(checkDraft(draft, PROJECT)).toEqual({ ok: true, value: fullWorkflow });
  });

  it('round-trip through the YAML view', () => {
    const yaml = draftToYaml(bodyToDraft(fullWorkflow), PROJECT);
    expect(yaml).toContain('share_storages:\n  - name: built\n    path: /cache/built');
    expect(yaml).toContain('share_storage_info:');
    const back = yamlToDraft(yaml, PROJECT);
    if (!back.ok) throw new Error(back.problem.message);
    expect(back.value.share_storages).toEqual([built]);
    expect(draftToBody(back.value, PROJECT)).toEqual(fullWorkflow);
  });

  it("give each job the workflow's path for a storage, and nothing while the job does not use them", () => {
    const storages = [{ name: 'built', path: '/cache/moved' }];
    const using = jobToBody(jobValues('deploy', { shares: { enabled: true, names: ['built'] } }), storages);
    expect(jobShareStorageInfo(using)).toEqual({
      enabled: true,
      share_storages: [{ name: 'built', path: '/cache/moved' }],
    });
    const off = jobToBody(jobValues('deploy', { shares: { enabled: false, names: ['built'] } }), storages);
    expect(jobShareStorageInfo(off)).toEqual({ enabled: false, share_storages: [] });
  });

  it('are checked with the server rules: unknown names, duplicates and unusable paths', () => {
    const draft = bodyToDraft(fullWorkflow);
    const unknown = checkDraft(withFirstJobShares(draft, ['gone']), PROJECT);
    expect(unknown.ok || unknown.problem).toEqual({
      message: 'The workflow has no share storage of this name',
      path: ['stages', 0, 'jobs', 0, 'spec', 'properties', 'share_storage_info', 'share_storages', 0, 'name'],
    });
    const twice = checkDraft({ ...draft, share_storages: [built, built] }, PROJECT);
    expect(twice.ok || twice.problem.message).toBe('duplicate share storage name');
    const system = checkDraft({ ...draft, share_storages: [{ ...built, path: '/etc/built' }] }, PROJECT);
    expect(system.ok || system.problem.message).toContain('The mount path must be absolute');
    // a job that does not use them names none
    expect(checkDraft(withFirstJobShares(draft, ['gone'], false), PROJECT).ok).toBe(true);
  });

  it('let a job be saved only with storages the workflow has', () => {
    const draft = bodyToDraft(fullWorkflow);
    const key = draft.stages[0]?.jobs[0]?.key ?? '';
    const unknown = saveJob(draft, key, jobValues('compile', { shares: { enabled: true, names: ['gone'] } }));
    expect(unknown).toEqual({ ok: false, message: 'The workflow has no share storage of this name' });
    expect(
      saveJob(draft, key, jobValues('compile', { shares: { enabled: true, names: ['built'] } })).ok,
    ).toBe(true);
  });
});
