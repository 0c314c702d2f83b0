import type { TestCaseResult, TestSuiteResult } from '@slipway/contracts';
import { parseXmlOffThread, XmlParseError } from './xml-off-thread.js';

/** A JUnit file this server will not read; the message is what the job's log and error say. */
export class JunitReportError extends Error {}

/** Largest JUnit file read, and most cases kept per report: a report cannot fill the server's memory. */
export const MAX_JUNIT_FILE_BYTES = 16 * 1024 * 1024;
export const MAX_TEST_CASES = 20_000;
/** Longest failure text or system output kept per case. */
const MAX_CASE_TEXT = 16 * 1024;

type Node = Record<string, unknown>;

/** A report's tree is parsed off the event loop, within this time and memory. */
const PARSE_LIMITS = { timeoutMs: 60_000, maxMemoryMb: 512 };
const ARRAY_ELEMENTS = ['testsuite', 'testcase', 'failure', 'error', 'skipped'];
const PARSER_OPTIONS = {
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  alwaysCreateTextNode: true,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  htmlEntities: false,
};

export const emptySuite = (): TestSuiteResult => ({
  tests: 0,
  failures: 0,
  errors: 0,
  skips: 0,
  successes: 0,
  time: 0,
  testcase: [],
});

/** The cases of one JUnit XML document, from `<testsuites>`, `<testsuite>` (nested too) or both. */
export async function parseJunit(xml: string): Promise<TestCaseResult[]> {
  if (Buffer.byteLength(xml) > MAX_JUNIT_FILE_BYTES)
    throw new JunitReportError(`the report is larger than ${MAX_JUNIT_FILE_BYTES / 1024 / 1024} MB`);
  // entity declarations can expand without bound; JUnit reports never need them
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new JunitReportError('the report declares a DOCTYPE');
  let root: Node;
  try {
    root = (await parseXmlOffThread(xml, PARSER_OPTIONS, ARRAY_ELEMENTS, PARSE_LIMITS)) as Node;
  } catch (error) {
    if (!(error instanceof XmlParseError)) throw error;
    throw new JunitReportError(`the report cannot be read: ${firstLine(error)}`);
  }
  const top = (root.testsuites ?? root) as Node;
  if (typeof top !== 'object' || top === null || (!('testsuite' in top) && !('testcase' in top)))
    throw new JunitReportError('the report has no <testsuites>, <testsuite> or <testcase>');
  const cases: TestCaseResult[] = [];
  // suites nest; walked with a stack so a deep file cannot exhaust the call stack
  const stack: Node[] = [top];
  while (stack.length) {
    const node = stack.pop() as Node;
    for (const testcase of asNodes(node.testcase)) {
      if (cases.length >= MAX_TEST_CASES) return cases;
      cases.push(caseOf(testcase));
    }
    stack.push(...asNodes(node.testsuite).reverse());
  }
  return cases;
}

/** Every file's cases in one suite, with its totals (zadig-reference §4). */
export function mergeCases(cases: TestCaseResult[]): TestSuiteResult {
  const suite = emptySuite();
  for (const testcase of cases.slice(0, MAX_TEST_CASES)) {
    suite.testcase.push(testcase);
    suite.tests += 1;
    suite.time += testcase.time;
    if (testcase.failure) suite.failures += 1;
    else if (testcase.error) suite.errors += 1;
    else if (testcase.skipped) suite.skips += 1;
    else suite.successes += 1;
  }
  suite.time = Math.round(suite.time * 1000) / 1000;
  return suite;
}

function caseOf(node: Node): TestCaseResult {
  const failure = asNodes(node.failure)[0];
  const error = asNodes(node.error)[0];
  const skipped = asNodes(node.skipped)[0] ?? (node.skipped === undefined ? undefined : {});
  return {
    tc_name: attr(node, 'name'),
    classname: attr(node, 'classname'),
    time: seconds(attr(node, 'time')),
    failure: failure ? problem(failure) : null,
    skipped: skipped ? { message: attr(skipped, 'message') } : null,
    error: error ? problem(error) : null,
    system_out: clip(textOf(node['system-out'])),
  };
}

const problem = (node: Node) => ({
  message: clip(attr(node, 'message')),
  type: attr(node, 'type'),
  text: clip(textOf(node)),
});

function asNodes(value: unknown): Node[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => (typeof item === 'object' && item !== null ? (item as Node) : { '#text': item }));
}

function attr(node: Node, name: string): string {
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : '';
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join('\n');
  if (typeof value === 'object' && value !== null) return textOf((value as Node)['#text']);
  return '';
}

function seconds(text: string): number {
  const value = Number(text.replaceAll(',', ''));
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

const clip = (text: string) =>
  text.length > MAX_CASE_TEXT ? `${text.slice(0, MAX_CASE_TEXT)}…` : text.trim();
const firstLine = (error: unknown) => String((error as Error).message ?? error).split('\n')[0];
