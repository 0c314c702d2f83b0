import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { generateMasterKey } from '../src/lib/crypto/aes.js';
import { newProjectBody } from './projects.fixture.js';
import { apiClient, type ServerProcess, startServer } from './server-process.js';

/**
 * Two real server processes share one PostgreSQL database and both look for due schedule slots
 * every 200 ms: each slot of a `* * * * *` item starts exactly one run. The embedded database
 * belongs to a single process, so without DATABASE_URL there are no replicas to test.
 */
const serverUrl = process.env.DATABASE_URL;
const PASSWORD = 'schedule-replica-1';
const database = `slipway_sched_${randomBytes(6).toString('hex')}`;
const children: ChildProcess[] = [];
const dataDirs: string[] = [];

async function query<Row>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (serverUrl) await query(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

async function replica(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slipway-sched-'));
  dataDirs.push(dataDir);
  const server = startServer({ ...env, DATA_DIR: dataDir });
  children.push(server.child);
  await server.waitFor('Slipway is running at', 60_000);
  return server;
}

describe.skipIf(!serverUrl)(
  'schedules on two servers sharing PostgreSQL (skipped without DATABASE_URL: the embedded database has one process)',
  () => {
    it('start exactly one run per slot', async () => {
      await query(serverUrl ?? '', `CREATE DATABASE ${database}`);
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${database}`;
      const env = {
        DATABASE_URL: url.toString(),
        ADMIN_PASSWORD: PASSWORD,
        SECRET_KEY: randomBytes(32).toString('base64'),
        MASTER_KEY: generateMasterKey(),
        SCHEDULE_POLL_MS: '200',
      };
      // the first migrates the database; the second finds it ready
      const first = await replica(env);
      await replica(env);

      const api = apiClient(first.port());
      await api.signIn(PASSWORD);
      await api.call('POST', '/api/v1/picket/projects', newProjectBody('timed', 'Timed'));
      await api.call('POST', '/api/aslan/workflow/v4', {
        name: 'every-minute',
        project: 'timed',
        stages: [
          {
            name: 'build',
            jobs: [
              {
                name: 'say',
                type: 'freestyle',
                spec: { steps: [{ name: 'run', type: 'shell', spec: { script: 'echo tick' } }] },
              },
            ],
          },
        ],
      });
      await api.call('POST', '/api/aslan/workflow/v4/cron?workflow=every-minute&projectName=timed', {
        type: 'crontab',
        cron: '* * * * *',
        enabled: true,
      });

      // two slots pass (at most two minutes)
      type Firing = { slot_at: Date; task_id: number | null };
      const firings = () =>
        query<Firing>(url.toString(), 'select slot_at, task_id from schedule_firings order by slot_at');
      for (
        let seen = await firings();
        seen.length < 2 || seen.some((f) => f.task_id === null);
        seen = await firings()
      )
        await new Promise((r) => setTimeout(r, 500));
      const ledger = await firings();

      const tasks = await query<{ task_id: number; creator: string }>(
        url.toString(),
        "select task_id, creator from workflow_tasks where workflow_name = 'every-minute' order by task_id",
      );
      // one task per slot fired, each slot on a minute, no slot twice
      expect(tasks.map((task) => task.creator)).toEqual(ledger.map(() => 'timer'));
      expect(tasks.map((task) => task.task_id)).toEqual(
        ledger.map((f) => f.task_id).sort((a, b) => (a ?? 0) - (b ?? 0)),
      );
      expect(new Set(ledger.map((f) => f.slot_at.getTime())).size).toBe(ledger.length);
      for (const firing of ledger) expect(firing.slot_at.getTime() % 60_000).toBe(0);
    }, 300_000);
  },
);
