import type { AddressInfo } from 'node:net';
import type { LoginResponse, ProductTask } from '@slipway/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowTasks } from '../src/db/schema.js';
import { productTaskName } from '../src/modules/product-workflows/product-workflow-engine.js';
import { portalCaller } from './portal/portal-contract.js';
import { productProject, productWorkflowBody } from './portal/product-workflows-fixture.js';
import { bindProjectRoles } from './projects.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The logs of product workflow runs, read through the calls the product task page makes for a
 * build sub task (`logs/log/workflow/{w}/tasks/{id}/service/{module}_{service}` when finished, the
 * build SSE while running) and through the v4 job log calls: a real run whose build script echoes.
 */
const P = 'prodlogs';
const W = 'logged-flow';
const WITH_TEST = 'tested-flow';
const TEST = 'prodlogs_unit';
const q = `projectName=${P}`;
const SERVICE = 'web_web';
const SCRIPT = [
  '#!/bin/bash',
  'echo "product-log-line mode=$MODE"',
  // a slow run waits until the test has opened its stream
  'if [ "$MODE" = slow ]; then sleep 2; fi',
  'echo "product-log-last"',
].join('\n');

let t: TestApp;
let base: string;
let member: LoginResponse;
let outsider: LoginResponse;
const call = portalCaller(() => t);
const get = (url: string, token = t.admin.token) => t.request({ method: 'GET', url, token });

async function run(mode: string, workflow = W): Promise<number> {
  const preset = (await call('GET', `/api/aslan/workflow/workflowtask/preset/dev/${workflow}?${q}`)).json();
  for (const target of preset.targets) {
    target.deploy = [];
    target.envs = target.envs.map((env: { key: string }) =>
      env.key === 'MODE' ? { ...env, value: mode } : env,
    );
  }
  return (await call('POST', `/api/aslan/workflow/workflowtask/${workflow}?${q}`, preset)).json().task_id;
}

async function waitFor(id: number, done: (task: ProductTask) => boolean, workflow = W): Promise<ProductTask> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const url = `/api/aslan/workflow/workflowtask/id/${id}/pipelines/${workflow}?${q}&workflowType=`;
    const task: ProductTask = (await call('GET', url)).json();
    if (done(task)) return task;
    if (Date.now() > deadline) throw new Error(`task ${id} stuck: ${JSON.stringify(task)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const ended = (task: ProductTask) => ['passed', 'failed', 'cancelled', 'timeout'].includes(task.status);

/** The job names of a run on the engine, as stored. */
async function jobNames(id: number): Promise<string[]> {
  const [row] = await t.database.db
    .select({ stages: workflowTasks.stages })
    .from(workflowTasks)
    .where(and(eq(workflowTasks.workflowName, productTaskName(W)), eq(workflowTasks.taskId, id)));
  return (row!.stages as Array<{ jobs: Array<{ name: string }> }>).flatMap((s) => s.jobs.map((j) => j.name));
}

/** Reads a log stream as the portal's plain-text SSE does: message data lines, until `end`. */
async function readLogStream(url: string, token: string): Promise<{ status: number; text: string }> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 60_000);
  try {
    const res = await fetch(base + url, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    if (res.status !== 200) return { status: res.status, text: await res.text() };
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    let buffer = '';
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        if (block.some((line) => line === 'event: end')) return { status: 200, text };
        const data = block
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart());
        if (data.length) text += `${data.join('\n')}\n`;
      }
    }
    throw new Error(`${url}: the stream closed without its end event`);
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

const serviceLogUrl = (id: number) =>
  `/api/aslan/logs/log/workflow/${W}/tasks/${id}/service/${SERVICE}?type=buildv2&${q}`;
const buildSseUrl = (id: number) =>
  `/api/aslan/logs/sse/workflow/build/${W}/${id}/999999/${SERVICE}?subTask=buildv2&${q}`;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await productProject(t, P, SCRIPT, [{ key: 'MODE', value: 'ok', type: 'string', is_credential: false }]);
  await call('POST', `/api/aslan/workflow/workflow?${q}`, productWorkflowBody(P, W));
  await call('POST', `/api/aslan/testing/test?${q}`, {
    name: TEST,
    product_name: P,
    test_type: 'function',
    repos: [],
    timeout: 10,
    pre_test: { build_os: 'focal', installs: [], envs: [] },
    scripts: '#!/bin/bash\necho product-test-line',
  });
  await call(
    'POST',
    `/api/aslan/workflow/workflow?${q}`,
    productWorkflowBody(P, WITH_TEST, {
      test_stage: { enabled: true, tests: [{ test_name: TEST, envs: [] }] },
    }),
  );
  member = await t.createUser('log-member');
  outsider = await t.createUser('log-outsider');
  const role = await t.request({
    method: 'POST',
    url: `/api/v1/roles?${q}`,
    token: t.admin.token,
    payload: {
      name: 'flow-reader',
      rules: [{ kind: 'resource', resources: ['Workflow'], verbs: ['get_workflow'] }],
    },
  });
  expect(role.statusCode).toBe(200);
  await bindProjectRoles(t, P, [member.uid], ['flow-reader']);
}, 180_000);
afterAll(async () => {
  t?.app.server.closeAllConnections();
  await t?.close();
});

describe('product task logs', () => {
  it('answers a finished build log through the service call, the build stream and the v4 calls', async () => {
    const id = await run('ok');
    expect((await waitFor(id, ended)).status).toBe('passed');

    const finished = await get(serviceLogUrl(id), member.token);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.headers['content-type']).toContain('text/plain');
    expect(finished.body).toContain('product-log-line mode=ok');

    // the page's stream of a finished sub task replays the log, then ends
    const streamed = await readLogStream(buildSseUrl(id), member.token);
    expect(streamed.status).toBe(200);
    expect(streamed.text).toContain('product-log-line mode=ok');
    expect(streamed.text).toContain('product-log-last');

    const [job] = await jobNames(id);
    const v4 = await get(`/api/aslan/logs/log/v4/workflow/${W}/tasks/${id}/jobs/${job}?${q}`, member.token);
    expect(v4.statusCode, v4.body).toBe(200);
    expect(v4.body).toContain('product-log-line mode=ok');
    const v4Stream = await readLogStream(
      `/api/aslan/logs/sse/v4/workflow/${W}/${id}/${job}/999999?${q}`,
      member.token,
    );
    expect(v4Stream.text).toContain('product-log-line mode=ok');

    // the deploy kind of the same service has no job in a build-only run
    const deploy = await get(
      `/api/aslan/logs/log/workflow/${W}/tasks/${id}/service/${SERVICE}?type=deploy&${q}`,
    );
    expect(deploy.statusCode).toBe(404);
  });

  it('reads the build and test stage logs by line and searches them, to readers of the workflow only', async () => {
    const id = await run('ok', WITH_TEST);
    expect((await waitFor(id, ended, WITH_TEST)).status).toBe('passed');
    const build = `${WITH_TEST}/${id}/${SERVICE}?subTask=buildv2&${q}`;
    const whole = await get(`/api/aslan/logs/lines/workflow/build/${build}&from=1&count=5000`, member.token);
    expect(whole.statusCode, whole.body).toBe(200);
    const { total, lines, running } = whole.json();
    expect({ count: lines.length, running }).toEqual({ count: total, running: false });
    const tail = await get(`/api/aslan/logs/lines/workflow/build/${build}&count=2`, member.token);
    expect(tail.json()).toMatchObject({ total, from: total - 1, lines: lines.slice(-2) });
    const found = await get(`/api/aslan/logs/search/workflow/build/${build}&key=MODE%3DOK`, member.token);
    const line = lines.indexOf('product-log-line mode=ok') + 1;
    expect(line).toBeGreaterThan(0);
    expect(found.json().matches).toEqual([{ line, text: 'product-log-line mode=ok' }]);

    const testStage = `${WITH_TEST}/${id}/${TEST}/${TEST}?${q}`;
    const testLines = await get(
      `/api/aslan/logs/lines/workflow/test/${testStage}&from=1&count=5000`,
      member.token,
    );
    expect(testLines.statusCode, testLines.body).toBe(200);
    expect(testLines.json().lines.join('\n')).toContain('product-test-line');
    const testFound = await get(
      `/api/aslan/logs/search/workflow/test/${testStage}&key=product-test`,
      member.token,
    );
    expect(testFound.json().matches.map((match: { text: string }) => match.text)).toContain(
      'product-test-line',
    );

    expect((await get(`/api/aslan/logs/lines/workflow/build/${build}`, outsider.token)).statusCode).toBe(403);
    expect(
      (await get(`/api/aslan/logs/search/workflow/test/${testStage}&key=x`, outsider.token)).statusCode,
    ).toBe(403);
    const nobody = `/api/aslan/logs/lines/workflow/build/${WITH_TEST}/${id}/nobody?${q}`;
    expect((await get(nobody)).statusCode).toBe(404);
    expect((await get(`/api/aslan/logs/search/workflow/build/${build}&key=`)).statusCode).toBe(400);
  });

  it('streams a running build live until its job ends', async () => {
    const id = await run('slow');
    await waitFor(id, (task) => task.stages[0]?.sub_tasks[SERVICE]?.status === 'running' || ended(task));
    const streamed = await readLogStream(buildSseUrl(id), member.token);
    expect(streamed.status).toBe(200);
    expect(streamed.text).toContain('product-log-line mode=slow');
    expect(streamed.text).toContain('product-log-last');
    expect((await waitFor(id, ended)).status).toBe('passed');
  });

  it('answers the test stage log through the test log calls, to readers of the workflow only', async () => {
    const id = await run('ok', WITH_TEST);
    expect((await waitFor(id, ended, WITH_TEST)).status).toBe('passed');
    const finishedUrl = `/api/aslan/logs/log/workflow/${WITH_TEST}/tasks/${id}/tests/${TEST}/service/${TEST}?${q}`;
    const finished = await get(finishedUrl, member.token);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.body).toContain('product-test-line');
    const streamUrl = `/api/aslan/logs/sse/workflow/test/${WITH_TEST}/${id}/${TEST}/999999/${TEST}?${q}`;
    const streamed = await readLogStream(streamUrl, member.token);
    expect(streamed.text).toContain('product-test-line');
    expect((await get(finishedUrl, outsider.token)).statusCode).toBe(403);
    expect((await readLogStream(streamUrl, outsider.token)).status).toBe(403);
    // a test run is still read as one: the member may read workflows, not tests
    const testRun = await call('POST', `/api/aslan/testing/testtask?${q}`, {
      product_name: P,
      test_name: TEST,
    });
    const testLog = `/api/aslan/logs/log/workflow/${TEST}-job/tasks/${testRun.json().task_id}/tests/${TEST}/service/${TEST}?${q}`;
    expect((await get(testLog, member.token)).statusCode).toBe(403);
  });

  it('refuses an outsider and answers unknown runs and services with 404', async () => {
    const id = await run('ok');
    await waitFor(id, ended);
    expect((await get(serviceLogUrl(id), outsider.token)).statusCode).toBe(403);
    expect((await readLogStream(buildSseUrl(id), outsider.token)).status).toBe(403);
    const [job] = await jobNames(id);
    expect(
      (await get(`/api/aslan/logs/log/v4/workflow/${W}/tasks/${id}/jobs/${job}`, outsider.token)).statusCode,
    ).toBe(403);

    expect((await get(serviceLogUrl(9999))).statusCode).toBe(404);
    expect((await get(`/api/aslan/logs/log/workflow/${W}/tasks/${id}/service/nobody`)).statusCode).toBe(404);
    expect(
      (await readLogStream(`/api/aslan/logs/sse/workflow/build/${W}/${id}/999999/nobody`, t.admin.token))
        .status,
    ).toBe(404);
    expect((await get(`/api/aslan/logs/sse/workflow/build/${W}/${id}/-1/${SERVICE}`)).statusCode).toBe(400);
  });
});
