import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { JobLogKey, LogStore } from '../../engine/logs/log-store.js';
import { openSse, type SseStream } from '../../http/sse.js';
import { resumePoint, sendLogEnd, streamJobLog } from './log-event-stream.js';
import { LogsRepository } from './logs.repository.js';
import {
  jobLogParamsSchema,
  legacyLogQuerySchema,
  liveJobLogParamsSchema,
  serviceLogParamsSchema,
  taskLogParamsSchema,
} from './logs.schema.js';
import { LogsService } from './logs.service.js';
import { jobConcernsService, taskLogText } from './task-logs.js';

const canViewWorkflow = {
  permission: {
    kind: 'project',
    project: { from: 'params', key: 'workflowName', via: 'workflow' },
    action: 'get_workflow',
  },
} as const;
const tags = ['logs'];

const keyOf = (params: { workflowName: string; taskId: number; jobName: string }): JobLogKey => ({
  workflow: params.workflowName,
  taskId: params.taskId,
  job: params.jobName,
});

/** Job logs of workflow tasks: live over SSE, finished as plain text. */
export const logsRoutes =
  (deps: { db: Db; logs: LogStore }): FastifyPluginAsyncZod =>
  async (app) => {
    const repository = new LogsRepository(deps.db);
    const service = new LogsService(repository, deps.logs);
    // streams never end by themselves while a job runs: closing the server ends them
    const openStreams = new Set<SseStream>();
    app.addHook('preClose', async () => {
      for (const sse of openStreams) sse.end();
    });

    app.get(
      '/api/aslan/logs/sse/v4/workflow/:workflowName/:taskId/:jobName/:lines',
      { config: canViewWorkflow, schema: { tags, params: liveJobLogParamsSchema } },
      async (req, reply) => {
        const key = keyOf(req.params);
        const worthFollowing = await service.canFollow(key);
        const sse = openSse(req, reply);
        openStreams.add(sse);
        sse.onClose(() => openStreams.delete(sse));
        if (!worthFollowing) return sendLogEnd(sse);
        streamJobLog(sse, deps.logs, key, resumePoint(sse.lastEventId, req.params.lines));
      },
    );

    app.get(
      '/api/aslan/logs/log/v4/workflow/:workflowName/tasks/:taskId/jobs/:jobName',
      { config: canViewWorkflow, schema: { tags, params: jobLogParamsSchema } },
      async (req, reply) => {
        const text = await service.finishedLog(keyOf(req.params));
        return reply.type('text/plain; charset=utf-8').send(text);
      },
    );

    // the portal's getRunningLogAPI: the tail of a job's log so far, as text
    app.get(
      '/api/aslan/logs/log/v4/workflow/:workflowName/:taskId/jobs/:jobName/:lines',
      { config: canViewWorkflow, schema: { tags, params: liveJobLogParamsSchema } },
      async (req, reply) => {
        const text = await service.lastLines(keyOf(req.params), req.params.lines);
        return reply.type('text/plain; charset=utf-8').send(text);
      },
    );

    // older calls of the portal: a v3 common workflow's task log, and a task's log of one service
    app.get(
      '/api/aslan/logs/log/v3/workflow/:workflowName/tasks/:taskId',
      {
        config: canViewWorkflow,
        schema: { tags, params: taskLogParamsSchema, querystring: legacyLogQuerySchema },
      },
      async (req, reply) => {
        const at = { workflow: req.params.workflowName, taskId: req.params.taskId };
        return reply.type('text/plain; charset=utf-8').send(await taskLogText(repository, deps.logs, at));
      },
    );
    app.get(
      '/api/aslan/logs/log/workflow/:workflowName/tasks/:taskId/service/:serviceName',
      {
        config: canViewWorkflow,
        schema: { tags, params: serviceLogParamsSchema, querystring: legacyLogQuerySchema },
      },
      async (req, reply) => {
        const at = { workflow: req.params.workflowName, taskId: req.params.taskId };
        const text = await taskLogText(repository, deps.logs, at, (job) =>
          jobConcernsService(job, req.params.serviceName),
        );
        return reply.type('text/plain; charset=utf-8').send(text);
      },
    );
  };
