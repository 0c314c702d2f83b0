import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects.fixture.js';
import { readSseJson } from '../sse-client.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { insertWorkflow, runWorkflow, waitForTask } from '../workflow-fixture.js';
import { expectShape, portalCaller, type Shape } from './portal-contract.js';

/**
 * The portal's test calls (项目 › 测试, the test center, test task and report pages, the workflow
 * editor's test stage): each sent as the portal sends it, each answer read as the portal reads it.
 */
const P = 'quality';
let t: TestApp;
let base = '';
let member = '';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await createProject(t, { product_name: P });
  member = (await t.createUser('test-outsider')).token;
});
afterAll(() => t.close());

const call = portalCaller(() => t);

/** A JUnit report written by the script itself: one passing, one failing, one skipped case. */
const JUNIT = `<testsuites><testsuite name="api">
<testcase name="lists users" classname="api" time="0.25"><system-out>200 OK</system-out></testcase>
<testcase name="creates a user" classname="api" time="1.5"><failure message="expected 201, got 500" type="AssertionError">at api.test.js:12</failure></testcase>
<testcase name="deletes a user" classname="api" time="0"><skipped/></testcase>
</testsuite></testsuites>`;

/** What the test form posts for a new test (defaults of the portal's form, fields of spec §3). */
const testBody = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  product_name: P,
  desc: 'API tests',
  test_type: 'function',
  repos: [],
  timeout: 60,
  cache_enable: true,
  cache_dir_type: 'workspace',
  cache_user_dir: '',
  advanced_setting_modified: false,
  hook_ctl: { enabled: false, items: [] },
  schedules: { enabled: false, items: [] },
  notify_ctls: [],
  pre_test: {
    enable_proxy: false,
    build_os: 'focal',
    image_from: '',
    image_id: '',
    res_req: 'low',
    res_req_spec: { cpu_limit: 1000, memory_limit: 512 },
    installs: [],
    envs: [
      { key: 'BASE_URL', value: 'http://api.local', type: 'string', is_credential: false },
      { key: 'API_KEY', value: 'key-77', type: 'string', is_credential: true },
    ],
    cluster_id: '',
  },
  artifact_paths: ['out/summary.txt'],
  scripts: `#!/bin/bash\nset -e\nmkdir -p reports out\ncat > reports/api.xml <<'XML'\n${JUNIT}\nXML\necho "summary for $TESTING_NAME" > out/summary.txt\necho '<html><body>report</body></html>' > reports/index.html`,
  test_result_path: 'reports',
  test_report_path: 'reports/index.html',
  post_test: { stcov: { enable: false } },
  ...overrides,
});

const summaryShape: Shape = {
  name: 'string',
  product_name: 'string',
  desc: 'string',
  update_time: 'seconds',
  test_case_num: 'integer',
  execute_num: 'integer',
  avg_duration: 'number',
  pass_rate: 'number',
  workflows: 'array',
};
const caseShape: Shape = { tc_name: 'string', time: 'number', system_out: 'string' };
const suiteShape: Shape = {
  tests: 'integer',
  failures: 'integer',
  errors: 'integer',
  skips: 'integer',
  successes: 'integer',
  time: 'number',
  testcase: [caseShape],
};

async function runTest(name: string) {
  const run = await call('POST', `/api/aslan/testing/testtask?projectName=${P}`, {
    product_name: P,
    test_name: name,
  });
  expectShape(run.json(), { pipeline_name: 'string', task_id: 'integer' });
  expect(run.json().pipeline_name).toBe(`${name}-job`);
  return run.json().task_id as number;
}

async function finished(name: string, taskId: number) {
  const url = `/api/aslan/workflow/workflowtask/id/${taskId}/pipelines/${name}-job?projectName=${P}&workflowType=test`;
  for (let i = 0; i < 600; i++) {
    const task = (await call('GET', url)).json();
    if (['passed', 'failed', 'timeout', 'cancelled'].includes(task.status)) return task;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the test task did not end');
}

describe('test configurations', () => {
  it('creates, reads, edits and deletes a test with the fields of the form; credentials leave masked', async () => {
    await call('POST', `/api/aslan/testing/test?projectName=${P}`, testBody('api_tests'));
    const detail = (await call('GET', `/api/aslan/testing/test/api_tests?projectName=${P}`)).json();
    expectShape(detail, {
      name: 'string',
      product_name: 'string',
      desc: 'string',
      test_type: 'string',
      repos: 'array',
      timeout: 'integer',
      pre_test: { envs: [{ key: 'string', value: 'string', is_credential: 'boolean' }], installs: 'array' },
      artifact_paths: 'array',
      scripts: 'string',
      test_result_path: 'string',
      test_report_path: 'string',
      hook_ctl: 'object',
      schedules: 'object',
      notify_ctls: 'array',
    });
    expect(detail.pre_test.envs[1].value).toBe('********');
    expect(JSON.stringify(detail)).not.toContain('key-77');

    // the edit form sends the masked value back: the stored one stays
    await call('PUT', `/api/aslan/testing/test?projectName=${P}`, { ...detail, desc: 'edited' });
    const list = (await call('GET', `/api/aslan/testing/test?projectName=${P}&testType=function`)).json();
    expect(list).toHaveLength(1);
    expectShape(list, { 0: summaryShape } as never);
    expect(list[0]).toMatchObject({ desc: 'edited', test_case_num: 0, execute_num: 0, workflows: [] });

    const details = (await call('GET', `/api/aslan/testing/testdetail?projectName=${P}`)).json();
    expectShape(details, {
      0: { name: 'string', product_name: 'string', envs: [{ key: 'string', value: 'string' }] },
    } as never);

    await call('DELETE', `/api/aslan/testing/test/api_tests?projectName=${P}`);
    expect((await call('GET', `/api/aslan/testing/test?projectName=${P}&testType=function`)).json()).toEqual(
      [],
    );
  });

  it('answers bad input with 400 and a clear message, and changes nothing', async () => {
    const bad = await call(
      'POST',
      `/api/aslan/testing/test?projectName=${P}`,
      testBody('has space'),
      undefined,
      400,
    );
    expect(bad.json().message).toContain('测试名称只支持字母、数字、中划线和下划线');
    const outside = await call(
      'POST',
      `/api/aslan/testing/test?projectName=${P}`,
      testBody('outside', { test_result_path: '../../etc' }),
      undefined,
      400,
    );
    expect(outside.json().message).toContain('工作目录内的相对路径');
    await call('POST', `/api/aslan/testing/test?projectName=${P}`, testBody('dup_name'));
    const dup = await call(
      'POST',
      `/api/aslan/testing/test?projectName=${P}`,
      testBody('dup_name'),
      undefined,
      409,
    );
    expect(dup.json().message).toContain('同名测试已存在');
    // the body names another project than the query
    const mismatch = await call(
      'POST',
      `/api/aslan/testing/test?projectName=other`,
      testBody('mismatch'),
      undefined,
      400,
    );
    expect(mismatch.json().message).toBe('项目名称不匹配');
    await call('GET', `/api/aslan/testing/test/nope?projectName=${P}`, undefined, undefined, 404);
    await call('DELETE', `/api/aslan/testing/test/dup_name?projectName=${P}`);
  });

  it('lists the tests a user may see when no project is named (the test center)', async () => {
    await call('POST', `/api/aslan/testing/test?projectName=${P}`, testBody('center_test'));
    const all = (await call('GET', '/api/aslan/testing/test?projectName=&testType=function')).json();
    expect(all.map((r: { name: string }) => r.name)).toContain('center_test');
    const outsider = (
      await call('GET', '/api/aslan/testing/test?projectName=&testType=', undefined, member, 200)
    ).json();
    expect(outsider).toEqual([]);
    await call('GET', `/api/aslan/testing/test?projectName=${P}&testType=function`, undefined, member, 403);
    await call('DELETE', `/api/aslan/testing/test/center_test?projectName=${P}`);
  });
});

describe('test runs and reports', () => {
  it('runs a test, shows the task and its log, and reports every case with explicit nulls', async () => {
    await call('POST', `/api/aslan/testing/test?projectName=${P}`, testBody('api_run'));
    const taskId = await runTest('api_run');
    const task = await finished('api_run', taskId);
    expectShape(task, {
      task_id: 'integer',
      pipeline_name: 'string',
      product_name: 'string',
      status: 'string',
      task_creator: 'string',
      task_revoker: 'string',
      create_time: 'seconds',
      start_time: 'seconds',
      end_time: 'seconds',
      'test_args.test_name': 'string',
      releases: 'array',
      stages: [{ type: 'string', status: 'string', sub_tasks: 'object' }],
    });
    expect(task.status).toBe('failed');
    expectShape(task.stages[0].sub_tasks.api_run, {
      test_name: 'string',
      status: 'string',
      start_time: 'seconds',
      end_time: 'seconds',
      error: 'string',
      report_ready: 'boolean',
      'job_ctx.test_type': 'string',
      'job_ctx.builds': 'array',
    });

    const report = (
      await call(
        'GET',
        `/api/aslan/testing/itreport/workflow/api_run-job/id/${taskId}/names/api_run-job/service/api_run?projectName=${P}&testType=undefined&workflowType=test`,
      )
    ).json();
    expectShape(report, {
      functionTestSuite: suiteShape,
      performanceTestSuite: 'array',
      exported_files: 'array',
    });
    const suite = report.functionTestSuite;
    expect(suite).toMatchObject({ tests: 3, failures: 1, errors: 0, skips: 1, successes: 1, time: 1.75 });
    const [passed, failed, skipped] = suite.testcase;
    // the portal tells a passing case by `failure === null` and `skipped === null`: both must be there
    expect(passed).toMatchObject({
      tc_name: 'lists users',
      failure: null,
      skipped: null,
      error: null,
      system_out: '200 OK',
    });
    expect(failed.failure).toEqual({
      message: 'expected 201, got 500',
      type: 'AssertionError',
      text: 'at api.test.js:12',
    });
    expect(skipped.skipped).toEqual({ message: '' });
    expect(report.exported_files).toEqual(['out/summary.txt']);

    const latest = (
      await call('GET', `/api/aslan/testing/itreport/latest/service/api_run?projectName=${P}`)
    ).json();
    expectShape(latest, suiteShape);
    expect(latest.tests).toBe(3);

    const log = await call(
      'GET',
      `/api/aslan/logs/log/workflow/api_run-job/tasks/${taskId}/tests/api_run/service/api_run?projectName=${P}&workflowType=test`,
    );
    expect(log.body).toContain('1 of 3 test cases failed');
    expect(log.body).not.toContain('key-77');
    // the log by line, and a search over it, number the same lines (the terminal reads it so)
    const at = `api_run-job/${taskId}/api_run/api_run?projectName=${P}&workflowType=test`;
    const lined = (await call('GET', `/api/aslan/logs/lines/workflow/test/${at}&from=1&count=5000`)).json();
    expect(lined).toMatchObject({ from: 1, running: false });
    expect(lined.lines).toHaveLength(lined.total);
    expect(lined.lines.join('\n')).not.toContain('key-77');
    const found = (
      await call('GET', `/api/aslan/logs/search/workflow/test/${at}&key=TEST%20CASES%20FAILED`)
    ).json();
    expect(found.matches).toHaveLength(1);
    // a match's text is the line without its colour escapes
    expect(found.matches[0].text).toBe('api_run: 1 of 3 test cases failed');
    expect(lined.lines[found.matches[0].line - 1]).toContain('1 of 3 test cases failed');

    const file = await call(
      'GET',
      `/api/aslan/testing/files/workflow/api_run-job/id/${taskId}/names/api_run-job/service/api_run?projectName=${P}&workflowType=test&path=out/summary.txt`,
    );
    expect(file.body).toBe('summary for api_run\n');
    await call(
      'GET',
      `/api/aslan/testing/files/workflow/api_run-job/id/${taskId}/names/api_run-job/service/api_run?projectName=${P}&workflowType=test&path=../../master.key`,
      undefined,
      undefined,
      404,
    );

    const list = (await call('GET', `/api/aslan/testing/test?projectName=${P}&testType=function`)).json();
    expect(list.find((r: { name: string }) => r.name === 'api_run')).toMatchObject({
      test_case_num: 3,
      execute_num: 1,
      pass_rate: 0,
    });

    // the test page's run list: total in the body, each run with its report's totals
    const runs = (
      await call(
        'GET',
        `/api/aslan/workflow/workflowtask/max/50/start/0/pipelines/api_run-job?projectName=${P}&workflowType=test&queryType=&filters=`,
      )
    ).json();
    expectShape(runs, {
      total: 'integer',
      data: [
        {
          task_id: 'integer',
          status: 'string',
          start_time: 'seconds',
          end_time: 'seconds',
          create_time: 'seconds',
          task_creator: 'string',
          product_name: 'string',
          pipeline_name: 'string',
          'test_reports.api_run.functionTestSuite': {
            tests: 'integer',
            successes: 'integer',
            failures: 'integer',
            errors: 'integer',
            time: 'number',
          },
        },
      ],
    });
    expect(runs.total).toBe(1);

    // a deleted test's runs go with it: a new test of the same name starts afresh
    await call('DELETE', `/api/aslan/testing/test/api_run?projectName=${P}`);
    await call('POST', `/api/aslan/testing/test?projectName=${P}`, testBody('api_run'));
    const fresh = (await call('GET', `/api/aslan/testing/test?projectName=${P}&testType=function`)).json();
    expect(fresh.find((r: { name: string }) => r.name === 'api_run')).toMatchObject({ execute_num: 0 });
    expect(
      (await call('GET', `/api/aslan/testing/itreport/latest/service/api_run?projectName=${P}`)).json(),
    ).toMatchObject({
      tests: 0,
      testcase: [],
    });
    await call(
      'GET',
      `/api/aslan/testing/itreport/workflow/api_run-job/id/${taskId}/names/api_run-job/service/api_run?projectName=${P}&workflowType=test`,
      undefined,
      undefined,
      404,
    );
  });

  it('streams the task and its log over SSE, and restarts and cancels runs', async () => {
    await call(
      'POST',
      `/api/aslan/testing/test?projectName=${P}`,
      testBody('slow_run', { scripts: 'echo started; sleep 30', test_result_path: '', test_report_path: '' }),
    );
    const taskId = await runTest('slow_run');
    const running = await readSseJson<
      Array<{ type: string; pipeline_name: string; test_args: { test_name: string } }>
    >(`${base}/api/aslan/workflow/sse/tasks/running`, t.admin.token, (list) =>
      list.some((task) => task.pipeline_name === 'slow_run-job'),
    );
    const listed = running.data.find((task) => task.pipeline_name === 'slow_run-job');
    expectShape(listed, {
      type: 'string',
      task_id: 'integer',
      status: 'string',
      product_name: 'string',
      pipeline_name: 'string',
      task_creator: 'string',
      create_time: 'seconds',
      'test_args.test_name': 'string',
      stages: [{ type: 'string' }],
    });
    expect(listed?.type).toBe('test');
    const custom = await readSseJson<unknown[]>(
      `${base}/api/aslan/workflow/sse/workflowTasks/running`,
      t.admin.token,
    );
    expect(JSON.stringify(custom.data)).not.toContain('slow_run');

    const detail = await readSseJson<{ status: string; task_id: number }>(
      `${base}/api/aslan/workflow/sse/workflows/id/${taskId}/pipelines/slow_run-job?projectName=${P}&workflowType=test`,
      t.admin.token,
      (task) => task.status === 'running',
    );
    expect(detail.data.task_id).toBe(taskId);
    // the portal asks its test log stream for 999999 lines: the whole log
    const follow = new AbortController();
    const log = await fetch(
      `${base}/api/aslan/logs/sse/workflow/test/slow_run-job/${taskId}/slow_run/999999/slow_run?workflowType=test&projectName=${P}`,
      { headers: { authorization: `Bearer ${t.admin.token}` }, signal: follow.signal },
    );
    expect(log.status).toBe(200);
    expect(log.headers.get('content-type')).toContain('text/event-stream');
    follow.abort();

    const cancel = `/api/aslan/testing/testtask/productName/${P}/id/${taskId}/pipelines/slow_run-job?projectName=${P}`;
    await call('DELETE', cancel);
    expect((await finished('slow_run', taskId)).status).toBe('cancelled');

    await call(
      'POST',
      `/api/aslan/testing/test?projectName=${P}`,
      testBody('flaky_run', { scripts: 'exit 3' }),
    );
    const failedId = await runTest('flaky_run');
    expect((await finished('flaky_run', failedId)).status).toBe('failed');
    await call(
      'POST',
      `/api/aslan/testing/testtask/productName/${P}/id/${failedId}/pipelines/flaky_run-job/restart?projectName=${P}`,
    );
    expect((await finished('flaky_run', failedId)).status).toBe('failed');
    await call(
      'POST',
      `/api/aslan/testing/testtask/productName/${P}/id/999/pipelines/flaky_run-job/restart?projectName=${P}`,
      undefined,
      undefined,
      404,
    );
  });
});

describe('tests in workflows', () => {
  it('names the workflows whose test jobs run a test, and serves their jobs reports', async () => {
    await call('POST', `/api/aslan/testing/test?projectName=${P}`, testBody('wf_test'));
    await insertWorkflow(t, {
      name: 'nightly',
      project: P,
      stages: [
        {
          name: 'test',
          jobs: [
            {
              name: 'api',
              type: 'zadig-test',
              spec: { test_type: 'function', test_modules: [{ name: 'wf_test', project_name: P }] },
            },
          ],
        },
      ],
    } as never);
    const bound = (await call('GET', `/api/v1/picket/workflows/testName/wf_test?projectName=${P}`)).json();
    expectShape(bound, {
      0: { name: 'string', product_tmpl_name: 'string', 'test_stage.enabled': 'boolean' },
    } as never);
    expect(bound[0].test_stage.test_names).toEqual(['wf_test']);
    const list = (await call('GET', `/api/aslan/testing/test?projectName=${P}&testType=function`)).json();
    expect(list.find((r: { name: string }) => r.name === 'wf_test').workflows[0].name).toBe('nightly');

    const taskId = await runWorkflow(t, 'nightly');
    await waitForTask(t, 'nightly', taskId);
    const report = (
      await call(
        'GET',
        `/api/aslan/testing/itreport/workflow/nightly/id/${taskId}/names/api/service/wf_test?projectName=${P}&testType=function&workflowType=`,
      )
    ).json();
    expectShape(report, { functionTestSuite: suiteShape });
    expect(report.functionTestSuite.failures).toBe(1);
    // another project's name does not open this project's report
    await createProject(t, { product_name: 'elsewhere' });
    await call(
      'GET',
      `/api/aslan/testing/itreport/workflow/nightly/id/${taskId}/names/api/service/wf_test?projectName=elsewhere&workflowType=`,
      undefined,
      undefined,
      404,
    );
  });
});
