import type { LoginResponse } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let dev: LoginResponse;
const en = { cookie: 'language=en' };

beforeAll(async () => {
  t = await createTestApp();
  dev = await t.createUser('dev');
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, token = t.admin.token) =>
  t.request({ method: 'POST', url: '/api/v1/users', token, headers: en, payload });
const total = async () =>
  (await t.request({ method: 'POST', url: '/api/v1/picket/users', token: t.admin.token, payload: {} })).json()
    .total_count;

describe('accounts administered by the system administrator', () => {
  it('creates an account that can sign in', async () => {
    const res = await create({
      account: 'carol',
      name: 'Carol',
      password: 'carol-password',
      phone: '13900139000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      account: 'carol',
      email: '',
      phone: '13900139000',
      admin: false,
      last_login_time: 0,
    });
    await t.login('carol', 'carol-password');
  });

  it.each([
    [{ account: 'x y', name: 'X', password: 'password-1' }, 'Account supports only'],
    [{ account: 'short', name: 'X', password: 'short' }, 'at least 8'],
    [{ account: 'mail', name: 'X', password: 'password-1', email: 'nope' }, 'valid email'],
    [{ account: 'noname', password: 'password-1' }, 'enter your name'],
    [{ account: 'DEV', name: 'Dup', password: 'password-1' }, 'already exists'],
  ])('rejects %j and creates nothing', async (payload, message) => {
    const before = await total();
    const res = await create(payload);
    expect([400, 409]).toContain(res.statusCode);
    expect(res.json().message).toContain(message);
    expect(await total()).toBe(before);
  });

  it('grants the system roles isAdmin names, refusing unknown ones before creating anything', async () => {
    const before = await total();
    const unknown = await create({
      account: 'ghost',
      name: 'Ghost',
      password: 'password-1',
      isAdmin: ['nope'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(await total()).toBe(before);
    const res = await create({ account: 'boss', name: 'Boss', password: 'password-1', isAdmin: ['admin'] });
    expect(res.json()).toMatchObject({ account: 'boss', admin: true });
    const boss = await t.login('boss', 'password-1');
    const permission = await t.request({
      method: 'GET',
      url: '/api/v1/policy/permission',
      token: boss.token,
    });
    expect(permission.json().is_system_admin).toBe(true);
  });

  it('is for system administrators only', async () => {
    expect(
      (await create({ account: 'eve', name: 'Eve', password: 'password-1' }, dev.token)).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/picket/users', token: dev.token, payload: {} }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/v1/users/${dev.uid}`,
          token: dev.token,
          payload: { name: 'me' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/v1/picket/users/${t.admin.uid}`, token: dev.token }))
        .statusCode,
    ).toBe(403);
  });

  it('edits an account and resets its password', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/v1/users/${dev.uid}`,
      token: t.admin.token,
      // the portal sends the whole list row: what cannot be edited there is ignored
      payload: {
        uid: dev.uid,
        account: 'renamed-account',
        name: 'Developer',
        password: 'reset-password-1',
        admin: true,
        isAdmin: ['admin'],
        system_role_bindings: [{ name: `user:${dev.uid},role:admin`, role: 'admin', uid: dev.uid }],
        last_login_time: 1,
      },
    });
    expect(res.json()).toMatchObject({ name: 'Developer', account: 'dev', admin: false });
    dev = await t.login('dev', 'reset-password-1');
    const bad = await t.request({
      method: 'PUT',
      url: `/api/v1/users/${dev.uid}`,
      token: t.admin.token,
      payload: { password: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    await t.login('dev', 'reset-password-1');
    const missing = await t.request({
      method: 'PUT',
      url: '/api/v1/users/00000000-0000-4000-8000-000000000000',
      token: t.admin.token,
      payload: { name: 'Ghost' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('searches by account or name with paging, and shows system roles', async () => {
    for (const n of [1, 2, 3])
      await create({ account: `tester${n}`, name: `Tester ${n}`, password: 'password-1' });
    const page = await t.request({
      method: 'POST',
      url: '/api/v1/picket/users',
      token: t.admin.token,
      payload: { name: 'TESTER', page: 2, per_page: 2 },
    });
    expect(page.json()).toMatchObject({
      total_count: 3,
      users: [expect.objectContaining({ account: 'tester3' })],
    });
    const admins = await t.request({
      method: 'POST',
      url: '/api/v1/picket/users',
      token: t.admin.token,
      payload: { name: 'admin' },
    });
    expect(admins.json().users[0]).toMatchObject({
      account: 'admin',
      system_role_bindings: [
        { name: `user:${t.admin.uid},role:admin`, uid: t.admin.uid, role: 'admin', preset: true },
      ],
      admin: true,
    });
    const wildcard = await t.request({
      method: 'POST',
      url: '/api/v1/users/search',
      token: dev.token,
      payload: { name: '%' },
    });
    expect(wildcard.json()).toEqual({ users: [], total_count: 0 });
    const byIds = await t.request({
      method: 'POST',
      url: '/api/v1/users/search',
      token: dev.token,
      payload: { uids: [dev.uid] },
    });
    expect(byIds.json().users.map((u: { account: string }) => u.account)).toEqual(['dev']);
    for (const payload of [{ page: 0 }, { per_page: 1000 }, { name: 5 }]) {
      expect(
        (await t.request({ method: 'POST', url: '/api/v1/users/search', token: dev.token, payload }))
          .statusCode,
      ).toBe(400);
    }
  });

  it('deletes an account but not your own', async () => {
    const self = await t.request({
      method: 'DELETE',
      url: `/api/v1/picket/users/${t.admin.uid}`,
      token: t.admin.token,
      headers: en,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot delete your own account');
    const carol = (
      await t.request({
        method: 'POST',
        url: '/api/v1/picket/users',
        token: t.admin.token,
        payload: { name: 'carol' },
      })
    ).json().users[0];
    expect(
      (await t.request({ method: 'DELETE', url: `/api/v1/picket/users/${carol.uid}`, token: t.admin.token }))
        .statusCode,
    ).toBe(200);
    const again = await t.request({
      method: 'DELETE',
      url: `/api/v1/picket/users/${carol.uid}`,
      token: t.admin.token,
    });
    expect(again.statusCode).toBe(404);
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      payload: { account: 'carol', password: 'carol-password' },
    });
    expect(login.statusCode).toBe(401);
  });
});
