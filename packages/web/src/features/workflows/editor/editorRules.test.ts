import { describe, expect, it } from 'vitest';
import { fullWorkflow, jobValues, PROJECT } from '../testing/workflowFixtures';
import { bodyToDraft, draftToBody, emptyDraft, type ParamDraft, type WorkflowDraft } from './draft';
import {
  addJob,
  addStage,
  markJobChanged,
  moveJob,
  moveStage,
  removeJob,
  saveJob,
  unsavedJob,
} from './draftOps';
import { jobNameTaken } from './jobRules';
import { canBeCredential, normalizeParam } from './paramRules';
import { checkDraft, draftToYaml, paramsToYaml, yamlToDraft } from './workflowCheck';

/** A draft with one stage holding one saved job named `first`. */
function draftWithSavedJob(): { draft: WorkflowDraft; key: string } {
  const added = addJob(addStage({ ...emptyDraft(), name: 'wf' }), 0);
  if (!added.ok) throw new Error('could not add the first job');
  const saved = saveJob(added.draft, added.job.key, jobValues('first'));
  if (!saved.ok) throw new Error(saved.message);
  return { draft: saved.draft, key: added.job.key };
}

describe('adding jobs (spec §5: the previous job is saved first)', () => {
  it('refuses a new job while another is unsaved, anywhere in the workflow', () => {
    const first = addJob(addStage(addStage(emptyDraft())), 0);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const second = addJob(first.draft, 1);
    expect(second).toEqual({ ok: false, unsaved: first.job });
  });

  it('does not save an invalid job, and so still refuses the next one', () => {
    const first = addJob(addStage(emptyDraft()), 0);
    if (!first.ok) throw new Error('unexpected');
    const bad = saveJob(first.draft, first.job.key, jobValues('Not Valid'));
    expect(bad).toEqual({
      ok: false,
      message:
        'Job names start with a lowercase letter and hold lowercase letters, digits and hyphens (32 at most)',
    });
    const noSteps = saveJob(first.draft, first.job.key, jobValues('build', { steps: [] }));
    expect(noSteps).toEqual({ ok: false, message: 'A job needs at least one step' });
    expect(addJob(first.draft, 0).ok).toBe(false);
  });

  it('adds the next job once the previous one is saved, and again refuses after it changes', () => {
    const { draft, key } = draftWithSavedJob();
    expect(unsavedJob(draft)).toBeUndefined();
    const next = addJob(draft, 0);
    expect(next.ok).toBe(true);
    if (!next.ok) return;
    expect(next.draft.stages[0]?.jobs.map((job) => job.saved)).toEqual([true, false]);
    expect(addJob(markJobChanged(draft, key), 0).ok).toBe(false);
  });
});

describe('job names', () => {
  it("are unique in the whole workflow ('duplicate job name')", () => {
    const { draft, key } = draftWithSavedJob();
    const withStage = addStage(draft);
    const next = addJob(withStage, 1);
    if (!next.ok) throw new Error('unexpected');
    expect(jobNameTaken(next.draft, next.job.key, 'first')).toBe(true);
    expect(jobNameTaken(next.draft, key, 'first')).toBe(false);
    expect(saveJob(next.draft, next.job.key, jobValues('first'))).toEqual({
      ok: false,
      message: 'duplicate job name',
    });
    expect(saveJob(next.draft, next.job.key, jobValues('second')).ok).toBe(true);
  });

  it('are checked again on save of the whole workflow', () => {
    const draft = bodyToDraft(fullWorkflow);
    const renamed: WorkflowDraft = {
      ...draft,
      stages: draft.stages.map((stage) => ({
        ...stage,
        jobs: stage.jobs.map((job) => ({ ...job, name: 'same' })),
      })),
    };
    const checked = checkDraft(renamed, PROJECT);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.problem.message).toBe('duplicate job name');
      expect(checked.problem.path).toEqual(['stages', 1, 'jobs', 0, 'name']);
    }
  });
});

describe('ordering', () => {
  it('moves stages and jobs up and down, staying within the list', () => {
    const draft = bodyToDraft(fullWorkflow);
    expect(moveStage(draft, 1, -1).stages.map((stage) => stage.name)).toEqual(['deploy', 'build']);
    expect(moveStage(draft, 1, 1).stages.map((stage) => stage.name)).toEqual(['build', 'deploy']);
    const twoJobs = addJob(draft, 0);
    if (!twoJobs.ok) throw new Error('unexpected');
    const saved = saveJob(twoJobs.draft, twoJobs.job.key, jobValues('test'));
    if (!saved.ok) throw new Error(saved.message);
    expect(moveJob(saved.draft, 0, 1, -1).stages[0]?.jobs.map((job) => job.name)).toEqual([
      'test',
      'compile',
    ]);
    expect(removeJob(saved.draft, 0, twoJobs.job.key).stages[0]?.jobs.map((job) => job.name)).toEqual([
      'compile',
    ]);
  });
});

describe('variables', () => {
  const param = (changes: Partial<ParamDraft>): ParamDraft => ({
    name: 'P',
    type: 'string',
    choice_option: [],
    default: '',
    description: '',
    is_credential: false,
    ...changes,
  });

  it('may be credentials only when they are not choices (spec §5)', () => {
    expect(canBeCredential('string')).toBe(true);
    expect(canBeCredential('text')).toBe(true);
    expect(canBeCredential('choice')).toBe(false);
    expect(normalizeParam(param({ type: 'choice', is_credential: true, choice_option: ['a', 'b'] }))).toEqual(
      param({ type: 'choice', is_credential: false, choice_option: ['a', 'b'], default: 'a' }),
    );
    expect(normalizeParam(param({ type: 'text', is_credential: true }))).toEqual(
      param({ type: 'text', is_credential: true }),
    );
  });

  it('are refused by the workflow check as credential choices', () => {
    const draft: WorkflowDraft = {
      ...bodyToDraft(fullWorkflow),
      params: [param({ type: 'choice', is_credential: true, choice_option: ['a'] })],
    };
    const checked = checkDraft(draft, PROJECT);
    expect(checked.ok || checked.problem.message).toBe('Only non-choice variables can be credentials');
  });

  it('are previewed as YAML', () => {
    const draft = { ...emptyDraft(), params: [param({ name: 'BRANCH', default: 'main' })] };
    expect(paramsToYaml(draft, PROJECT)).toContain('- name: BRANCH');
    expect(paramsToYaml(draft, PROJECT)).toContain('default: main');
    expect(paramsToYaml(emptyDraft(), PROJECT)).toBe('');
  });
});

describe('form ↔ YAML', () => {
  it('round-trips a whole workflow', () => {
    const draft = bodyToDraft(fullWorkflow);
    const yaml = draftToYaml(draft, PROJECT);
    expect(yaml).toContain('script: |-');
    const back = yamlToDraft(yaml, PROJECT);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(draftToBody(back.value, PROJECT)).toEqual(fullWorkflow);
    expect(back.value.stages.flatMap((stage) => stage.jobs).every((job) => job.saved)).toBe(true);
  });

  it('takes edits made in the YAML and keeps the page project', () => {
    const yaml = draftToYaml(bodyToDraft(fullWorkflow), PROJECT)
      .replace('name: compile', 'name: compile-all')
      .replace(`project: ${PROJECT}`, 'project: elsewhere');
    const back = yamlToDraft(yaml, PROJECT);
    if (!back.ok) throw new Error(back.problem.message);
    expect(back.value.stages[0]?.jobs[0]?.name).toBe('compile-all');
    expect(draftToBody(back.value, PROJECT).project).toBe(PROJECT);
  });

  it('reports broken YAML and invalid workflows with the rule and where it broke', () => {
    const syntax = yamlToDraft('name: [unclosed', PROJECT);
    expect(syntax.ok).toBe(false);
    const notAMap = yamlToDraft('- a list', PROJECT);
    expect(notAMap.ok || notAMap.problem.message).toBe('Invalid YAML');
    const noName = yamlToDraft(draftToYaml({ ...bodyToDraft(fullWorkflow), name: '' }, PROJECT), PROJECT);
    expect(noName.ok || noName.problem).toEqual({
      message: 'please enter workflow identifier',
      path: ['name'],
    });
    const noStages = yamlToDraft('name: wf\nstages: []\n', PROJECT);
    expect(noStages.ok || noStages.problem.message).toBe('A workflow needs at least one stage');
    const wrongType = yamlToDraft('name: wf\nstages: many\n', PROJECT);
    expect(wrongType.ok || wrongType.problem.message).toBe('Invalid value: stages');
  });
});
