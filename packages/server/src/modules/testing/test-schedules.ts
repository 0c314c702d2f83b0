import { type Schedules, schedulesSchema } from '@slipway/contracts';
import { SCHEDULE_CREATOR } from '../schedules/custom-runner.js';
import type { ScheduleRunner } from '../schedules/schedule-runners.js';
import type { SchedulesService } from '../schedules/schedules.service.js';
import type { TestTasksService } from './test-tasks.service.js';
import { testTaskName } from './test-tasks.service.js';
import type { TestsService } from './tests.service.js';

/** Where a test's timers go when it is saved or deleted (the schedules module). */
export interface TestSchedules {
  replace(projectName: string, testName: string, schedules: Schedules): Promise<void>;
  remove(projectName: string, testName: string): Promise<void>;
}

/**
 * The test's `schedules` as sent, checked against the contracts' rules: the test body keeps them as
 * an open object, so a bad item is refused here (a 400 with its message) before anything is stored.
 */
export const testSchedulesOf = (value: unknown): Schedules => schedulesSchema.parse(value ?? {});

/** A test's `schedules` become the schedule items of owner kind `test`. */
export const testSchedulesIn = (
  service: Pick<SchedulesService, 'replaceOwnerSchedules' | 'removeOwnerSchedules'>,
): TestSchedules => ({
  replace: (project, owner, schedules) =>
    service.replaceOwnerSchedules({ kind: 'test', project, owner, schedules }),
  remove: (project, owner) => service.removeOwnerSchedules('test', project, owner),
});

/** Timers stay in the stored test; nothing fires them (no schedules module). */
export const testTimersKeptOnly: TestSchedules = {
  replace: async () => {},
  remove: async () => {},
};

/** Starts a run of the owning test, as its Run button would. */
export const testScheduleRunner =
  (tests: Pick<TestsService, 'require'>, testTasks: Pick<TestTasksService, 'run'>): ScheduleRunner =>
  async ({ project, owner }) => {
    const test = await tests.require(project, owner);
    const answer = await testTasks.run(
      project,
      { product_name: project, test_name: owner },
      SCHEDULE_CREATOR,
    );
    return { workflowName: testTaskName(test.id), taskId: answer.task_id };
  };
