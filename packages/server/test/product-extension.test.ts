import type { ProductExtensionSubTask, ProductWorkflowInput } from '@slipway/contracts';
import { translate } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startNotifyReceiver } from './notify-receiver.js';
import { productProject, productWorkflowBody } from './portal/product-workflows-fixture.js';
import { productTask, runProduct, waitForProductTask } from './product-run.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The product workflow's extension stage, run for real: after the build, the task's summary is
 * POSTed to a local HTTP receiver; with callback on, the stage waits for `POST /api/callback`
 * (a minute of timeouts lasts 400 ms here, so a missing callback times out quickly).
 */
const P = 'extproj';
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startNotifyReceiver>>;
const q = `projectName=${P}`;

async function save(name: string, extension: Partial<NonNullable<ProductWorkflowInput['extension_stage']>>) {
  const body = productWorkflowBody(P, name, {
    extension_stage: {
      enabled: true,
      url: receiver.url,
      path: `/${name}`,
      headers: [{ key: 'X-Token', value: 'token-value-1' }],
      is_callback: false,
      timeout: 1,
      ...extension,
    },
  });
  return t.request({
    method: 'POST',
    url: `/api/aslan/workflow/workflow?${q}`,
    token: t.admin.token,
    payload: body,
  });
}

const callback = (body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/callback', payload: body });

const extensionOf = (task: Awaited<ReturnType<typeof productTask>>) => {
  const stage = task.stages.find((s) => s.type === 'extension');
  return stage?.sub_tasks.extension as ProductExtensionSubTask | undefined;
};

beforeAll(async () => {
  t = await createTestApp({ minuteMs: 400 });
  receiver = await startNotifyReceiver({ '/refusing': { status: 500, body: { error: 'down' } } });
  await productProject(t, P, '#!/bin/bash\necho "built $SERVICE_MODULE"');
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

describe('the extension stage', () => {
  it('posts the task summary after the build and passes on a 2xx answer', async () => {
    expect((await save('ext-plain', {})).statusCode).toBe(200);
    const id = await runProduct(t, P, 'ext-plain');
    const task = await waitForProductTask(t, P, 'ext-plain', id);
    expect(task.status, JSON.stringify(task)).toBe('passed');
    expect(task.stages.map((s) => [s.type, s.status])).toEqual([
      ['buildv2', 'passed'],
      ['extension', 'passed'],
    ]);
    const [call] = await receiver.callsTo('/ext-plain');
    expect(call!.body).toMatchObject({
      event_name: 'workflow',
      project_name: P,
      task_name: 'ext-plain',
      task_id: id,
      workflow_status: 'passed',
      // the image the build names (this build pushes none)
      service_infos: [{ service_name: 'web', service_module: 'web', image: expect.stringMatching(/^web:/) }],
    });
    expect(call!.body.creator).toEqual(expect.any(String));
    const sub = extensionOf(task)!;
    expect(sub).toMatchObject({
      type: 'extension',
      status: 'passed',
      response_code: 200,
      is_callback: false,
    });
    expect(JSON.parse(sub.payload)).toEqual(call!.body);
    expect(JSON.parse(sub.response_body)).toEqual({ errcode: 0, errmsg: 'ok' });
  });

  it('waits for the callback and passes on success', async () => {
    expect((await save('ext-wait', { is_callback: true, timeout: 60 })).statusCode).toBe(200);
    const id = await runProduct(t, P, 'ext-wait');
    await receiver.callsTo('/ext-wait');
    const waiting = await productTask(t, P, 'ext-wait', id);
    expect(waiting.status).toBe('running');
    // a callback naming another task is not taken
    const other = await callback({
      task_name: 'ext-wait',
      project_name: P,
      task_id: id + 100,
      status: 'success',
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(translate('error.productWorkflow.callbackNotAwaited', 'zh-CN'));
    let answered = await callback({ task_name: 'ext-wait', project_name: P, task_id: id, status: 'success' });
    // the stage may not have started waiting yet when the receiver got the call
    for (let i = 0; answered.statusCode === 404 && i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answered = await callback({ task_name: 'ext-wait', project_name: P, task_id: id, status: 'success' });
    }
    expect(answered.statusCode, answered.body).toBe(200);
    const task = await waitForProductTask(t, P, 'ext-wait', id);
    expect(task.status).toBe('passed');
    expect(extensionOf(task)).toMatchObject({ status: 'passed', is_callback: true });
    // once taken, the same callback is refused
    expect(
      (await callback({ task_name: 'ext-wait', project_name: P, task_id: id, status: 'success' })).statusCode,
    ).toBe(404);
  });

  it('fails the stage when the callback reports a failure', async () => {
    expect((await save('ext-fail', { is_callback: true, timeout: 60 })).statusCode).toBe(200);
    const id = await runProduct(t, P, 'ext-fail');
    await receiver.callsTo('/ext-fail');
    let answered = await callback({
      task_name: 'ext-fail',
      project_name: P,
      task_id: id,
      status: 'failed',
      status_message: 'checks did not pass',
    });
    for (let i = 0; answered.statusCode === 404 && i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answered = await callback({
        task_name: 'ext-fail',
        project_name: P,
        task_id: id,
        status: 'failed',
        status_message: 'checks did not pass',
      });
    }
    expect(answered.statusCode).toBe(200);
    const task = await waitForProductTask(t, P, 'ext-fail', id);
    expect(task.status).toBe('failed');
    expect(extensionOf(task)!.error).toContain('checks did not pass');
  });

  it('times out without a callback, and fails when the receiver is down or refuses', async () => {
    expect((await save('ext-late', { is_callback: true, timeout: 1 })).statusCode).toBe(200);
    const late = await waitForProductTask(t, P, 'ext-late', await runProduct(t, P, 'ext-late'));
    expect(late.status).toBe('timeout');
    expect(extensionOf(late)!.error).toContain('no callback came within 1 min');

    const down = `http://127.0.0.1:${await closedPort()}`;
    expect((await save('ext-down', { url: down, path: '' })).statusCode).toBe(200);
    const failed = await waitForProductTask(t, P, 'ext-down', await runProduct(t, P, 'ext-down'));
    expect(failed.status).toBe('failed');
    expect(extensionOf(failed)!.error).toContain(`the extension call to ${down} failed`);

    expect((await save('ext-refused', { path: '/refusing' })).statusCode).toBe(200);
    const refused = await waitForProductTask(t, P, 'ext-refused', await runProduct(t, P, 'ext-refused'));
    expect(refused.status).toBe('failed');
    expect(extensionOf(refused)).toMatchObject({ response_code: 500 });
    expect(extensionOf(refused)!.error).toContain('answered HTTP 500');
  });

  it('refuses an extension without an http address and a callback without its task', async () => {
    const saved = await save('ext-bad', { url: 'ftp://example.com' });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe(translate('validation.productWorkflow.extensionUrl', 'zh-CN'));
    const bad = await callback({ task_name: 'x', status: 'success' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await callback({ task_name: 'x', project_name: P, task_id: 'abc', status: 's' })).statusCode,
    ).toBe(400);
  });
});
