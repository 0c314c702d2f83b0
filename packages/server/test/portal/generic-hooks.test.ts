import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindProjectRoles, createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { taskCount } from '../webhook-fixture.js';
import {
  getTask,
  insertWorkflow,
  jobLog,
  presetOf,
  shellJob,
  stage,
  waitForTask,
} from '../workflow-fixture.js';
import { expectPortalAnswer, portalCall } from './portal-contract.js';

/**
 * Generic webhooks (`/api/aslan/workflow/v4/webhook/{workflow}/generic…`): made with a token shown
 * once, called without a login by whoever holds the token, running the workflow with params read
 * from the request's body, query and headers. And a user's API token running a workflow.
 */
let t: TestApp;
const project = 'generic';
const hooksOf = (workflow: string) => `/api/aslan/workflow/v4/webhook/${workflow}/generic`;

const paramWorkflow = (name: string) =>
  insertWorkflow(t, {
    name,
    project,
    multi_run: true,
    params: [
      { name: 'BRANCH', type: 'string', default: 'main' },
      { name: 'WHO', type: 'string', default: 'nobody' },
      { name: 'TRACE', type: 'string', default: '' },
    ],
    stages: [stage('build', [shellJob('say', 'echo "at=$SLIPWAY_PARAM_BRANCH by=$SLIPWAY_PARAM_WHO"')])],
  });

const hookBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: 'from the release script',
  enabled: true,
  auto_cancel: false,
  params: [
    { name: 'BRANCH', source: 'body', path: 'ref.branch', default: 'main' },
    { name: 'WHO', source: 'query', path: 'who', default: 'somebody' },
    { name: 'TRACE', source: 'header', path: 'X-Trace-Id', default: '' },
    { name: 'NOT_DECLARED', source: 'body', path: 'x', default: 'ignored' },
  ],
  ...extra,
});

const makeHook = async (workflow: string, name: string, extra: Record<string, unknown> = {}) => {
  const res = await portalCall(t, { method: 'POST', url: hooksOf(workflow), body: hookBody(name, extra) });
  expect(res.statusCode).toBe(200);
  return res.json() as { name: string; token: string; url: string };
};

const callHook = (url: string, token: string | undefined, body: unknown = {}, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `${url}${query}`,
    headers: {
      'content-type': 'application/json',
      'x-trace-id': 'trace-7',
      ...(token === undefined ? {} : { 'x-slipway-token': token }),
    },
    payload: JSON.stringify(body),
  });

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, { product_name: project });
});
afterAll(async () => {
  await t?.close();
});

describe('generic webhooks of a workflow', () => {
  it('are made with a token shown once, listed without it, updated, given a new token and deleted', async () => {
    await paramWorkflow('hook-crud');
    const made = await makeHook('hook-crud', 'release');
    expect(made.token).toMatch(/^[\w-]{43}$/);
    expect(made.url).toBe('/api/aslan/workflow/v4/webhook/hook-crud/generic/release/run');

    const listed = await portalCall(t, { method: 'GET', url: hooksOf('hook-crud') });
    expect(listed.statusCode).toBe(200);
    const [hook] = listed.json();
    expect(hook).toMatchObject({ name: 'release', enabled: true, workflow_name: 'hook-crud', url: made.url });
    expect(typeof hook.updated_at).toBe('number');
    expect(JSON.stringify(listed.json())).not.toContain(made.token);
    // the token is sealed at rest
    const stored = await t.database.db.execute(
      sql`SELECT token FROM workflow_generic_hooks WHERE name = 'release'`,
    );
    expect(JSON.stringify(stored)).not.toContain(made.token);

    const again = await portalCall(t, {
      method: 'POST',
      url: hooksOf('hook-crud'),
      body: hookBody('release'),
    });
    expect(again.statusCode).toBe(409);
    const updated = await portalCall(t, {
      method: 'PUT',
      url: `${hooksOf('hook-crud')}/release`,
      body: hookBody('release', { description: 'changed' }),
    });
    expectPortalAnswer(updated);
    const rotated = await portalCall(t, { method: 'POST', url: `${hooksOf('hook-crud')}/release/token` });
    const fresh = rotated.json().token as string;
    expect(fresh).not.toBe(made.token);
    expect((await callHook(made.url, made.token)).statusCode).toBe(401);
    expect((await callHook(made.url, fresh)).statusCode).toBe(200);

    expectPortalAnswer(await portalCall(t, { method: 'DELETE', url: `${hooksOf('hook-crud')}/release` }));
    expect((await callHook(made.url, fresh)).statusCode).toBe(401);
    expect((await portalCall(t, { method: 'GET', url: hooksOf('hook-crud') })).json()).toEqual([]);
  });

  it('refuses bad hooks with a 400 and a message', async () => {
    await paramWorkflow('hook-bad');
    const bad = await portalCall(t, {
      method: 'POST',
      url: hooksOf('hook-bad'),
      body: hookBody('bad', { params: [{ name: 'X', source: 'cookie', path: 'a', default: '' }] }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    expect((await portalCall(t, { method: 'GET', url: hooksOf('hook-bad') })).json()).toEqual([]);
    const noWorkflow = await portalCall(t, { method: 'POST', url: hooksOf('no-such'), body: hookBody('x') });
    expect(noWorkflow.statusCode).toBeGreaterThanOrEqual(400);
    expect(noWorkflow.statusCode).toBeLessThan(500);
  });

  it('a call with the token runs the workflow with params from body, query and header', async () => {
    await paramWorkflow('hook-run');
    const { url, token } = await makeHook('hook-run', 'deploy');
    const res = await callHook(url, token, { ref: { branch: 'release/1.2' }, x: 'no' }, '?who=ci-bot');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ task_id: 1, workflow_name: 'hook-run' });
    const task = await waitForTask(t, 'hook-run', 1);
    const values = Object.fromEntries(task.params.map((param) => [param.name, param.value]));
    expect(values).toEqual({ BRANCH: 'release/1.2', WHO: 'ci-bot', TRACE: 'trace-7' });
    expect(task.task_creator).toContain('generic-webhook:deploy');
    expect(await jobLog(t, 'hook-run', 1, 'say')).toContain('at=release/1.2 by=ci-bot');

    // the token as the address's last segment; defaults fill what the request lacks
    const inPath = await t.app.inject({ method: 'POST', url: `${url}/${token}` });
    expect(inPath.statusCode).toBe(200);
    const second = await getTask(t, 'hook-run', inPath.json().task_id);
    const defaults = Object.fromEntries(second.params.map((param) => [param.name, param.value]));
    expect(defaults).toEqual({ BRANCH: 'main', WHO: 'somebody', TRACE: '' });
  });

  it('a wrong or missing token is a 401, a disabled hook a 403, an overlong value a 400: nothing runs', async () => {
    await paramWorkflow('hook-refuse');
    const { url, token } = await makeHook('hook-refuse', 'guarded');
    const wrong = await callHook(url, `${token.slice(0, -1)}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ type: 'error', message: expect.any(String) });
    expect((await callHook(url, undefined)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${url}/not-the-token` })).statusCode).toBe(401);
    expect((await callHook(url.replace('guarded', 'unknown'), token)).statusCode).toBe(401);
    const tooLong = await callHook(url, token, { ref: { branch: 'b'.repeat(5000) } });
    expect(tooLong.statusCode).toBe(400);

    await portalCall(t, {
      method: 'PUT',
      url: `${hooksOf('hook-refuse')}/guarded`,
      body: hookBody('guarded', { enabled: false }),
    });
    expect((await callHook(url, token)).statusCode).toBe(403);
    expect(await taskCount(t, project, 'hook-refuse')).toBe(0);
  });

  it('with auto_cancel a call cancels the unfinished run the hook started before', async () => {
    await insertWorkflow(t, {
      name: 'hook-cancel',
      project,
      multi_run: true,
      stages: [stage('wait', [shellJob('sleep', 'sleep 30')])],
    });
    const { url, token } = await makeHook('hook-cancel', 'latest', { auto_cancel: true, params: [] });
    const first = (await callHook(url, token)).json().task_id as number;
    await waitForTask(t, 'hook-cancel', first, (task) => task.status === 'running');
    const second = (await callHook(url, token)).json().task_id as number;
    expect((await waitForTask(t, 'hook-cancel', first)).status).toBe('cancelled');
    await t.request({
      method: 'DELETE',
      url: `/api/aslan/workflow/v4/workflowtask/workflow/hook-cancel/task/${second}?projectName=${project}`,
      token: t.admin.token,
    });
  });
});

describe("a user's API token", () => {
  it('runs a workflow through POST /api/aslan/workflow/v4/workflowtask as a bearer', async () => {
    await paramWorkflow('token-run');
    const runner = await t.createUser('scripter', 'scripter-password-1');
    await bindProjectRoles(t, project, [runner.uid], ['project-admin']);
    const personal = await t.request({
      method: 'GET',
      url: `/api/v1/users/${runner.uid}/personal`,
      token: runner.token,
    });
    const apiToken = personal.json().token as string;
    expect(apiToken).not.toBe('');
    const preset = await presetOf(t, 'token-run', apiToken);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/aslan/workflow/v4/workflowtask?projectName=${project}`,
      headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify(preset),
    });
    expect(res.statusCode).toBe(200);
    const task = await waitForTask(t, 'token-run', res.json().task_id);
    expect(task.task_creator).toBe('scripter');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/aslan/workflow/v4/workflowtask?projectName=${project}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(preset),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
