import { type CodeRepo, stageSchema, type Workflow } from '@slipway/contracts';
import type { Engine } from '../../engine/engine.js';
import { internalTaskName } from '../../engine/internal-tasks.js';
import type { TaskRepository, TaskRow } from '../../engine/task-repository.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { TestReportsRepository } from './test-reports.repository.js';
import { TEST_JOB_NAME, testNameOfPortalWorkflow, toPortalTestTask } from './test-task-view.js';
import type { StoredTest } from './tests.repository.js';
import type { TestsService } from './tests.service.js';

/** The engine's task name of a test's runs: never a name a user's workflow can have. */
export const testTaskName = (testId: number) => internalTaskName('test', String(testId));
export const isTestTaskName = (workflowName: string) => workflowName.startsWith(internalTaskName('test', ''));

/**
 * A test run alone: a task of one stage with one `zadig-test` job; `repos` are refs chosen for some
 * of the test's repositories (a git trigger's), the others check out as configured.
 */
function testWorkflow(test: StoredTest, repos: CodeRepo[]): Workflow {
  const stage = stageSchema.parse({
    name: 'test',
    jobs: [
      {
        name: TEST_JOB_NAME,
        type: 'zadig-test',
        spec: {
          test_type: test.test_type,
          test_modules: [{ name: test.name, project_name: test.product_name, key_vals: [], repos }],
        },
      },
    ],
  });
  return {
    name: testTaskName(test.id),
    display_name: test.name,
    project: test.product_name,
    description: '',
    multi_run: true,
    params: [],
    stages: [stage],
    share_storages: [],
    created_by: test.update_by,
    create_time: test.update_time,
    updated_by: test.update_by,
    update_time: unixSeconds(new Date()),
  };
}

/** Runs of tests started from the test pages: run, restart, cancel, and the task as the portal reads it. */
export class TestTasksService {
  constructor(
    private readonly tests: TestsService,
    private readonly tasks: TaskRepository,
    private readonly engine: Engine,
    private readonly reports: TestReportsRepository,
  ) {}

  async run(
    projectName: string,
    body: { product_name: string; test_name: string },
    creator: string,
    repos: CodeRepo[] = [],
  ) {
    if (projectName !== body.product_name) throw new BadRequestError('error.projectNameMismatch');
    const test = await this.tests.require(projectName, body.test_name);
    const row = await this.engine.create(testWorkflow(test, repos), [], creator);
    return { pipeline_name: `${test.name}-job`, task_id: row.taskId };
  }

  async restart(projectName: string, testWorkflowName: string, taskId: number) {
    const { name } = await this.requireTask(projectName, testWorkflowName, taskId);
    await this.engine.retry(name, taskId);
  }

  async cancel(projectName: string, testWorkflowName: string, taskId: number, by: string) {
    const { name } = await this.requireTask(projectName, testWorkflowName, taskId);
    await this.engine.cancel(name, taskId, by);
  }

  /** A test's runs, newest first, each with the totals of its report (the test page's run list). */
  async list(
    projectName: string,
    testWorkflowName: string,
    page: { offset: number; limit: number; status?: string },
  ) {
    const test = await this.tests.require(projectName, testNameOfPortalWorkflow(testWorkflowName));
    const name = testTaskName(test.id);
    const { rows, total } = await this.tasks.page({ workflowName: name, ...page });
    const data = await Promise.all(
      rows.map(async (row) => {
        const report = await this.reports.ofRun(name, row.taskId, TEST_JOB_NAME, test.name);
        const suite = report?.suite;
        return {
          ...toPortalTestTask(row, this.engine.liveStages(row.id)),
          test_reports: suite
            ? {
                [test.name]: {
                  functionTestSuite: {
                    tests: suite.tests,
                    successes: suite.successes,
                    failures: suite.failures,
                    errors: suite.errors,
                    skips: suite.skips,
                    time: suite.time,
                  },
                },
              }
            : {},
        };
      }),
    );
    return { data, total };
  }

  async detail(projectName: string, testWorkflowName: string, taskId: number) {
    const { row } = await this.requireTask(projectName, testWorkflowName, taskId);
    return toPortalTestTask(row, this.engine.liveStages(row.id));
  }

  /**
   * The engine's names of a portal test task (`{test}-job` of a project): the task name and the
   * job; NotFound when the test or the task does not exist.
   */
  async requireTask(
    projectName: string,
    testWorkflowName: string,
    taskId: number,
  ): Promise<{ name: string; row: TaskRow; test: StoredTest }> {
    const test = await this.tests.require(projectName, testNameOfPortalWorkflow(testWorkflowName));
    const name = testTaskName(test.id);
    const row = await this.tasks.find(name, taskId);
    if (!row) throw new NotFoundError('error.test.taskNotFound', `${testWorkflowName}#${taskId}`);
    return { name, row, test };
  }
}
