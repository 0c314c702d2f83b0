import {
  maskCredentials,
  type TestBody,
  type TestConfig,
  type TestSummary,
  type WorkflowUsingTest,
} from '@slipway/contracts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { keepMaskedCredentials } from '../builds/build-credentials.js';
import { statsOf, type TestReportsRepository } from './test-reports.repository.js';
import { type TestSchedules, testSchedulesOf } from './test-schedules.js';
import type { TestWorkflows } from './test-workflows.js';
import type { StoredTest, TestsRepository } from './tests.repository.js';

export interface TestsServiceDeps {
  tests: TestsRepository;
  reports: TestReportsRepository;
  workflows: TestWorkflows;
  /** the test's timers, kept as items of the schedules module */
  schedules: TestSchedules;
  /** removes what the runs of a deleted test left: task logs, job folders, reports and files */
  removeRuns(test: { id: number; projectName: string; name: string }): Promise<void>;
}

/** Which projects' tests a reader sees: every project, or these. */
export type TestScope = 'all' | string[];

/**
 * Test configurations (spec §3 "Test"): list with run stats, detail, create, edit, delete.
 * Credential values leave masked; a masked value sent back keeps the stored one.
 */
export class TestsService {
  constructor(private readonly deps: TestsServiceDeps) {}

  async list(scope: TestScope, testType: string): Promise<TestSummary[]> {
    const tests = (await this.deps.tests.list(scope)).filter(
      (test) => !testType || test.test_type === testType,
    );
    const projects = [...new Set(tests.map((test) => test.product_name))];
    const [stats, usage] = await Promise.all([
      this.deps.reports.stats(projects),
      this.deps.workflows.usingTests(projects),
    ]);
    return tests.map((test) => ({
      name: test.name,
      product_name: test.product_name,
      desc: test.desc,
      test_type: test.test_type,
      update_time: test.update_time,
      update_by: test.update_by,
      ...statsOf(stats, test.product_name, test.name),
      workflows: usage.get(`${test.product_name}/${test.name}`) ?? [],
    }));
  }

  async get(projectName: string, name: string): Promise<TestConfig> {
    const { id: _id, ...test } = await this.require(projectName, name);
    return maskCredentials(test);
  }

  /** The variables of a project's tests, for the test stage of the workflow editor. */
  async details(projectName: string) {
    const tests = await this.deps.tests.list([projectName]);
    return tests.map((test) => ({
      name: test.name,
      product_name: test.product_name,
      desc: test.desc,
      test_type: test.test_type,
      envs: maskCredentials(test.pre_test.envs),
      repos: test.repos,
    }));
  }

  async create(projectName: string, body: TestBody, by: string): Promise<void> {
    this.sameProject(projectName, body);
    const schedules = testSchedulesOf(body.schedules);
    if (await this.deps.tests.find(body.product_name, body.name))
      throw new ConflictError('error.test.exists', body.name);
    // timers first: a timer the scheduler cannot read refuses the whole save
    await this.deps.schedules.replace(body.product_name, body.name, schedules);
    if (!(await this.deps.tests.create(body, by))) throw new ConflictError('error.test.exists', body.name);
  }

  async update(projectName: string, body: TestBody, by: string): Promise<void> {
    this.sameProject(projectName, body);
    const schedules = testSchedulesOf(body.schedules);
    const stored = await this.require(projectName, body.name);
    const kept = keepMaskedCredentials(body, stored);
    await this.deps.schedules.replace(body.product_name, body.name, schedules);
    if (!(await this.deps.tests.update(kept, by))) throw new NotFoundError('error.test.notFound', body.name);
  }

  async delete(projectName: string, name: string): Promise<void> {
    const id = await this.deps.tests.delete(projectName, name);
    if (id === undefined) throw new NotFoundError('error.test.notFound', name);
    await this.deps.schedules.remove(projectName, name);
    await this.deps.removeRuns({ id, projectName, name });
  }

  /** The custom workflows whose test jobs run this test. */
  async workflowsUsing(projectName: string, name: string): Promise<WorkflowUsingTest[]> {
    const usage = await this.deps.workflows.usingTests([projectName]);
    return usage.get(`${projectName}/${name}`) ?? [];
  }

  async require(projectName: string, name: string): Promise<StoredTest> {
    const test = await this.deps.tests.find(projectName, name);
    if (!test) throw new NotFoundError('error.test.notFound', name);
    return test;
  }

  private sameProject(projectName: string, body: TestBody) {
    if (projectName && projectName !== body.product_name)
      throw new BadRequestError('error.projectNameMismatch');
  }
}
