import { notifyNoticeSchema, SERIAL_ID_MAX, workflowNameSchema } from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TaskRepository } from '../../engine/task-repository.js';
import { NotFoundError } from '../../lib/errors.js';
import type { NotifyNoticesRepository } from './notify-notices.repository.js';

const tags = ['workflow tasks'];
const params = z.object({
  workflowName: workflowNameSchema,
  taskId: z.coerce.number().int().positive().max(SERIAL_ID_MAX),
});

/** The notifications of a task that could not be sent, oldest first. */
export const workflowNotifyRoutes =
  (deps: { tasks: Pick<TaskRepository, 'find'>; notices: NotifyNoticesRepository }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/aslan/workflow/v4/workflowtask/workflow/:workflowName/task/:taskId/notify_notices',
      {
        config: {
          permission: {
            kind: 'project',
            project: { from: 'params', key: 'workflowName', via: 'workflow' },
            action: 'get_workflow',
            resource: { type: 'Workflow', param: 'workflowName' },
          },
        },
        schema: { tags, params, response: { 200: z.array(notifyNoticeSchema) } },
      },
      async (req) => {
        const task = await deps.tasks.find(req.params.workflowName, req.params.taskId);
        if (!task) throw new NotFoundError('error.taskNotFound');
        return (await deps.notices.listOf(task.id)).map((row) => ({
          webhook_type: row.webhookType,
          event: row.event,
          reason: row.reason,
          create_time: Math.floor(row.createdAt.getTime() / 1000),
        }));
      },
    );
  };
