import { afterAll, describe, expect, it } from 'vitest';
import { newProjectBody } from './projects.fixture.js';
import { query, replicaProcesses, replicaServerUrl } from './replica-processes.js';
import { apiClient } from './server-process.js';

/**
 * Two real server processes share one PostgreSQL database and both look for due schedule slots
 * every 200 ms: each slot of a `* * * * *` item starts exactly one run. The embedded database
 * belongs to a single process, so without DATABASE_URL there are no replicas to test.
 */
const PASSWORD = 'schedule-replica-1';
const processes = replicaProcesses(PASSWORD);
afterAll(() => processes.stop());

describe.skipIf(!replicaServerUrl)(
  'schedules on two servers sharing PostgreSQL (skipped without DATABASE_URL: the embedded database has one process)',
  () => {
    it('start exactly one run per slot', async () => {
      const url = await processes.start({ SCHEDULE_POLL_MS: '200' });
      // the first migrates the database; the second finds it ready
      const first = await processes.replica();
      await processes.replica();

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
        query<Firing>(url, 'select slot_at, task_id from schedule_firings order by slot_at');
      for (
        let seen = await firings();
        seen.length < 2 || seen.some((f) => f.task_id === null);
        seen = await firings()
      )
        await new Promise((r) => setTimeout(r, 500));
      const ledger = await firings();

      const tasks = await query<{ task_id: number; creator: string }>(
        url,
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
