import type { TestCaseResult } from '@slipway/contracts';
import { describe, expect, it } from 'vitest';
import { caseProblem, caseStatus, suiteCounts } from './testReport';

const passed: TestCaseResult = {
  tc_name: 'adds',
  classname: 'sum',
  time: 0.01,
  failure: null,
  skipped: null,
  error: null,
  system_out: '',
};

describe('test report', () => {
  it('tells the four case statuses apart', () => {
    expect(caseStatus(passed)).toBe('success');
    const problem = { message: 'expected 3', type: 'AssertionError', text: '' };
    expect(caseStatus({ ...passed, failure: problem })).toBe('fail');
    expect(caseStatus({ ...passed, skipped: { message: '' } })).toBe('unstart');
    expect(caseStatus({ ...passed, error: { ...problem, message: 'crashed', type: 'TypeError' } })).toBe(
      'error',
    );
  });

  it("shows a failure's message and text, and nothing for a passing case", () => {
    const failure = { message: 'expected 3 to be 4', type: 'AssertionError', text: 'at sum.test.js:3' };
    expect(caseProblem({ ...passed, failure })).toBe('expected 3 to be 4\nat sum.test.js:3');
    expect(caseProblem({ ...passed, failure: { ...failure, text: '' } })).toBe('expected 3 to be 4');
    expect(caseProblem(passed)).toBe('');
  });

  it('counts successes as what is left when the report does not say', () => {
    const counts = suiteCounts({
      tests: 5,
      failures: 1,
      errors: 1,
      skips: 1,
      successes: Number.NaN,
      time: 1.25,
      testcase: [],
    });
    expect(counts).toEqual({ total: 5, success: 2, failures: 1, errors: 1, skips: 1, time: 1.25 });
    expect(
      suiteCounts({ tests: 2, failures: 0, errors: 0, skips: 0, successes: 2, time: 0, testcase: [] })
        .success,
    ).toBe(2);
  });
});
