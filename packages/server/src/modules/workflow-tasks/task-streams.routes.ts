import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isInternalTaskName } from '../../engine/internal-tasks.js';
import type { TaskEvents } from '../../engine/task-events.js';
import type { TaskRepository, TaskRow } from '../../engine/task-repository.js';
import { requireActor } from '../../http/permissions.js';
import { signedIn } from '../../http/route-options.js';
import { openSse } from '../../http/sse.js';
import type { PermissionService } from '../rbac/permission.service.js';
import type { TasksService } from './tasks.service.js';

/** Which statuses each list shows: running (with tasks waiting at a gate) and pending. */
const lists = {
  running: ['queued', 'prepare', 'running', 'pending-approval'],
  pending: ['waiting', 'blocked'],
} as const;
type ListName = keyof typeof lists;

/** Coalesces bursts of changes into one resend. */
const RESEND_DELAY_MS = 100;

export interface TaskStreamsDeps {
  tasks: TaskRepository;
  service: TasksService;
  events: TaskEvents;
  permissions: PermissionService;
  /** the other kinds of the `tasks` list (test runs…): each picks its own rows and shapes them */
  otherKinds?: Array<(rows: TaskRow[]) => unknown[]>;
}

const route = {
  config: signedIn,
  schema: {
    tags: ['workflow tasks'],
    params: z.object({ list: z.enum(Object.keys(lists) as [ListName, ...ListName[]]) }),
  },
} as const;

/**
 * The running and pending lists of the portal's status page (spec §7), over SSE: each message is
 * the whole list as a JSON array, sent on connect and again after every change.
 * `workflowTasks` lists custom (v4) workflow tasks; `tasks` lists product workflow, test and
 * scanning tasks: the kinds given in `otherKinds` (Slipway runs no product workflows).
 */
export const taskStreamsRoutes =
  ({ tasks, service, events, permissions, otherKinds = [] }: TaskStreamsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/aslan/workflow/sse/workflowTasks/:list', route, async (req, reply) => {
      const visible = await permissions.visibleProjects(requireActor(req));
      const statuses = lists[req.params.list];
      await streamList(req, reply, events, async () => {
        const rows = await tasks.withStatus(statuses);
        const shown = rows.filter(
          (row) =>
            !isInternalTaskName(row.workflowName) && (visible === 'all' || visible.has(row.projectName)),
        );
        return shown.map((row) => service.toTask(row));
      });
    });

    app.get('/api/aslan/workflow/sse/tasks/:list', route, async (req, reply) => {
      const visible = await permissions.visibleProjects(requireActor(req));
      const statuses = lists[req.params.list];
      await streamList(req, reply, otherKinds.length ? events : undefined, async () => {
        const rows = (await tasks.withStatus(statuses)).filter(
          (row) => visible === 'all' || visible.has(row.projectName),
        );
        return otherKinds.flatMap((kind) => kind(rows));
      });
    });
  };

/** Sends the list now and, when `changes` says something changed, again (at most one resend in flight). */
async function streamList(
  req: FastifyRequest,
  reply: FastifyReply,
  changes: TaskEvents | undefined,
  load: () => Promise<unknown[]>,
): Promise<void> {
  const stream = openSse(req, reply);
  let timer: NodeJS.Timeout | undefined;
  const send = async () => {
    timer = undefined;
    stream.send(JSON.stringify(await load()));
  };
  const unsubscribe = changes?.subscribe(() => {
    timer ??= setTimeout(
      () => void send().catch((error) => req.log.error({ err: error }, 'task list')),
      RESEND_DELAY_MS,
    );
  });
  stream.onClose(() => {
    unsubscribe?.();
    if (timer) clearTimeout(timer);
  });
  await send();
}
