import {
  isFinished,
  scanLiveLogQuerySchema,
  scannerQuerySchema,
  scanningPaths,
  scanRunBodySchema,
  scanRunResponseSchema,
  scanTaskDetailSchema,
  scanTaskListSchema,
  scanTaskPageQuerySchema,
  scanTaskParamsSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobLogKey, LogStore } from '../../engine/logs/log-store.js';
import type { TaskEvents } from '../../engine/task-events.js';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, succeeded } from '../../http/route-options.js';
import { openSse, type SseStream } from '../../http/sse.js';
import { NotFoundError } from '../../lib/errors.js';
import { linedLogRoutes } from '../logs/lined-log.js';
import { resumePoint, sendLogEnd, streamJobLog } from '../logs/log-event-stream.js';
import { SCAN_JOB_NAME, type ScanTasksService } from './scan-tasks.service.js';
import { scannerProject } from './scanning.routes.js';
import { type ScanningService, scanTaskName } from './scanning.service.js';

const tags = ['code scanning'];

export interface ScanTaskRoutesDeps {
  scanning: ScanningService;
  tasks: ScanTasksService;
  events: TaskEvents;
  logs: LogStore;
}

const logKey = (scannerId: string, taskId: number): JobLogKey => ({
  workflow: scanTaskName(scannerId),
  taskId,
  job: SCAN_JOB_NAME,
});

/** Runs of a scanner: start, list, detail (also over SSE), restart, cancel, and their logs. */
export const scanTaskRoutes =
  ({ scanning, tasks, events, logs }: ScanTaskRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // the restart call sends the project name as a bare text body; it is not needed
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'text/plain'],
      { parseAs: 'string' },
      (_req, _body, next) => next(null, undefined),
    );
    const openStreams = new Set<SseStream>();
    app.addHook('preClose', async () => {
      for (const sse of openStreams) sse.end();
    });
    const track = (sse: SseStream) => {
      openStreams.add(sse);
      sse.onClose(() => openStreams.delete(sse));
    };
    const canView = scannerProject(scanning, 'get_scan');
    const canRun = scannerProject(scanning, 'run_scan');
    const params = scanTaskParamsSchema;

    app.post(
      scanningPaths.tasks,
      {
        config: canRun,
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }),
          querystring: scannerQuerySchema,
          body: scanRunBodySchema,
          response: { 200: scanRunResponseSchema },
        },
      },
      async (req) => ({ task_id: await tasks.run(req.params.id, req.body, requireActor(req).account) }),
    );
    app.get(
      scanningPaths.tasks,
      {
        config: canView,
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }),
          querystring: scanTaskPageQuerySchema,
          response: { 200: scanTaskListSchema },
        },
      },
      (req) => tasks.list(req.params.id, req.query.page_num, req.query.page_size),
    );
    app.get(
      scanningPaths.task,
      {
        config: canView,
        schema: { tags, params, querystring: scannerQuerySchema, response: { 200: scanTaskDetailSchema } },
      },
      (req) => tasks.detail(req.params.id, req.params.taskId),
    );
    app.post(
      scanningPaths.task,
      { config: canRun, schema: { tags, params, response: answersSuccess } },
      (req) => succeeded(tasks.restart(req.params.id, req.params.taskId, requireActor(req).account)),
    );
    app.delete(
      scanningPaths.task,
      { config: canRun, schema: { tags, params, querystring: scannerQuerySchema, response: answersSuccess } },
      (req) => succeeded(tasks.cancel(req.params.id, req.params.taskId, requireActor(req).account)),
    );

    // each message is the whole task detail; the stream ends after the one that says it finished
    app.get(
      scanningPaths.taskSse,
      { config: canView, schema: { tags, params, querystring: scannerQuerySchema } },
      async (req, reply) => {
        const { id, taskId } = req.params;
        await tasks.detail(id, taskId);
        const sse = openSse(req, reply);
        track(sse);
        let sending = Promise.resolve();
        // a burst of changes while one detail is read makes one more message, not one each
        let queued = false;
        const send = () => {
          if (queued) return;
          queued = true;
          sending = sending
            .then(async () => {
              queued = false;
              if (sse.closed) return;
              const detail = await tasks.detail(id, taskId);
              sse.send(JSON.stringify(detail));
              if (isFinished(detail.status)) sse.end();
            })
            .catch((error) => {
              req.log.error({ err: error }, 'scan task stream');
              sse.end();
            });
        };
        const workflow = scanTaskName(id);
        const unsubscribe = events.subscribe((change) => {
          if (change.workflow === workflow && change.taskId === taskId) send();
        });
        sse.onClose(unsubscribe);
        send();
      },
    );

    app.get(
      scanningPaths.taskLog,
      { config: canView, schema: { tags, params, querystring: scannerQuerySchema } },
      async (req, reply) => {
        const key = logKey(req.params.id, req.params.taskId);
        await tasks.requireTask(req.params.id, req.params.taskId);
        if (!(await logs.exists(key))) throw new NotFoundError('error.logNotFound');
        return reply.type('text/plain; charset=utf-8').send(await logs.read(key));
      },
    );
    app.get(
      scanningPaths.taskLiveLog,
      { config: canView, schema: { tags, params, querystring: scanLiveLogQuerySchema } },
      async (req, reply) => {
        const key = logKey(req.params.id, req.params.taskId);
        const task = await tasks.requireTask(req.params.id, req.params.taskId);
        const worthFollowing = (await logs.exists(key)) || !isFinished(task.status);
        const sse = openSse(req, reply);
        track(sse);
        if (!worthFollowing) return sendLogEnd(sse);
        streamJobLog(sse, logs, key, resumePoint(sse.lastEventId, req.query.lines));
      },
    );
    linedLogRoutes(
      app,
      logs,
      {
        paths: { lines: scanningPaths.taskLogLines, search: scanningPaths.taskLogSearch },
        config: canView,
        tags,
        params,
        querystring: scannerQuerySchema,
      },
      async (req) => {
        const task = await tasks.requireTask(req.params.id, req.params.taskId);
        return { key: logKey(req.params.id, req.params.taskId), running: !isFinished(task.status) };
      },
    );
  };
