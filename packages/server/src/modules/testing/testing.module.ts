import { testingPaths } from '@slipway/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { type CheckoutDeps, checkoutRepos } from '../../engine/checkout/checkout.js';
import type { Engine } from '../../engine/engine.js';
import { cacheKey, DEFAULT_CACHE_MAX_BYTES } from '../../engine/job-types/job-cache.js';
import type { ZadigTestDeps } from '../../engine/job-types/zadig-test.js';
import { testRunsPrefix } from '../../engine/job-types/zadig-test-results.js';
import type { LogStore } from '../../engine/logs/log-store.js';
import type { TaskEvents } from '../../engine/task-events.js';
import type { TaskRepository } from '../../engine/task-repository.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import type { ObjectStores } from '../../lib/object-store/object-stores.js';
import type { PermissionService } from '../rbac/permission.service.js';
import type { SchedulesModule } from '../schedules/register.js';
import { TestReportsRepository } from './test-reports.repository.js';
import { type RunLocator, recordTestRun, TestReportsService } from './test-reports.service.js';
import { testScheduleRunner, testSchedulesIn, testTimersKeptOnly } from './test-schedules.js';
import { testTasksAmong } from './test-task-view.js';
import { type ProductTaskReadsOnSharedPaths, testTaskRoutes } from './test-tasks.routes.js';
import { isTestTaskName, TestTasksService, testTaskName } from './test-tasks.service.js';
import { TestWorkflows } from './test-workflows.js';
import { testingRoutes } from './testing.routes.js';
import { TestsRepository } from './tests.repository.js';
import { TestsService } from './tests.service.js';

export interface TestingModuleDeps {
  db: Db;
  box: SecretBox;
  objectStores: ObjectStores;
  /** clone addresses and credentials of the tests' repositories */
  checkout: CheckoutDeps;
  minuteMs: number;
  /** removes the logs and job folders of a deleted test's runs */
  removeTaskFiles(taskName: string): Promise<void>;
  /** the schedules module: timers of tests are its items of kind `test` */
  schedules?: Pick<SchedulesModule, 'service' | 'runners'>;
}

/** The HTML report of a run, where `testingRoutes` serves it. */
function htmlReportUrl(run: RunLocator): string {
  const path = testingPaths.htmlReport
    .replace(':workflowName', encodeURIComponent(run.workflowName))
    .replace(':taskId', String(run.taskId))
    .replace(':testJobName', encodeURIComponent(run.testJobName))
    .replace(':serviceName', encodeURIComponent(run.serviceName));
  const query = new URLSearchParams({ projectName: run.projectName, workflowType: run.workflowType });
  return `${path}?${query}`;
}

/**
 * Tests, their runs and reports. Made in two steps like code scanning: the services first (the
 * `zadig-test` job type needs them to build the engine), the routes once the engine exists.
 */
export function createTesting(deps: TestingModuleDeps) {
  const testsRepository = new TestsRepository(deps.db, deps.box);
  const reportsRepository = new TestReportsRepository(deps.db);
  const objectStore = () => deps.objectStores.defaultStore();
  const tests = new TestsService({
    tests: testsRepository,
    reports: reportsRepository,
    workflows: new TestWorkflows(deps.db),
    schedules: deps.schedules ? testSchedulesIn(deps.schedules.service) : testTimersKeptOnly,
    removeRuns: async (test) => {
      const name = testTaskName(test.id);
      await deps.removeTaskFiles(name);
      await reportsRepository.removeOfTest(test.projectName, test.name);
      await (await objectStore()).removePrefix(testRunsPrefix(name));
      await (await objectStore()).removePrefix(cacheKey('test', test.projectName, test.name));
    },
  });
  const jobDeps: ZadigTestDeps = {
    findTest: (projectName, name) => testsRepository.find(projectName, name),
    saveRun: (run) => recordTestRun(reportsRepository, run),
    objectStore,
    checkout: (repos, ctx) => checkoutRepos(repos, ctx, deps.checkout),
    cache: { store: objectStore, maxBytes: DEFAULT_CACHE_MAX_BYTES },
    minuteMs: deps.minuteMs,
  };
  return { tests, reportsRepository, objectStore, jobDeps, scheduleRunners: deps.schedules?.runners };
}

export async function registerTesting(
  app: FastifyInstance,
  made: ReturnType<typeof createTesting>,
  engine: {
    engine: Engine;
    tasks: TaskRepository;
    events: TaskEvents;
    logs: LogStore;
    permissions: PermissionService;
    /** product workflow runs, read on the task paths test runs share with them */
    productTasks?: ProductTaskReadsOnSharedPaths;
  },
) {
  const testTasks = new TestTasksService(made.tests, engine.tasks, engine.engine, made.reportsRepository);
  made.scheduleRunners?.register('test', testScheduleRunner(made.tests, testTasks));
  const reports = new TestReportsService({
    reports: made.reportsRepository,
    testTasks,
    tasks: engine.tasks,
    objectStore: made.objectStore,
    htmlReportUrl,
  });
  await app.register(testingRoutes({ tests: made.tests, reports, permissions: engine.permissions }));
  await app.register(
    testTaskRoutes({
      testTasks,
      events: engine.events,
      logs: engine.logs,
      ...(engine.productTasks ? { productTasks: engine.productTasks } : {}),
    }),
  );
  return { testTasks };
}

/** Test runs in the status page's running and pending lists. */
export const testTaskListKind = testTasksAmong((row) => isTestTaskName(row.workflowName));
