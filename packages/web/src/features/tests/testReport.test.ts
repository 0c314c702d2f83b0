import { describe, expect, it } from 'vitest';
import { caseProblem, caseStatus, suiteCounts } from './testReport';
import type { TestCase } from './tests.types';

const passed: TestCase = { tc_name: 'adds', time: 0.01, failure: null, skipped: null, error: null };

describe('test report', () => {
  it('tells the four case statuses apart', () => {
    expect(caseStatus(passed)).toBe('success');
    expect(caseStatus({ ...passed, failure: { message: 'expected 3' } })).toBe('fail');
    expect(caseStatus({ ...passed, failure: 'boom' })).toBe('fail');
    expect(caseStatus({ ...passed, skipped: {} })).toBe('unstart');
    expect(caseStatus({ ...passed, error: { message: 'crashed', type: 'TypeError' } })).toBe('error');
  });

  it("shows a failure's message and text, and nothing for a passing case", () => {
    expect(
      caseProblem({ ...passed, failure: { message: 'expected 3 to be 4', text: 'at sum.test.js:3' } }),
    ).toBe('expected 3 to be 4\nat sum.test.js:3');
    expect(caseProblem({ ...passed, failure: 'plain text' })).toBe('plain text');
    expect(caseProblem(passed)).toBe('');
  });

  it('counts successes as what is left when the report does not say, and reads a numeric time', () => {
    const counts = suiteCounts({ tests: 5, failures: 1, errors: 1, skips: 1, time: '1.25', testcase: [] });
    expect(counts).toEqual({ total: 5, success: 2, failures: 1, errors: 1, skips: 1, time: 1.25 });
    expect(
      suiteCounts({ tests: 2, failures: 0, errors: 0, skips: 0, successes: 2, time: 0, testcase: [] })
        .success,
    ).toBe(2);
  });
});
