import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newProjectBody } from './projects.fixture.js';
import { apiClient, startServer, stopServers } from './server-process.js';

const PASSWORD = 'recovery-password';
/** A sleep no other process on the machine runs: its length names this test run. */
const SLEEP = `sleep 300.${process.pid}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slipway-recovery-'));
const children: ChildProcess[] = [];
afterAll(() => stopServers(children, [dataDir]));

const workflow = (name: string) => ({
  name,
  project: 'recovery',
  multi_run: true,
  params: [{ name: 'WHO', default: 'tester' }],
  stages: [
    {
      name: 'long',
      jobs: [
        {
          name: 'wait',
          type: 'freestyle',
          spec: { steps: [{ name: 'sleep', type: 'shell', spec: { script: `echo start; ${SLEEP}` } }] },
        },
      ],
    },
    {
      name: 'never',
      jobs: [
        {
          name: 'after',
          type: 'freestyle',
          spec: { steps: [{ name: 'x', type: 'shell', spec: { script: 'true' } }] },
        },
      ],
    },
  ],
});

/** This test's sleeping jobs still alive. */
const leftoverSleeps = () => {
  try {
    return execFileSync('pgrep', ['-f', SLEEP.replace('.', '\\.')])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean).length;
  } catch {
    return 0;
  }
};

describe('a server killed outright while tasks run', () => {
  it('comes back with no task running, the interrupted ones failed and retryable, every definition intact', async () => {
    const first = startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD });
    children.push(first.child);
    await first.waitFor('Slipway is running at');
    const api = apiClient(first.port());
    await api.signIn(PASSWORD);
    await api.call('POST', '/api/v1/picket/projects', newProjectBody('recovery', 'Recovery'));
    await api.call('POST', '/api/aslan/system/concurrency/workflow', {
      workflow_concurrency: 20,
      build_concurrency: 5,
    });
    const names = ['recover-a', 'recover-b', 'recover-c', 'recover-d'];
    for (const name of names) await api.call('POST', '/api/aslan/workflow/v4', workflow(name));
    const definitions = await Promise.all(
      names.map((n) => api.call('GET', `/api/aslan/workflow/v4/name/${n}`)),
    );
    const runs: Array<{ workflow: string; id: number }> = [];
    for (let i = 0; i < 20; i++) {
      const name = names[i % names.length]!;
      runs.push({ workflow: name, id: await api.run(name) });
    }
    const deadline = Date.now() + 30_000;
    for (;;) {
      const tasks = await Promise.all(
        runs.map((r) =>
          api.call('GET', `/api/aslan/workflow/v4/workflowtask/workflow/${r.workflow}/task/${r.id}`),
        ),
      );
      if (tasks.every((t) => t.status === 'running' && t.stages[0].jobs[0].status === 'running')) break;
      if (Date.now() > deadline) throw new Error(`not all running: ${tasks.map((t) => t.status).join(',')}`);
      await new Promise((r) => setTimeout(r, 100));
    }

    first.child.kill('SIGKILL');
    await first.exited;

    const second = startServer({ DATA_DIR: dataDir });
    children.push(second.child);
    await second.waitFor('Slipway is running at');
    const again = apiClient(second.port());
    await again.signIn(PASSWORD);
    for (const run of runs) {
      const task = await again.call(
        'GET',
        `/api/aslan/workflow/v4/workflowtask/workflow/${run.workflow}/task/${run.id}`,
      );
      expect(task.status, `${run.workflow}#${run.id}`).toBe('failed');
      expect(task.error).toContain('interrupted');
      expect(task.stages.map((s: { status: string }) => s.status)).toEqual(['failed', '']);
      expect(task.stages[0].jobs[0]).toMatchObject({
        status: 'failed',
        error: expect.stringContaining('interrupted'),
      });
    }
    expect(
      await Promise.all(names.map((n) => again.call('GET', `/api/aslan/workflow/v4/name/${n}`))),
    ).toEqual(definitions);
    // the jobs' processes did not outlive their server, nor their folders
    // (a killed sandbox takes its processes down a moment later)
    const killedBy = Date.now() + 3000;
    while (leftoverSleeps() > 0 && Date.now() < killedBy) await new Promise((r) => setTimeout(r, 100));
    expect(leftoverSleeps()).toBe(0);
    expect(existsSync(path.join(dataDir, 'jobs', names[0]!, String(runs[0]!.id), 'wait'))).toBe(false);
    // and an interrupted task can be retried
    await again.call(
      'POST',
      `/api/aslan/workflow/v4/workflowtask/retry/workflow/${runs[0]!.workflow}/task/${runs[0]!.id}`,
    );
    const retried = await again.call(
      'GET',
      `/api/aslan/workflow/v4/workflowtask/workflow/${runs[0]!.workflow}/task/${runs[0]!.id}`,
    );
    expect(['waiting', 'queued', 'running']).toContain(retried.status);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
