import type { AuditLog, LoginResponse } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { auditLogs } from '../../db/schema.js';

let t: TestApp;
let alice: LoginResponse;
const ids: Record<string, number> = {};

/** 2020-01-01T00:00:00Z: the seeded entries lie in early 2020, far from those the tests' own calls make. */
const DAY0 = 1_577_836_800;
const day = 86_400;
const range = { start: String(DAY0), end: String(DAY0 + 10 * day) };

const seeded = [
  {
    key: 'r1',
    at: DAY0,
    username: 'Carol',
    projectName: 'alpha',
    function: 'POST /api/v1/roles',
    status: 200,
  },
  {
    key: 'r2',
    at: DAY0 + day,
    username: 'carol2',
    projectName: 'beta',
    function: 'PUT /api/v1/users/:id',
    status: 400,
  },
  {
    key: 'r3',
    at: DAY0 + 2 * day,
    username: 'dave',
    projectName: 'alpha',
    function: 'DELETE /api/v1/roles/:name',
    status: 403,
  },
  {
    key: 'r4',
    at: DAY0 + 2 * day + 0.5,
    username: 'dave',
    projectName: '',
    function: 'POST /api/v1/login',
    status: 401,
  },
  {
    key: 'r5',
    at: DAY0 + 3 * day,
    username: 'x%y_z',
    projectName: 'alpha2',
    function: 'POST /api/v1/signup',
    status: 200,
  },
];

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.createUser('alice');
  for (const row of seeded) {
    const [inserted] = await t.database.db
      .insert(auditLogs)
      .values({
        createdAt: new Date(row.at * 1000),
        uid: '',
        username: row.username,
        method: row.function.split(' ')[0]!,
        path: row.function.split(' ')[1]!,
        projectName: row.projectName,
        function: row.function,
        status: row.status,
        requestBody: '{"name":"x"}',
        clientIp: '10.1.2.3',
      })
      .returning({ id: auditLogs.id });
    ids[row.key] = inserted!.id;
  }
});
afterAll(() => t.close());

const en = { cookie: 'language=en' };
const list = (query: Record<string, string>, token = t.admin.token) =>
  t.request({ method: 'GET', url: '/api/aslan/system/operation', query, token, headers: en });

async function keysOf(query: Record<string, string>): Promise<string[]> {
  const res = await list({ ...range, ...query });
  expect(res.statusCode, res.body).toBe(200);
  const body: { logs: AuditLog[]; total: number } = res.json();
  return body.logs.map((log) => Object.keys(ids).find((key) => ids[key] === log.id) ?? `live:${log.id}`);
}

describe('listing the audit log', () => {
  it('lists the entries of a time range, newest first, with their total', async () => {
    const res = await list(range);
    expect(res.json().total).toBe(5);
    expect(await keysOf({})).toEqual(['r5', 'r4', 'r3', 'r2', 'r1']);
    expect(res.json().logs[4]).toEqual({
      id: ids.r1,
      created_at: '2020-01-01T00:00:00.000Z',
      uid: '',
      username: 'Carol',
      method: 'POST',
      path: '/api/v1/roles',
      project_name: 'alpha',
      function: 'POST /api/v1/roles',
      status: 200,
      request_body: '{"name":"x"}',
      client_ip: '10.1.2.3',
    });
  });

  it('filters by a part of the user name, any case, wildcards taken literally', async () => {
    expect(await keysOf({ username: 'CAROL' })).toEqual(['r2', 'r1']);
    expect(await keysOf({ username: 'aro' })).toEqual(['r2', 'r1']);
    expect(await keysOf({ username: '%' })).toEqual(['r5']);
    expect(await keysOf({ username: '_' })).toEqual(['r5']);
    expect(await keysOf({ username: 'nobody' })).toEqual([]);
  });

  it('filters by the exact project, a part of the function and the exact status', async () => {
    expect(await keysOf({ project_name: 'alpha' })).toEqual(['r3', 'r1']);
    expect(await keysOf({ project_name: 'alph' })).toEqual([]);
    expect(await keysOf({ function: 'roles' })).toEqual(['r3', 'r1']);
    expect(await keysOf({ function: 'POST' })).toEqual(['r5', 'r4', 'r1']);
    expect(await keysOf({ status: '403' })).toEqual(['r3']);
    expect(await keysOf({ status: '200', project_name: 'alpha', username: 'carol' })).toEqual(['r1']);
  });

  it('takes start and end as an inclusive range of whole seconds', async () => {
    const at = String(DAY0 + 2 * day);
    expect(await keysOf({ start: at, end: at })).toEqual(['r4', 'r3']);
    expect(await keysOf({ start: String(DAY0 + 1), end: String(DAY0 + 2 * day - 1) })).toEqual(['r2']);
    expect(await keysOf({ start: String(DAY0 + 3 * day), end: range.end })).toEqual(['r5']);
    const before = await list({ end: String(DAY0 + day) });
    expect(before.json().total).toBe(2);
    const after = await list({ start: String(DAY0 + 3 * day) });
    expect(after.json().logs.map((log: AuditLog) => log.id)).toContain(ids.r5);
    expect(after.json().logs.map((log: AuditLog) => log.id)).not.toContain(ids.r3);
  });

  it('pages', async () => {
    expect(await keysOf({ per_page: '2' })).toEqual(['r5', 'r4']);
    expect(await keysOf({ per_page: '2', page: '2' })).toEqual(['r3', 'r2']);
    expect(await keysOf({ per_page: '2', page: '3' })).toEqual(['r1']);
    const beyond = await list({ ...range, per_page: '2', page: '10' });
    expect(beyond.json()).toEqual({ logs: [], total: 5 });
  });

  it('refuses a start after the end and malformed filters', async () => {
    const reversed = await list({ start: String(DAY0 + day), end: String(DAY0) });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('The end cannot be before the start');
    const bad: Record<string, string>[] = [
      { start: 'yesterday' },
      { end: '-1' },
      { start: '1.5' },
      { start: '99999999999999' },
      { status: 'ok' },
      { status: '99' },
      { status: '600' },
      { page: '0' },
      { per_page: '201' },
      { per_page: 'x' },
      { username: 'u'.repeat(65) },
      { function: 'f'.repeat(129) },
    ];
    for (const query of bad) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ type: 'error', code: 400 });
    }
    expect((await list({ start: 'yesterday' })).json().message).toBe('Invalid time');
    expect((await list({ start: '99999999999999' })).json().message).toBe('Invalid time');
  });
});

describe('reading one entry', () => {
  it('answers the entry, and 404 for unknown ids', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/aslan/system/operation/${ids.r3}`,
      token: t.admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.r3, username: 'dave', status: 403, project_name: 'alpha' });
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '99999999999999999999']) {
      const missing = await t.request({
        method: 'GET',
        url: `/api/aslan/system/operation/${id}`,
        token: t.admin.token,
        headers: en,
      });
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().message).toBe('Audit record not found');
    }
  });
});

describe('who may read the audit log', () => {
  it('is the system administrator only', async () => {
    for (const url of ['/api/aslan/system/operation', `/api/aslan/system/operation/${ids.r1}`]) {
      expect((await t.request({ method: 'GET', url, token: alice.token })).statusCode, url).toBe(403);
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
