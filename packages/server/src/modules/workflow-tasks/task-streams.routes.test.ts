import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProject } from '../../../test/seed.js';
import { readSseJson } from '../../../test/sse-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertWorkflow, runWorkflow, shellJob, stage, waitForTask } from '../../../test/workflow-fixture.js';

let t: TestApp;
let base = '';

beforeAll(async () => {
  t = await createTestApp();
  await seedProject(t, 'streams');
  await insertWorkflow(t, {
    name: 'slowpoke',
    project: 'streams',
    stages: [stage('s', [shellJob('nap', 'sleep 5')])],
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

type Listed = Array<{ task_id: number; status: string }>;
const readList = async (path: string, token: string, until: (tasks: Listed) => boolean) =>
  (await readSseJson<Listed>(`${base}${path}`, token, until)).data;

describe('running and pending custom workflow tasks over SSE', () => {
  it('sends the running list on connect and after changes, and shows the blocked run as pending', async () => {
    const first = await runWorkflow(t, 'slowpoke');
    const running = await readList('/api/aslan/workflow/sse/workflowTasks/running', t.admin.token, (tasks) =>
      tasks.some((task) => task.task_id === first && task.status === 'running'),
    );
    expect(running.length).toBe(1);
    const second = await runWorkflow(t, 'slowpoke');
    const pending = await readList('/api/aslan/workflow/sse/workflowTasks/pending', t.admin.token, (tasks) =>
      tasks.some((task) => task.task_id === second && task.status === 'blocked'),
    );
    expect(pending.map((task) => task.task_id)).toEqual([second]);
    for (const id of [first, second]) {
      await t.request({
        method: 'DELETE',
        url: `/api/aslan/workflow/v4/workflowtask/workflow/slowpoke/task/${id}`,
        token: t.admin.token,
      });
      await waitForTask(t, 'slowpoke', id);
    }
  });

  it('shows only the projects the caller may see', async () => {
    const outsider = await t.createUser('outsider');
    const id = await runWorkflow(t, 'slowpoke');
    await waitForTask(t, 'slowpoke', id, (task) => task.status === 'running');
    const seen = await readList('/api/aslan/workflow/sse/workflowTasks/running', outsider.token, () => true);
    expect(seen).toEqual([]);
    await t.request({
      method: 'DELETE',
      url: `/api/aslan/workflow/v4/workflowtask/workflow/slowpoke/task/${id}`,
      token: t.admin.token,
    });
  });

  it('refuses anonymous callers and unknown lists', async () => {
    expect((await fetch(`${base}/api/aslan/workflow/sse/workflowTasks/running`)).status).toBe(401);
    const res = await fetch(`${base}/api/aslan/workflow/sse/workflowTasks/finished`, {
      headers: { authorization: `Bearer ${t.admin.token}` },
    });
    expect(res.status).toBe(400);
  });
});

describe('running and pending product workflow, test and scanning tasks over SSE', () => {
  it('is an empty list while custom workflow tasks run: Slipway runs none of these kinds', async () => {
    const id = await runWorkflow(t, 'slowpoke');
    await waitForTask(t, 'slowpoke', id, (task) => task.status === 'running');
    for (const list of ['running', 'pending']) {
      expect(await readList(`/api/aslan/workflow/sse/tasks/${list}`, t.admin.token, () => true)).toEqual([]);
    }
    await t.request({
      method: 'DELETE',
      url: `/api/aslan/workflow/v4/workflowtask/workflow/slowpoke/task/${id}`,
      token: t.admin.token,
    });
    await waitForTask(t, 'slowpoke', id);
  });
});
