/** A JUnit test case as the report pages read it: explicit nulls for what did not happen. */
export interface TestCaseResult {
  tc_name: string;
  classname: string;
  /** seconds */
  time: number;
  failure: null | { message: string; type: string; text: string };
  skipped: null | { message: string };
  error: null | { message: string; type: string; text: string };
  system_out: string;
}

/** Every JUnit file of a report directory merged into one suite (zadig-reference §4). */
export interface TestSuiteResult {
  tests: number;
  failures: number;
  errors: number;
  skips: number;
  successes: number;
  /** seconds */
  time: number;
  testcase: TestCaseResult[];
}

/** The answer of a task's report: function tests fill functionTestSuite. */
export interface TestReportAnswer {
  functionTestSuite: TestSuiteResult;
  performanceTestSuite: unknown[];
  /** where the HTML report and the exported files can be fetched, '' when there are none */
  html_report_url: string;
  exported_files: string[];
}
