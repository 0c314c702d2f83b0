import { type LoginResponse, systemRoleBindingName } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let dev: LoginResponse;
let ops: LoginResponse;
const en = { cookie: 'language=en' };

beforeAll(async () => {
  t = await createTestApp();
  dev = await t.createUser('dev');
  ops = await t.createUser('ops');
  const role = await call('POST', '/api/v1/system-roles', t.admin.token, {
    name: 'tester',
    rules: [{ kind: 'resource', resources: ['TestCenter'], verbs: ['get_test', 'run_test'] }],
  });
  expect(role.statusCode, role.body).toBe(200);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.request({
    method,
    url,
    token,
    headers: en,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const binding = (uid: string, role: string) => ({ name: systemRoleBindingName(uid, role), role, uid });
const update = (uid: string, bindings: unknown, token = t.admin.token) =>
  call('POST', `/api/v1/system-rolebindings/update?userID=${uid}`, token, bindings);
const rolesOf = async (uid: string) =>
  (await call('GET', '/api/v1/system-rolebindings', t.admin.token))
    .json()
    .filter((b: { uid: string }) => b.uid === uid)
    .map((b: { role: string }) => b.role)
    .sort();
const permission = async (user: LoginResponse) =>
  (await call('GET', '/api/v1/policy/permission', user.token)).json();

describe('system role bindings', () => {
  it('grants the verbs of the roles a user holds, and system administration with admin', async () => {
    expect((await update(dev.uid, [binding(dev.uid, 'tester')])).json()).toEqual({ message: 'success' });
    expect(await permission(dev)).toMatchObject({
      is_system_admin: false,
      system_verbs: ['get_test', 'run_test'],
    });
    await update(dev.uid, [binding(dev.uid, 'tester'), binding(dev.uid, 'admin')]);
    expect(await permission(dev)).toMatchObject({ is_system_admin: true });
    expect((await call('GET', '/api/v1/system-roles', dev.token)).statusCode).toBe(200);
    // the list rows say so too
    const rows = (await call('POST', '/api/v1/picket/users', t.admin.token, { name: 'dev' })).json().users;
    expect(rows[0]).toMatchObject({
      admin: true,
      system_role_bindings: [{ role: 'admin' }, { role: 'tester' }],
    });
    await update(dev.uid, []);
    expect(await rolesOf(dev.uid)).toEqual([]);
    expect(await permission(dev)).toMatchObject({ is_system_admin: false, system_verbs: [] });
  });

  it('adds one binding, keeps it once when added again, and deletes it by name', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call(
        'POST',
        '/api/v1/system-rolebindings',
        t.admin.token,
        binding(ops.uid, 'tester'),
      );
      expect(res.json()).toEqual({ message: 'success' });
    }
    expect(await rolesOf(ops.uid)).toEqual(['tester']);
    // the name may be left out
    await call('POST', '/api/v1/system-rolebindings', t.admin.token, { uid: ops.uid, role: 'admin' });
    expect(await rolesOf(ops.uid)).toEqual(['admin', 'tester']);
    const name = encodeURIComponent(systemRoleBindingName(ops.uid, 'tester'));
    expect((await call('DELETE', `/api/v1/system-rolebindings/${name}`, t.admin.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/system-rolebindings/${name}`, t.admin.token)).statusCode).toBe(404);
    expect(await rolesOf(ops.uid)).toEqual(['admin']);
    await call(
      'DELETE',
      `/api/v1/system-rolebindings/${systemRoleBindingName(ops.uid, 'admin')}`,
      t.admin.token,
    );
  });

  it('never leaves the system without an administrator', async () => {
    const last = await update(t.admin.uid, [binding(t.admin.uid, 'tester')]);
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe('At least one system administrator must remain');
    const deleted = await call(
      'DELETE',
      `/api/v1/system-rolebindings/${systemRoleBindingName(t.admin.uid, 'admin')}`,
      t.admin.token,
    );
    expect(deleted.statusCode).toBe(400);
    expect(await rolesOf(t.admin.uid)).toEqual(['admin']);
  });

  it.each([
    ['a binding of another user', () => [binding(ops.uid, 'tester')], 400, 'user named by userID'],
    [
      'a name that does not match',
      () => [{ ...binding(dev.uid, 'tester'), name: 'user:x,role:y' }],
      400,
      'user:<uid>',
    ],
    ['an unknown role', () => [binding(dev.uid, 'ghost')], 404, 'Role not found'],
    ['an object instead of the array', () => binding(dev.uid, 'tester'), 400, ''],
  ])('refuses %s and changes nothing', async (_, body, status, message) => {
    await update(dev.uid, [binding(dev.uid, 'tester')]);
    const res = await update(dev.uid, body());
    expect(res.statusCode).toBe(status);
    expect(`${res.json().message} ${res.json().description}`).toContain(message);
    expect(await rolesOf(dev.uid)).toEqual(['tester']);
  });

  it('refuses unknown users, malformed names and callers who are not system administrators', async () => {
    expect((await update('not-a-uid', [])).statusCode).toBe(400);
    const stranger = '00000000-0000-4000-8000-000000000000';
    expect((await update(stranger, [])).statusCode).toBe(400);
    expect((await call('DELETE', '/api/v1/system-rolebindings/12', t.admin.token)).statusCode).toBe(404);
    expect((await update(dev.uid, [], dev.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/system-rolebindings', dev.token)).statusCode).toBe(403);
    const own = await call('POST', '/api/v1/system-rolebindings', dev.token, binding(dev.uid, 'admin'));
    expect(own.statusCode).toBe(403);
  });
});
