import {
  type TestBodyInput,
  type TestConfig,
  type TestReportAnswer,
  type TestSuiteResult,
  type TestSummary,
  testingPaths,
} from '@slipway/contracts';
import { http } from '../../api/http';
import { linedLogSource } from '../../components/LogTerminal/linedLogSource';
import type { RunTestAnswer, TestTask } from './tests.types';

const testing = '/api/aslan/testing';

/**
 * A test job of a task: a test run alone (`workflowType` 'test', the workflow `{test}-job`) or a
 * `zadig-test` job of a custom workflow (`workflowType` '').
 */
export interface TestRun {
  projectName: string;
  workflow: string;
  taskId: number;
  testJob: string;
  testName: string;
  workflowType: 'test' | '';
}

const runPath = (route: 'taskReport' | 'exportedFiles', run: TestRun) =>
  testingPaths[route]
    .replace(':workflowName', encodeURIComponent(run.workflow))
    .replace(':taskId', String(run.taskId))
    .replace(':testJobName', encodeURIComponent(run.testJob))
    .replace(':serviceName', encodeURIComponent(run.testName));
const seg = encodeURIComponent;

/** Tests of a project (or of every project, `projectName` ''), their runs and reports. */
export const testsApi = {
  list: (projectName: string, signal?: AbortSignal) =>
    http.get<TestSummary[]>(`${testing}/test`, { query: { projectName, testType: 'function' }, signal }),
  get: (name: string, projectName: string, signal?: AbortSignal) =>
    http.get<TestConfig>(`${testing}/test/${seg(name)}`, { query: { projectName }, signal }),
  create: (test: TestBodyInput) =>
    http.post<unknown>(`${testing}/test`, test, { query: { projectName: test.product_name } }),
  update: (test: TestBodyInput) =>
    http.put<unknown>(`${testing}/test`, test, { query: { projectName: test.product_name } }),
  remove: (name: string, projectName: string) =>
    http.delete<unknown>(`${testing}/test/${seg(name)}`, { query: { projectName } }),
  run: (projectName: string, testName: string) =>
    http.post<RunTestAnswer>(
      `${testing}/testtask`,
      { product_name: projectName, test_name: testName },
      { query: { projectName } },
    ),
  restart: (projectName: string, testJob: string, taskId: number) =>
    http.post<unknown>(
      `${testing}/testtask/productName/${seg(projectName)}/id/${taskId}/pipelines/${seg(testJob)}/restart`,
      undefined,
      { query: { projectName } },
    ),
  cancel: (projectName: string, testJob: string, taskId: number) =>
    http.delete<unknown>(
      `${testing}/testtask/productName/${seg(projectName)}/id/${taskId}/pipelines/${seg(testJob)}`,
      { query: { projectName } },
    ),
  /** a run, as the portal's test task call answers it */
  task: (projectName: string, testJob: string, taskId: number, signal?: AbortSignal) =>
    http.get<TestTask>(`/api/aslan/workflow/workflowtask/id/${taskId}/pipelines/${seg(testJob)}`, {
      query: { projectName, workflowType: 'test' },
      signal,
    }),
  latestReport: (projectName: string, testName: string, signal?: AbortSignal) =>
    http.get<TestSuiteResult>(`${testing}/itreport/latest/service/${seg(testName)}`, {
      query: { projectName },
      signal,
      silent: true,
    }),
  /** the report of one run: the test job's cases */
  taskReport: (run: TestRun, signal?: AbortSignal) =>
    http.get<TestReportAnswer>(runPath('taskReport', run), {
      query: { projectName: run.projectName, testType: 'function', workflowType: run.workflowType },
      signal,
      silent: true,
    }),
};

/** One exported file of a run (a path from the report's `exported_files`). */
export function exportedFileUrl(run: TestRun, path: string): string {
  const query = new URLSearchParams({ projectName: run.projectName, workflowType: run.workflowType, path });
  return `${runPath('exportedFiles', run)}?${query}`;
}

/**
 * A test run's log (the portal's test log calls; the test names the job and the service) read by
 * line, searched on the server, and followed live from where it was read.
 */
export function testLogLines(projectName: string, testJob: string, taskId: number, testName: string) {
  const job = `${seg(testJob)}/${taskId}/${seg(testName)}`;
  const query = { workflowType: 'test', projectName };
  const live = `/api/aslan/logs/sse/workflow/test/${job}/0/${seg(testName)}?${new URLSearchParams(query)}`;
  return linedLogSource(`workflow/test/${job}/${seg(testName)}`, live, query);
}
