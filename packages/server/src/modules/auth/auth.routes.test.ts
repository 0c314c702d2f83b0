import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/sql.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userCount = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`))[0];

describe('POST /api/v1/login', () => {
  it('signs the administrator in with the documented fields', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      payload: { account: 'admin', password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'account',
      'email',
      'identityType',
      'name',
      'phone',
      'token',
      'uid',
    ]);
    expect(body).toMatchObject({ account: 'admin', name: 'admin', identityType: 'system' });
    const [, payload] = body.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ uid: body.uid, preferred_username: 'admin', aud: 'slipway' });
    // iat carries milliseconds, exp whole seconds
    expect(claims.exp - Math.floor(claims.iat)).toBe(24 * 60 * 60);
  });

  it('accepts the account in any letter case', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      payload: { account: 'ADMIN', password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('rejects a wrong password and an unknown account with the same message', async () => {
    const wrong = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      headers: { cookie: 'language=en' },
      payload: { account: 'admin', password: 'not-the-password' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      headers: { cookie: 'language=en' },
      payload: { account: 'nobody', password: 'whatever-1' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        type: 'error',
        code: 401,
        message: 'Incorrect account or password',
      });
    }
  });

  it.each([
    [{}, 'Please enter your account'],
    [{ account: '', password: 'x' }, 'Please enter your account'],
    [{ account: '   ', password: 'x' }, 'Please enter your account'],
    [{ account: 'admin', password: '' }, 'Please enter your password'],
    [{ account: 'a'.repeat(65), password: 'x' }, 'Too long'],
    [{ account: 'admin', password: 'p'.repeat(129) }, 'Too long'],
    [{ account: 42, password: 'x' }, 'Please enter your account'],
    [{ account: 'admin', password: ['x'] }, 'Please enter your password'],
  ])('rejects bad input %j with a clear 400', async (payload, message) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'error', code: 400, message });
  });

  it('limits sign-in attempts per client and account', async () => {
    const limited = await createTestApp({ loginAttemptsPerMinute: 3 });
    try {
      const attempt = (account: string) =>
        limited.request({
          method: 'POST',
          url: '/api/v1/login',
          payload: { account, password: 'wrong-password' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt('guessed')).statusCode).toBe(401);
      const blocked = await attempt('guessed');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ type: 'error', code: 429 });
      // another account from the same client has its own budget
      expect((await attempt('someone')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('sign-up and its switch', () => {
  it('is off by default: GET shows it, anonymous sign-up is refused and creates nothing', async () => {
    const fresh = await createTestApp();
    try {
      const feature = await fresh.request({ method: 'GET', url: '/api/v1/features/RegisterTrigger' });
      expect(feature.json()).toEqual({ name: 'RegisterTrigger', enabled: false });
      const res = await fresh.request({
        method: 'POST',
        url: '/api/v1/signup',
        headers: { cookie: 'language=en' },
        payload: { account: 'dev1', name: 'Dev', email: 'dev1@example.com', password: 'password-1' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Sign-up is not enabled');
      const count = await fresh.request({
        method: 'GET',
        url: '/api/v1/user/count',
        token: fresh.admin.token,
      });
      expect(count.json()).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('only a system administrator may switch it', async () => {
    const user = await t.createUser('switcher');
    const url = '/api/v1/features/RegisterTrigger';
    expect((await t.request({ method: 'PUT', url, payload: { enabled: false } })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'PUT', url, token: user.token, payload: { enabled: false } })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'PUT', url, token: t.admin.token, payload: { enabled: 'yes' } })).statusCode,
    ).toBe(400);
    expect((await t.request({ method: 'PUT', url, token: t.admin.token, payload: {} })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url })).json().enabled).toBe(true);
    const off = await t.request({ method: 'PUT', url, token: t.admin.token, payload: { enabled: false } });
    expect(off.json()).toEqual({ name: 'RegisterTrigger', enabled: false });
    expect((await t.request({ method: 'GET', url })).json().enabled).toBe(false);
  });

  it('rejects unknown feature names', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/features/Nope' });
    expect(res.statusCode).toBe(400);
    const put = await t.request({
      method: 'PUT',
      url: '/api/v1/features/Nope',
      token: t.admin.token,
      payload: { enabled: true },
    });
    expect(put.statusCode).toBe(400);
  });

  it('creates an account that can sign in when on', async () => {
    await t.request({
      method: 'PUT',
      url: '/api/v1/features/RegisterTrigger',
      token: t.admin.token,
      payload: { enabled: true },
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/signup',
      payload: {
        account: 'new.user',
        name: 'New User',
        email: 'new@example.com',
        phone: '13800138000',
        password: 'password-1',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      account: 'new.user',
      email: 'new@example.com',
      admin: false,
      last_login_time: 0,
    });
    expect(res.json()).not.toHaveProperty('token');
    const login = await t.login('new.user', 'password-1');
    expect(login.phone).toBe('13800138000');
  });

  it.each([
    [{ account: 'bad account', name: 'x', email: 'a@b.co', password: 'password-1' }, 'account supports only'],
    [{ account: 'shortpw', name: 'x', email: 'a@b.co', password: 'short' }, 'at least 8 characters'],
    [{ account: 'bademail', name: 'x', email: 'not-an-email', password: 'password-1' }, 'valid email'],
    [
      { account: 'badphone', name: 'x', email: 'a@b.co', phone: '12ab', password: 'password-1' },
      'valid phone',
    ],
    [{ account: 'noname', name: '', email: 'a@b.co', password: 'password-1' }, 'enter your name'],
    [{ account: 'x'.repeat(65), name: 'x', email: 'a@b.co', password: 'password-1' }, 'too long'],
    [{ account: 'types', name: 1, email: 'a@b.co', password: 'password-1' }, 'enter your name'],
  ])('rejects %j and creates nothing', async (payload, message) => {
    await t.request({
      method: 'PUT',
      url: '/api/v1/features/RegisterTrigger',
      token: t.admin.token,
      payload: { enabled: true },
    });
    const before = await userCount();
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/signup',
      headers: { cookie: 'language=en' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message.toLowerCase()).toContain(message.toLowerCase());
    expect(await userCount()).toEqual(before);
  });

  it('refuses a taken account, whatever its letter case', async () => {
    await t.request({
      method: 'PUT',
      url: '/api/v1/features/RegisterTrigger',
      token: t.admin.token,
      payload: { enabled: true },
    });
    const before = await userCount();
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/signup',
      headers: { cookie: 'language=en' },
      payload: { account: 'Admin', name: 'Impostor', email: 'i@example.com', password: 'password-1' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This account already exists');
    expect(await userCount()).toEqual(before);
    await t.login('admin', ADMIN_PASSWORD);
  });
});

describe('GET /api/v1/login-enabled and GET /api/v1/login', () => {
  it('keeps the sign-in page on its form: there is no single-sign-on connector', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/login-enabled' });
    expect(res.json()).toEqual({ enabled: false });
    const redirect = await t.request({ method: 'GET', url: '/api/v1/login' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/signin');
  });
});

describe('first start', () => {
  it('creates the administrator once and keeps an existing password', async () => {
    const again = await t.accounts.ensureAdmin('another-password');
    expect(again).toEqual({ created: false });
    await t.login('admin', ADMIN_PASSWORD);
  });

  it('generates a password when ADMIN_PASSWORD is not given', async () => {
    const fresh = await createTestApp();
    try {
      await fresh.database.db.execute(sql`delete from users`);
      const result = await fresh.accounts.ensureAdmin(undefined);
      expect(result.created).toBe(true);
      if (!result.created) return;
      expect(result.password.length).toBeGreaterThanOrEqual(16);
      const login = await fresh.login('admin', result.password);
      const roles = await fresh.request({
        method: 'GET',
        url: `/api/v1/userbindings?uid=${login.uid}`,
        token: login.token,
      });
      expect(roles.json()).toEqual([expect.objectContaining({ role: 'admin' })]);
    } finally {
      await fresh.close();
    }
  });
});
