import type { TestCaseResult, TestSuiteResult } from '@slipway/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/queryClient';
import { SCREEN_TEST_TIMEOUT_MS } from '../../system/screenTests';
import { TestReport } from './TestReport';

const passing: TestCaseResult = {
  tc_name: '',
  classname: 'sum',
  time: 0.1,
  failure: null,
  skipped: null,
  error: null,
  system_out: '',
};
const suite: TestSuiteResult = {
  tests: 2,
  failures: 1,
  errors: 0,
  skips: 0,
  successes: 1,
  time: 0.5,
  testcase: [
    { ...passing, tc_name: 'sum adds' },
    {
      ...passing,
      tc_name: 'sum subtracts',
      time: 0.2,
      failure: { message: 'expected 1 to equal 2', type: 'AssertionError', text: 'at sum.test.js:7' },
      skipped: null,
      error: null,
    },
  ],
};

const show = (value: TestSuiteResult | undefined) =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <TestReport suite={value} />
    </AppProviders>,
  );

describe('TestReport', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the counts and a failing case with its message', async () => {
    show(suite);
    expect(within(await screen.findByTestId('report-total')).getByText('2')).toBeTruthy();
    expect(within(screen.getByTestId('report-success')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('report-failures')).getByText('1')).toBeTruthy();
    const failing = screen.getByTestId('test-case-sum subtracts');
    expect(within(failing).getByTestId('test-case-status').dataset.status).toBe('fail');
    expect(within(failing).getByTestId('test-case-problem').textContent).toBe(
      'expected 1 to equal 2\nat sum.test.js:7',
    );
    const passing = screen.getByTestId('test-case-sum adds');
    expect(within(passing).getByText('Success')).toBeTruthy();
    expect(within(passing).queryByTestId('test-case-problem')).toBeNull();
  });

  it('says so when there is no report', async () => {
    show(undefined);
    expect(await screen.findByText('No report yet')).toBeTruthy();
  });
});
