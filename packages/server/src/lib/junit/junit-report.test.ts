import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JunitReportError, MAX_JUNIT_FILE_BYTES, mergeCases, parseJunit } from './junit-report.js';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/junit', name), 'utf8');

describe('JUnit reports', () => {
  it("reads Node's test-runner report: top-level cases, nested suites, the failure's message and text", () => {
    const cases = parseJunit(fixture('node-test-runner.xml'));
    expect(cases.map((c) => c.tc_name)).toEqual([
      'adds numbers',
      'subtracts numbers',
      'nested ok',
      'skipped one',
    ]);
    const [passing, failing, , skipped] = cases;
    expect(passing).toMatchObject({ failure: null, skipped: null, error: null, time: 0.001392 });
    expect(failing?.failure?.message).toBe('three minus one is two2 !== 1');
    expect(failing?.failure?.type).toBe('testCodeFailure');
    expect(failing?.failure?.text).toContain('AssertionError [ERR_ASSERTION]: three minus one is two');
    expect(skipped?.skipped).toEqual({ message: 'true' });
  });

  it('reads a surefire suite: errors, entities, system output, odd times', () => {
    const cases = parseJunit(fixture('surefire.xml'));
    expect(cases).toHaveLength(4);
    expect(cases[0]).toMatchObject({ system_out: 'computed 2 & done', failure: null, error: null });
    expect(cases[1]?.error).toMatchObject({ message: '/ by zero', type: 'java.lang.ArithmeticException' });
    expect(cases[2]?.failure?.message).toBe('expected:<6> but was:<5>');
    expect(cases[3]).toMatchObject({ skipped: { message: '' }, time: 0 });
  });

  it('merges the cases of several files into one suite with its totals', () => {
    const suite = mergeCases([
      ...parseJunit(fixture('node-test-runner.xml')),
      ...parseJunit(fixture('surefire.xml')),
    ]);
    expect(suite).toMatchObject({ tests: 8, failures: 2, errors: 1, skips: 2, successes: 3 });
    expect(suite.time).toBeCloseTo(1.75 + 0.001392 + 0.005071 + 0.000276 + 0.000131, 3);
  });

  it('refuses what is not a report with a clear error instead of throwing anything else', () => {
    expect(() => parseJunit('<testsuite><testcase name="a">')).toThrow(JunitReportError);
    expect(() => parseJunit('not xml at all')).toThrow(JunitReportError);
    expect(() => parseJunit('<html><body/></html>')).toThrow(/no <testsuites>/);
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><testsuite>&b;</testsuite>';
    expect(() => parseJunit(bomb)).toThrow(/DOCTYPE/);
    expect(() => parseJunit(`<testsuite>${' '.repeat(MAX_JUNIT_FILE_BYTES)}</testsuite>`)).toThrow(
      /larger than/,
    );
  });

  it('reads nested suites, and answers an absurdly deep file with a clear error', () => {
    const nested = (depth: number) =>
      `${'<testsuite>'.repeat(depth)}<testcase name="deep"/>${'</testsuite>'.repeat(depth)}`;
    expect(parseJunit(nested(40)).map((c) => c.tc_name)).toEqual(['deep']);
    expect(() => parseJunit(nested(100_000))).toThrow(JunitReportError);
  });
});
