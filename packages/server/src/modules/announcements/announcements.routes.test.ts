import type { Announcement, LoginResponse } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let alice: LoginResponse;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.createUser('alice');
});
afterAll(() => t.close());

const en = { cookie: 'language=en' };
const base = '/api/aslan/system/announcement';
const hour = 3600;
const now = () => Math.floor(Date.now() / 1000);
const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Maintenance',
  priority: 'medium',
  start_time: now() - hour,
  end_time: now() + hour,
  content: 'The cluster restarts tonight',
  ...overrides,
});

const create = (payload: InjectOptions['payload'], token = t.admin.token) =>
  t.request({ method: 'POST', url: base, token, payload, headers: en });
const update = (id: number | string, payload: InjectOptions['payload'], token = t.admin.token) =>
  t.request({ method: 'PUT', url: `${base}/${id}`, token, payload, headers: en });
const remove = (id: number | string, token = t.admin.token) =>
  t.request({ method: 'DELETE', url: `${base}/${id}`, token, headers: en });
const listAll = async (query: Record<string, string> = {}) => {
  const res = await t.request({
    method: 'GET',
    url: `${base}/all`,
    query,
    token: t.admin.token,
    headers: en,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { announcements: Announcement[]; total: number };
};
const active = async (token = alice.token): Promise<Announcement[]> => {
  const res = await t.request({ method: 'GET', url: base, token });
  expect(res.statusCode).toBe(200);
  return res.json();
};

async function removeAll() {
  for (const a of (await listAll({ per_page: '200' })).announcements) await remove(a.id);
}

describe('managing announcements', () => {
  it('creates, lists, edits and deletes an announcement', async () => {
    await removeAll();
    const payload = body({ title: '  Maintenance  ' });
    const created = await create(payload);
    expect(created.statusCode, created.body).toBe(200);
    const announcement: Announcement = created.json();
    expect(announcement).toMatchObject({
      title: 'Maintenance',
      priority: 'medium',
      start_time: payload.start_time,
      end_time: payload.end_time,
      content: 'The cluster restarts tonight',
      created_by: 'admin',
    });
    expect(announcement.id).toBeGreaterThan(0);
    expect(await listAll()).toEqual({ announcements: [announcement], total: 1 });

    const changed = await update(
      announcement.id,
      body({ title: 'Upgrade', priority: 'high', content: 'v2' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: announcement.id,
      title: 'Upgrade',
      priority: 'high',
      content: 'v2',
    });
    expect(Date.parse(changed.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(announcement.updated_at));
    expect((await listAll()).announcements[0]).toMatchObject({ title: 'Upgrade', created_by: 'admin' });

    const deleted = await remove(announcement.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'success' });
    expect(await listAll()).toEqual({ announcements: [], total: 0 });
  });

  it('answers 404 for unknown announcements and changes nothing', async () => {
    await removeAll();
    const kept: Announcement = (await create(body())).json();
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '2147483648', '99999999999999999999']) {
      const put = await update(id, body({ title: 'Ghost' }));
      expect(put.statusCode, id).toBe(404);
      expect(put.json().message).toBe('Announcement not found');
      const del = await remove(id);
      expect(del.statusCode, id).toBe(404);
      expect(del.json().message).toBe('Announcement not found');
    }
    expect(await listAll()).toEqual({ announcements: [kept], total: 1 });
    await remove(kept.id);
    expect((await remove(kept.id)).statusCode).toBe(404);
  });

  it('pages through all announcements, the latest start first', async () => {
    await removeAll();
    const starts = [now() - 5 * hour, now() + 10 * hour, now() - 30 * hour];
    for (const [i, start] of starts.entries()) {
      expect(
        (await create(body({ title: `a${i}`, start_time: start, end_time: start + hour }))).statusCode,
      ).toBe(200);
    }
    const first = await listAll({ per_page: '2' });
    expect(first.total).toBe(3);
    expect(first.announcements.map((a) => a.title)).toEqual(['a1', 'a0']);
    const second = await listAll({ per_page: '2', page: '2' });
    expect(second.announcements.map((a) => a.title)).toEqual(['a2']);
    expect((await listAll({ page: '5' })).announcements).toEqual([]);
    const badPages: Record<string, string>[] = [
      { page: '0' },
      { per_page: '0' },
      { per_page: '201' },
      { page: 'x' },
    ];
    for (const query of badPages) {
      const res = await t.request({ method: 'GET', url: `${base}/all`, query, token: t.admin.token });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('validation', () => {
  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['no title', { title: undefined }, 'Please enter the title'],
    ['an empty title', { title: '' }, 'Please enter the title'],
    ['a blank title', { title: '   ' }, 'Please enter the title'],
    ['a title of a number', { title: 12 }, 'Please enter the title'],
    ['a too long title', { title: 't'.repeat(129) }, 'Too long'],
    ['no priority', { priority: undefined }, 'Please choose the priority'],
    ['an unknown priority', { priority: 'urgent' }, 'Please choose the priority'],
    ['no start time', { start_time: undefined }, 'Please choose the start time'],
    ['a start time as text', { start_time: 'today' }, 'Please choose the start time'],
    ['a fractional start time', { start_time: 1.5 }, 'Invalid time'],
    ['a negative start time', { start_time: -1 }, 'Invalid time'],
    ['no end time', { end_time: undefined }, 'Please choose the end time'],
    ['an end time past the year 9999', { end_time: 253_402_300_800 }, 'Invalid time'],
    ['no content', { content: undefined }, 'Please enter the content'],
    ['an empty content', { content: ' ' }, 'Please enter the content'],
    ['a too long content', { content: 'c'.repeat(10_001) }, 'Too long'],
    [
      'an end equal to the start',
      { start_time: 1000, end_time: 1000 },
      'The end time must be after the start time',
    ],
    [
      'an end before the start',
      { start_time: 2000, end_time: 1000 },
      'The end time must be after the start time',
    ],
  ];

  it('refuses each missing or malformed field on create, storing nothing', async () => {
    await removeAll();
    for (const [what, overrides, message] of invalid) {
      const res = await create(body(overrides));
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({ type: 'error', code: 400, message });
    }
    for (const payload of [undefined, {}, [], 'text']) {
      const status = (await create(payload)).statusCode;
      expect([400, 415], JSON.stringify(payload)).toContain(status);
    }
    expect((await listAll()).total).toBe(0);
  });

  it('refuses the same on edit, leaving the announcement as it was', async () => {
    await removeAll();
    const original: Announcement = (await create(body())).json();
    for (const [what, overrides, message] of invalid) {
      const res = await update(original.id, body(overrides));
      expect(res.statusCode, what).toBe(400);
      expect(res.json().message, what).toBe(message);
    }
    expect(await listAll()).toEqual({ announcements: [original], total: 1 });
  });

  it('answers in the language of the caller', async () => {
    const res = await t.request({
      method: 'POST',
      url: base,
      token: t.admin.token,
      payload: body({ title: '' }),
      headers: { cookie: 'language=zh-CN' },
    });
    expect(res.json().message).toBe('请输入公告标题');
  });
});

describe('the announcements shown now', () => {
  it('shows those whose window holds the present, high priority first, then the latest start', async () => {
    await removeAll();
    const at = now();
    const fixtures = [
      { title: 'ended', priority: 'high', start_time: at - 3 * hour, end_time: at - hour },
      { title: 'future', priority: 'high', start_time: at + hour, end_time: at + 3 * hour },
      { title: 'low', priority: 'low', start_time: at - 10, end_time: at + hour },
      { title: 'high-old', priority: 'high', start_time: at - 2 * hour, end_time: at + hour },
      { title: 'medium', priority: 'medium', start_time: at - 30, end_time: at + hour },
      { title: 'high-new', priority: 'high', start_time: at - hour, end_time: at + 2 * hour },
    ];
    for (const fixture of fixtures) expect((await create(body(fixture))).statusCode).toBe(200);

    const shown = await active();
    expect(shown.map((a) => a.title)).toEqual(['high-new', 'high-old', 'medium', 'low']);
    expect(shown[0]).toMatchObject({ content: 'The cluster restarts tonight', priority: 'high' });
    expect((await active(t.admin.token)).length).toBe(4);
  });

  it('is for signed-in users only', async () => {
    expect((await t.request({ method: 'GET', url: base })).statusCode).toBe(401);
  });
});

describe('who may manage announcements', () => {
  it('is the system administrator only; others change nothing', async () => {
    await removeAll();
    const kept: Announcement = (await create(body())).json();
    const calls = [
      () => create(body(), alice.token),
      () => update(kept.id, body({ title: 'hacked' }), alice.token),
      () => remove(kept.id, alice.token),
      () => t.request({ method: 'GET', url: `${base}/all`, token: alice.token }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(403);
    }
    expect((await t.request({ method: 'POST', url: base, payload: body() })).statusCode).toBe(401);
    expect(await listAll()).toEqual({ announcements: [kept], total: 1 });
  });
});

describe('a database failure while saving', () => {
  it("answers 'add/edit announcement failed' without the details", async () => {
    const broken = await createTestApp();
    try {
      const created: Announcement = (
        await broken.request({ method: 'POST', url: base, token: broken.admin.token, payload: body() })
      ).json();
      await broken.database.db.execute(sql`alter table announcements rename to announcements_gone`);
      const calls = [
        { method: 'POST' as const, url: base },
        { method: 'PUT' as const, url: `${base}/${created.id}` },
      ];
      for (const call of calls) {
        const res = await broken.request({
          ...call,
          token: broken.admin.token,
          payload: body(),
          headers: en,
        });
        expect(res.statusCode, call.method).toBe(500);
        expect(res.json()).toEqual({
          type: 'error',
          code: 500,
          message: 'add/edit announcement failed',
          description: '',
        });
      }
    } finally {
      await broken.close();
    }
  });
});
