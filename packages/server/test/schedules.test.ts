import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleFirings, schedules } from '../src/db/schema.js';
import { seedProject } from './seed.js';
import { createTestApp, type TestApp } from './test-app.js';
import { insertWorkflow, shellJob, stage, waitForTask } from './workflow-fixture.js';

let t: TestApp;
const P = 'timers';
const CRON = '/api/aslan/workflow/v4/cron';

beforeAll(async () => {
  // the loop never wakes on its own here: each test fires slots with tick(now)
  t = await createTestApp({ scheduleTimeZone: 'Asia/Shanghai', schedulePollMs: 3_600_000 });
  await seedProject(t, P);
  await insertWorkflow(t, {
    name: 'nightly',
    project: P,
    params: [{ name: 'GREETING', type: 'string', value: 'hello' }],
    stages: [stage('build', [shellJob('say', 'echo "$SLIPWAY_PARAM_GREETING"')])],
  });
  await insertWorkflow(t, {
    name: 'flaky',
    project: P,
    stages: [stage('build', [shellJob('fail', 'echo failing; exit 1')])],
  });
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token = t.admin.token,
) => t.request({ method, url, token, headers: { 'accept-language': 'en' }, ...(payload ? { payload } : {}) });

interface Answer {
  id: string;
  type: string;
  enabled: boolean;
  next_run_time: number;
  consecutive_failures: number;
  disabled_reason: string;
  workflow_v4_args?: Record<string, unknown> | null;
}
const listOf = async (workflow: string): Promise<Answer[]> => {
  const res = await call('GET', `${CRON}?workflow=${workflow}&projectName=${P}`);
  expect(res.statusCode).toBe(200);
  return res.json().cron_list;
};
const create = async (workflow: string, item: Record<string, unknown>) => {
  const res = await call('POST', `${CRON}?workflow=${workflow}&projectName=${P}`, item);
  expect(res.statusCode, res.body).toBe(200);
  return (await listOf(workflow)).at(-1) as Answer;
};
const remove = async (id: string) => {
  expect((await call('DELETE', `${CRON}/${id}?projectName=${P}`)).statusCode).toBe(200);
};
/** Polls until `read` gives what `done` accepts (the outcome of a run is counted after its end). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not reached');
}
const firingsOf = (id: string) =>
  t.database.db
    .select()
    .from(scheduleFirings)
    .where(eq(scheduleFirings.scheduleId, Number(id)));
const slotOf = (answer: Answer) => new Date(answer.next_run_time * 1000 + 1000);

describe('schedule items through the API', () => {
  it('answers every problem of the schedule form as a 400 with its message and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'please choose trigger way'],
      [{ type: 'timing', time: '09:30' }, 'please choose cycle'],
      [{ type: 'timing', frequency: 'day' }, 'please choose time'],
      [{ type: 'timing', frequency: 'day', time: '9:30' }, 'time format is HH:mm'],
      [{ type: 'gap', frequency: 'minutes' }, 'please enter the interval'],
      [{ type: 'gap', number: -1, frequency: 'minutes' }, 'the interval is at least 1'],
      [{ type: 'gap', number: 5 }, 'please choose the interval unit'],
      [
        { type: 'gap', number: 5, frequency: 'hours', max_failures: 0 },
        'the number of failures in a row is at least 1',
      ],
      [{ type: 'crontab', cron: '' }, 'please enter the cron expression'],
      [{ job_type: 'crontab', cron: '* * *' }, 'please check format, only five fields supported'],
      [{ type: 'crontab', cron: '0 9 * * MON' }, 'only digits * , - / supported'],
      [{ type: 'crontab', cron: '61 * * * *' }, 'a cron field is out of range'],
    ];
    for (const [item, message] of cases) {
      const res = await call('POST', `${CRON}?workflow=nightly&projectName=${P}`, item);
      expect(res.statusCode, JSON.stringify(item)).toBe(400);
      expect(res.json().message, JSON.stringify(item)).toBe(message);
    }
    expect(await listOf('nightly')).toEqual([]);
  });

  it('answers 404 for an unknown workflow or item, and 403 to a user without rights to the workflow', async () => {
    expect((await call('GET', `${CRON}?workflow=nowhere&projectName=${P}`)).statusCode).toBe(404);
    expect(
      (
        await call('POST', `${CRON}?workflow=nowhere&projectName=${P}`, {
          type: 'gap',
          number: 1,
          frequency: 'hours',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${CRON}/999999?projectName=${P}`)).statusCode).toBe(404);
    const user = await t.createUser('stranger');
    const res = await call(
      'POST',
      `${CRON}?workflow=nightly&projectName=${P}`,
      { type: 'gap', number: 1, frequency: 'hours' },
      user.token,
    );
    expect(res.statusCode).toBe(403);
  });

  it('stores an item with Zadig names, answers its next run, changes and deletes it', async () => {
    const saved = await create('nightly', {
      name: 'morning',
      job_type: 'timing',
      frequency: 'day',
      time: '09:30',
      workflow_v4_args: { params: [{ name: 'GREETING', value: 'good morning' }] },
    });
    expect(saved).toMatchObject({
      type: 'timing',
      enabled: true,
      consecutive_failures: 0,
      disabled_reason: '',
      workflow_v4_args: { params: [{ name: 'GREETING', value: 'good morning' }] },
    });
    // 09:30 in Shanghai (UTC+8) is 01:30 UTC, within the next day
    const next = new Date(saved.next_run_time * 1000);
    expect(next.toISOString()).toMatch(/T01:30:00\.000Z$/);
    expect(next.getTime() - Date.now()).toBeGreaterThan(0);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);

    const put = await call('PUT', `${CRON}/${saved.id}?projectName=${P}`, {
      type: 'crontab',
      cron: '0 8 * * 7',
      enabled: false,
    });
    expect(put.statusCode, put.body).toBe(200);
    const [changed] = await listOf('nightly');
    expect(changed).toMatchObject({ id: saved.id, type: 'crontab', enabled: false, next_run_time: 0 });
    // an item of another project is not found there
    expect(
      (
        await call('PUT', `${CRON}/${saved.id}?projectName=elsewhere`, {
          type: 'gap',
          number: 1,
          frequency: 'hours',
        })
      ).statusCode,
    ).toBe(404);

    await remove(saved.id);
    expect(await listOf('nightly')).toEqual([]);
  });

  it('answers the run preset of the workflow', async () => {
    const res = await call('GET', `${CRON}/preset?workflow=nightly`);
    expect(res.statusCode).toBe(200);
    expect(res.json().params).toEqual([expect.objectContaining({ name: 'GREETING', value: 'hello' })]);
  });
});

describe('the scheduler', () => {
  it('fires a due slot once, with the item params, shown as started by the timer; missed slots fire once', async () => {
    const item = await create('nightly', {
      type: 'gap',
      number: 1,
      frequency: 'minutes',
      workflow_v4_args: { params: [{ name: 'GREETING', value: 'from the timer' }] },
    });
    const slot = slotOf(item);
    await t.schedules.scheduler.tick(slot);
    await t.schedules.scheduler.tick(slot);
    const [firing] = await firingsOf(item.id);
    expect(await firingsOf(item.id)).toHaveLength(1);
    const task = await waitForTask(t, 'nightly', firing?.taskId ?? 0);
    expect(task.task_creator).toBe('timer');
    expect(task.params).toEqual([expect.objectContaining({ name: 'GREETING', value: 'from the timer' })]);
    expect(task.status).toBe('passed');

    // ten minutes without a server: one run, and the next slot is after that moment
    const late = new Date(slot.getTime() + 10 * 60_000);
    await t.schedules.scheduler.tick(late);
    expect(await firingsOf(item.id)).toHaveLength(2);
    const [after] = await listOf('nightly');
    expect(after?.next_run_time).toBeGreaterThan(late.getTime() / 1000);
    expect(after?.next_run_time).toBeLessThanOrEqual(late.getTime() / 1000 + 60);
    await until(
      async () => (await firingsOf(item.id)).every((f) => f.outcome !== null),
      (ended) => ended,
    );
    await remove(item.id);
  });

  it('switches an item off after max_failures failed runs in a row, saying why', async () => {
    let item = await create('flaky', { type: 'gap', number: 5, frequency: 'minutes' });
    expect(item).toMatchObject({ max_failures: 3 });
    for (let run = 1; run <= 3; run++) {
      await t.schedules.scheduler.tick(slotOf(item));
      const firings = await firingsOf(item.id);
      expect(firings).toHaveLength(run);
      const task = await waitForTask(t, 'flaky', firings.at(-1)?.taskId ?? 0);
      expect(task.status).toBe('failed');
      item = (await until(
        async () => (await listOf('flaky'))[0],
        (answer) => answer?.consecutive_failures === run,
      )) as Answer;
    }
    expect(item).toMatchObject({
      enabled: false,
      next_run_time: 0,
      consecutive_failures: 3,
      disabled_reason: 'switched off after too many failed runs in a row',
    });
    // off: a later tick starts nothing
    await t.schedules.scheduler.tick(new Date(Date.now() + 3600_000));
    expect(await firingsOf(item.id)).toHaveLength(3);

    // saving it again switches it on with the count started afresh
    const put = await call('PUT', `${CRON}/${item.id}?projectName=${P}`, {
      type: 'gap',
      number: 5,
      frequency: 'minutes',
    });
    expect(put.statusCode).toBe(200);
    expect((await listOf('flaky'))[0]).toMatchObject({
      enabled: true,
      consecutive_failures: 0,
      disabled_reason: '',
    });
  });

  it('a passed run resets the count of failures', async () => {
    const item = await create('nightly', { type: 'crontab', cron: '* * * * *', max_failures: 3 });
    // two failures already counted
    await t.database.db
      .update(schedules)
      .set({ consecutiveFailures: 2 })
      .where(eq(schedules.id, Number(item.id)));
    await t.schedules.scheduler.tick(slotOf(item));
    const [firing] = await firingsOf(item.id);
    await waitForTask(t, 'nightly', firing?.taskId ?? 0);
    const answer = await until(
      async () => (await firingsOf(item.id))[0],
      (row) => row?.outcome === 'passed',
    );
    expect(answer?.outcome).toBe('passed');
    expect((await listOf('nightly'))[0]).toMatchObject({ enabled: true, consecutive_failures: 0 });
    await remove(item.id);
  });

  it('replaces and removes all items of an owner that keeps them in its own object', async () => {
    const ofProduct = () =>
      t.database.db.select().from(schedules).where(eq(schedules.ownerName, 'product-flow'));
    const service = t.schedules.service;
    await service.replaceOwnerSchedules({
      kind: 'product',
      project: P,
      owner: 'product-flow',
      schedules: {
        enabled: true,
        items: [
          {
            type: 'timing',
            frequency: 'friday',
            time: '18:00',
            enabled: true,
            name: '',
            number: 0,
            cron: '',
          },
          { type: 'gap', number: 2, frequency: 'hours', enabled: false, name: '', time: '', cron: '' },
        ],
      },
    });
    expect((await ofProduct()).map((row) => [row.ownerKind, row.enabled, row.nextRunAt !== null])).toEqual([
      ['product', true, true],
      ['product', false, false],
    ]);
    // the owner's switch turns every item off
    await service.replaceOwnerSchedules({
      kind: 'product',
      project: P,
      owner: 'product-flow',
      schedules: {
        enabled: false,
        items: [
          { type: 'crontab', cron: '0 3 * * *', enabled: true, name: '', number: 0, frequency: '', time: '' },
        ],
      },
    });
    expect((await ofProduct()).map((row) => row.enabled)).toEqual([false]);
    // a cron out of range changes nothing
    await expect(
      service.replaceOwnerSchedules({
        kind: 'product',
        project: P,
        owner: 'product-flow',
        schedules: {
          enabled: true,
          items: [
            {
              type: 'crontab',
              cron: '0 25 * * *',
              enabled: true,
              name: '',
              number: 0,
              frequency: '',
              time: '',
            },
          ],
        },
      }),
    ).rejects.toThrow();
    expect(await ofProduct()).toHaveLength(1);
    await service.removeOwnerSchedules('product', P, 'product-flow');
    expect(await ofProduct()).toEqual([]);
  });

  it('deletes the schedules of a deleted workflow', async () => {
    await insertWorkflow(t, {
      name: 'short-lived',
      project: P,
      stages: [stage('s', [shellJob('j', 'true')])],
    });
    await create('short-lived', { type: 'gap', number: 1, frequency: 'hours' });
    const res = await call('DELETE', `/api/aslan/workflow/v4/short-lived?projectName=${P}`);
    expect(res.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(schedules).where(eq(schedules.ownerName, 'short-lived')),
    ).toEqual([]);
  });
});
