// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { TestReportAnswer } from '@slipway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../../system/screenTests';
import { sessionAnswers } from '../../system/testFixtures';
import type { TestTask } from '../tests.types';
import { TestTaskPage } from './TestTaskPage';

const task: TestTask = {
  task_id: 3,
  pipeline_name: 'unit_tests-job',
  status: 'failed',
  task_creator: 'ada',
  task_revoker: '',
  create_time: 1_717_228_800,
  start_time: 1_717_228_801,
  end_time: 1_717_228_861,
  error: '',
};
const passing = { classname: 'sum', time: 0.01, failure: null, skipped: null, error: null, system_out: '' };
const report: TestReportAnswer = {
  functionTestSuite: {
    tests: 2,
    failures: 1,
    errors: 0,
    skips: 0,
    successes: 1,
    time: 0.5,
    testcase: [
      { ...passing, tc_name: 'adds' },
      {
        ...passing,
        tc_name: 'subtracts',
        failure: { message: 'expected 1 to equal 2', type: 'AssertionError', text: '' },
      },
    ],
  },
  performanceTestSuite: [],
  html_report_url:
    '/api/aslan/testing/report/workflow/unit_tests-job/id/3/names/unit_tests-job/service/unit_tests',
  exported_files: ['coverage/lcov.info'],
};
const reportPath =
  '/api/aslan/testing/itreport/workflow/unit_tests-job/id/3/names/unit_tests-job/service/unit_tests';
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/workflow/workflowtask/id/3/pipelines/unit_tests-job': { status: 200, body: task },
  [`GET ${reportPath}`]: { status: 200, body: report },
};

setUpScreenTests();

describe('TestTaskPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows a finished run: its status, the failing case with its message, the exported files', async () => {
    const { calls } = stubFetch(answers);
    renderRoutes(
      [
        {
          path: '/v1/projects/detail/:project_name/test/detail/function/:test_name/:task_id',
          Component: TestTaskPage,
        },
      ],
      '/v1/projects/detail/demo/test/detail/function/unit_tests-job/3',
    );
    expect((await screen.findByTestId('test-task-status')).dataset.status).toBe('failed');
    const failing = await screen.findByTestId('test-case-subtracts');
    expect(within(failing).getByTestId('test-case-problem').textContent).toBe('expected 1 to equal 2');
    expect(within(screen.getByTestId('report-failures')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('test-exported-files')).getByText('coverage/lcov.info')).toBeTruthy();
    expect(screen.getByTestId('test-html-report-open')).toBeTruthy();
    // the task is read as the portal's test task, the log by line from its test log calls
    expect(calls.find((call) => call.url.includes('/workflowtask/'))!.url).toContain('workflowType=test');
    expect(calls.find((call) => call.url.includes('/itreport/'))!.url).toContain('workflowType=test');
    expect(await screen.findByText('failed to fetch test logs')).toBeTruthy();
    const logCall = calls.find((call) => call.url.includes('/logs/lines/workflow/test/'))!.url;
    expect(logCall.split('?')[0]).toBe(
      '/api/aslan/logs/lines/workflow/test/unit_tests-job/3/unit_tests/unit_tests',
    );
    expect(new URL(logCall, 'http://web.test').searchParams.get('workflowType')).toBe('test');
  });
});
