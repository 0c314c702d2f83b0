import type { AddressInfo } from 'node:net';
import type { ProductBuildSubTask, ProductRunArgs, ProductTask } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSseJson } from '../sse-client.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { insertWorkflow, runWorkflow, shellJob, stage, waitForTask } from '../workflow-fixture.js';
import { expectShape, portalCaller, type Shape } from './portal-contract.js';
import { productProject, productWorkflowBody } from './product-workflows-fixture.js';

/**
 * Product workflows run for real on the engine: the build's script runs in the job sandbox; the task
 * pages, the run list with its filters, restart, cancel and the status page's lists read the runs
 * as the portal does (portal shapes §5, §6).
 */
const P = 'prodrun';
const W = 'run-flow';
const q = `projectName=${P}`;
const SCRIPT = [
  '#!/bin/bash',
  'set -e',
  'echo "building $SERVICE_MODULE in mode $MODE"',
  'if [ "$MODE" = fail ]; then exit 3; fi',
  'if [ "$MODE" = slow ]; then sleep 120; fi',
].join('\n');
let t: TestApp;
let base: string;
const call = portalCaller(() => t);

const taskShape: Shape = {
  task_id: 'integer',
  pipeline_name: 'string',
  product_name: 'string',
  status: 'string',
  task_creator: 'string',
  task_revoker: 'string',
  create_time: 'seconds',
  releases: 'array',
  'workflow_args.namespace': 'string',
  'workflow_args.product_tmpl_name': 'string',
  'workflow_args.targets': [{ name: 'string', service_name: 'string', envs: 'array', deploy: 'array' }],
  stages: [{ type: 'string', status: 'string', sub_tasks: 'object' }],
};

const buildSubTaskShape: Shape = {
  type: 'string',
  enabled: 'boolean',
  status: 'string',
  error: 'string',
  service_name: 'string',
  service: 'string',
  'job_ctx.builds': 'array',
  'static_check_status.repos': 'array',
  'ut_status.repos': 'array',
  docker_build_status: { status: 'string', image_name: 'string', registry_repo: 'string' },
};

async function runArgs(mode: string): Promise<ProductRunArgs> {
  const preset = (await call('GET', `/api/aslan/workflow/workflowtask/preset/dev/${W}?${q}`)).json();
  // the dialog posts the picked targets with the values set in it; no deploy is picked (no environment here)
  for (const target of preset.targets) {
    target.deploy = [];
    target.envs = target.envs.map((env: { key: string }) =>
      env.key === 'MODE' ? { ...env, value: mode } : env,
    );
  }
  return preset;
}

async function run(mode: string): Promise<number> {
  const res = (await call('POST', `/api/aslan/workflow/workflowtask/${W}?${q}`, await runArgs(mode))).json();
  expect(res).toEqual({ task_id: expect.any(Number), pipeline_name: W });
  return res.task_id;
}

const detail = async (id: number): Promise<ProductTask> =>
  (await call('GET', `/api/aslan/workflow/workflowtask/id/${id}/pipelines/${W}?${q}&workflowType=`)).json();

async function waitFor(id: number, done: (task: ProductTask) => boolean): Promise<ProductTask> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const task = await detail(id);
    if (done(task)) return task;
    if (Date.now() > deadline) throw new Error(`task ${id} stuck: ${JSON.stringify(task)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const ended = (task: ProductTask) => ['passed', 'failed', 'cancelled', 'timeout'].includes(task.status);

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await productProject(t, P, SCRIPT, [{ key: 'MODE', value: 'ok', type: 'string', is_credential: false }]);
  await call('POST', `/api/aslan/workflow/workflow?${q}`, productWorkflowBody(P, W));
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('product workflow runs', () => {
  it('runs the build to passed and shows the task as the task page reads it', async () => {
    const id = await run('ok');
    const task = await waitFor(id, ended);
    expect(task.status, JSON.stringify(task)).toBe('passed');
    expectShape(task, { ...taskShape, start_time: 'seconds', end_time: 'seconds' });
    expect(task.stages.map((s) => [s.type, s.status])).toEqual([['buildv2', 'passed']]);
    const sub = task.stages[0]!.sub_tasks.web_web!;
    expectShape(sub, { ...buildSubTaskShape, start_time: 'seconds', end_time: 'seconds' });
    expect(sub).toMatchObject({ type: 'buildv2', service_name: 'web_web', service: 'web', status: 'passed' });
    expect(task.workflow_args).toMatchObject({ namespace: 'dev', product_tmpl_name: P, workflow_name: W });

    // the build's script ran: its package was archived under the run's name
    expect((sub as ProductBuildSubTask).job_ctx.package_file).toMatch(
      new RegExp(`^web-\\d+-${id}\\.tar\\.gz$`),
    );

    // the detail stream sends the same object
    const streamed = await readSseJson<ProductTask>(
      `${base}/api/aslan/workflow/sse/workflows/id/${id}/pipelines/${W}?${q}&workflowType=`,
      t.admin.token,
    );
    expect(streamed.data).toEqual(task);
  });

  it('restarts a failed task under the same id', async () => {
    const id = await run('fail');
    const failed = await waitFor(id, ended);
    expect(failed.status).toBe('failed');
    expect(failed.stages[0]!.sub_tasks.web_web!.status).toBe('failed');
    // the build is fixed, then the task runs again
    const build = (await call('GET', `/api/aslan/build/build/${P}-build?${q}`)).json();
    await call('PUT', `/api/aslan/build/build?${q}`, { ...build, scripts: 'echo "fixed build"' });
    await call('POST', `/api/aslan/workflow/workflowtask/id/${id}/pipelines/${W}/restart?${q}`);
    const again = await waitFor(id, (task) => task.status === 'passed' || task.status === 'failed');
    expect(again.status).toBe('passed');
    expect(again.task_id).toBe(id);
    // a passed task is not restarted
    await call(
      'POST',
      `/api/aslan/workflow/workflowtask/id/${id}/pipelines/${W}/restart?${q}`,
      undefined,
      undefined,
      400,
    );
    // put the script back for the runs below
    await call('PUT', `/api/aslan/build/build?${q}`, { ...build, scripts: SCRIPT });
  });

  it('shows a running task in the status list and cancels it', async () => {
    const id = await run('slow');
    await waitFor(id, (task) => task.stages[0]?.sub_tasks.web_web?.status === 'running');
    const running = await readSseJson<Array<Record<string, unknown>>>(
      `${base}/api/aslan/workflow/sse/tasks/running`,
      t.admin.token,
      (list) => list.some((item) => item.type === 'workflow' && item.task_id === id),
    );
    const item = running.data.find((entry) => entry.type === 'workflow' && entry.task_id === id);
    expectShape(item, {
      ...taskShape,
      'workflow_args.workflow_name': 'string',
      stages: [{ type: 'string', status: 'string', sub_tasks: { web_web: buildSubTaskShape } }],
    });
    expect(item).toMatchObject({ pipeline_name: W, product_name: P, status: 'running' });

    await call('DELETE', `/api/aslan/workflow/workflowtask/id/${id}/pipelines/${W}?${q}`);
    const cancelled = await waitFor(id, ended);
    expect(cancelled).toMatchObject({ status: 'cancelled', task_revoker: 'admin' });
  });

  it('lists the runs a page at a time with the total, filtered by creator and status', async () => {
    const list = async (query = '') =>
      (
        await call(
          'GET',
          `/api/aslan/workflow/workflowtask/max/2/start/0/pipelines/${W}?${q}&workflowType=${query}`,
        )
      ).json();
    const all = await list('&queryType=&filters=');
    expect(all.total).toBe(3);
    expect(all.data.map((task: ProductTask) => task.task_id)).toEqual([3, 2]);
    expectShape(all, {
      total: 'integer',
      data: [
        {
          ...taskShape,
          namespace: 'string',
          service_modules: [{ service_module: 'string', service_name: 'string', code_info: 'array' }],
          test_reports: 'object',
        },
      ],
    });
    const second = (
      await call('GET', `/api/aslan/workflow/workflowtask/max/2/start/2/pipelines/${W}?${q}&workflowType=`)
    ).json();
    expect(second.data.map((task: ProductTask) => task.task_id)).toEqual([1]);

    const byStatus = await list('&queryType=taskStatus&filters=failed,cancelled');
    expect(byStatus.total).toBe(1);
    expect(byStatus.data[0]).toMatchObject({ task_id: 3, status: 'cancelled' });
    expect((await list('&queryType=creator&filters=admin')).total).toBe(3);
    expect((await list('&queryType=creator&filters=somebody')).total).toBe(0);
    expect((await list('&queryType=serviceName&filters=web')).total).toBe(3);

    const creators = (
      await call(
        'GET',
        `/api/aslan/workflow/workflowtask/filters/pipelines/${W}?${q}&queryType=creator&workflowType=workflow`,
      )
    ).json();
    expect(creators).toEqual(['admin']);
    await call(
      'GET',
      `/api/aslan/workflow/workflowtask/max/2/start/0/pipelines/${W}?${q}&workflowType=&queryType=nonsense`,
      undefined,
      undefined,
      400,
    );
  });

  it('refuses runs of unknown workflows and bad run args without starting anything', async () => {
    await call('POST', `/api/aslan/workflow/workflowtask/nothing?${q}`, await runArgs('ok'), undefined, 404);
    const noProject = await runArgs('ok');
    await call(
      'POST',
      `/api/aslan/workflow/workflowtask/${W}?${q}`,
      { ...noProject, product_tmpl_name: '' },
      undefined,
      400,
    );
    await call(
      'POST',
      `/api/aslan/workflow/workflowtask/${W}?${q}`,
      { ...noProject, targets: [] },
      undefined,
      400,
    );
    // a deploy to an environment the project does not have
    const deploying = await runArgs('ok');
    deploying.targets[0]!.deploy = [{ env: 'web/web', type: 'k8s' }];
    const noEnv = await call('POST', `/api/aslan/workflow/workflowtask/${W}?${q}`, deploying, undefined, 400);
    expect(noEnv.json().description).toBe('dev');
    const all = (
      await call('GET', `/api/aslan/workflow/workflowtask/max/50/start/0/pipelines/${W}?${q}&workflowType=`)
    ).json();
    expect(all.total).toBe(3);
  });

  it('cancels a custom workflow task through the product cancel path (status page)', async () => {
    await insertWorkflow(t, {
      name: 'custom-slow',
      project: P,
      stages: [stage('s', [shellJob('wait', 'sleep 120')])],
    });
    const id = await runWorkflow(t, 'custom-slow');
    await waitForTask(t, 'custom-slow', id, (task) => task.status === 'running');
    await call('DELETE', `/api/aslan/workflow/workflowtask/id/${id}/pipelines/custom-slow?${q}`);
    const task = await waitForTask(t, 'custom-slow', id);
    expect(task.status).toBe('cancelled');
  });
});
