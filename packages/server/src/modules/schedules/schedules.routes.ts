/*
 * The schedules of one custom workflow, as the schedule editor calls them:
 *   GET    /api/aslan/workflow/v4/cron?workflow=<name>&projectName=   → { cron_list: [item…] }
 *   POST   /api/aslan/workflow/v4/cron?workflow=<name>&projectName=   body: one item → { message }
 *   PUT    /api/aslan/workflow/v4/cron/{id}?projectName=              body: one item → { message }
 *   DELETE /api/aslan/workflow/v4/cron/{id}?projectName=                             → { message }
 *   GET    /api/aslan/workflow/v4/cron/preset?workflow=<name>         → the workflow as a run starts
 * An item sent: { name, type | job_type, number, frequency, time, cron, enabled, max_failures,
 *   workflow_args | workflow_v4_args }. An item answered adds id (string), job_type,
 *   workflow_v4_args, next_run_time (unix seconds, 0 when none), consecutive_failures and
 *   disabled_reason (translated, '' unless the scheduler switched it off).
 */
import {
  scheduleApiPaths,
  scheduleIdParamsSchema,
  scheduleItemBodySchema,
  scheduleListSchema,
  scheduleProjectQuerySchema,
  scheduleWorkflowQuerySchema,
  type Workflow,
  workflowSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../http/request-language.js';
import { answersSuccess, succeeded } from '../../http/route-options.js';
import type { SchedulesService } from './schedules.service.js';

const tags = ['schedules'];
const onWorkflow = (action: 'get_workflow' | 'edit_workflow') =>
  ({
    permission: { kind: 'project', project: { from: 'query', key: 'workflow', via: 'workflow' }, action },
  }) as const;

export const schedulesRoutes =
  (
    schedules: SchedulesService,
    presetOf: (workflowName: string) => Promise<Workflow>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const onItem = {
      permission: {
        kind: 'project',
        project: {
          from: 'query',
          key: 'projectName',
          owner: { param: 'id', projectOf: (id: string) => schedules.projectOf(id) },
        },
        action: 'edit_workflow',
      },
    } as const;

    app.get(
      scheduleApiPaths.list,
      {
        config: onWorkflow('get_workflow'),
        schema: { tags, querystring: scheduleWorkflowQuerySchema, response: { 200: scheduleListSchema } },
      },
      (req) => schedules.list(req.query.workflow, requestLanguage(req)),
    );
    app.get(
      scheduleApiPaths.preset,
      {
        config: onWorkflow('get_workflow'),
        schema: { tags, querystring: scheduleWorkflowQuerySchema, response: { 200: workflowSchema } },
      },
      (req) => presetOf(req.query.workflow),
    );
    app.post(
      scheduleApiPaths.list,
      {
        config: onWorkflow('edit_workflow'),
        schema: {
          tags,
          querystring: scheduleWorkflowQuerySchema,
          body: scheduleItemBodySchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(schedules.create(req.query.workflow, req.body)),
    );
    app.put(
      scheduleApiPaths.one,
      {
        config: onItem,
        schema: {
          tags,
          params: scheduleIdParamsSchema,
          querystring: scheduleProjectQuerySchema,
          body: scheduleItemBodySchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(schedules.update(Number(req.params.id), req.query.projectName, req.body)),
    );
    app.delete(
      scheduleApiPaths.one,
      {
        config: onItem,
        schema: {
          tags,
          params: scheduleIdParamsSchema,
          querystring: scheduleProjectQuerySchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(schedules.remove(Number(req.params.id), req.query.projectName)),
    );
  };
