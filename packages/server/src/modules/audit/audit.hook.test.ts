import type { AuditLog, LoginResponse } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedProject } from '../../../test/seed.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let alice: LoginResponse;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.createUser('alice', 'alice-password-1');
  await seedProject(t, 'demo');
});
afterAll(() => t.close());

const en = { cookie: 'language=en' };
const hour = 3600;
const now = () => Math.floor(Date.now() / 1000);
const announcement = (content: Record<string, unknown> = {}) => ({
  content: {
    title: 'Maintenance',
    priority: 1,
    start_time: now(),
    end_time: now() + hour,
    content: 'tonight',
    ...content,
  },
  receiver: '*',
  type: 1,
});

/** Posts an announcement as the administrator of `app`: a mutation every test can make. */
const postAnnouncement = (payload: Record<string, unknown>, app: TestApp = t) =>
  app.request({
    method: 'POST',
    url: '/api/aslan/system/announcement',
    token: app.admin.token,
    headers: en,
    payload,
  });

async function readLogs(query: Record<string, string>): Promise<AuditLog[]> {
  const res = await t.request({
    method: 'GET',
    url: '/api/aslan/system/operation',
    query: { per_page: '200', ...query },
    token: t.admin.token,
    headers: en,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Entries are written after the response: wait until the expected ones are there. */
async function waitForLogs(
  query: Record<string, string>,
  expected: (entry: AuditLog) => boolean = () => true,
): Promise<AuditLog[]> {
  for (let attempt = 0; attempt < 250; attempt++) {
    const logs = (await readLogs(query)).filter(expected);
    if (logs.length > 0) return logs;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no audit entries for ${JSON.stringify(query)}`);
}

describe('recording mutating calls', () => {
  it('records a successful call: who, what, where, result and the body', async () => {
    const res = await postAnnouncement(announcement());
    expect(res.statusCode).toBe(200);
    const [entry] = await waitForLogs({ function: 'announcements', status: '200' });
    expect(entry).toMatchObject({
      username: 'admin',
      method: 'Create',
      path: '/api/aslan/system/announcement',
      product_name: '',
      function: 'Settings - announcements',
      name: 'Maintenance',
      status: 200,
      client_ip: '127.0.0.1',
    });
    expect(JSON.parse(entry!.request_body).content).toMatchObject({ title: 'Maintenance', priority: 1 });
    expect(entry!.created_at).toBeGreaterThan(now() - 60);
    expect(entry!.created_at).toBeLessThanOrEqual(now());
  });

  it('records the project of project calls, from the query, without the query in the path', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/roles?projectName=demo',
      token: t.admin.token,
      payload: {
        name: 'auditor',
        rules: [{ kind: 'resource', resources: ['Workflow'], verbs: ['get_workflow'] }],
      },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await waitForLogs({ projectName: 'demo', status: '200' });
    expect(entry).toMatchObject({
      username: 'admin',
      method: 'Create',
      path: '/api/v1/roles',
      function: 'Project - roles',
      name: 'auditor',
      product_name: 'demo',
    });
  });

  it('records a call that failed validation with its status', async () => {
    const res = await postAnnouncement(announcement({ title: '' }));
    expect(res.statusCode).toBe(400);
    const [entry] = await waitForLogs({ function: 'announcements', status: '400' }, (e) =>
      e.request_body.includes('tonight'),
    );
    expect(entry).toMatchObject({ username: 'admin', status: 400 });
    expect(JSON.parse(entry!.request_body).content).toMatchObject({ title: '', content: 'tonight' });
  });

  it('records denied calls: refused permission, no sign-in, unknown paths', async () => {
    const denied = await t.request({
      method: 'PUT',
      url: '/api/v1/roles/auditor?projectName=demo',
      token: alice.token,
      payload: {
        name: 'auditor',
        rules: [{ kind: 'resource', resources: ['Workflow'], verbs: ['get_workflow'] }],
      },
    });
    expect(denied.statusCode).toBe(403);
    const [entry] = await waitForLogs({ username: 'alice', status: '403' });
    expect(entry).toMatchObject({
      username: 'alice',
      method: 'Update',
      path: '/api/v1/roles/auditor',
      product_name: 'demo',
      function: 'Project - roles',
      name: 'auditor',
      status: 403,
    });

    const anonymous = await t.request({ method: 'DELETE', url: '/api/aslan/system/announcement/1' });
    expect(anonymous.statusCode).toBe(401);
    const [unsigned] = await waitForLogs({ function: 'announcements', status: '401' });
    expect(unsigned).toMatchObject({
      username: '',
      method: 'Delete',
      name: '1',
      path: '/api/aslan/system/announcement/1',
    });

    const unknown = await t.request({ method: 'PATCH', url: '/api/v1/nowhere?x=1', token: alice.token });
    expect(unknown.statusCode).toBe(404);
    const [unmatched] = await waitForLogs({ status: '404' }, (e) => e.path === '/api/v1/nowhere');
    expect(unmatched).toMatchObject({ method: '', function: '', name: '', status: 404 });
  });
});

describe('secrets', () => {
  it('never stores the passwords of sign-ups, sign-ins and password changes', async () => {
    await t.login('admin', ADMIN_PASSWORD);
    const change = await t.request({
      method: 'PUT',
      url: `/api/v1/users/${alice.uid}/password`,
      token: alice.token,
      payload: { oldPassword: 'alice-password-1', newPassword: 'alice-password-2' },
    });
    expect(change.statusCode).toBe(200);
    const [changed] = await waitForLogs({ function: 'account' }, (e) => e.path.endsWith('/password'));
    expect(JSON.parse(changed!.request_body)).toEqual({ oldPassword: '********', newPassword: '********' });

    const signIns = await waitForLogs(
      { function: 'account', username: 'admin' },
      (e) => e.method === 'Sign in',
    );
    const signUps = await waitForLogs({ function: 'account' }, (e) => e.method === 'Sign up');
    for (const entry of [...signIns, ...signUps]) {
      expect(JSON.parse(entry.request_body).password).toBe('********');
    }
    const everything = JSON.stringify(await readLogs({}));
    for (const password of [ADMIN_PASSWORD, 'alice-password-1', 'alice-password-2']) {
      expect(everything).not.toContain(password);
    }
  });

  it('hides secrets nested at any depth of the body', async () => {
    const res = await postAnnouncement({
      content: { title: '' },
      meta: { registry: [{ access_key: 'AKIA-123', nested: { secretKey: 'sk-456' } }], token: 'tk-789' },
    });
    expect(res.statusCode).toBe(400);
    const [entry] = await waitForLogs({ status: '400' }, (e) => e.request_body.includes('registry'));
    expect(JSON.parse(entry!.request_body)).toEqual({
      content: { title: '' },
      meta: { registry: [{ access_key: '********', nested: { secretKey: '********' } }], token: '********' },
    });
  });

  it('records the account an unknown sign-in tried', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      payload: { account: 'ghost', password: 'guessed-password' },
    });
    expect(res.statusCode).toBe(401);
    const [entry] = await waitForLogs({ username: 'ghost' });
    expect(entry).toMatchObject({ username: 'ghost', method: 'Sign in', function: 'Account', status: 401 });
    expect(entry!.request_body).not.toContain('guessed-password');
  });
});

describe('what is not recorded', () => {
  it('leaves reads out, also searches made with POST', async () => {
    for (const url of ['/api/v1/user/count', '/api/aslan/system/announcement', '/api/v1/nothing-here']) {
      await t.request({ method: 'GET', url, token: alice.token });
    }
    await t.request({ method: 'POST', url: '/api/v1/users/search', token: alice.token, payload: {} });
    await t.request({ method: 'DELETE', url: '/api/aslan/system/announcement/999999', token: t.admin.token });
    await waitForLogs({ function: 'announcements', status: '404' });
    const logs = await readLogs({});
    const reads = ['/api/v1/user/count', '/api/v1/nothing-here', '/api/v1/users/search'];
    expect(logs.filter((entry) => reads.includes(entry.path))).toEqual([]);
  });
});

describe('a failing audit log', () => {
  it('never fails the call, and is logged', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.db.execute(sql`drop table audit_logs`);
      // a disabled Fastify logger is one shared no-op object: watch it for the report
      const logged = vi.spyOn(broken.app.log, 'error');
      const res = await postAnnouncement(announcement(), broken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'success' });

      const invalid = await postAnnouncement({ content: {} }, broken);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe('Please enter the title');

      await vi.waitFor(() =>
        expect(logged).toHaveBeenCalledWith(expect.anything(), 'audit log write failed'),
      );
      logged.mockRestore();
      const list = await broken.request({
        method: 'GET',
        url: '/api/aslan/system/announcement/all',
        token: broken.admin.token,
      });
      expect(list.json()).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});
