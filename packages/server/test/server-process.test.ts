import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopServers } from './server-process.js';

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slipway-proc-'));
afterAll(() => stopServers(children, [dataDir]));

describe('server process on the embedded database', () => {
  it('prints the URL and a generated admin password once, then refuses a second server on the same DATA_DIR', async () => {
    const first = startServer({ DATA_DIR: dataDir });
    children.push(first.child);
    await first.waitFor(/Slipway is running at http:\/\/localhost:\d+/);
    await first.waitFor(/Sign in as "admin" with the password: (\S+)/);
    const port = first.output().match(/localhost:(\d+)/)?.[1];
    const password = first.output().match(/the password: (\S+)/)?.[1];
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password }),
    });
    expect(login.status).toBe(200);

    const second = startServer({ DATA_DIR: dataDir });
    children.push(second.child);
    expect(await second.exited).toBe(2);
    expect(second.output()).toContain(
      `Another Slipway server (pid ${first.child.pid}) is already using the data directory`,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // the same folder opens again, keeps the account and does not print a password again
    const third = startServer({ DATA_DIR: dataDir });
    children.push(third.child);
    await third.waitFor('Slipway is running at');
    expect(third.output()).not.toContain('the password:');
    const port3 = third.output().match(/localhost:(\d+)/)?.[1];
    const again = await fetch(`http://127.0.0.1:${port3}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password }),
    });
    expect(again.status).toBe(200);
    third.child.kill('SIGTERM');
    await third.exited;
  }, 90_000);
});
