import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GitServer, startGitServer } from './git-daemon.js';
import { seedProject } from './seed.js';
import { createTestApp, type TestApp } from './test-app.js';
import {
  insertWorkflow,
  jobLog,
  jobOf,
  runWorkflow,
  sharing,
  shellJob,
  stage,
  waitForTask,
} from './workflow-fixture.js';

let t: TestApp;
let git: GitServer;
const P = 'workspaces';

beforeAll(async () => {
  // a small process limit, so that a fork bomb meets it quickly
  t = await createTestApp({ jobMaxProcesses: 64 });
  await seedProject(t, P);
  git = await startGitServer({ app: { 'README.md': 'hello from the repository\n' } });
});
afterAll(async () => {
  await git.stop();
  await t.close();
});

const log = (workflow: string, id: number, job: string) => jobLog(t, workflow, id, job);

describe('one workspace per job', () => {
  it('lets two parallel jobs clone the same repository into src', async () => {
    const clone = `git clone -q ${git.url('app')} src && cat src/README.md && ls -A`;
    await insertWorkflow(t, {
      name: 'two-clones',
      project: P,
      stages: [stage('checkout', [shellJob('left', clone), shellJob('right', clone)], { parallel: true })],
    });
    const id = await runWorkflow(t, 'two-clones');
    const task = await waitForTask(t, 'two-clones', id);
    expect(task.status).toBe('passed');
    for (const job of ['left', 'right']) {
      const text = await log('two-clones', id, job);
      expect(text).toContain('hello from the repository');
      // the workspace held nothing but the clone
      expect(text).toMatch(/hello from the repository\nsrc\n/);
    }
  });

  it('passes a file from one job to a later one through a share storage, and to no other job', async () => {
    await insertWorkflow(t, {
      name: 'handover',
      project: P,
      share_storages: [{ name: 'artifacts', path: '/artifacts' }],
      stages: [
        stage('make', [
          shellJob(
            'make',
            'echo built-$TASK_ID > /artifacts/out.txt; echo local > mine',
            sharing('artifacts'),
          ),
        ]),
        stage('use', [
          shellJob(
            'use',
            'cat /artifacts/out.txt; echo more >> /artifacts/out.txt; test ! -e mine && echo clean',
            sharing('artifacts'),
          ),
          shellJob('outsider', 'test ! -e /artifacts && echo no-share-here'),
        ]),
        stage('after', [shellJob('after', 'cat /artifacts/out.txt', sharing('artifacts'))]),
      ],
    });
    const id = await runWorkflow(t, 'handover');
    const task = await waitForTask(t, 'handover', id);
    expect(task.status).toBe('passed');
    expect(await log('handover', id, 'use')).toContain(`built-${id}\nclean`);
    expect(await log('handover', id, 'outsider')).toContain('no-share-here');
    // a later job (another user) may change what an earlier one wrote
    expect(await log('handover', id, 'after')).toContain(`built-${id}\nmore`);
  });

  it('refuses a job that names a share storage the workflow does not have', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/aslan/workflow/v4',
      token: t.admin.token,
      headers: { cookie: 'language=en' },
      payload: {
        name: 'unknown-share',
        project: P,
        share_storages: [{ name: 'cache', path: '/usr/cache' }],
        stages: [stage('s', [shellJob('a', 'true', sharing('nope'))])],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('The workflow has no share storage of this name');
    expect(res.body).toContain('The mount path must be absolute');
  });
});

describe('limits', () => {
  it('cuts a log at its limit, keeps the job going and the server memory flat', async () => {
    await insertWorkflow(t, {
      name: 'loud',
      project: P,
      stages: [
        stage('s', [
          shellJob(
            'loud',
            "yes 'a line of a very talkative build, again and again' | head -c 200000000; echo after-the-flood >&2",
          ),
        ]),
      ],
    });
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const id = await runWorkflow(t, 'loud');
    const task = await waitForTask(t, 'loud', id, undefined, 120_000);
    clearInterval(sampler);
    expect(task.status).toBe('passed');
    const text = await log('loud', id, 'loud');
    expect(Buffer.byteLength(text)).toBeLessThan(t.config.jobLogLimitBytes + 1024);
    expect(Buffer.byteLength(text)).toBeGreaterThan(t.config.jobLogLimitBytes - 1024);
    expect(text).toContain('this log reached its limit of 100 MB');
    expect(text).not.toContain('after-the-flood');
    // 200 MB went through; what the server held at once stayed small
    expect(peak - before).toBeLessThan(96 * 1024 * 1024);
    expect(jobOf(task, 'loud').status).toBe('passed');
  }, 180_000);

  it('stops a fork bomb at the process limit without harming the server', async () => {
    await insertWorkflow(t, {
      name: 'bomb',
      project: P,
      stages: [
        stage('s', [
          shellJob('bomb', 'ulimit -u; for i in $(seq 1 200); do sleep 2 & done; wait; echo survived'),
        ]),
      ],
    });
    const id = await runWorkflow(t, 'bomb');
    const task = await waitForTask(t, 'bomb', id, undefined, 120_000);
    const text = await log('bomb', id, 'bomb');
    expect(text).toMatch(/^64$/m);
    expect(text).toContain('fork: retry: Resource temporarily unavailable');
    // the job ends either way (bash gives up forking at some point); the server goes on
    expect(['passed', 'failed']).toContain(task.status);
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 180_000);
});
