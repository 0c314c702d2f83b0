import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { TestCaseResult, TestConfig, TestSuiteResult } from '@slipway/contracts';
import {
  emptySuite,
  JunitReportError,
  MAX_JUNIT_FILE_BYTES,
  mergeCases,
  parseJunit,
} from '../../lib/junit/junit-report.js';
import type { ObjectStore } from '../../lib/object-store/object-store.js';
import type { JobLogWriter } from '../logs/log-store.js';
import {
  insideWorkspace,
  readWorkspaceFile,
  regularFilesBelow,
  WorkspaceFileError,
} from './workspace-files.js';

/** At most this many JUnit files are read from a report folder. */
const MAX_JUNIT_FILES = 200;
const MAX_HTML_REPORT_BYTES = 32 * 1024 * 1024;
const MAX_EXPORTED_FILE_BYTES = 64 * 1024 * 1024;
const MAX_EXPORTED_FILES = 200;

/** Where the files of a workflow's (or a test's) runs live in the object store. */
export const testRunsPrefix = (workflow: string) => `tests/${workflow}/`;
/** Where one test run's files live in the object store. */
export const testRunPrefix = (run: { workflow: string; taskId: number; job: string; test: string }) =>
  `${testRunsPrefix(run.workflow)}${run.taskId}/${run.job}/${run.test}/`;

export interface TestResults {
  suite: TestSuiteResult;
  /** why the report could not be read, '' when it was */
  error: string;
  htmlReportKey: string;
  filesPrefix: string;
}

/**
 * What a test's script left in the workspace: every `*.xml` of the JUnit folder merged into one
 * suite, the HTML report file and the exported files copied to the object store under `prefix`.
 */
export async function collectTestResults(
  workspace: string,
  test: Pick<TestConfig, 'test_result_path' | 'test_report_path' | 'artifact_paths'>,
  store: ObjectStore,
  prefix: string,
  log: JobLogWriter,
): Promise<TestResults> {
  const results: TestResults = { suite: emptySuite(), error: '', htmlReportKey: '', filesPrefix: '' };
  if (test.test_result_path) {
    try {
      results.suite = await readJunitFolder(workspace, test.test_result_path, log);
    } catch (error) {
      if (!(error instanceof JunitReportError || error instanceof WorkspaceFileError)) throw error;
      results.error = `test report: ${error.message}`;
      log.write(`\u001b[31m${results.error}\u001b[0m\n`);
    }
  }
  if (test.test_report_path) {
    const file = await insideWorkspace(workspace, test.test_report_path);
    const data = file ? await readWorkspaceFile(file, MAX_HTML_REPORT_BYTES).catch(warn(log)) : undefined;
    if (data) {
      results.htmlReportKey = `${prefix}html/${path.basename(test.test_report_path)}`;
      await store.putBuffer(results.htmlReportKey, data);
      log.write(`HTML report ${test.test_report_path} kept\n`);
    } else log.write(`HTML report ${test.test_report_path} not found\n`);
  }
  const exported = await exportFiles(workspace, test.artifact_paths, store, `${prefix}files/`, log);
  if (exported) results.filesPrefix = `${prefix}files/`;
  return results;
}

async function readJunitFolder(
  workspace: string,
  folder: string,
  log: JobLogWriter,
): Promise<TestSuiteResult> {
  const real = await insideWorkspace(workspace, folder);
  if (!real || !(await stat(real)).isDirectory())
    throw new JunitReportError(`the folder ${folder} does not exist in the workspace`);
  const files = (await regularFilesBelow(real, MAX_JUNIT_FILES * 10))
    .filter((name) => !name.includes('/') && name.endsWith('.xml'))
    .slice(0, MAX_JUNIT_FILES);
  if (files.length === 0) throw new JunitReportError(`no *.xml file in ${folder}`);
  const cases: TestCaseResult[] = [];
  for (const name of files) {
    const xml = (await readWorkspaceFile(path.join(real, name), MAX_JUNIT_FILE_BYTES)).toString('utf8');
    try {
      cases.push(...(await parseJunit(xml)));
    } catch (error) {
      if (error instanceof JunitReportError) throw new JunitReportError(`${name}: ${error.message}`);
      throw error;
    }
  }
  const suite = mergeCases(cases);
  log.write(
    `JUnit: ${files.length} file(s), ${suite.tests} cases, ${suite.successes} passed, ${suite.failures} failed, ` +
      `${suite.errors} errors, ${suite.skips} skipped\n`,
  );
  return suite;
}

/** Each exported path is a file, or a folder whose files are kept; returns how many were kept. */
async function exportFiles(
  workspace: string,
  paths: string[],
  store: ObjectStore,
  prefix: string,
  log: JobLogWriter,
): Promise<number> {
  let kept = 0;
  for (const wanted of paths.map((p) => p.trim()).filter(Boolean)) {
    const real = await insideWorkspace(workspace, wanted);
    if (!real) {
      log.write(`exported file ${wanted} not found\n`);
      continue;
    }
    const base = path.posix.normalize(wanted).replace(/^(\.\/)+|\/+$/g, '');
    const isFolder = (await stat(real)).isDirectory();
    const files = isFolder ? await regularFilesBelow(real, MAX_EXPORTED_FILES) : [''];
    for (const file of files) {
      if (kept >= MAX_EXPORTED_FILES) return kept;
      const data = await readWorkspaceFile(
        file ? path.join(real, file) : real,
        MAX_EXPORTED_FILE_BYTES,
      ).catch(warn(log));
      if (!data) continue;
      const key = [base === '.' ? '' : base, file].filter(Boolean).join('/');
      await store.putBuffer(`${prefix}${key || path.basename(real)}`, data);
      kept += 1;
    }
    log.write(`exported ${wanted}\n`);
  }
  return kept;
}

const warn = (log: JobLogWriter) => (error: unknown) => {
  if (!(error instanceof WorkspaceFileError)) throw error;
  log.write(`${error.message}\n`);
  return undefined;
};
