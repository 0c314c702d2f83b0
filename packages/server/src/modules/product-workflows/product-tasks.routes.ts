import {
  isFinished,
  productRunArgsSchema,
  productTaskCreatedSchema,
  productTaskListQuerySchema,
  productWorkflowQuerySchema,
  SERIAL_ID_MAX,
} from '@slipway/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Engine } from '../../engine/engine.js';
import type { JobLogKey } from '../../engine/logs/log-store.js';
import type { TaskEvents } from '../../engine/task-events.js';
import { requireActor, requirePermission } from '../../http/permissions.js';
import { answersSuccess, succeeded } from '../../http/route-options.js';
import type { SseStream } from '../../http/sse.js';
import { streamTaskSnapshots } from '../../http/task-snapshot-stream.js';
import type { WorkflowsRepository } from '../workflows/workflows.repository.js';
import { inProductProject, onProductWorkflow } from './product-route-permissions.js';
import type { ProductTasksService } from './product-tasks.service.js';
import { PRODUCT_JOBS, productTaskName } from './product-workflow-engine.js';

const tags = ['product workflow tasks'];
const base = '/api/aslan/workflow/workflowtask';
const workflowName = z.string().trim().min(1).max(64);
const taskId = z.coerce.number({ error: 'validation.invalidType' }).int().min(1).max(SERIAL_ID_MAX);
const taskParams = z.object({ taskId, workflowName });
const listParams = z.object({
  max: z.coerce.number().int().min(1).max(200),
  start: z.coerce.number().int().min(0).max(1_000_000),
  workflowName,
});
const filterQuery = productWorkflowQuerySchema.extend({
  queryType: productTaskListQuerySchema.shape.queryType,
});

export interface ProductTaskRoutesDeps {
  tasks: ProductTasksService;
  events: TaskEvents;
  engine: Engine;
  /** custom workflows: the status page cancels their tasks through the product cancel path */
  customWorkflows: Pick<WorkflowsRepository, 'find'>;
}

/**
 * The reads the portal makes on paths it shares with test runs (`workflowType` tells them apart):
 * the run list, the task and its stream. The test routes hand them over (architecture.md).
 */
/** Where a product run's test stage logs, and whether it may still write. */
export interface ProductTestLog {
  key: JobLogKey;
  finished: boolean;
}

export function productTaskReads({ tasks, events }: Pick<ProductTaskRoutesDeps, 'tasks' | 'events'>) {
  const openStreams = new Set<SseStream>();
  const canRead = (req: FastifyRequest, name: string, param = 'workflowName') =>
    requirePermission(req, {
      kind: 'project',
      project: { from: 'query', key: 'projectName' },
      action: 'get_workflow',
      resource: { type: 'Workflow', param },
    }).then(() => name);
  return {
    async list(req: FastifyRequest) {
      const params = listParams.parse(req.params);
      const query = productTaskListQuerySchema.parse(req.query);
      await canRead(req, params.workflowName);
      return tasks.list(
        query.projectName,
        params.workflowName,
        { offset: params.start, limit: params.max },
        query,
      );
    },
    async detail(req: FastifyRequest) {
      const params = taskParams.parse(req.params);
      const query = productWorkflowQuerySchema.parse(req.query);
      await canRead(req, params.workflowName);
      return tasks.detail(query.projectName, params.workflowName, params.taskId);
    },
    /** Full snapshots on connect and after every change of the task; the stream's pings keep it open. */
    async stream(req: FastifyRequest, reply: FastifyReply) {
      const params = taskParams.parse(req.params);
      const { projectName } = productWorkflowQuerySchema.parse(req.query);
      await canRead(req, params.workflowName);
      await tasks.requireTask(projectName, params.workflowName, params.taskId);
      streamTaskSnapshots(req, reply, {
        engineWorkflow: productTaskName(params.workflowName),
        taskId: params.taskId,
        snapshot: () => tasks.detail(projectName, params.workflowName, params.taskId),
        openStreams,
        events,
      });
    },
    /**
     * The log of a run's test stage (one job runs all its test modules) when `param` names one of the
     * project's product workflows; undefined otherwise, for the test routes to answer as a test run.
     */
    async testLog(req: FastifyRequest, param: string, taskId: number): Promise<ProductTestLog | undefined> {
      const { projectName } = productWorkflowQuerySchema.parse(req.query);
      const workflowName = String((req.params as Record<string, unknown>)[param] ?? '');
      if (!(await tasks.isWorkflow(projectName, workflowName))) return undefined;
      await canRead(req, workflowName, param);
      const row = await tasks.requireTask(projectName, workflowName, taskId);
      const key = { workflow: productTaskName(workflowName), taskId, job: PRODUCT_JOBS.test };
      return { key, finished: isFinished(row.status) };
    },
    /** Ends the open streams (the server is closing). */
    endStreams() {
      for (const sse of openStreams) sse.end();
    },
  };
}
export type ProductTaskReads = ReturnType<typeof productTaskReads>;

/** Runs of product workflows: presets, run, restart, cancel and the list's filters. */
export const productTaskRoutes =
  ({ tasks, engine, customWorkflows }: ProductTaskRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${base}/preset/:envName/:workflowName`,
      {
        config: onProductWorkflow('run_workflow', 'workflowName'),
        schema: {
          tags,
          params: z.object({ envName: z.string().trim().max(256), workflowName }),
          querystring: productWorkflowQuerySchema,
        },
      },
      (req) => tasks.preset(req.query.projectName, req.params.envName, req.params.workflowName),
    );
    // the timer dialog of the editor builds its run args from these
    app.get(
      `${base}/targets/:projectName/:envName`,
      {
        config: inProductProject(['run_workflow', 'create_workflow', 'edit_workflow'], {
          from: 'params',
          key: 'projectName',
        }),
        schema: {
          tags,
          params: z.object({ projectName: z.string().trim().min(1).max(64), envName: z.string().max(64) }),
        },
      },
      async (req) => ({ targets: await tasks.targets(req.params.projectName) }),
    );
    const runRoute = {
      config: onProductWorkflow('run_workflow', 'workflowName'),
      schema: {
        tags,
        params: z.object({ workflowName }),
        querystring: productWorkflowQuerySchema,
        body: productRunArgsSchema,
        response: { 200: productTaskCreatedSchema },
      },
    };
    // POST runs build-deploy, PUT deploys given images (artifact stage)
    app.post(`${base}/:workflowName`, runRoute, (req) =>
      tasks.run(req.query.projectName, req.params.workflowName, req.body, requireActor(req).account),
    );
    app.put(`${base}/:workflowName`, runRoute, (req) =>
      tasks.run(req.query.projectName, req.params.workflowName, req.body, requireActor(req).account),
    );
    app.post(
      `${base}/id/:taskId/pipelines/:workflowName/restart`,
      {
        config: onProductWorkflow('run_workflow', 'workflowName'),
        schema: {
          tags,
          params: taskParams,
          querystring: productWorkflowQuerySchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(tasks.restart(req.query.projectName, req.params.workflowName, req.params.taskId)),
    );
    // the custom-workflow status page cancels through this path too: its names go to their own tasks
    app.delete(
      `${base}/id/:taskId/pipelines/:workflowName`,
      {
        config: onProductWorkflow('run_workflow', 'workflowName'),
        schema: {
          tags,
          params: taskParams,
          querystring: productWorkflowQuerySchema,
          response: answersSuccess,
        },
      },
      async (req) => {
        const { workflowName: name, taskId: id } = req.params;
        const by = requireActor(req).account;
        const custom = await customWorkflows.find(name);
        if (custom && (!req.query.projectName || custom.projectName === req.query.projectName))
          return succeeded(engine.cancel(name, id, by));
        return succeeded(tasks.cancel(req.query.projectName, name, id, by));
      },
    );
    app.get(
      `${base}/filters/pipelines/:workflowName`,
      {
        config: onProductWorkflow('get_workflow', 'workflowName'),
        schema: { tags, params: z.object({ workflowName }), querystring: filterQuery },
      },
      (req) => tasks.filterValues(req.query.projectName, req.params.workflowName, req.query.queryType),
    );
  };
