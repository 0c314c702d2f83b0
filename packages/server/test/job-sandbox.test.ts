import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newProjectBody, projectRoleBindings } from './projects.fixture.js';
import { apiClient, startServer, stopServers } from './server-process.js';

/**
 * A project administrator's workflow tries to take the installation over: read the server's keys,
 * its database files, another task's workspace and log, its environment, and kill it. The real
 * server runs here (its own process, the embedded database on disk) with bubblewrap.
 */
const PASSWORD = 'sandbox-admin-password';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slipway-sandbox-'));
const canary = `server-env-canary-${process.pid}`;
const children: ChildProcess[] = [];
afterAll(() => stopServers(children, [dataDir]));

/** Every file the server keeps in DATA_DIR (keys, database, logs, other jobs' folders). */
function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    const info = statSync(file, { throwIfNoEntry: false });
    if (!info) return [];
    return info.isDirectory() ? filesOf(file) : [file];
  });
}

const job = (name: string, script: string) => ({
  name,
  type: 'freestyle',
  spec: { steps: [{ name: 'try', type: 'shell', spec: { script } }] },
});
const workflow = (name: string, script: string, params: Array<{ name: string }> = []) => ({
  name,
  project: 'sandbox',
  params,
  stages: [{ name: 'only', jobs: [job('attempt', script)] }],
});

/** Reports each attempt as `DENIED <what>: <why>` or `REACHED <what>`, and never fails itself. */
const ATTACK = [
  // biome-ignore lint/suspicious/noTemplateCurlyInString: shell parameter expansion
  'try() { what="$1"; shift; if out=$("$@" 2>&1 >/dev/null); then echo "REACHED $what"; else echo "DENIED $what: ${out:-exit $?}"; fi; }',
  'while IFS= read -r f; do [ -n "$f" ] && try "read $f" cat "$f"; done <<< "$FILES"',
  'try "list DATA_DIR" ls "$DATA"',
  'try "write DATA_DIR" touch "$DATA/planted"',
  'try "kill the server" kill -9 "$SERVER_PID"',
  'try "signal the server" kill -0 "$SERVER_PID"',
  'try "write the system" touch /usr/bin/planted',
  'try "raise the process limit" bash -c "ulimit -u 1000000"',
  'if env | grep -q -e "^SLIPWAY_TEST_CANARY=" -e "^DATA_DIR=" -e "^ADMIN_PASSWORD=" -e "^PORT="; then echo "REACHED server environment"; else echo "DENIED server environment: not in the job environment"; fi',
  'echo "PROCESSES $(ls /proc | grep -c "^[0-9]")"',
  'echo "ME $(id -u)"',
].join('\n');

describe('a job cannot reach the server', () => {
  it('is denied the keys, the database, other tasks, the environment and the process of its server', async () => {
    const server = startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, SLIPWAY_TEST_CANARY: canary });
    children.push(server.child);
    await server.waitFor('Slipway is running at', 90_000);
    expect(server.output()).toContain('Jobs run sandboxed (bubblewrap');
    const admin = apiClient(server.port());
    await admin.signIn(PASSWORD);
    await admin.call('POST', '/api/v1/picket/projects', newProjectBody('sandbox', 'Sandbox'));
    const owner = await admin.call('POST', '/api/v1/users', {
      account: 'owner',
      name: 'Owner',
      password: 'owner-password-1',
    });
    await admin.call(
      'POST',
      '/api/v1/rolebindings?projectName=sandbox&bulk=true',
      projectRoleBindings([owner.uid ?? owner.id], ['project-admin']),
    );
    const api = apiClient(server.port());
    await api.signIn('owner-password-1', 'owner');

    // a victim task keeps a file in its workspace and a line in its log while the attack runs
    await api.call(
      'POST',
      '/api/aslan/workflow/v4',
      workflow('victim', 'echo victim-log-line; echo victim-data > mine; sleep 30'),
    );
    const victimTask = await api.run('victim');
    const victimWorkspace = path.join(dataDir, 'jobs', 'victim', String(victimTask), 'attempt', 'workspace');
    await waitUntil(
      () => statSync(path.join(victimWorkspace, 'mine'), { throwIfNoEntry: false }) !== undefined,
    );

    const targets = filesOf(dataDir);
    const names = targets.map((f) => path.relative(dataDir, f));
    // what must be there for the attempt to mean something
    expect(names).toEqual(expect.arrayContaining(['secret.key', 'rsa-private.pem']));
    expect(names.some((n) => n.startsWith('pgdata'))).toBe(true);
    expect(names).toEqual(
      expect.arrayContaining([
        path.join('jobs', 'victim', String(victimTask), 'attempt', 'workspace', 'mine'),
      ]),
    );
    expect(names).toEqual(
      expect.arrayContaining([path.join('logs', 'victim', String(victimTask), 'attempt.log')]),
    );

    await api.call(
      'POST',
      '/api/aslan/workflow/v4',
      workflow('takeover', ATTACK, [{ name: 'FILES' }, { name: 'DATA' }, { name: 'SERVER_PID' }]),
    );
    const takeover = await api.run('takeover', [
      { name: 'FILES', value: targets.join('\n') },
      { name: 'DATA', value: dataDir },
      { name: 'SERVER_PID', value: String(server.child.pid) },
    ]);
    const task = await waitForEnd(api, 'takeover', takeover);
    expect(task.status).toBe('passed');
    const log: string = await api.call(
      'GET',
      `/api/aslan/logs/log/v4/workflow/takeover/tasks/${takeover}/jobs/attempt`,
    );

    expect(log).not.toContain('REACHED');
    for (const file of targets)
      expect(log).toContain(`DENIED read ${file}: cat: ${file}: No such file or directory`);
    expect(log).toMatch(/DENIED list DATA_DIR: ls: cannot access/);
    expect(log).toMatch(/DENIED write DATA_DIR: touch: cannot touch/);
    expect(log).toMatch(/DENIED kill the server: .*No such process/);
    expect(log).toMatch(/DENIED signal the server: .*No such process/);
    expect(log).toMatch(
      /DENIED write the system: touch: cannot touch '\/usr\/bin\/planted': Read-only file system/,
    );
    expect(log).toMatch(/DENIED raise the process limit: .*cannot modify limit: Operation not permitted/);
    expect(log).toContain('DENIED server environment');
    // the job sees only its own few processes, as a user of its own
    expect(Number(/PROCESSES (\d+)/.exec(log)?.[1])).toBeLessThan(10);
    expect(Number(/ME (\d+)/.exec(log)?.[1])).not.toBe(0);
    expect(log).not.toContain('victim-log-line');

    // the server is untouched: alive, answering, its files where they were
    expect(server.child.exitCode).toBeNull();
    expect((await admin.call('GET', '/api/health')).status).toBe('ok');
    expect(statSync(path.join(dataDir, 'planted'), { throwIfNoEntry: false })).toBeUndefined();
    await admin.call('DELETE', `/api/aslan/workflow/v4/workflowtask/workflow/victim/task/${victimTask}`);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 240_000);
});

async function waitUntil(check: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function waitForEnd(api: ReturnType<typeof apiClient>, workflow: string, id: number) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const task = await api.call('GET', `/api/aslan/workflow/v4/workflowtask/workflow/${workflow}/task/${id}`);
    if (['passed', 'failed', 'cancelled', 'timeout'].includes(task.status)) return task;
    if (Date.now() > deadline) throw new Error(`task ${workflow}#${id} still ${task.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
