import { jobVariables, type Workflow, type WorkflowParam } from '@slipway/contracts';
import { describe, expect, it } from 'vitest';
import { buildRunBody, initialEnvValues, initialRunValues } from './runParams';
import { fullWorkflow, stored } from './testing/workflowFixtures';

const workflow = stored(fullWorkflow);

const param = (name: string, changes: Partial<WorkflowParam> = {}): WorkflowParam => ({
  name,
  description: '',
  type: 'string',
  value: '',
  choice_option: [],
  default: '',
  is_credential: false,
  ...changes,
});

const preset = [
  param('BRANCH', { value: 'main', default: 'main' }),
  param('ENV', { type: 'choice', choice_option: ['dev', 'qa'], value: 'qa', default: 'qa' }),
  param('TOKEN', { value: 'preset-secret', is_credential: true }),
  param('NOTES', { type: 'text', default: 'from default' }),
];

describe('run params', () => {
  it('start from the preset values, the default where a value is empty', () => {
    expect(initialRunValues(preset)).toEqual({
      BRANCH: 'main',
      ENV: 'qa',
      TOKEN: 'preset-secret',
      NOTES: 'from default',
    });
  });

  it('repeat an earlier run, except its blanked credentials', () => {
    const earlier = [
      { name: 'BRANCH', value: 'feature' },
      { name: 'ENV', value: 'dev' },
      { name: 'TOKEN', value: '' },
      { name: 'GONE', value: 'not a param any more' },
    ];
    expect(initialRunValues(preset, earlier)).toEqual({
      BRANCH: 'feature',
      ENV: 'dev',
      TOKEN: 'preset-secret',
      NOTES: 'from default',
    });
  });

  it('send the workflow they started from, every param once in the workflow order with what the dialog holds', () => {
    const start: Workflow = { ...workflow, params: [param('GONE')] };
    const body = buildRunBody(start, preset, { ENV: 'dev', BRANCH: 'main', TOKEN: 'typed', EXTRA: 'x' });
    expect(body.params.map((p) => [p.name, p.value])).toEqual([
      ['BRANCH', 'main'],
      ['ENV', 'dev'],
      ['TOKEN', 'typed'],
      ['NOTES', ''],
    ]);
    expect(body.params[2]).toMatchObject({ is_credential: true });
    expect(body.stages).toEqual(start.stages);
    expect(body).toMatchObject({ name: workflow.name, project: workflow.project });
  });

  it('start the jobs’ env variables from the workflow and send the values the dialog holds', () => {
    const envs = initialEnvValues(workflow);
    const job = workflow.stages[0]!.jobs[0]!;
    expect(envs).toEqual({
      [job.name]: Object.fromEntries(jobVariables(job).map((env) => [env.key, env.value])),
    });
    const [first] = jobVariables(job);
    const body = buildRunBody(workflow, [], {}, { [job.name]: { [first!.key]: 'edited' } });
    expect(jobVariables(body.stages[0]!.jobs[0]!)[0]).toEqual({ ...first, value: 'edited' });
    expect(jobVariables(body.stages[0]!.jobs[0]!).slice(1)).toEqual(jobVariables(job).slice(1));
  });
});
