import type { ProductTask } from '@slipway/contracts';
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

const ENDED = ['passed', 'failed', 'cancelled', 'timeout'];

/** Runs a product workflow as the run dialog does (its preset, no deploys picked) and answers the task id. */
export async function runProduct(t: TestApp, project: string, workflow: string): Promise<number> {
  const q = `projectName=${project}`;
  const preset = await t.request({
    method: 'GET',
    url: `/api/aslan/workflow/workflowtask/preset/dev/${workflow}?${q}`,
    token: t.admin.token,
  });
  expect(preset.statusCode, preset.body).toBe(200);
  const args = preset.json();
  for (const target of args.targets) target.deploy = [];
  const res = await t.request({
    method: 'POST',
    url: `/api/aslan/workflow/workflowtask/${workflow}?${q}`,
    token: t.admin.token,
    payload: args,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().task_id;
}

/** The task as the task page reads it. */
export async function productTask(t: TestApp, project: string, workflow: string, id: number) {
  const res = await t.request({
    method: 'GET',
    url: `/api/aslan/workflow/workflowtask/id/${id}/pipelines/${workflow}?projectName=${project}&workflowType=`,
    token: t.admin.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProductTask;
}

/** Polls the task until `done` holds (by default: until it ended). */
export async function waitForProductTask(
  t: TestApp,
  project: string,
  workflow: string,
  id: number,
  done: (task: ProductTask) => boolean = (task) => ENDED.includes(task.status),
  timeoutMs = 120_000,
): Promise<ProductTask> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const task = await productTask(t, project, workflow, id);
    if (done(task)) return task;
    if (Date.now() > deadline) throw new Error(`task ${id} stuck: ${JSON.stringify(task)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
