import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleFirings, schedules } from '../src/db/schema.js';
import { seedProject } from './seed.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
const P = 'test-timers';
const TESTS = `/api/aslan/testing/test`;

beforeAll(async () => {
  // the loop never wakes on its own here: each case fires slots with tick(now)
  t = await createTestApp({ scheduleTimeZone: 'Asia/Shanghai', schedulePollMs: 3_600_000 });
  await seedProject(t, P);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    token: t.admin.token,
    headers: { 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });

const gapItem = (enabled = true) => ({
  type: 'gap',
  number: 5,
  frequency: 'minutes',
  enabled,
  test_args: { product_name: P, test_name: 'unused' },
});

const testBody = (name: string, schedulesValue: unknown) => ({
  name,
  product_name: P,
  test_type: 'function',
  repos: [],
  timeout: 60,
  pre_test: { build_os: 'focal', installs: [], envs: [] },
  scripts: 'echo checked',
  schedules: schedulesValue,
});

/** The schedule items the schedules module holds for one test. */
const itemsOf = (test: string) =>
  t.database.db
    .select()
    .from(schedules)
    .where(and(eq(schedules.ownerKind, 'test'), eq(schedules.ownerName, test), eq(schedules.projectName, P)));
const firingsOf = (id: number) =>
  t.database.db.select().from(scheduleFirings).where(eq(scheduleFirings.scheduleId, id));
/** A moment just after the item's next slot. */
const slotOf = (row: { nextRunAt: Date | null }) => new Date((row.nextRunAt?.getTime() ?? 0) + 1000);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not reached');
}

describe('test schedules', () => {
  it('lists a saved gap schedule, fires it as a test run by the timer, and drops it with the test', async () => {
    const created = await call(
      'POST',
      `${TESTS}?projectName=${P}`,
      testBody('timed_checks', { enabled: true, items: [gapItem()] }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await itemsOf('timed_checks');
    expect(row).toMatchObject({ ownerKind: 'test', enabled: true });
    expect(row?.item).toMatchObject({ type: 'gap', number: 5, frequency: 'minutes' });
    expect(row?.nextRunAt).not.toBeNull();

    await t.schedules.scheduler.tick(slotOf(row!));
    const [firing] = await firingsOf(row!.id);
    expect(firing?.taskId).toBeGreaterThan(0);
    const detail = async () =>
      (
        await call(
          'GET',
          `/api/aslan/workflow/workflowtask/id/${firing!.taskId}/pipelines/timed_checks-job?projectName=${P}&workflowType=test`,
        )
      ).json();
    const task = await until(detail, (answer) => ['passed', 'failed'].includes(answer.status));
    expect(task).toMatchObject({ status: 'passed', task_creator: 'timer' });

    // the firing's outcome is counted after the run ends; the item stays on
    await until(
      async () => (await firingsOf(row!.id))[0],
      (f) => f?.outcome === 'passed',
    );

    const removed = await call('DELETE', `${TESTS}/timed_checks?projectName=${P}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await itemsOf('timed_checks')).toEqual([]);
  });

  it('an edit replaces the items; a schedule switched off does not fire', async () => {
    const body = testBody('quiet_checks', { enabled: true, items: [gapItem(), gapItem()] });
    expect((await call('POST', `${TESTS}?projectName=${P}`, body)).statusCode).toBe(200);
    expect(await itemsOf('quiet_checks')).toHaveLength(2);

    const off = await call('PUT', `${TESTS}?projectName=${P}`, {
      ...body,
      schedules: { enabled: false, items: [gapItem()] },
    });
    expect(off.statusCode, off.body).toBe(200);
    const rows = await itemsOf('quiet_checks');
    expect(rows.map((row) => [row.enabled, row.nextRunAt])).toEqual([[false, null]]);
    await t.schedules.scheduler.tick(new Date(Date.now() + 24 * 3600_000));
    expect(await firingsOf(rows[0]!.id)).toEqual([]);
    await call('DELETE', `${TESTS}/quiet_checks?projectName=${P}`);
  });

  it('refuses a schedule item that breaks a rule with a 400 and stores nothing', async () => {
    const bad = await call(
      'POST',
      `${TESTS}?projectName=${P}`,
      testBody('bad_timer', { enabled: true, items: [{ type: 'gap', number: 0, frequency: 'minutes' }] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/interval|number/i);
    expect((await call('GET', `${TESTS}/bad_timer?projectName=${P}`)).statusCode).toBe(404);
    expect(await itemsOf('bad_timer')).toEqual([]);

    const badCron = await call(
      'POST',
      `${TESTS}?projectName=${P}`,
      testBody('bad_timer', { enabled: true, items: [{ type: 'crontab', cron: '0 25 * * *' }] }),
    );
    expect(badCron.statusCode).toBe(400);
    expect((await call('GET', `${TESTS}/bad_timer?projectName=${P}`)).statusCode).toBe(404);
  });
});
