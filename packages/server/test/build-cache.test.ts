import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorkflow, createBuild, runBuild } from './build-fixture.js';
import { createProject } from './projects.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';
import { saveTestConfig } from './test-config-fixture.js';

/**
 * Build and test caches for real: the app runs builds and tests in the job sandbox and keeps their
 * caches in its local object storage (DATA_DIR/objects/cache/...). Each runs twice; the second
 * run's script reports what the first one left.
 */
const P = 'cached';
let t: TestApp;

/** Says whether the previous run's file is there, then leaves its own (and one outside node_modules). */
const SCRIPT = [
  'if [ -f node_modules/made ]; then echo "FOUND $(cat node_modules/made)"; else echo "NOT FOUND"; fi',
  'if [ -f top.txt ]; then echo "TOP FOUND"; fi',
  'mkdir -p node_modules && echo "run-$TASK_ID" > node_modules/made && echo top > top.txt',
].join('\n');

const cacheFile = (build: string) => path.join(t.dataDir, 'objects', 'cache', 'build', P, `${build}.tar.gz`);

async function twoRuns(name: string, scripts: string, cache: Record<string, unknown>) {
  await createBuild(t, { project: P, name, module: name, codehostId: 0, scripts, cache });
  await buildWorkflow(t, { project: P, name: `wf-${name}`, build: name, module: name });
  const first = await runBuild(t, `wf-${name}`, name);
  const second = await runBuild(t, `wf-${name}`, name);
  return { first, second };
}

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, { product_name: P });
});
afterAll(() => t?.close());

describe('build cache', () => {
  it('keeps the whole workspace of a passed build for its next run', async () => {
    const { first, second } = await twoRuns('whole', SCRIPT, { cache_enable: true });
    expect(first.task.status, first.log).toBe('passed');
    expect(first.log).toContain('no cache yet');
    expect(first.log).toContain('NOT FOUND');
    expect(first.log).toMatch(/cache saved \(\d+\.\d MB\)/);
    expect(second.task.status, second.log).toBe('passed');
    expect(second.log).toMatch(/cache restored \(\d+\.\d MB\)/);
    expect(second.log).toContain('FOUND run-1');
    expect(second.log).toContain('TOP FOUND');
    expect(existsSync(cacheFile('whole'))).toBe(true);
  });

  it('keeps only the user-defined folder, given with $WORKSPACE', async () => {
    const { second } = await twoRuns('userdir', SCRIPT, {
      cache_enable: true,
      cache_dir_type: 'user_defined',
      cache_user_dir: '$WORKSPACE/node_modules',
    });
    expect(second.task.status, second.log).toBe('passed');
    expect(second.log).toContain('FOUND run-1');
    expect(second.log).not.toContain('TOP FOUND');
  });

  it('keeps nothing when the cache is off', async () => {
    const { second } = await twoRuns('nocache', SCRIPT, { cache_enable: false });
    expect(second.task.status, second.log).toBe('passed');
    expect(second.log).toContain('the build keeps no cache');
    expect(second.log).toContain('NOT FOUND');
    expect(existsSync(cacheFile('nocache'))).toBe(false);
  });

  it('saves nothing from a failed run', async () => {
    const { first, second } = await twoRuns('failing', `${SCRIPT}\nexit 3`, { cache_enable: true });
    expect(first.task.status).toBe('failed');
    expect(first.log).not.toContain('cache saved');
    expect(second.log).toContain('no cache yet');
    expect(second.log).toContain('NOT FOUND');
    expect(existsSync(cacheFile('failing'))).toBe(false);
  });

  it('does not save a folder outside the workspace, and the build still passes', async () => {
    const { first } = await twoRuns('outside', SCRIPT, {
      cache_enable: true,
      cache_dir_type: 'user_defined',
      cache_user_dir: '/etc',
    });
    expect(first.task.status, first.log).toBe('passed');
    expect(first.log).toContain('cache not saved: /etc is outside the workspace');
    expect(existsSync(cacheFile('outside'))).toBe(false);
  });
});

/** A test without repositories whose script reports the previous run's file and writes a passing case. */
async function runTestTwice(name: string) {
  const scripts = [
    SCRIPT,
    'mkdir -p reports',
    `echo '<testsuite name="s" tests="1"><testcase classname="c" name="ok"/></testsuite>' > reports/junit.xml`,
  ].join('\n');
  await saveTestConfig(t, P, name, { scripts, test_result_path: 'reports' });
  const logs: string[] = [];
  for (const taskId of [1, 2]) {
    const run = await t.request({
      method: 'POST',
      url: `/api/aslan/testing/testtask?projectName=${P}`,
      token: t.admin.token,
      payload: { product_name: P, test_name: name },
    });
    expect(run.statusCode, run.body).toBe(200);
    const url = `/api/aslan/workflow/workflowtask/id/${taskId}/pipelines/${name}-job?projectName=${P}&workflowType=test`;
    await expect
      .poll(async () => (await t.request({ method: 'GET', url, token: t.admin.token })).json().status, {
        timeout: 60_000,
        interval: 100,
      })
      .toBe('passed');
    const log = await t.request({
      method: 'GET',
      url: `/api/aslan/logs/log/workflow/${name}-job/tasks/${taskId}/tests/${name}/service/${name}?projectName=${P}`,
      token: t.admin.token,
    });
    logs.push(log.body);
  }
  return logs;
}

describe('caches of deleted builds and tests', () => {
  it('are removed with them', async () => {
    await createBuild(t, { project: P, name: 'doomed', module: 'doomed', codehostId: 0, scripts: 'true' });
    mkdirSync(path.dirname(cacheFile('doomed')), { recursive: true });
    writeFileSync(cacheFile('doomed'), 'kept');
    const res = await t.request({
      method: 'DELETE',
      url: `/api/aslan/build/build?projectName=${P}&name=doomed`,
      token: t.admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(existsSync(cacheFile('doomed'))).toBe(false);

    const [, second] = await runTestTwice('doomed_unit');
    expect(second).toContain('cache restored');
    const testCache = path.join(t.dataDir, 'objects', 'cache', 'test', P, 'doomed_unit.tar.gz');
    expect(existsSync(testCache)).toBe(true);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/aslan/testing/test/doomed_unit?projectName=${P}`,
      token: t.admin.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(existsSync(testCache)).toBe(false);
  });
});

describe('test cache', () => {
  it("keeps a passed test's workspace for its next run", async () => {
    const [first, second] = await runTestTwice('cached_unit');
    expect(first).toContain('no cache yet');
    expect(first).toMatch(/cache saved \(\d+\.\d MB\)/);
    expect(second).toMatch(/cache restored \(\d+\.\d MB\)/);
    expect(second).toContain('FOUND run-1');
    expect(existsSync(path.join(t.dataDir, 'objects', 'cache', 'test', P, 'cached_unit.tar.gz'))).toBe(true);
  });
});
