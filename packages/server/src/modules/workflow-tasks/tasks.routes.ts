import {
  approveBodySchema,
  runBodySchema,
  runResponseSchema,
  SERIAL_ID_MAX,
  taskListQuerySchema,
  workflowNameSchema,
  workflowSchema,
  workflowTaskSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ConcurrencySettings, concurrencySchema } from '../../engine/concurrency.js';
import type { Engine } from '../../engine/engine.js';
import { requireActor } from '../../http/permissions.js';
import { signedIn, succeeded, success, systemAdmin } from '../../http/route-options.js';
import type { TasksService } from './tasks.service.js';

const tags = ['workflow tasks'];
const base = '/api/aslan/workflow/v4/workflowtask';
const taskParams = z.object({
  workflowName: workflowNameSchema,
  taskId: z.coerce.number().int().positive().max(SERIAL_ID_MAX),
});
const byPath = (action: 'get_workflow' | 'run_workflow') =>
  ({
    permission: {
      kind: 'project',
      project: { from: 'params', key: 'workflowName', via: 'workflow' },
      action,
      resource: { type: 'Workflow', param: 'workflowName' },
    },
  }) as const;
const messageSchema = z.object({ message: z.string() });

export const tasksRoutes =
  (tasks: TasksService, engine: Engine, concurrency: ConcurrencySettings): FastifyPluginAsyncZod =>
  async (app) => {
    // the body is the workflow as the preset gave it, edited in the run dialog
    app.post(
      base,
      {
        config: {
          permission: {
            kind: 'project',
            project: { from: 'body', key: 'name', via: 'workflow' },
            action: 'run_workflow',
            resource: { type: 'Workflow', param: 'name' },
          },
        },
        schema: { tags, body: runBodySchema, response: { 200: runResponseSchema } },
      },
      (req) => tasks.run(req.body, requireActor(req).account),
    );
    app.get(
      base,
      {
        config: {
          permission: {
            kind: 'project',
            project: { from: 'query', key: 'workflow_name', via: 'workflow' },
            action: 'get_workflow',
            resource: { type: 'Workflow', param: 'workflow_name' },
          },
        },
        schema: {
          tags,
          querystring: taskListQuerySchema,
          response: {
            200: z.object({ workflow_list: z.array(workflowTaskSchema), total: z.number().int() }),
          },
        },
      },
      (req) =>
        tasks.list({
          workflowName: req.query.workflow_name,
          offset: req.query.page_num,
          limit: req.query.page_size,
          ...(req.query.status ? { status: req.query.status } : {}),
          ...(req.query.creator ? { creator: req.query.creator } : {}),
        }),
    );
    app.get(
      `${base}/workflow/:workflowName/task/:taskId`,
      {
        config: byPath('get_workflow'),
        schema: { tags, params: taskParams, response: { 200: workflowTaskSchema } },
      },
      (req) => tasks.get(req.params.workflowName, req.params.taskId),
    );
    app.delete(
      `${base}/workflow/:workflowName/task/:taskId`,
      {
        config: byPath('run_workflow'),
        schema: { tags, params: taskParams, response: { 200: messageSchema } },
      },
      (req) =>
        succeeded(engine.cancel(req.params.workflowName, req.params.taskId, requireActor(req).account)),
    );
    app.get(
      `${base}/clone/workflow/:workflowName/task/:taskId`,
      {
        config: byPath('get_workflow'),
        schema: { tags, params: taskParams, response: { 200: workflowSchema } },
      },
      (req) => tasks.clone(req.params.workflowName, req.params.taskId),
    );
    app.post(
      `${base}/retry/workflow/:workflowName/task/:taskId`,
      {
        config: byPath('run_workflow'),
        schema: { tags, params: taskParams, response: { 200: messageSchema } },
      },
      (req) => succeeded(engine.retry(req.params.workflowName, req.params.taskId)),
    );
    // reviewers are named in the stage; seeing the workflow is enough to reach the check
    app.post(
      `${base}/approve`,
      {
        config: {
          permission: {
            kind: 'project',
            project: { from: 'body', key: 'workflow_name', via: 'workflow' },
            action: 'get_workflow',
            resource: { type: 'Workflow', param: 'workflow_name' },
          },
        },
        schema: { tags, body: approveBodySchema, response: { 200: messageSchema } },
      },
      async (req) => {
        const actor = requireActor(req);
        const { workflow_name, task_id, stage_name, approve, comment } = req.body;
        await engine.approve(workflow_name, task_id, stage_name, actor, approve, comment);
        return success;
      },
    );

    app.get(
      '/api/aslan/system/concurrency/workflow',
      {
        config: signedIn,
        schema: { tags: ['system'], response: { 200: concurrencySchema } },
      },
      () => concurrency.get(),
    );
    app.post(
      '/api/aslan/system/concurrency/workflow',
      {
        config: systemAdmin,
        schema: { tags: ['system'], body: concurrencySchema, response: { 200: concurrencySchema } },
      },
      async (req) => {
        const saved = await concurrency.set(req.body);
        engine.schedule();
        return saved;
      },
    );
  };
