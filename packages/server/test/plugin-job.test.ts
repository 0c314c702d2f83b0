import type { PluginTemplate } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProject } from './seed.js';
import { createTestApp, type TestApp } from './test-app.js';
import {
  insertWorkflow,
  jobLog,
  jobOf,
  runWorkflow,
  shellJob,
  stage,
  waitForTask,
} from './workflow-fixture.js';

/**
 * A workflow's `plugin` job runs its template's script in the job sandbox, each input an upper-cased
 * environment variable, the template's outputs handed to later jobs.
 */
let t: TestApp;
let template: PluginTemplate;
const P = 'plugged';

beforeAll(async () => {
  t = await createTestApp();
  await seedProject(t, P);
  template = await pluginTemplate();
});
afterAll(() => t.close());

const SCRIPT = [
  'echo "greeting=$GREETING level=$LEVEL"',
  'case "$LEVEL" in info|warn) ;; *) echo "unknown level: $LEVEL"; exit 3 ;; esac',
  'RESULT="sent $GREETING"',
].join('\n');

/** The template as the picker answers it, made through the administrators' route. */
async function pluginTemplate(): Promise<PluginTemplate> {
  const created = await t.request({
    method: 'POST',
    url: '/api/aslan/workflow/v4/plugin',
    token: t.admin.token,
    payload: {
      name: 'greeter',
      inputs: [
        { name: 'greeting', value: 'hello' },
        { name: 'level', type: 'choice', value: 'info', choice_option: ['info', 'warn'] },
      ],
      outputs: [{ name: 'RESULT' }],
      script: SCRIPT,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const list = await t.request({
    method: 'GET',
    url: '/api/aslan/workflow/plugin/template',
    token: t.admin.token,
  });
  return list.json()[0];
}

/** A plugin job as the portal's picker makes it: the whole template as `spec.plugin`, values set. */
const pluginJob = (template: PluginTemplate, values: Record<string, string>) => ({
  name: 'greet',
  type: 'plugin' as const,
  spec: {
    properties: {
      timeout: 10,
      res_req: 'low',
      res_req_spec: { cpu_limit: 1000, memory_limit: 512 },
      cluster_id: '',
    },
    plugin: {
      ...template,
      type: 'plugin',
      inputs: template.inputs.map((input) => ({ ...input, value: values[input.name] ?? input.value })),
    },
  },
});

describe('plugin job', () => {
  it('runs the script with its inputs and hands its outputs on', async () => {
    await insertWorkflow(t, {
      name: 'plugin-ok',
      project: P,
      stages: [
        stage('notify', [pluginJob(template, { greeting: 'bonjour' }) as never]),
        stage('after', [shellJob('read', 'echo "got={{.job.greet.output.RESULT}}"')]),
      ],
    });
    const id = await runWorkflow(t, 'plugin-ok');
    const task = await waitForTask(t, 'plugin-ok', id);
    expect(task.status, JSON.stringify(task)).toBe('passed');
    expect(await jobLog(t, 'plugin-ok', id, 'greet')).toContain('greeting=bonjour level=info');
    expect(await jobLog(t, 'plugin-ok', id, 'read')).toContain('got=sent bonjour');
  });

  it('fails when the script refuses an input', async () => {
    // the stored job keeps a value the template's options no longer offer
    const job = pluginJob(template, {});
    job.spec.plugin.inputs = job.spec.plugin.inputs.map((input) =>
      input.name === 'level'
        ? { ...input, type: 'string' as const, choice_option: [], value: 'loud' }
        : input,
    );
    await insertWorkflow(t, { name: 'plugin-bad', project: P, stages: [stage('notify', [job as never])] });
    const id = await runWorkflow(t, 'plugin-bad');
    const task = await waitForTask(t, 'plugin-bad', id);
    expect(task.status).toBe('failed');
    expect(jobOf(task, 'greet').status).toBe('failed');
    expect(await jobLog(t, 'plugin-bad', id, 'greet')).toContain('unknown level: loud');
  });

  it('refuses a workflow whose plugin job has no script', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/aslan/workflow/v4',
      token: t.admin.token,
      headers: { cookie: 'language=en' },
      payload: {
        name: 'plugin-empty',
        project: P,
        stages: [
          { name: 's', jobs: [{ name: 'p', type: 'plugin', spec: { plugin: { name: 'x', script: '' } } }] },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please enter the plugin script');
  });
});
