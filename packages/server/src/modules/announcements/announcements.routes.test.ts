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
/** The fields of an announcement, as the portal nests them under `content`. */
const fields = (overrides: Record<string, unknown> = {}) => ({
  title: 'Maintenance',
  priority: 2,
  start_time: now() - hour,
  end_time: now() + hour,
  content: 'The cluster restarts tonight',
  ...overrides,
});
const body = (overrides: Record<string, unknown> = {}) => ({
  content: fields(overrides),
  receiver: '*',
  type: 1,
});

const create = (payload: InjectOptions['payload'], token = t.admin.token) =>
  t.request({ method: 'POST', url: base, token, payload, headers: en });
/** The portal sends the row back whole, its content edited. */
const update = (row: Record<string, unknown>, token = t.admin.token) =>
  t.request({ method: 'PUT', url: `${base}/update`, token, payload: row, headers: en });
const remove = (id: number | string, token = t.admin.token) =>
  t.request({ method: 'DELETE', url: `${base}/${id}`, token, headers: en });
const listAll = async (): Promise<Announcement[]> => {
  const res = await t.request({ method: 'GET', url: `${base}/all`, token: t.admin.token, headers: en });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const active = async (token = alice.token): Promise<Announcement[]> => {
  const res = await t.request({ method: 'GET', url: base, token });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const createListed = async (overrides: Record<string, unknown> = {}): Promise<Announcement> => {
  const res = await create(body(overrides));
  expect(res.statusCode, res.body).toBe(200);
  const rows = await listAll();
  return rows.reduce((newest, row) => (row.id > newest.id ? row : newest));
};

async function removeAll() {
  for (const a of await listAll()) await remove(a.id);
}

describe('managing announcements', () => {
  it('creates, lists, edits and deletes an announcement, its fields nested under content', async () => {
    await removeAll();
    const payload = body({ title: '  Maintenance  ' });
    const created = await create(payload);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ message: 'success' });
    const [announcement] = await listAll();
    expect(announcement).toEqual({
      id: expect.any(Number),
      type: 1,
      receiver: '*',
      content: { ...payload.content, title: 'Maintenance' },
      create_time: expect.any(Number),
    });
    expect(Math.abs((announcement?.create_time ?? 0) - now())).toBeLessThan(60);

    const edited = { ...announcement, content: fields({ title: 'Upgrade', priority: 1, content: 'v2' }) };
    const changed = await update(edited);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await listAll()).toEqual([{ ...announcement, content: edited.content }]);

    const deleted = await remove(announcement?.id ?? 0);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'success' });
    expect(await listAll()).toEqual([]);
  });

  it('answers 404 for unknown announcements and changes nothing', async () => {
    await removeAll();
    const kept = await createListed();
    for (const id of [999999, 0, -1, 2147483648]) {
      const put = await update({ ...kept, id, content: fields({ title: 'Ghost' }) });
      expect(put.statusCode, String(id)).toBe(404);
      expect(put.json().message).toBe('Announcement not found');
    }
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '2147483648', '99999999999999999999']) {
      const del = await remove(id);
      expect(del.statusCode, id).toBe(404);
      expect(del.json().message).toBe('Announcement not found');
    }
    expect(await listAll()).toEqual([kept]);
    await remove(kept.id);
    expect((await remove(kept.id)).statusCode).toBe(404);
  });

  it('lists every announcement, the latest start first', async () => {
    await removeAll();
    const starts = [now() - 5 * hour, now() + 10 * hour, now() - 30 * hour];
    for (const [i, start] of starts.entries()) {
      expect(
        (await create(body({ title: `a${i}`, start_time: start, end_time: start + hour }))).statusCode,
      ).toBe(200);
    }
    expect((await listAll()).map((a) => a.content.title)).toEqual(['a1', 'a0', 'a2']);
  });

  it('has no edit by id in the path: the portal names the row in the body', async () => {
    const kept = await createListed();
    const res = await t.request({
      method: 'PUT',
      url: `${base}/${kept.id}`,
      token: t.admin.token,
      payload: body(),
    });
    expect(res.statusCode).toBe(404);
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
    ['an unknown priority', { priority: 4 }, 'Please choose the priority'],
    ['a priority as a word', { priority: 'high' }, 'Please choose the priority'],
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
    for (const payload of [undefined, {}, [], 'text', fields()]) {
      const status = (await create(payload)).statusCode;
      expect([400, 415], JSON.stringify(payload)).toContain(status);
    }
    expect(await listAll()).toEqual([]);
  });

  it('refuses the same on edit, leaving the announcement as it was', async () => {
    await removeAll();
    const original = await createListed();
    for (const [what, overrides, message] of invalid) {
      const res = await update({ ...original, content: fields(overrides) });
      expect(res.statusCode, what).toBe(400);
      expect(res.json().message, what).toBe(message);
    }
    expect((await update({ content: fields() })).statusCode).toBe(400);
    expect(await listAll()).toEqual([original]);
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
      { title: 'ended', priority: 1, start_time: at - 3 * hour, end_time: at - hour },
      { title: 'future', priority: 1, start_time: at + hour, end_time: at + 3 * hour },
      { title: 'low', priority: 3, start_time: at - 10, end_time: at + hour },
      { title: 'high-old', priority: 1, start_time: at - 2 * hour, end_time: at + hour },
      { title: 'medium', priority: 2, start_time: at - 30, end_time: at + hour },
      { title: 'high-new', priority: 1, start_time: at - hour, end_time: at + 2 * hour },
    ];
    for (const fixture of fixtures) expect((await create(body(fixture))).statusCode).toBe(200);

    const shown = await active();
    expect(shown.map((a) => a.content.title)).toEqual(['high-new', 'high-old', 'medium', 'low']);
    expect(shown[0]?.content).toMatchObject({ content: 'The cluster restarts tonight', priority: 1 });
    expect((await active(t.admin.token)).length).toBe(4);
  });

  it('is for signed-in users only', async () => {
    expect((await t.request({ method: 'GET', url: base })).statusCode).toBe(401);
  });
});

describe('who may manage announcements', () => {
  it('is the system administrator only; others change nothing', async () => {
    await removeAll();
    const kept = await createListed();
    const calls = [
      () => create(body(), alice.token),
      () => update({ ...kept, content: fields({ title: 'hacked' }) }, alice.token),
      () => remove(kept.id, alice.token),
      () => t.request({ method: 'GET', url: `${base}/all`, token: alice.token }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(403);
    }
    expect((await t.request({ method: 'POST', url: base, payload: body() })).statusCode).toBe(401);
    expect(await listAll()).toEqual([kept]);
  });
});

describe('a database failure while saving', () => {
  it("answers 'add/edit announcement failed' without the details", async () => {
    const broken = await createTestApp();
    try {
      await broken.request({ method: 'POST', url: base, token: broken.admin.token, payload: body() });
      const [created] = (
        await broken.request({ method: 'GET', url: `${base}/all`, token: broken.admin.token })
      ).json() as Announcement[];
      await broken.database.db.execute(sql`alter table announcements rename to announcements_gone`);
      const calls = [
        { method: 'POST' as const, url: base, payload: body() },
        { method: 'PUT' as const, url: `${base}/update`, payload: { ...created, content: fields() } },
      ];
      for (const call of calls) {
        const res = await broken.request({ ...call, token: broken.admin.token, headers: en });
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
