import type { LoginResponse, Notification } from '@slipway/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { notifications as notificationsTable } from '../../db/schema.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

let t: TestApp;
let ada: LoginResponse;
let bob: LoginResponse;
let notices: NotificationsService;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.createUser('ada');
  bob = await t.createUser('bob');
  notices = new NotificationsService(new NotificationsRepository(t.database.db));
});
afterAll(() => t.close());

const path = '/api/aslan/system/notification';
const en = { cookie: 'language=en' };
const bell = async (user: LoginResponse): Promise<Notification[]> => {
  const res = await t.request({ method: 'GET', url: path, token: user.token });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const subscribe = (user: LoginResponse, pipelinestatus: string) =>
  t.request({
    method: 'POST',
    url: `${path}/subscribe`,
    token: user.token,
    payload: { type: 2, pipelinestatus },
    headers: en,
  });
const taskNotice = (status: string) => ({
  task_id: 3,
  product_name: 'shop',
  pipeline_name: 'deploy',
  type: 'workflow_v4',
  status,
});
const message = (title: string) => ({ title, content: 'Disk almost full', req_id: 'req-1' });

async function clear(user: LoginResponse) {
  await t.database.db.delete(notificationsTable).where(eq(notificationsTable.uid, user.uid));
}

describe('the bell', () => {
  it('lists the caller’s own notices, newest first, unread until marked', async () => {
    await clear(ada);
    await notices.notifyMessage(ada.uid, message('first'));
    await notices.notifyMessage(ada.uid, message('second'));
    await notices.notifyMessage(bob.uid, message('for bob'));
    const rows = await bell(ada);
    expect(rows.map((row) => row.type === 3 && row.content.title)).toEqual(['second', 'first']);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      type: 3,
      content: message('second'),
      is_read: false,
      create_time: expect.any(Number),
    });
    expect(Math.abs((rows[0]?.create_time ?? 0) - Date.now() / 1000)).toBeLessThan(60);
  });

  it('shows the week before the newest notice, as Zadig does', async () => {
    await clear(ada);
    await notices.notifyMessage(ada.uid, message('old'));
    await notices.notifyMessage(ada.uid, message('new'));
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    const [old] = (await bell(ada)).filter((row) => row.type === 3 && row.content.title === 'old');
    await t.database.db
      .update(notificationsTable)
      .set({ createdAt: eightDaysAgo })
      .where(eq(notificationsTable.id, old?.id ?? 0));
    expect((await bell(ada)).map((row) => row.type === 3 && row.content.title)).toEqual(['new']);
  });

  it('marks read and deletes only the caller’s own notices', async () => {
    await clear(ada);
    await clear(bob);
    await notices.notifyMessage(ada.uid, message('ada'));
    await notices.notifyMessage(bob.uid, message('bob'));
    const [adas] = await bell(ada);
    const [bobs] = await bell(bob);
    const ids = [adas?.id, bobs?.id];
    const read = await t.request({ method: 'PUT', url: `${path}/read`, token: ada.token, payload: { ids } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ message: 'success' });
    expect((await bell(ada))[0]?.is_read).toBe(true);
    expect((await bell(bob))[0]?.is_read).toBe(false);
    const deleted = await t.request({
      method: 'POST',
      url: `${path}/delete`,
      token: ada.token,
      payload: { ids },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await bell(ada)).toEqual([]);
    expect(await bell(bob)).toHaveLength(1);
  });

  it('refuses malformed ids and anonymous callers', async () => {
    for (const payload of [{}, { ids: 'x' }, { ids: ['x'] }, { ids: [0] }, { ids: [1e20] }]) {
      const res = await t.request({
        method: 'PUT',
        url: `${path}/read`,
        token: ada.token,
        payload,
        headers: en,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().description).toEqual(expect.any(String));
    }
    expect((await t.request({ method: 'GET', url: path })).statusCode).toBe(401);
  });
});

describe('task status notices and the subscription', () => {
  it('reach a user only for the statuses they subscribed to', async () => {
    await clear(ada);
    expect(await notices.notifyTaskStatus(ada.uid, taskNotice('passed'))).toBe(false);
    expect((await subscribe(ada, 'failed')).statusCode).toBe(200);
    expect(await notices.notifyTaskStatus(ada.uid, taskNotice('passed'))).toBe(false);
    expect(await notices.notifyTaskStatus(ada.uid, taskNotice('failed'))).toBe(true);
    expect((await subscribe(ada, '*')).statusCode).toBe(200);
    expect(await notices.notifyTaskStatus(ada.uid, taskNotice('passed'))).toBe(true);
    expect((await subscribe(ada, '')).statusCode).toBe(200);
    expect(await notices.notifyTaskStatus(ada.uid, taskNotice('failed'))).toBe(false);
    const rows = await bell(ada);
    expect(rows.map((row) => row.type === 2 && row.content.status)).toEqual(['passed', 'failed']);
    expect(rows[0]).toMatchObject({ type: 2, content: taskNotice('passed'), is_read: false });
  });

  it('keeps one subscription per type, the latest choice', async () => {
    const list = async () =>
      (await t.request({ method: 'GET', url: `${path}/subscribe`, token: bob.token })).json();
    expect(await list()).toEqual([]);
    await subscribe(bob, '*');
    await subscribe(bob, '');
    expect(await list()).toEqual([{ type: 2, pipelinestatus: '', create_time: expect.any(Number) }]);
    const wrongType = await t.request({
      method: 'POST',
      url: `${path}/subscribe`,
      token: bob.token,
      payload: { type: 9, pipelinestatus: '*' },
    });
    expect(wrongType.statusCode).toBe(400);
  });
});
