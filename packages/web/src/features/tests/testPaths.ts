import { TEST_WORKFLOW_SUFFIX } from '@slipway/contracts';

/** The test screens under a project (spec §2); a test runs as the workflow `{test}-job`. */
const base = (project: string) => `/v1/projects/detail/${encodeURIComponent(project)}/test`;

export const testJobName = (test: string) => `${test}${TEST_WORKFLOW_SUFFIX}`;
/** the test's name from its workflow's name (the portal cuts the last four characters) */
export const testNameOfJob = (job: string) =>
  job.endsWith(TEST_WORKFLOW_SUFFIX) ? job.slice(0, -TEST_WORKFLOW_SUFFIX.length) : job;

export const testPaths = {
  /** the report of a `zadig-test` job of a custom workflow's run */
  workflowCases: (project: string, workflow: string, taskId: number, test: string, job: string) =>
    `/v1/projects/detail/${encodeURIComponent(project)}/customPipelines/multi/testcase/${encodeURIComponent(workflow)}/${taskId}/${encodeURIComponent(test)}/${encodeURIComponent(job)}`,
  list: base,
  create: (project: string) => `${base(project)}/add/function`,
  edit: (project: string, test: string) => `${base(project)}/detail/function/${encodeURIComponent(test)}`,
  summary: (project: string, test: string) => `${base(project)}/function/${encodeURIComponent(test)}`,
  task: (project: string, testJob: string, taskId: number) =>
    `${base(project)}/detail/function/${encodeURIComponent(testJob)}/${taskId}`,
};
