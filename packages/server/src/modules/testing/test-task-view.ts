import { type JobTask, TEST_WORKFLOW_SUFFIX, type ZadigTestSpec } from '@slipway/contracts';
import { stagesOf, type TaskRow } from '../../engine/task-repository.js';
import { unixSeconds } from '../../lib/unix-seconds.js';

/** The one job of a test run. */
export const TEST_JOB_NAME = 'test';

/** The portal names a test's runs `{test}-job`; this is the test named by such a name. */
export const testNameOfPortalWorkflow = (workflowName: string) =>
  workflowName.endsWith(TEST_WORKFLOW_SUFFIX)
    ? workflowName.slice(0, -TEST_WORKFLOW_SUFFIX.length)
    : workflowName;
export const portalWorkflowOfTest = (testName: string) => `${testName}${TEST_WORKFLOW_SUFFIX}`;

const seconds = (date: Date | null | undefined) => (date ? unixSeconds(date) : 0);

function testJobOf(row: TaskRow, live?: ReturnType<typeof stagesOf>): JobTask | undefined {
  return (live ?? stagesOf(row)).flatMap((stage) => stage.jobs).find((job) => job.type === 'zadig-test');
}

/** The test a run ran, from the run's own definition (it stays right after the test is renamed or gone). */
export function testNameOfTask(row: TaskRow): string {
  const spec = testJobOf(row)?.spec as ZadigTestSpec | undefined;
  return spec?.test_modules[0]?.name ?? '';
}

/**
 * A test run as the portal's test task pages and status lists read it (a product-workflow task
 * of type `test` with one `testingv2` stage keyed by the test name; times in unix seconds).
 */
export function toPortalTestTask(row: TaskRow, live?: ReturnType<typeof stagesOf>) {
  const job = testJobOf(row, live);
  const testName = testNameOfTask(row);
  const spec = job?.spec as ZadigTestSpec | undefined;
  const finished = ['passed', 'failed'].includes(job?.status ?? '');
  return {
    type: 'test',
    task_id: row.taskId,
    pipeline_name: portalWorkflowOfTest(testName),
    product_name: row.projectName,
    status: row.status,
    task_creator: row.creator,
    task_revoker: row.revoker,
    create_time: seconds(row.createdAt),
    start_time: seconds(row.startedAt),
    end_time: seconds(row.endedAt),
    error: row.error,
    test_args: { test_name: testName, product_name: row.projectName },
    workflow_args: null,
    releases: [],
    stages: [
      {
        type: 'testingv2',
        status: job?.status ?? row.status,
        sub_tasks: {
          [testName]: {
            type: 'testingv2',
            test_name: testName,
            test_module_name: testName,
            enabled: true,
            status: job?.status ?? row.status,
            start_time: job?.start_time ?? 0,
            end_time: job?.end_time ?? 0,
            error: job?.error ?? '',
            report_ready: finished,
            job_ctx: { test_type: spec?.test_type ?? 'function', is_has_artifact: false, builds: [] },
          },
        },
      },
    ],
  };
}
export type PortalTestTask = ReturnType<typeof toPortalTestTask>;

/** Test runs among tasks of any kind, as the status page's `tasks` lists show them. */
export const testTasksAmong = (isTestTask: (row: TaskRow) => boolean) => (rows: TaskRow[]) =>
  rows.filter(isTestTask).map((row) => toPortalTestTask(row));
