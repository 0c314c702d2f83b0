import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuild, runBuild, buildWorkflow as saveBuildWorkflow } from './build-fixture.js';
import { makeBusyboxImage } from './podman-base-image.js';
import { createProject } from './projects.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';
import { insertWorkflow, jobLog, jobOf, runWorkflow, waitForTask } from './workflow-fixture.js';

/**
 * Software packages installed for real: a loopback HTTP server serves a tarball holding a small
 * shell tool; each package's install script unpacks it into its folder in the job sandbox, and the
 * job's later steps find the tool on PATH and read the package's variables. Builds, tests and scans.
 */
const P = 'tools';
let t: TestApp;
let server: http.Server;
let address: string;
let fixtureDir: string;
/** requests the download server answered, by path */
const served: string[] = [];

// biome-ignore lint/suspicious/noTemplateCurlyInString: shell variable references, not a template
const INSTALL_SCRIPT = 'tar -xzf ${FILEPATH} -C $HOME\necho "unpacked into $HOME"';
const TOOL_USE = ['set -e', 'greet-tool', 'echo "greeter lives in $GREETER_HOME"'].join('\n');

beforeAll(async () => {
  fixtureDir = mkdtempSync(path.join(os.tmpdir(), 'slipway-package-'));
  const content = path.join(fixtureDir, 'content');
  mkdirSync(path.join(content, 'bin'), { recursive: true });
  const tool = path.join(content, 'bin', 'greet-tool');
  writeFileSync(tool, '#!/bin/sh\necho "greetings from the tool, $GREETER_WORD"\n');
  chmodSync(tool, 0o755);
  execFileSync('tar', ['-czf', path.join(fixtureDir, 'greeter.tar.gz'), '-C', content, 'bin']);
  const tarball = readFileSync(path.join(fixtureDir, 'greeter.tar.gz'));
  server = http.createServer((req, res) => {
    served.push(req.url ?? '');
    if (req.url?.startsWith('/greeter.tar.gz')) res.writeHead(200).end(tarball);
    else res.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  t = await createTestApp();
  await createProject(t, { product_name: P });
  await createPackage({ name: 'greeter', version: '1.0' });
  await createPackage({ name: 'greeter', version: '2.0' });
  await createPackage({ name: 'greeter', version: '3.0' });
  await createPackage({ name: 'broken', version: '1', scripts: 'echo "about to fail"\nexit 3' });
  await createPackage({ name: 'unreachable', version: '1', download_path: `${address}/missing.tar.gz` });
  await createPackage({ name: 'switched-off', version: '1', enabled: false });
  // the busybox build image has no `tar` of its own
  // biome-ignore lint/suspicious/noTemplateCurlyInString: shell variable references, not a template
  await createPackage({ name: 'boxed', version: '1', scripts: 'busybox tar -xzf ${FILEPATH} -C $HOME' });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(fixtureDir, { recursive: true, force: true });
});

async function createPackage(fields: Record<string, unknown>) {
  const res = await t.request({
    method: 'POST',
    url: '/api/aslan/system/install',
    token: t.admin.token,
    payload: {
      bin_path: '$HOME/bin',
      download_path: `${address}/greeter.tar.gz?signature=secret-sig`,
      scripts: INSTALL_SCRIPT,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the package's placeholder, not a template
      env: ['GREETER_HOME=$HOME', 'GREETER_WORD=word-of-${HOME}'],
      enabled: true,
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const install = (name: string, version: string) => ({ name, version, id: `${name}${version}` });

/** Saves a build without repositories using `installs`, and runs it in a workflow of its own. */
async function build(name: string, installs: unknown[], image?: string) {
  await createBuild(t, { project: P, name, module: name, codehostId: 0, scripts: TOOL_USE, installs, image });
  await saveBuildWorkflow(t, { project: P, name, build: name, module: name });
  return runBuild(t, name, name);
}

describe('software packages of a build', () => {
  it('are installed from their download, then found on PATH with their variables', async () => {
    const { task, job, log } = await build('greet-build', [install('greeter', '1.0')]);
    expect(task.status, log).toBe('passed');
    expect(job.error).toBe('');
    expect(log).toContain('greeter 1.0: downloaded greeter.tar.gz');
    expect(log).toContain('unpacked into /slipway/tools/greeter-1.0');
    expect(log).toContain('greetings from the tool, word-of-/slipway/tools/greeter-1.0');
    expect(log).toContain('greeter lives in /slipway/tools/greeter-1.0');
    // the signed link's query never reaches the log
    expect(log).not.toContain('secret-sig');
  });

  it('come from the package cache the second time: no download, no script', async () => {
    const before = served.length;
    const { task, log } = await build('greet-again', [install('greeter', '1.0')]);
    expect(task.status, log).toBe('passed');
    expect(log).toContain('greeter 1.0: installed from the package cache');
    expect(log).not.toContain('unpacked into');
    expect(log).toContain('greetings from the tool, word-of-/slipway/tools/greeter-1.0');
    expect(served.length).toBe(before);
  });

  it('fail the job when the install script fails, and nothing after it runs', async () => {
    const { task, job, log } = await build('broken-build', [install('broken', '1')]);
    expect(task.status).toBe('failed');
    expect(job.error).toContain('installs: the install script of broken 1 failed');
    expect(log).toContain('about to fail');
    expect(log).not.toContain('>>> build script');
  });

  it('fail the job when a package is missing or disabled, or its download fails', async () => {
    const missing = await build('missing-build', [install('no-such-tool', '9')]);
    expect(missing.task.status).toBe('failed');
    expect(missing.job.error).toContain('software package no-such-tool 9 does not exist or is disabled');
    expect(missing.log).not.toContain('>>> checkout');

    const disabled = await build('disabled-build', [install('switched-off', '1')]);
    expect(disabled.job.error).toContain('software package switched-off 1 does not exist or is disabled');

    const unreachable = await build('unreachable-build', [install('unreachable', '1')]);
    expect(unreachable.task.status).toBe('failed');
    expect(unreachable.job.error).toContain(`download of ${address}/missing.tar.gz failed: HTTP 404`);
  });
});

describe('software packages of a build in its build image', () => {
  it('are installed in the container and found on PATH there, never cached', async () => {
    const image = 'localhost/slipway-packages-base:1';
    makeBusyboxImage(image);
    for (const name of ['boxed-build', 'boxed-again']) {
      const { task, log } = await build(name, [install('boxed', '1')], image);
      expect(task.status, log).toBe('passed');
      expect(log).toContain('(container executor)');
      expect(log).toContain(
        'busybox tar -xzf /slipway/downloads/boxed-1/greeter.tar.gz -C /slipway/tools/boxed-1',
      );
      expect(log).toContain('greetings from the tool, word-of-/slipway/tools/boxed-1');
      expect(log).not.toContain('from the package cache');
    }
  });
});

describe('software packages of tests and scans', () => {
  it('are installed before a test job’s script', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/aslan/testing/test?projectName=${P}`,
      token: t.admin.token,
      payload: {
        name: 'greet_test',
        product_name: P,
        test_type: 'function',
        repos: [],
        timeout: 10,
        pre_test: { build_os: 'focal', res_req: 'low', envs: [], installs: [install('greeter', '2.0')] },
        scripts: TOOL_USE,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const modules = [{ name: 'greet_test', project_name: P, key_vals: [], repos: [] }];
    const job = { name: 'unit', type: 'zadig-test', spec: { test_type: 'function', test_modules: modules } };
    await insertWorkflow(t, {
      name: 'greet-tests',
      project: P,
      stages: [{ name: 'test', jobs: [job] }],
    } as never);
    const taskId = await runWorkflow(t, 'greet-tests');
    const task = await waitForTask(t, 'greet-tests', taskId, undefined, 120_000);
    const log = await jobLog(t, 'greet-tests', taskId, 'unit');
    expect(jobOf(task, 'unit').error, log).toBe('');
    expect(log).toContain('unpacked into /slipway/tools/greeter-2.0');
    expect(log).toContain('greetings from the tool, word-of-/slipway/tools/greeter-2.0');
  });

  it('are installed once per job, and not kept for other jobs when the job’s own code ran before', async () => {
    const createTest = async (name: string, installs: unknown[]) => {
      const res = await t.request({
        method: 'POST',
        url: `/api/aslan/testing/test?projectName=${P}`,
        token: t.admin.token,
        payload: {
          name,
          product_name: P,
          test_type: 'function',
          repos: [],
          timeout: 10,
          pre_test: { build_os: 'focal', res_req: 'low', envs: [], installs },
          scripts: installs.length ? TOOL_USE : 'echo "the first test ran"',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await createTest('first_test', []);
    await createTest('second_test', [install('greeter', '3.0')]);
    await createTest('third_test', [install('greeter', '3.0')]);
    const modules = ['first_test', 'second_test', 'third_test'].map((name) => ({
      name,
      project_name: P,
      key_vals: [],
      repos: [],
    }));
    const job = { name: 'unit', type: 'zadig-test', spec: { test_type: 'function', test_modules: modules } };
    await insertWorkflow(t, {
      name: 'two-tests',
      project: P,
      stages: [{ name: 'test', jobs: [job] }],
    } as never);
    const taskId = await runWorkflow(t, 'two-tests');
    const task = await waitForTask(t, 'two-tests', taskId, undefined, 120_000);
    const log = await jobLog(t, 'two-tests', taskId, 'unit');
    expect(jobOf(task, 'unit').error, log).toBe('');
    expect(log).toContain('the first test ran');
    expect(log).toContain('greetings from the tool, word-of-/slipway/tools/greeter-3.0');
    // the third test finds the package the second one installed
    expect(log).toContain('greeter 3.0: installed already in this job');

    // the next job installs greeter 3.0 again: nothing of the test job was kept
    const next = await build('greet-three', [install('greeter', '3.0')]);
    expect(next.task.status, next.log).toBe('passed');
    expect(next.log).toContain('unpacked into /slipway/tools/greeter-3.0');
    expect(next.log).not.toContain('from the package cache');
  });

  it('are installed before a scan job’s script, and a failing one fails the scan', async () => {
    const scanner = async (name: string, installs: unknown[]) => {
      const res = await t.request({
        method: 'POST',
        url: `/api/aslan/testing/scanning?projectName=${P}`,
        token: t.admin.token,
        payload: { name, scanner_type: 'other', repos: [], installs, script: TOOL_USE },
      });
      expect(res.statusCode, res.body).toBe(200);
      const job = { name: 'scan', type: 'zadig-scanning', spec: { scannings: [{ name }] } };
      await insertWorkflow(t, { name, project: P, stages: [{ name: 'check', jobs: [job] }] } as never);
      const taskId = await runWorkflow(t, name);
      const task = await waitForTask(t, name, taskId, undefined, 120_000);
      return { job: jobOf(task, 'scan'), log: await jobLog(t, name, taskId, 'scan') };
    };
    const scan = await scanner('greet-scan', [{ name: 'greeter', version: '1.0' }]);
    expect(scan.job.error, scan.log).toBe('');
    expect(scan.log).toContain('greetings from the tool, word-of-/slipway/tools/greeter-1.0');

    const broken = await scanner('broken-scan', [{ name: 'broken', version: '1' }]);
    expect(broken.job.status).toBe('failed');
    expect(broken.job.error).toContain('installs: the install script of broken 1 failed');
    expect(broken.log).not.toContain('greetings from the tool');
  });
});
