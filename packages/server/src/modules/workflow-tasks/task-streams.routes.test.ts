import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProject } from '../../../test/seed.js';
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

/** Reads SSE `data:` payloads until `until` accepts one (or 10 s pass). */
async function readList(
  url: string,
  token: string,
  until: (tasks: Array<{ task_id: number; status: string }>) => boolean,
) {
  const controller = new AbortController();
  const res = await fetch(`${base}${url}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const deadline = Date.now() + 10_000;
  try {
    while (Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      for (const frame of buffer.split('\n\n').slice(0, -1)) {
        const data = frame
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n');
        if (data && until(JSON.parse(data)))
          return JSON.parse(data) as Array<{ task_id: number; status: string }>;
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
    }
    throw new Error('the list never matched');
  } finally {
    controller.abort();
  }
}

describe('running and pending task lists over SSE', () => {
  it('sends the running list on connect and after changes, and shows the blocked run as pending', async () => {
    const first = await runWorkflow(t, 'slowpoke');
    const running = await readList('/api/aslan/workflow/sse/tasks/running', t.admin.token, (tasks) =>
      tasks.some((task) => task.task_id === first && task.status === 'running'),
    );
    expect(running.length).toBe(1);
    const second = await runWorkflow(t, 'slowpoke');
    const pending = await readList('/api/aslan/workflow/sse/tasks/pending', t.admin.token, (tasks) =>
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
    const seen = await readList('/api/aslan/workflow/sse/tasks/running', outsider.token, () => true);
    expect(seen).toEqual([]);
    await t.request({
      method: 'DELETE',
      url: `/api/aslan/workflow/v4/workflowtask/workflow/slowpoke/task/${id}`,
      token: t.admin.token,
    });
  });

  it('refuses anonymous callers and unknown lists', async () => {
    expect((await fetch(`${base}/api/aslan/workflow/sse/tasks/running`)).status).toBe(401);
    const res = await fetch(`${base}/api/aslan/workflow/sse/tasks/finished`, {
      headers: { authorization: `Bearer ${t.admin.token}` },
    });
    expect(res.status).toBe(400);
  });
});
