import {
  commonRunSchema,
  commonWorkflowBodySchema,
  commonWorkflowListQuerySchema,
  commonWorkflowQuerySchema,
  SERIAL_ID_MAX,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TaskEvents } from '../../engine/task-events.js';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, succeeded } from '../../http/route-options.js';
import type { SseStream } from '../../http/sse.js';
import { streamTaskSnapshots } from '../../http/task-snapshot-stream.js';
import { inProductProject, onProductWorkflow } from '../product-workflows/product-route-permissions.js';
import type { CommonTasksService } from './common-tasks.service.js';
import { commonTaskName } from './common-workflow-engine.js';
import type { CommonWorkflowsService } from './common-workflows.service.js';

const tags = ['common workflows'];
const base = '/api/aslan/workflow/v3';
const idParams = z.object({ id: z.string().trim().min(1).max(64) });
const workflowName = z.string().trim().min(1).max(64);
const taskParams = z.object({
  taskId: z.coerce.number({ error: 'validation.invalidType' }).int().min(1).max(SERIAL_ID_MAX),
  workflowName,
});
const listParams = z.object({
  max: z.coerce.number({ error: 'validation.invalidType' }).int().min(1).max(200),
  start: z.coerce.number({ error: 'validation.invalidType' }).int().min(0).max(1_000_000),
  workflowName,
});

export interface CommonWorkflowsRoutesDeps {
  workflows: CommonWorkflowsService;
  tasks: CommonTasksService;
  events: TaskEvents;
}

/**
 * The portal's common workflow calls (portal shapes §9). They act in the project named by
 * `projectName`, with the project's workflow verbs as product workflows use them.
 */
export const commonWorkflowsRoutes =
  ({ workflows, tasks, events }: CommonWorkflowsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const openStreams = new Set<SseStream>();
    app.addHook('preClose', async () => {
      for (const sse of openStreams) sse.end();
    });

    // the list page sends the project twice (`project_name` and `projectName`)
    app.get(
      base,
      {
        config: inProductProject('get_workflow'),
        schema: { tags, querystring: commonWorkflowListQuerySchema },
      },
      (req) =>
        workflows.list(req.query.projectName ?? req.query.project_name ?? '', {
          num: req.query.page_num,
          size: req.query.page_size,
        }),
    );
    app.post(
      base,
      {
        config: inProductProject('create_workflow'),
        schema: { tags, querystring: commonWorkflowQuerySchema, body: commonWorkflowBodySchema },
      },
      (req) => workflows.create(req.query.projectName, req.body, requireActor(req).account),
    );
    app.get(
      `${base}/:id`,
      {
        config: inProductProject('get_workflow'),
        schema: { tags, params: idParams, querystring: commonWorkflowQuerySchema },
      },
      (req) => workflows.get(req.query.projectName, req.params.id),
    );
    app.put(
      `${base}/:id`,
      {
        config: inProductProject('edit_workflow'),
        schema: {
          tags,
          params: idParams,
          querystring: commonWorkflowQuerySchema,
          body: commonWorkflowBodySchema,
          response: answersSuccess,
        },
      },
      (req) =>
        succeeded(
          workflows.update(req.query.projectName, req.params.id, req.body, requireActor(req).account),
        ),
    );
    app.delete(
      `${base}/:id`,
      {
        config: inProductProject('delete_workflow'),
        schema: { tags, params: idParams, querystring: commonWorkflowQuerySchema, response: answersSuccess },
      },
      (req) => succeeded(workflows.delete(req.query.projectName, req.params.id)),
    );
    // the run dialog's parameters
    app.get(
      `${base}/:id/args`,
      {
        config: inProductProject(['run_workflow', 'get_workflow']),
        schema: { tags, params: idParams, querystring: commonWorkflowQuerySchema },
      },
      (req) => workflows.args(req.query.projectName, req.params.id),
    );

    app.post(
      `${base}/workflowtask`,
      {
        config: inProductProject('run_workflow'),
        schema: { tags, querystring: commonWorkflowQuerySchema, body: commonRunSchema },
      },
      (req) => tasks.run(req.query.projectName, req.body, requireActor(req).account),
    );
    app.get(
      `${base}/workflowtask/max/:max/start/:start/name/:workflowName`,
      {
        config: onProductWorkflow('get_workflow', 'workflowName'),
        schema: { tags, params: listParams, querystring: commonWorkflowQuerySchema },
      },
      (req) =>
        tasks.list(req.query.projectName, req.params.workflowName, {
          start: req.params.start,
          max: req.params.max,
        }),
    );
    app.get(
      `${base}/workflowtask/id/:taskId/name/:workflowName`,
      {
        config: onProductWorkflow('get_workflow', 'workflowName'),
        schema: { tags, params: taskParams, querystring: commonWorkflowQuerySchema },
      },
      (req) => tasks.detail(req.query.projectName, req.params.workflowName, req.params.taskId),
    );
    app.post(
      `${base}/workflowtask/id/:taskId/name/:workflowName/restart`,
      {
        config: onProductWorkflow('run_workflow', 'workflowName'),
        schema: {
          tags,
          params: taskParams,
          querystring: commonWorkflowQuerySchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(tasks.restart(req.query.projectName, req.params.workflowName, req.params.taskId)),
    );
    app.delete(
      `${base}/workflowtask/id/:taskId/name/:workflowName`,
      {
        config: onProductWorkflow('run_workflow', 'workflowName'),
        schema: {
          tags,
          params: taskParams,
          querystring: commonWorkflowQuerySchema,
          response: answersSuccess,
        },
      },
      (req) =>
        succeeded(
          tasks.cancel(
            req.query.projectName,
            req.params.workflowName,
            req.params.taskId,
            requireActor(req).account,
          ),
        ),
    );

    // full snapshots on connect and after every change of the task; the stream's pings keep it open
    app.get(
      '/api/aslan/workflow/sse/workflowtask/v3/id/:taskId/name/:workflowName',
      {
        config: onProductWorkflow('get_workflow', 'workflowName'),
        schema: { tags, params: taskParams, querystring: commonWorkflowQuerySchema },
      },
      async (req, reply) => {
        const { projectName } = req.query;
        const { workflowName: name, taskId } = req.params;
        await tasks.requireTask(projectName, name, taskId);
        streamTaskSnapshots(req, reply, {
          engineWorkflow: commonTaskName(name),
          taskId,
          snapshot: () => tasks.detail(projectName, name, taskId),
          openStreams,
          events,
        });
      },
    );
  };
