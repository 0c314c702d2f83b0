import type { TestCaseResult, TestSuiteResult } from '@slipway/contracts';

/** The statuses of a test case (spec §6). */
export type CaseStatus = 'success' | 'fail' | 'unstart' | 'error';

const present = (value: unknown) => value !== null && value !== undefined;

export function caseStatus(testCase: TestCaseResult): CaseStatus {
  if (present(testCase.error)) return 'error';
  if (present(testCase.failure)) return 'fail';
  if (present(testCase.skipped)) return 'unstart';
  return 'success';
}

/** What went wrong in a failed or erroneous case: its message and the text beneath it. */
export function caseProblem(testCase: TestCaseResult): string {
  const problem = testCase.error ?? testCase.failure;
  if (!problem) return '';
  return [problem.message, problem.text].filter(Boolean).join('\n');
}

export interface SuiteCounts {
  total: number;
  success: number;
  failures: number;
  errors: number;
  skips: number;
  /** seconds */
  time: number;
}

/** The counts shown above a report; successes, when the report does not say, are what is left. */
export function suiteCounts(suite: TestSuiteResult): SuiteCounts {
  const total = Number(suite.tests) || 0;
  const failures = Number(suite.failures) || 0;
  const errors = Number(suite.errors) || 0;
  const skips = Number(suite.skips) || 0;
  const success = Number.isFinite(suite.successes)
    ? suite.successes
    : Math.max(0, total - failures - errors - skips);
  return { total, success, failures, errors, skips, time: Number.parseFloat(String(suite.time)) || 0 };
}
