import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { JobLogKey, LogStore } from '../../engine/logs/log-store.js';
import { openSse, type SseStream } from '../../http/sse.js';
import { linedLogRoutes } from './lined-log.js';
import { resumePoint, sendLogEnd, streamJobLog } from './log-event-stream.js';
import { LogsRepository } from './logs.repository.js';
import {
  jobLogParamsSchema,
  legacyLogQuerySchema,
  liveJobLogParamsSchema,
  liveServiceLogParamsSchema,
  liveServiceLogQuerySchema,
  serviceLogParamsSchema,
  taskLogParamsSchema,
} from './logs.schema.js';
import { type FollowedLog, LogsService } from './logs.service.js';

/**
 * Reading a workflow's logs is reading the workflow: `get_workflow` in its project, or on that
 * workflow. A product workflow's project is found like a custom workflow's.
 */
const canViewWorkflow = (service: LogsService) =>
  ({
    permission: {
      kind: 'project',
      project: {
        from: 'params',
        key: 'workflowName',
        via: 'workflow',
        owner: { param: 'workflowName', projectOf: (name: string) => service.projectOf(name) },
      },
      action: 'get_workflow',
      resource: { type: 'Workflow', param: 'workflowName' },
    },
  }) as const;
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
    const canView = canViewWorkflow(service);
    // streams never end by themselves while a job runs: closing the server ends them
    const openStreams = new Set<SseStream>();
    app.addHook('preClose', async () => {
      for (const sse of openStreams) sse.end();
    });
    const stream = (req: FastifyRequest, reply: FastifyReply, log: FollowedLog, lines: number) => {
      const sse = openSse(req, reply);
      openStreams.add(sse);
      sse.onClose(() => openStreams.delete(sse));
      if (!log.follow) return sendLogEnd(sse);
      streamJobLog(sse, deps.logs, log.key, resumePoint(sse.lastEventId, lines));
    };

    app.get(
      '/api/aslan/logs/sse/v4/workflow/:workflowName/:taskId/:jobName/:lines',
      { config: canView, schema: { tags, params: liveJobLogParamsSchema } },
      async (req, reply) => stream(req, reply, await service.followJob(keyOf(req.params)), req.params.lines),
    );

    // the product task page's live log of a service's build (or artifact deploy) sub task
    app.get(
      '/api/aslan/logs/sse/workflow/build/:workflowName/:taskId/:lines/:serviceName',
      {
        config: canView,
        schema: { tags, params: liveServiceLogParamsSchema, querystring: liveServiceLogQuerySchema },
      },
      async (req, reply) => {
        const { workflowName: workflow, taskId, serviceName, lines } = req.params;
        const log = await service.followService({ workflow, taskId }, serviceName, req.query.subTask);
        stream(req, reply, log, lines);
      },
    );

    app.get(
      '/api/aslan/logs/log/v4/workflow/:workflowName/tasks/:taskId/jobs/:jobName',
      { config: canView, schema: { tags, params: jobLogParamsSchema } },
      async (req, reply) => {
        const file = await service.finishedLogStream(keyOf(req.params));
        return reply.type('text/plain; charset=utf-8').send(file);
      },
    );

    // a long log read by line: the tail first, earlier ranges as the terminal scrolls up, and a
    // search over the whole log, page by page, every match with its line number
    linedLogRoutes(
      app,
      deps.logs,
      {
        paths: {
          lines: '/api/aslan/logs/lines/v4/workflow/:workflowName/:taskId/jobs/:jobName',
          search: '/api/aslan/logs/search/v4/workflow/:workflowName/:taskId/jobs/:jobName',
        },
        config: canView,
        tags,
        params: jobLogParamsSchema,
      },
      (req) => service.jobRun(keyOf(req.params)),
    );
    // the same for the product task page's log of a service's sub task
    linedLogRoutes(
      app,
      deps.logs,
      {
        paths: {
          lines: '/api/aslan/logs/lines/workflow/build/:workflowName/:taskId/:serviceName',
          search: '/api/aslan/logs/search/workflow/build/:workflowName/:taskId/:serviceName',
        },
        config: canView,
        tags,
        params: serviceLogParamsSchema,
        querystring: liveServiceLogQuerySchema,
      },
      (req) => {
        const { workflowName: workflow, taskId, serviceName } = req.params;
        return service.serviceRun({ workflow, taskId }, serviceName, req.query.subTask);
      },
    );

    // the portal's getRunningLogAPI: the tail of a job's log so far, as text
    app.get(
      '/api/aslan/logs/log/v4/workflow/:workflowName/:taskId/jobs/:jobName/:lines',
      { config: canView, schema: { tags, params: liveJobLogParamsSchema } },
      async (req, reply) => {
        const text = await service.lastLines(keyOf(req.params), req.params.lines);
        return reply.type('text/plain; charset=utf-8').send(text);
      },
    );

    // older calls of the portal: a v3 common workflow's task log, and a task's log of one service
    // (the product task page's finished build, deploy and test logs; `type` names the sub task)
    app.get(
      '/api/aslan/logs/log/v3/workflow/:workflowName/tasks/:taskId',
      {
        config: canView,
        schema: { tags, params: taskLogParamsSchema, querystring: legacyLogQuerySchema },
      },
      async (req, reply) => {
        const at = { workflow: req.params.workflowName, taskId: req.params.taskId };
        return reply.type('text/plain; charset=utf-8').send(await service.taskLog(at));
      },
    );
    app.get(
      '/api/aslan/logs/log/workflow/:workflowName/tasks/:taskId/service/:serviceName',
      {
        config: canView,
        schema: { tags, params: serviceLogParamsSchema, querystring: legacyLogQuerySchema },
      },
      async (req, reply) => {
        const at = { workflow: req.params.workflowName, taskId: req.params.taskId };
        const text = await service.taskLog(at, { name: req.params.serviceName, kind: req.query.type });
        return reply.type('text/plain; charset=utf-8').send(text);
      },
    );
  };
