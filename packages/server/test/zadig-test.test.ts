import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestReportAnswer, TestSuiteResult, TestSummary } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGitDaemonCodehost } from './codehost-fixture.js';
import { type GitServer, startGitServer } from './git-daemon.js';
import { createProject } from './projects.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';
import { getTask, insertWorkflow, jobLog, jobOf, runWorkflow, waitForTask } from './workflow-fixture.js';

/**
 * Tests run for real: a small Node project (package.json whose test script is `node --test` with the
 * JUnit reporter; one passing and one failing case) served by a git daemon on loopback, checked out
 * and tested in the job sandbox, its JUnit report parsed into cases — alone, and as a `zadig-test`
 * job of a custom workflow.
 */
const P = 'calc';
let t: TestApp;
let git: GitServer;
let codehostId: number;

const nodeProject = path.join(import.meta.dirname, 'fixtures/node-project');
const projectFiles = Object.fromEntries(
  readdirSync(nodeProject).map((name) => [name, readFileSync(path.join(nodeProject, name), 'utf8')]),
);

beforeAll(async () => {
  t = await createTestApp();
  git = await startGitServer({ 'team/calculator': projectFiles });
  await createProject(t, { product_name: P });
  codehostId = await addGitDaemonCodehost(t, git);
});
afterAll(async () => {
  await git.stop();
  await t.close();
});

const SCRIPT = [
  '#!/bin/bash',
  'set -e',
  'cd calculator',
  'echo "testing $TESTING_PROJECT/$TESTING_NAME with GREETING=$GREETING"',
  // the HTML report carries a script: it is served so that the script cannot run against the app
  'mkdir -p reports && echo "<html><body><h1>calc</h1><script>alert(1)</script></body></html>" > reports/index.html',
  // a link the job plants must not make the server read a file outside the workspace
  'ln -s /etc/hostname reports/planted.xml',
  'npm test --silent',
].join('\n');

/** Saves a test of the project as the test form does. */
async function saveTest(payload: Record<string, unknown>) {
  const res = await t.request({
    method: 'POST',
    url: `/api/aslan/testing/test?projectName=${P}`,
    token: t.admin.token,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function createTest(name: string) {
  await saveTest({
    name,
    product_name: P,
    desc: 'unit tests of the calculator',
    test_type: 'function',
    repos: [
      {
        codehost_id: codehostId,
        repo_owner: 'team',
        repo_name: 'calculator',
        branch: 'main',
        source: 'other',
      },
    ],
    timeout: 10,
    pre_test: {
      build_os: 'focal',
      res_req: 'low',
      envs: [
        { key: 'GREETING', value: 'hello', type: 'string', is_credential: false },
        { key: 'API_TOKEN', value: 'tok-secret-42', type: 'string', is_credential: true },
      ],
    },
    scripts: `${SCRIPT}\necho "token is $API_TOKEN"`,
    test_result_path: 'calculator/reports',
    test_report_path: 'calculator/reports/index.html',
    artifact_paths: ['calculator/reports/junit.xml'],
  });
}

async function waitForTestTask(testName: string, taskId: number) {
  const url = `/api/aslan/workflow/workflowtask/id/${taskId}/pipelines/${testName}-job?projectName=${P}&workflowType=test`;
  for (let i = 0; i < 1200; i++) {
    const res = await t.request({ method: 'GET', url, token: t.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    const task = res.json();
    if (['passed', 'failed', 'timeout', 'cancelled'].includes(task.status)) return task;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('test task did not finish');
}

function expectCalculatorSuite(suite: TestSuiteResult) {
  expect(suite).toMatchObject({ tests: 2, failures: 1, errors: 0, skips: 0, successes: 1 });
  const passing = suite.testcase.find((c) => c.tc_name === 'adds two numbers');
  const failing = suite.testcase.find((c) => c.tc_name === 'subtracts two numbers');
  expect(passing).toMatchObject({ failure: null, skipped: null, error: null });
  expect(failing?.failure?.message).toContain('five minus three is two');
  expect(failing?.failure?.text).toContain('AssertionError');
}

describe('a test run alone', () => {
  it('checks the project out, runs its tests in the sandbox and reports the failing case', async () => {
    await createTest('calc_unit');
    const run = await t.request({
      method: 'POST',
      url: `/api/aslan/testing/testtask?projectName=${P}`,
      token: t.admin.token,
      payload: { product_name: P, test_name: 'calc_unit' },
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toEqual({ pipeline_name: 'calc_unit-job', task_id: 1 });

    const task = await waitForTestTask('calc_unit', 1);
    expect(task.status).toBe('failed');
    const sub = task.stages[0].sub_tasks.calc_unit;
    expect(sub).toMatchObject({ status: 'failed', report_ready: true, test_name: 'calc_unit' });

    const log = await t.request({
      method: 'GET',
      url: `/api/aslan/logs/log/workflow/calc_unit-job/tasks/1/tests/calc_unit/service/calc_unit?projectName=${P}`,
      token: t.admin.token,
    });
    expect(log.body).toContain(`testing ${P}/calc_unit with GREETING=hello`);
    expect(log.body).toContain('JUnit: 1 file(s), 2 cases, 1 passed, 1 failed');
    expect(log.body).not.toContain('tok-secret-42');

    const report = await t.request({
      method: 'GET',
      url: `/api/aslan/testing/itreport/workflow/calc_unit-job/id/1/names/calc_unit-job/service/calc_unit?projectName=${P}&testType=function&workflowType=test`,
      token: t.admin.token,
    });
    expect(report.statusCode, report.body).toBe(200);
    const answer: TestReportAnswer = report.json();
    expectCalculatorSuite(answer.functionTestSuite);
    expect(answer.exported_files).toEqual(['calculator/reports/junit.xml']);

    const html = await t.request({ method: 'GET', url: answer.html_report_url, token: t.admin.token });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(html.body).toContain('<h1>calc</h1>');

    const file = await t.request({
      method: 'GET',
      url: `/api/aslan/testing/files/workflow/calc_unit-job/id/1/names/calc_unit-job/service/calc_unit?projectName=${P}&workflowType=test&path=calculator/reports/junit.xml`,
      token: t.admin.token,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('junit.xml');
    expect(file.body).toContain('<testsuites>');

    const latest = await t.request({
      method: 'GET',
      url: `/api/aslan/testing/itreport/latest/service/calc_unit?projectName=${P}`,
      token: t.admin.token,
    });
    expectCalculatorSuite(latest.json());

    const list = await t.request({
      method: 'GET',
      url: `/api/aslan/testing/test?projectName=${P}&testType=function`,
      token: t.admin.token,
    });
    const row = (list.json() as TestSummary[]).find((r) => r.name === 'calc_unit');
    expect(row).toMatchObject({ test_case_num: 2, execute_num: 1, pass_rate: 0 });
    expect(row?.avg_duration).toBeGreaterThan(0);
  });
});

describe('a zadig-test job in a custom workflow', () => {
  it('runs the test with the values of the run and keeps its report under the job', async () => {
    await createTest('calc_wf');
    await insertWorkflow(t, {
      name: 'calc-ci',
      project: P,
      stages: [
        {
          name: 'test',
          jobs: [
            {
              name: 'unit',
              type: 'zadig-test',
              spec: {
                test_type: 'function',
                test_modules: [
                  {
                    name: 'calc_wf',
                    project_name: P,
                    key_vals: [
                      { key: 'GREETING', value: 'from the workflow', type: 'string', is_credential: false },
                    ],
                    repos: [],
                  },
                ],
              },
            },
          ],
        },
      ],
    } as never);
    const taskId = await runWorkflow(t, 'calc-ci');
    const task = await waitForTask(t, 'calc-ci', taskId, undefined, 120_000);
    expect(task.status).toBe('failed');
    expect(jobOf(task, 'unit')?.error).toContain('calc_wf');
    expect(await jobLog(t, 'calc-ci', taskId, 'unit')).toContain('with GREETING=from the workflow');

    const report = await t.request({
      method: 'GET',
      url: `/api/aslan/testing/itreport/workflow/calc-ci/id/${taskId}/names/unit/service/calc_wf?projectName=${P}&testType=undefined&workflowType=`,
      token: t.admin.token,
    });
    expect(report.statusCode, report.body).toBe(200);
    expectCalculatorSuite(report.json().functionTestSuite);

    const bound = await t.request({
      method: 'GET',
      url: `/api/v1/picket/workflows/testName/calc_wf?projectName=${P}`,
      token: t.admin.token,
    });
    expect(bound.json()).toMatchObject([{ name: 'calc-ci', product_tmpl_name: P }]);
    expect((await getTask(t, 'calc-ci', taskId)).status).toBe('failed');
  });
});

describe('reports the server will not read', () => {
  it('fails the job with a clear error for a malformed and for an oversized JUnit file', async () => {
    const cases = [
      {
        name: 'broken_xml',
        write: `echo '<testsuite><testcase name="a">' > reports/bad.xml`,
        error: 'not well-formed',
      },
      {
        name: 'huge_xml',
        write: `head -c 17000000 /dev/zero | tr '\\0' ' ' > reports/huge.xml`,
        error: 'larger than 16 MB',
      },
    ];
    for (const { name, write, error } of cases) {
      await saveTest({
        name,
        product_name: P,
        pre_test: {},
        scripts: `mkdir -p reports\n${write}`,
        test_result_path: 'reports',
      });
      const run = await t.request({
        method: 'POST',
        url: `/api/aslan/testing/testtask?projectName=${P}`,
        token: t.admin.token,
        payload: { product_name: P, test_name: name },
      });
      const task = await waitForTestTask(name, run.json().task_id);
      expect(task.status).toBe('failed');
      expect(task.stages[0].sub_tasks[name].error).toContain(error);
    }
  });
});
