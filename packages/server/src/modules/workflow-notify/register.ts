import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { TaskEvents } from '../../engine/task-events.js';
import type { TaskRepository } from '../../engine/task-repository.js';
import type { Mailer } from '../../lib/mailer.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import { NotifyNoticesRepository } from './notify-notices.repository.js';
import { WorkflowNotify } from './workflow-notify.js';
import { workflowNotifyRoutes } from './workflow-notify.routes.js';

/** Starts workflow notifications on task changes and serves a task's notices of failed sends. */
export async function registerWorkflowNotify(
  app: FastifyInstance,
  deps: {
    db: Db;
    events: TaskEvents;
    tasks: TaskRepository;
    users: UsersRepository;
    mailer: Mailer;
    notifications: NotificationsService;
    publicUrl: string | undefined;
  },
): Promise<void> {
  const notices = new NotifyNoticesRepository(deps.db);
  const notify = new WorkflowNotify({
    ...deps,
    notices,
    onError: (error, context) => app.log.error({ err: error }, context),
  });
  notify.start();
  app.addHook('onClose', () => notify.stop());
  await app.register(workflowNotifyRoutes({ tasks: deps.tasks, notices }));
}
