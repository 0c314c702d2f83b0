import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TaskEvents } from '../../engine/task-events.js';
import type { TaskRepository } from '../../engine/task-repository.js';
import { requireActor } from '../../http/permissions.js';
import { openSse } from '../../http/sse.js';
import type { PermissionService } from '../rbac/permission.service.js';
import type { TasksService } from './tasks.service.js';

/** Which statuses each list shows: running (with tasks waiting at a gate) and pending. */
const lists = {
  running: ['queued', 'prepare', 'running', 'pending-approval'],
  pending: ['waiting', 'blocked'],
} as const;

/** Coalesces bursts of changes into one resend. */
const RESEND_DELAY_MS = 100;

export interface TaskStreamsDeps {
  tasks: TaskRepository;
  service: TasksService;
  events: TaskEvents;
  permissions: PermissionService;
}

/**
 * SSE lists of running and pending tasks (spec §7): the whole list of the projects the caller may
 * see, sent on connect and again after every change.
 */
export const taskStreamsRoutes =
  ({ tasks, service, events, permissions }: TaskStreamsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/aslan/workflow/sse/tasks/:list',
      {
        config: { permission: { kind: 'signedIn' } },
        schema: { tags: ['workflow tasks'], params: z.object({ list: z.enum(['running', 'pending']) }) },
      },
      async (req, reply) => {
        const visible = await permissions.visibleProjects(requireActor(req));
        const statuses = lists[req.params.list];
        const stream = openSse(req, reply);
        let timer: NodeJS.Timeout | undefined;
        const send = async () => {
          timer = undefined;
          const rows = await tasks.withStatus(statuses);
          const shown = rows.filter((row) => visible === 'all' || visible.has(row.projectName));
          stream.send(JSON.stringify(shown.map((row) => service.toTask(row))));
        };
        const unsubscribe = events.subscribe(() => {
          timer ??= setTimeout(
            () => void send().catch((error) => req.log.error({ err: error }, 'task list')),
            RESEND_DELAY_MS,
          );
        });
        stream.onClose(() => {
          unsubscribe();
          if (timer) clearTimeout(timer);
        });
        await send();
      },
    );
  };
