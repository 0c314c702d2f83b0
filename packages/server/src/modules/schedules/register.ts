import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { TaskEvents } from '../../engine/task-events.js';
import type { TaskRepository } from '../../engine/task-repository.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import type { TasksService } from '../workflow-tasks/tasks.service.js';
import { WorkflowsRepository } from '../workflows/workflows.repository.js';
import { WorkflowsService } from '../workflows/workflows.service.js';
import { customWorkflowRunner } from './custom-runner.js';
import { scheduleClock } from './schedule-clock.js';
import { ScheduleRunners } from './schedule-runners.js';
import { Scheduler } from './scheduler.js';
import { SchedulesRepository } from './schedules.repository.js';
import { schedulesRoutes } from './schedules.routes.js';
import { SchedulesService } from './schedules.service.js';

export type SchedulesModule = ReturnType<typeof createSchedules>;

/**
 * Schedules of workflows and tests (docs/architecture.md "Workflow schedules"). Made before the
 * modules whose owners have schedules: they register their runner in `runners` and call
 * `service.replaceOwnerSchedules` / `service.removeOwnerSchedules`.
 */
export function createSchedules(deps: { db: Db; box: SecretBox; config: Config }) {
  const repository = new SchedulesRepository(deps.db);
  const clock = scheduleClock(deps.config.scheduleTimeZone);
  const workflows = new WorkflowsRepository(deps.db, deps.box);
  const service = new SchedulesService(repository, clock, {
    projectOf: async (name) => (await workflows.find(name))?.projectName,
  });
  const runners = new ScheduleRunners();
  return { repository, clock, service, runners, pollMs: deps.config.schedulePollMs };
}

/** The cron routes of custom workflows, their runner, and the scheduler loop while the app runs. */
export async function registerSchedules(
  app: FastifyInstance,
  schedules: SchedulesModule,
  deps: { db: Db; box: SecretBox; tasks: TasksService; taskRepository: TaskRepository; events: TaskEvents },
): Promise<Scheduler> {
  schedules.runners.register('custom', customWorkflowRunner(deps.tasks));
  const onError = (error: unknown, context: string) => app.log.error({ err: error }, context);
  const scheduler = new Scheduler({
    repository: schedules.repository,
    runners: schedules.runners,
    clock: schedules.clock,
    taskStatus: async (workflowName, taskId) =>
      (await deps.taskRepository.find(workflowName, taskId))?.status,
    pollMs: schedules.pollMs,
    onError,
  });
  const workflows = new WorkflowsService(
    new WorkflowsRepository(deps.db, deps.box),
    new ProjectsRepository(deps.db),
    { remove: async () => {} },
  );
  await app.register(schedulesRoutes(schedules.service, (name) => workflows.preset(name)));
  const unsubscribe = deps.events.subscribeOwn((change) => {
    scheduler.taskChanged(change).catch((error) => onError(error, 'schedule outcome not counted'));
  });
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => {
    unsubscribe();
    await scheduler.stop();
  });
  return scheduler;
}
