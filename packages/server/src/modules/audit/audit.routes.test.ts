import type { AuditLog, LoginResponse } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { auditLogs } from '../../db/schema.js';

let t: TestApp;
let alice: LoginResponse;
const ids: Record<string, number> = {};

/** 2020-01-01T00:00:00Z: the seeded entries are older than those the tests' own calls make. */
const DAY0 = 1_577_836_800;
const day = 86_400;

const seeded = [
  {
    key: 'r1',
    at: DAY0,
    username: 'Carol',
    projectName: 'alpha',
    action: 'create',
    function: 'projectRole',
    name: 'dev',
    status: 200,
  },
  {
    key: 'r2',
    at: DAY0 + day,
    username: 'carol2',
    projectName: 'beta',
    action: 'update',
    function: 'user',
    name: 'u-2',
    status: 400,
  },
  {
    key: 'r3',
    at: DAY0 + 2 * day,
    username: 'dave',
    projectName: 'alpha',
    action: 'delete',
    function: 'projectRole',
    name: 'dev',
    status: 403,
  },
  {
    key: 'r4',
    at: DAY0 + 2 * day + 0.5,
    username: 'dave',
    projectName: '',
    action: 'login',
    function: 'account',
    name: 'dave',
    status: 401,
  },
  {
    key: 'r5',
    at: DAY0 + 3 * day,
    username: 'x%y_z',
    projectName: 'alpha2',
    action: 'signup',
    function: 'account',
    name: 'x',
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
        method: 'POST',
        path: '/api/v1/somewhere',
        projectName: row.projectName,
        action: row.action,
        function: row.function,
        name: row.name,
        status: row.status,
        requestBody: '{"name":"x"}',
        clientIp: '10.1.2.3',
      })
      .returning({ id: auditLogs.id });
    ids[row.key] = inserted!.id;
  }
});
afterAll(() => t.close());

/** The portal's query: every filter present, empty or 0 when not used. */
const portalQuery = (query: Record<string, string>) => ({
  username: '',
  projectName: '',
  status: '0',
  function: '',
  per_page: '50',
  page: '1',
  ...query,
});
const list = (query: Record<string, string>, language = 'en', token = t.admin.token) =>
  t.request({
    method: 'GET',
    url: '/api/aslan/system/operation',
    query: portalQuery(query),
    token,
    headers: { cookie: `language=${language}` },
  });

/** The seeded entries a query finds, newest first (entries of the tests' own calls left out). */
async function keysOf(query: Record<string, string>): Promise<string[]> {
  const res = await list({ per_page: '200', ...query });
  expect(res.statusCode, res.body).toBe(200);
  const logs: AuditLog[] = res.json();
  return logs.flatMap((log) => Object.keys(ids).filter((key) => ids[key] === log.id));
}

describe('listing the audit log', () => {
  it('answers a bare array of rows, newest first, the total in X-Total', async () => {
    const res = await list({ username: 'dave', per_page: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total']).toBe('2');
    expect((res.json() as AuditLog[]).map((log) => log.id)).toEqual([ids.r4]);
  });

  it('shows a row as Zadig does: seconds, the action and area in the reader language, the object', async () => {
    const [en] = (await list({ username: 'Carol', projectName: 'alpha' })).json() as AuditLog[];
    expect(en).toEqual({
      id: ids.r1,
      created_at: DAY0,
      username: 'Carol',
      method: 'Create',
      product_name: 'alpha',
      function: 'Project - roles',
      name: 'dev',
      status: 200,
      request_body: '{"name":"x"}',
      path: '/api/v1/somewhere',
      client_ip: '10.1.2.3',
    });
    const [zh] = (await list({ username: 'Carol', projectName: 'alpha' }, 'zh-CN')).json() as AuditLog[];
    expect(zh).toMatchObject({ method: '新增', function: '项目管理-角色' });
  });

  it('filters by a part of the user name or project, any case, wildcards taken literally', async () => {
    expect(await keysOf({ username: 'CAROL' })).toEqual(['r2', 'r1']);
    expect(await keysOf({ username: 'aro' })).toEqual(['r2', 'r1']);
    expect(await keysOf({ username: '%' })).toEqual(['r5']);
    expect(await keysOf({ username: '_' })).toEqual(['r5']);
    expect(await keysOf({ username: 'nobody' })).toEqual([]);
    expect(await keysOf({ projectName: 'alpha' })).toEqual(['r5', 'r3', 'r1']);
    expect(await keysOf({ projectName: 'ALPH' })).toEqual(['r5', 'r3', 'r1']);
  });

  it('filters by a part of the area label in either language, and by the exact status unless 0', async () => {
    expect(await keysOf({ function: 'roles' })).toEqual(['r3', 'r1']);
    expect(await keysOf({ function: '角色' })).toEqual(['r3', 'r1']);
    expect(await keysOf({ function: '账号' })).toEqual(['r5', 'r4']);
    expect(await keysOf({ status: '403' })).toEqual(['r3']);
    expect(await keysOf({ status: '0', username: 'dave' })).toEqual(['r4', 'r3']);
    expect(await keysOf({ status: '200', projectName: 'alpha', username: 'carol' })).toEqual(['r1']);
  });

  it('pages, page and page size 0 meaning the first page of 50', async () => {
    const page = async (query: Record<string, string>) =>
      ((await list({ projectName: 'alpha', ...query })).json() as AuditLog[]).map((log) => log.id);
    expect(await page({ per_page: '1' })).toEqual([ids.r5]);
    expect(await page({ per_page: '1', page: '2' })).toEqual([ids.r3]);
    expect(await page({ per_page: '1', page: '10' })).toEqual([]);
    expect(await page({ per_page: '0', page: '0' })).toEqual([ids.r5, ids.r3, ids.r1]);
    const bare = await t.request({ method: 'GET', url: '/api/aslan/system/operation', token: t.admin.token });
    expect(bare.statusCode).toBe(200);
    expect(Array.isArray(bare.json())).toBe(true);
  });

  it('refuses malformed filters with a description', async () => {
    const bad: Record<string, string>[] = [
      { status: 'ok' },
      { status: '-1' },
      { status: '600' },
      { page: '-1' },
      { per_page: '201' },
      { per_page: 'x' },
      { username: 'u'.repeat(65) },
      { function: 'f'.repeat(129) },
    ];
    for (const query of bad) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ type: 'error', code: 400, description: expect.any(String) });
    }
  });
});

describe('who may read the audit log', () => {
  it('is the system administrator only', async () => {
    const url = '/api/aslan/system/operation';
    expect((await t.request({ method: 'GET', url, token: alice.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });
});
