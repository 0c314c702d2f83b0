import {
  type freestyleSpecSchema,
  type stageSchema,
  type Workflow,
  type WorkflowTask,
  workflowBodySchema,
} from '@slipway/contracts';
import type { z } from 'zod';
import { workflows } from '../src/db/schema.js';
import type { TestApp } from './test-app.js';

/** Stores a workflow definition directly (the definitions API has its own suite). */
export async function insertWorkflow(t: TestApp, body: z.input<typeof workflowBodySchema>) {
  const definition = workflowBodySchema.parse(body);
  await t.database.db.insert(workflows).values({
    name: definition.name,
    projectName: definition.project,
    displayName: definition.display_name,
    description: definition.description,
    definition,
  });
  return definition;
}

/** A stage of jobs. */
export const stage = (
  name: string,
  jobs: ReturnType<typeof shellJob>[],
  extra: Partial<z.input<typeof stageSchema>> = {},
): z.input<typeof stageSchema> => ({ name, jobs, ...extra });

/** A one-step freestyle job. */
export const shellJob = (
  name: string,
  script: string,
  extra: Partial<z.input<typeof freestyleSpecSchema>> = {},
) => ({
  name,
  type: 'freestyle' as const,
  spec: { steps: [{ name: 'run', type: 'shell' as const, spec: { script } }], ...extra },
});

/** Job properties that mount the workflow's share storages of these names. */
export const sharing = (...names: string[]) => ({
  properties: {
    share_storage_info: { enabled: true, share_storages: names.map((name) => ({ name, path: '' })) },
  },
});

/** Starts a run with a workflow body as the run dialog posts it (a preset or a clone, edited). */
export async function startRun(t: TestApp, body: Workflow, token = t.admin.token): Promise<number> {
  const res = await t.request({
    method: 'POST',
    url: `/api/aslan/workflow/v4/workflowtask?projectName=${body.project}`,
    token,
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`run ${body.name}: ${res.statusCode} ${res.body}`);
  return res.json().task_id as number;
}

/** The workflow as the run dialog starts from it. */
export async function presetOf(t: TestApp, workflow: string, token = t.admin.token): Promise<Workflow> {
  const res = await t.request({ method: 'GET', url: `/api/aslan/workflow/v4/preset/${workflow}`, token });
  if (res.statusCode !== 200) throw new Error(`preset ${workflow}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * Runs a workflow as the portal's run dialog does: reads the preset, sets the values of the params
 * given, and posts the workflow back.
 */
export async function runWorkflow(
  t: TestApp,
  workflow: string,
  params: Array<{ name: string; value: string }> = [],
  token = t.admin.token,
) {
  const body = await presetOf(t, workflow, token);
  const given = new Map(params.map((param) => [param.name, param.value]));
  body.params = body.params.map((param) => ({ ...param, value: given.get(param.name) ?? param.value }));
  return startRun(t, body, token);
}

export async function getTask(t: TestApp, workflow: string, taskId: number): Promise<WorkflowTask> {
  const res = await t.request({
    method: 'GET',
    url: `/api/aslan/workflow/v4/workflowtask/workflow/${workflow}/task/${taskId}`,
    token: t.admin.token,
  });
  return res.json();
}

/** A finished job's log, as the API serves it. */
export async function jobLog(t: TestApp, workflow: string, taskId: number, job: string): Promise<string> {
  const res = await t.request({
    method: 'GET',
    url: `/api/aslan/logs/log/v4/workflow/${workflow}/tasks/${taskId}/jobs/${job}`,
    token: t.admin.token,
  });
  return res.body;
}

/** Polls the task until `done` says so (20 s at most). */
export async function waitForTask(
  t: TestApp,
  workflow: string,
  taskId: number,
  done: (task: WorkflowTask) => boolean = (task) =>
    ['passed', 'failed', 'timeout', 'cancelled', 'reject'].includes(task.status),
  timeoutMs = 20_000,
): Promise<WorkflowTask> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const task = await getTask(t, workflow, taskId);
    if (done(task)) return task;
    if (Date.now() > deadline)
      throw new Error(`task ${workflow}#${taskId} stuck: ${JSON.stringify(task, null, 1)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const jobOf = (task: WorkflowTask, name: string) =>
  task.stages.flatMap((s) => s.jobs).find((j) => j.name === name)!;
