import type { JobTask } from '@slipway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { SCREEN_TEST_TIMEOUT_MS } from '../../system/screenTests';
import { TestReportLinks } from './TestReportLinks';

const job = (status: string): JobTask =>
  ({
    name: 'test',
    type: 'zadig-test',
    status,
    start_time: 1,
    end_time: 2,
    error: '',
    spec: { test_type: 'function', source: '', test_modules: [{ name: 'unit_tests', project_name: 'demo' }] },
  }) as unknown as JobTask;

const show = (status: string) =>
  renderRoutes(
    [
      {
        path: '/v1/projects/detail/:project_name/pipelines/custom/:workflow_name/:task_id',
        Component: () => <TestReportLinks job={job(status)} />,
      },
    ],
    '/v1/projects/detail/demo/pipelines/custom/ship/7',
  );

describe('TestReportLinks', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it("links a finished test job's tests to their reports", async () => {
    show('failed');
    const link = await screen.findByTestId('job-test-report-unit_tests');
    expect(link.getAttribute('href')).toBe(
      '/v1/projects/detail/demo/customPipelines/multi/testcase/ship/7/unit_tests/test',
    );
  });

  it('shows no link while the job runs', async () => {
    show('running');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('job-test-report-unit_tests')).toBeNull();
  });
});
