import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JunitReportError, MAX_JUNIT_FILE_BYTES, mergeCases, parseJunit } from './junit-report.js';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/junit', name), 'utf8');

describe('JUnit reports', () => {
  it("reads Node's test-runner report: top-level cases, nested suites, the failure's message and text", async () => {
    const cases = await parseJunit(fixture('node-test-runner.xml'));
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

  it('reads a surefire suite: errors, entities, system output, odd times', async () => {
    const cases = await parseJunit(fixture('surefire.xml'));
    expect(cases).toHaveLength(4);
    expect(cases[0]).toMatchObject({ system_out: 'computed 2 & done', failure: null, error: null });
    expect(cases[1]?.error).toMatchObject({ message: '/ by zero', type: 'java.lang.ArithmeticException' });
    expect(cases[2]?.failure?.message).toBe('expected:<6> but was:<5>');
    expect(cases[3]).toMatchObject({ skipped: { message: '' }, time: 0 });
  });

  it('merges the cases of several files into one suite with its totals', async () => {
    const suite = mergeCases([
      ...(await parseJunit(fixture('node-test-runner.xml'))),
      ...(await parseJunit(fixture('surefire.xml'))),
    ]);
    expect(suite).toMatchObject({ tests: 8, failures: 2, errors: 1, skips: 2, successes: 3 });
    expect(suite.time).toBeCloseTo(1.75 + 0.001392 + 0.005071 + 0.000276 + 0.000131, 3);
  });

  it('refuses what is not a report with a clear error instead of throwing anything else', async () => {
    await expect(parseJunit('<testsuite><testcase name="a">')).rejects.toThrow(JunitReportError);
    await expect(parseJunit('not xml at all')).rejects.toThrow(JunitReportError);
    await expect(parseJunit('<html><body/></html>')).rejects.toThrow(/no <testsuites>/);
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><testsuite>&b;</testsuite>';
    await expect(parseJunit(bomb)).rejects.toThrow(/DOCTYPE/);
    await expect(parseJunit(`<testsuite>${' '.repeat(MAX_JUNIT_FILE_BYTES)}</testsuite>`)).rejects.toThrow(
      /larger than/,
    );
  });

  it('reads nested suites, and answers an absurdly deep file with a clear error', async () => {
    const nested = (depth: number) =>
      `${'<testsuite>'.repeat(depth)}<testcase name="deep"/>${'</testsuite>'.repeat(depth)}`;
    expect((await parseJunit(nested(40))).map((c) => c.tc_name)).toEqual(['deep']);
    await expect(parseJunit(nested(100_000))).rejects.toThrow(JunitReportError);
  });

  it('parses off the event loop: the server keeps turning while a large report is read', async () => {
    const cases = Array.from({ length: 20_000 }, (_, i) => `<testcase name="case ${i}" time="0.01"/>`).join(
      '',
    );
    let turns = 0;
    let turning = true;
    const turn = () => {
      turns += 1;
      if (turning) setImmediate(turn);
    };
    setImmediate(turn);
    const parsed = await parseJunit(`<testsuites><testsuite>${cases}</testsuite></testsuites>`);
    turning = false;
    expect(parsed).toHaveLength(20_000);
    // a parse on this thread would have let no turn happen before it was done
    expect(turns).toBeGreaterThan(1);
  });
});
