import type { Readable } from 'node:stream';
import type { TestReportAnswer, TestSuiteResult } from '@slipway/contracts';
import type { TestRunRecord } from '../../engine/job-types/zadig-test.js';
import type { TaskRepository } from '../../engine/task-repository.js';
import { NotFoundError } from '../../lib/errors.js';
import { emptySuite } from '../../lib/junit/junit-report.js';
import { checkObjectKey, type ObjectStore } from '../../lib/object-store/object-store.js';
import type { TestReportRow, TestReportsRepository } from './test-reports.repository.js';
import { TEST_JOB_NAME } from './test-task-view.js';
import type { TestTasksService } from './test-tasks.service.js';

/** How the report calls name a run: the portal's path segments and query. */
export interface RunLocator {
  projectName: string;
  workflowName: string;
  taskId: number;
  testJobName: string;
  serviceName: string;
  /** 'test' for a test run alone (workflowName is `{test}-job`), else a workflow's test job */
  workflowType: string;
}

export interface TestReportsDeps {
  reports: TestReportsRepository;
  testTasks: TestTasksService;
  tasks: TaskRepository;
  objectStore(): Promise<ObjectStore>;
  /** the path the HTML report of a run is served at */
  htmlReportUrl(run: RunLocator): string;
}

const suiteOf = (row: TestReportRow): TestSuiteResult => ({ ...emptySuite(), ...row.suite });

/** Writes a run's outcome; called by the test job when a run ends. */
export async function recordTestRun(reports: TestReportsRepository, run: TestRunRecord): Promise<void> {
  const { suite } = run.results;
  await reports.save({
    projectName: run.projectName,
    testName: run.testName,
    workflowName: run.workflowName,
    taskId: run.taskId,
    jobName: run.jobName,
    passed: run.passed,
    duration: run.duration,
    tests: suite.tests,
    failures: suite.failures,
    errors: suite.errors,
    skips: suite.skips,
    suite,
    htmlReportKey: run.results.htmlReportKey,
    filesPrefix: run.results.filesPrefix,
  });
}

/** Reports of test runs: the suites, the HTML report and the exported files they kept. */
export class TestReportsService {
  constructor(private readonly deps: TestReportsDeps) {}

  /** The newest run's suite; an empty suite for a test that has not run. */
  async latest(projectName: string, testName: string): Promise<TestSuiteResult> {
    const row = await this.deps.reports.latest(projectName, testName);
    return row ? suiteOf(row) : emptySuite();
  }

  async ofRun(run: RunLocator): Promise<TestReportAnswer> {
    const row = await this.locate(run);
    return {
      functionTestSuite: suiteOf(row),
      performanceTestSuite: [],
      html_report_url: row.htmlReportKey ? this.deps.htmlReportUrl(run) : '',
      exported_files: await this.exportedNames(row),
    };
  }

  async htmlReport(run: RunLocator): Promise<{ name: string; body: Readable }> {
    const row = await this.locate(run);
    const body = row.htmlReportKey ? await (await this.deps.objectStore()).get(row.htmlReportKey) : undefined;
    if (!body) throw new NotFoundError('error.test.reportNotFound');
    return { name: row.htmlReportKey.slice(row.htmlReportKey.lastIndexOf('/') + 1), body };
  }

  async exportedFile(run: RunLocator, path: string): Promise<{ name: string; body: Readable }> {
    const row = await this.locate(run);
    const names = await this.exportedNames(row);
    if (!names.includes(path)) throw new NotFoundError('error.test.fileNotFound', path);
    const body = await (await this.deps.objectStore()).get(checkObjectKey(`${row.filesPrefix}${path}`));
    if (!body) throw new NotFoundError('error.test.fileNotFound', path);
    return { name: path.slice(path.lastIndexOf('/') + 1), body };
  }

  private async exportedNames(row: TestReportRow): Promise<string[]> {
    if (!row.filesPrefix) return [];
    const objects = await (await this.deps.objectStore()).list(row.filesPrefix);
    return objects.map((object) => object.key.slice(row.filesPrefix.length));
  }

  /** The run's report row; NotFound unless the run belongs to the project named. */
  private async locate(run: RunLocator): Promise<TestReportRow> {
    let row: TestReportRow | undefined;
    if (run.workflowType === 'test') {
      const { name, test } = await this.deps.testTasks.requireTask(
        run.projectName,
        run.workflowName,
        run.taskId,
      );
      row = await this.deps.reports.ofRun(name, run.taskId, TEST_JOB_NAME, test.name);
    } else {
      const task = await this.deps.tasks.find(run.workflowName, run.taskId);
      if (task && task.projectName === run.projectName)
        row = await this.deps.reports.ofRun(run.workflowName, run.taskId, run.testJobName, run.serviceName);
    }
    if (!row) throw new NotFoundError('error.test.reportNotFound');
    return row;
  }
}
