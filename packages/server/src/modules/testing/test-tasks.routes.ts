import {
  isFinished,
  testingPaths,
  testProjectQuerySchema,
  testTaskBodySchema,
  testTaskCreatedSchema,
  testTaskParamsSchema,
} from '@slipway/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobLogKey, LogStore } from '../../engine/logs/log-store.js';
import type { TaskEvents } from '../../engine/task-events.js';
import { requireActor, requirePermission } from '../../http/permissions.js';
import { answersSuccess, succeeded } from '../../http/route-options.js';
import { openSse, type SseStream } from '../../http/sse.js';
import { NotFoundError } from '../../lib/errors.js';
import { linedLogRoutes } from '../logs/lined-log.js';
import { resumePoint, sendLogEnd, streamJobLog } from '../logs/log-event-stream.js';
import { MAX_TAIL_LINES } from '../logs/logs.schema.js';
import { TEST_JOB_NAME } from './test-task-view.js';
import type { TestTasksService } from './test-tasks.service.js';

const tags = ['tests'];
const taskId = z.coerce.number({ error: 'validation.invalidType' }).int().min(1).max(2_147_483_647);
const inProject = (
  action: 'get_test' | 'run_test',
  from: 'query' | 'params' = 'query',
  key = 'projectName',
) => ({ permission: { kind: 'project', project: { from, key }, action } }) as const;

/** The portal's product-workflow task calls, answered for test runs (`workflowType=test`). */
const taskParams = z.object({ taskId, workflowName: z.string().trim().min(1).max(160) });
const taskQuery = testProjectQuerySchema.extend({ workflowType: z.string().max(32).default('') });
const listParams = z.object({
  max: z.coerce.number().int().min(1).max(200),
  start: z.coerce.number().int().min(0).max(1_000_000),
  workflowName: z.string().trim().min(1).max(160),
});
const listQuery = taskQuery.extend({
  queryType: z.string().max(32).default(''),
  filters: z.string().max(512).default(''),
});
/** The test log stream: `/{testJobName}/{taskId}/{testName}/{lines}/{serviceName}`. */
const logParams = z.object({
  testJobName: z.string().trim().min(1).max(160),
  taskId,
  testName: z.string().trim().min(1).max(128),
  /** the portal asks for 999999: the whole log */
  lines: z.coerce.number().int().min(0).max(MAX_TAIL_LINES),
  serviceName: z.string().trim().min(1).max(128),
});
const finishedLogParams = z.object({
  workflowName: z.string().trim().min(1).max(160),
  taskId,
  testName: z.string().trim().min(1).max(128),
  serviceName: z.string().trim().min(1).max(128),
});

/** The reads of product workflow runs, which the portal makes on the same paths without `workflowType=test`. */
export interface ProductTaskReadsOnSharedPaths {
  list(req: FastifyRequest): Promise<unknown>;
  detail(req: FastifyRequest): Promise<unknown>;
  stream(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** the test stage's log of a product run, when the path parameter `param` names a product workflow */
  testLog(
    req: FastifyRequest,
    param: string,
    taskId: number,
  ): Promise<{ key: JobLogKey; finished: boolean } | undefined>;
}

/** Who may call a shared path: readers of tests or of workflows; each kind then checks its own verb. */
const sharedRead = {
  permission: {
    kind: 'project',
    project: { from: 'query', key: 'projectName' },
    action: ['get_test', 'get_workflow'],
    operator: 'or',
  },
} as const;

export interface TestTaskRoutesDeps {
  testTasks: TestTasksService;
  events: TaskEvents;
  logs: LogStore;
  productTasks?: ProductTaskReadsOnSharedPaths;
}

/** Runs of tests: start, restart, cancel, the task (also over SSE) and its log. */
export const testTaskRoutes =
  ({ testTasks, events, logs, productTasks }: TestTaskRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const openStreams = new Set<SseStream>();
    app.addHook('preClose', async () => {
      for (const sse of openStreams) sse.end();
    });
    const track = (sse: SseStream) => {
      openStreams.add(sse);
      sse.onClose(() => openStreams.delete(sse));
    };
    /** Whether a shared path asks for a test run; the caller must then read tests. */
    const isTestRead = async (req: FastifyRequest, workflowType: string) => {
      if (workflowType !== 'test' && productTasks) return false;
      if (workflowType !== 'test') throw new NotFoundError('error.taskNotFound');
      await requirePermission(req, inProject('get_test').permission);
      return true;
    };

    app.post(
      testingPaths.testTask,
      {
        config: inProject('run_test'),
        schema: {
          tags,
          querystring: testProjectQuerySchema,
          body: testTaskBodySchema,
          response: { 200: testTaskCreatedSchema },
        },
      },
      (req) => testTasks.run(req.query.projectName, req.body, requireActor(req).account),
    );
    app.post(
      testingPaths.testTaskRestart,
      {
        config: inProject('run_test', 'params'),
        schema: { tags, params: testTaskParamsSchema, response: answersSuccess },
      },
      (req) =>
        succeeded(testTasks.restart(req.params.projectName, req.params.testJobName, req.params.taskId)),
    );
    app.delete(
      testingPaths.testTaskCancel,
      {
        config: inProject('run_test', 'params'),
        schema: { tags, params: testTaskParamsSchema, response: answersSuccess },
      },
      (req) => {
        const { projectName, testJobName, taskId } = req.params;
        return succeeded(testTasks.cancel(projectName, testJobName, taskId, requireActor(req).account));
      },
    );

    // the runs of a test, `max` of them after skipping `start`; `filters` of queryType taskStatus narrow them
    app.get(
      '/api/aslan/workflow/workflowtask/max/:max/start/:start/pipelines/:workflowName',
      { config: sharedRead, schema: { tags, params: listParams, querystring: listQuery } },
      async (req) => {
        if (!(await isTestRead(req, req.query.workflowType))) return productTasks?.list(req);
        const { max, start, workflowName } = req.params;
        const statuses =
          req.query.queryType === 'taskStatus' ? req.query.filters.split(',').filter(Boolean) : [];
        return testTasks.list(req.query.projectName, workflowName, {
          offset: start,
          limit: max,
          ...(statuses.length === 1 ? { status: statuses[0] } : {}),
        });
      },
    );
    app.get(
      '/api/aslan/workflow/workflowtask/id/:taskId/pipelines/:workflowName',
      { config: sharedRead, schema: { tags, params: taskParams, querystring: taskQuery } },
      async (req) => {
        if (!(await isTestRead(req, req.query.workflowType))) return productTasks?.detail(req);
        return testTasks.detail(req.query.projectName, req.params.workflowName, req.params.taskId);
      },
    );
    // snapshots of the task on connect and after every change; ends once the task has ended
    app.get(
      '/api/aslan/workflow/sse/workflows/id/:taskId/pipelines/:workflowName',
      { config: sharedRead, schema: { tags, params: taskParams, querystring: taskQuery } },
      async (req, reply) => {
        if (!(await isTestRead(req, req.query.workflowType))) return productTasks?.stream(req, reply);
        const { projectName } = req.query;
        const { workflowName, taskId: id } = req.params;
        const { name } = await testTasks.requireTask(projectName, workflowName, id);
        const sse = openSse(req, reply);
        track(sse);
        let sending = Promise.resolve();
        const send = () => {
          sending = sending
            .then(async () => {
              if (sse.closed) return;
              const detail = await testTasks.detail(projectName, workflowName, id);
              sse.send(JSON.stringify(detail));
              if (isFinished(detail.status)) sse.end();
            })
            .catch((error) => req.log.error({ err: error }, 'test task stream'));
        };
        const unsubscribe = events.subscribe((change) => {
          if (change.workflow === name && change.taskId === id) send();
        });
        sse.onClose(unsubscribe);
        send();
      },
    );

    const logKey = (name: string, id: number): JobLogKey => ({
      workflow: name,
      taskId: id,
      job: TEST_JOB_NAME,
    });
    /** A product run's test stage, read on these paths without `workflowType=test` (portal shapes). */
    const productTestLog = async (
      req: FastifyRequest<{ Querystring: { workflowType: string } }>,
      param: string,
      id: number,
    ) => (req.query.workflowType === 'test' ? undefined : productTasks?.testLog(req, param, id));
    /** A test run's log; its readers need `get_test` (a run that is not there is a 404 first). */
    const testRunLog = async (
      req: FastifyRequest<{ Querystring: { projectName: string } }>,
      testJobName: string,
      id: number,
    ) => {
      const { name, row } = await testTasks.requireTask(req.query.projectName, testJobName, id);
      await requirePermission(req, inProject('get_test').permission);
      return { key: logKey(name, row.taskId), finished: isFinished(row.status) };
    };
    /** The log a test log path names: a product run's test stage, else a test run (`param` names it). */
    const testLog = async (
      req: FastifyRequest<{ Querystring: { projectName: string; workflowType: string } }>,
      param: 'testJobName' | 'workflowName',
      id: number,
    ) =>
      (await productTestLog(req, param, id)) ??
      (await testRunLog(req, String((req.params as Record<string, unknown>)[param]), id));
    app.get(
      '/api/aslan/logs/sse/workflow/test/:testJobName/:taskId/:testName/:lines/:serviceName',
      { config: sharedRead, schema: { tags, params: logParams, querystring: taskQuery } },
      async (req, reply) => {
        const { key, finished } = await testLog(req, 'testJobName', req.params.taskId);
        const worthFollowing = (await logs.exists(key)) || !finished;
        const sse = openSse(req, reply);
        track(sse);
        if (!worthFollowing) return sendLogEnd(sse);
        streamJobLog(sse, logs, key, resumePoint(sse.lastEventId, req.params.lines));
      },
    );
    app.get(
      '/api/aslan/logs/log/workflow/:workflowName/tasks/:taskId/tests/:testName/service/:serviceName',
      { config: sharedRead, schema: { tags, params: finishedLogParams, querystring: taskQuery } },
      async (req, reply) => {
        const { key } = await testLog(req, 'workflowName', req.params.taskId);
        if (!(await logs.exists(key))) throw new NotFoundError('error.test.logsFailed');
        return reply.type('text/plain; charset=utf-8').send(await logs.read(key));
      },
    );
    linedLogRoutes(
      app,
      logs,
      {
        paths: { lines: testingPaths.taskLogLines, search: testingPaths.taskLogSearch },
        config: sharedRead,
        tags,
        params: logParams.omit({ lines: true }),
        querystring: taskQuery,
      },
      async (req) => {
        const { key, finished } = await testLog(req, 'testJobName', req.params.taskId);
        return { key, running: !finished };
      },
    );
  };
