import type { LoginResponse } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let alice: LoginResponse;
let bob: LoginResponse;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.createUser('alice', 'alice-password', 'alice@example.com');
  bob = await t.createUser('bob', 'bob-password-1', 'bob@example.com');
});
afterAll(() => t.close());

const en = { cookie: 'language=en' };
const personal = (uid: string) => `/api/v1/users/${uid}/personal`;
const setting = (uid: string) => `/api/v1/users/${uid}/setting`;
const password = (uid: string) => `/api/v1/users/${uid}/password`;

describe('who may call', () => {
  it('refuses calls without a token, with a bad token and with an expired one', async () => {
    expect((await t.request({ method: 'GET', url: personal(alice.uid) })).statusCode).toBe(401);
    const garbage = await t.request({
      method: 'GET',
      url: personal(alice.uid),
      token: 'garbage',
      headers: en,
    });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toMatchObject({
      type: 'error',
      code: 401,
      message: 'Login expired, please log in again',
    });

    const shortLived = await createTestApp({ tokenTtlSeconds: -10 });
    try {
      const expired = await shortLived.login('admin', ADMIN_PASSWORD);
      const res = await shortLived.request({
        method: 'GET',
        url: '/api/v1/user/count',
        token: expired.token,
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await shortLived.close();
    }
  });

  it('lets a user read and change only their own records', async () => {
    for (const url of [personal(bob.uid), setting(bob.uid), `/api/v1/userbindings?uid=${bob.uid}`]) {
      const res = await t.request({ method: 'GET', url, token: alice.token, headers: en });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('no permission');
    }
    const put = await t.request({
      method: 'PUT',
      url: personal(bob.uid),
      token: alice.token,
      payload: { name: 'hacked' },
    });
    expect(put.statusCode).toBe(403);
    const pw = await t.request({
      method: 'PUT',
      url: password(bob.uid),
      token: alice.token,
      payload: { oldPassword: 'x', newPassword: 'hacked-password' },
    });
    expect(pw.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: personal(bob.uid), token: bob.token })).json().name).toBe(
      'bob',
    );
  });

  it('lets the system administrator read anyone, and answers 404 for an unknown user', async () => {
    const res = await t.request({ method: 'GET', url: personal(bob.uid), token: t.admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ account: 'bob', admin: false, token: '' });
    const missing = await t.request({
      method: 'GET',
      url: personal('00000000-0000-0000-0000-000000000000'),
      token: t.admin.token,
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.request({ method: 'GET', url: personal('not-a-uuid'), token: t.admin.token });
    expect(malformed.statusCode).toBe(404);
  });
});

describe('personal information', () => {
  it('returns and updates the caller', async () => {
    const me = await t.request({ method: 'GET', url: personal(alice.uid), token: alice.token });
    expect(me.json()).toMatchObject({
      uid: alice.uid,
      account: 'alice',
      email: 'alice@example.com',
      identity_type: 'system',
    });
    const now = Math.floor(Date.now() / 1000);
    expect(me.json().last_login_time).toBeGreaterThan(now - 60);
    expect(me.json().last_login_time).toBeLessThanOrEqual(now);
    expect(me.json().token).not.toBe('');
    const res = await t.request({
      method: 'PUT',
      url: personal(alice.uid),
      token: alice.token,
      payload: { name: 'Alice Liddell', email: 'alice@wonder.land', phone: '+441234567890' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Alice Liddell',
      email: 'alice@wonder.land',
      phone: '+441234567890',
    });
    const cleared = await t.request({
      method: 'PUT',
      url: personal(alice.uid),
      token: alice.token,
      payload: { phone: '' },
    });
    expect(cleared.json().phone).toBe('');
  });

  it.each([
    [{ email: 'nope' }, 'valid email'],
    [{ phone: '123' }, 'valid phone'],
    [{ name: '' }, 'enter your name'],
    [{ name: 'n'.repeat(65) }, 'Too long'],
    [{ name: 5 }, 'enter your name'],
  ])('rejects %j and changes nothing', async (payload, message) => {
    const before = (await t.request({ method: 'GET', url: personal(bob.uid), token: bob.token })).json();
    const res = await t.request({
      method: 'PUT',
      url: personal(bob.uid),
      token: bob.token,
      headers: en,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message.toLowerCase()).toContain(message.toLowerCase());
    const after = (await t.request({ method: 'GET', url: personal(bob.uid), token: bob.token })).json();
    expect(after).toEqual(before);
  });
});

describe('API token', () => {
  it('is shown to the user only, works as a bearer for years, and ends with the password', async () => {
    const carol = await t.createUser('carol', 'carol-password-1');
    const read = async (token: string) =>
      (await t.request({ method: 'GET', url: personal(carol.uid), token })).json().token as string;
    const apiToken = await read(carol.token);
    expect(apiToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await read(apiToken)).toBe(apiToken);
    const [, payload = ''] = apiToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp - claims.iat).toBeGreaterThan(5 * 365 * 24 * 3600);
    expect(await read(t.admin.token)).toBe('');
    await t.request({
      method: 'PUT',
      url: password(carol.uid),
      token: carol.token,
      payload: { oldPassword: 'carol-password-1', newPassword: 'carol-password-2' },
    });
    const refused = await t.request({ method: 'GET', url: personal(carol.uid), token: apiToken });
    expect(refused.statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('needs the old password', async () => {
    const wrong = await t.request({
      method: 'PUT',
      url: password(bob.uid),
      token: bob.token,
      headers: en,
      payload: { oldPassword: 'not-it', newPassword: 'bob-password-2' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is incorrect');
    await t.login('bob', 'bob-password-1');
  });

  it.each([
    [{ oldPassword: 'bob-password-1', newPassword: 'short' }, 'at least 8 characters'],
    [{ oldPassword: '', newPassword: 'bob-password-2' }, 'enter your password'],
    [{ newPassword: 'bob-password-2' }, 'enter your password'],
    [{ oldPassword: 'bob-password-1', newPassword: 'x'.repeat(129) }, 'Too long'],
  ])('rejects %j and keeps the password', async (payload, message) => {
    const res = await t.request({
      method: 'PUT',
      url: password(bob.uid),
      token: bob.token,
      headers: en,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message.toLowerCase()).toContain(message.toLowerCase());
    await t.login('bob', 'bob-password-1');
  });

  it('changes it', async () => {
    const res = await t.request({
      method: 'PUT',
      url: password(bob.uid),
      token: bob.token,
      payload: { oldPassword: 'bob-password-1', newPassword: 'bob-password-2' },
    });
    expect(res.statusCode).toBe(200);
    bob = await t.login('bob', 'bob-password-2');
  });
});

describe('preference', () => {
  it('starts from the defaults', async () => {
    const res = await t.request({ method: 'GET', url: setting(bob.uid), token: bob.token });
    expect(res.json()).toEqual({ theme: 'light', log_bg_color: '#000000', log_font_color: '#ffffff' });
  });

  it('saves a partial change and keeps the rest', async () => {
    const res = await t.request({
      method: 'PUT',
      url: setting(bob.uid),
      token: bob.token,
      payload: { theme: 'dark' },
    });
    expect(res.json()).toEqual({ theme: 'dark', log_bg_color: '#000000', log_font_color: '#ffffff' });
    const colours = await t.request({
      method: 'PUT',
      url: setting(bob.uid),
      token: bob.token,
      payload: { log_bg_color: '#1E1E1E', log_font_color: '#0f0' },
    });
    expect(colours.json()).toEqual({ theme: 'dark', log_bg_color: '#1E1E1E', log_font_color: '#0f0' });
    const read = await t.request({ method: 'GET', url: setting(bob.uid), token: bob.token });
    expect(read.json()).toEqual(colours.json());
  });

  it.each([
    [{ theme: 'purple' }, 'light or dark'],
    [{ log_bg_color: 'black' }, 'hex colour'],
    [{ log_font_color: '#12345' }, 'hex colour'],
    [{ log_font_color: '#ffffff; background:url(x)' }, 'hex colour'],
    [{ log_bg_color: 0 }, 'hex colour'],
  ])('rejects %j and changes nothing', async (payload, message) => {
    const before = (await t.request({ method: 'GET', url: setting(bob.uid), token: bob.token })).json();
    const res = await t.request({
      method: 'PUT',
      url: setting(bob.uid),
      token: bob.token,
      headers: en,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await t.request({ method: 'GET', url: setting(bob.uid), token: bob.token })).json()).toEqual(
      before,
    );
  });
});

describe('system roles and count', () => {
  it('lists the system roles of the caller, as the web app loads them after sign-in', async () => {
    const admin = await t.request({
      method: 'GET',
      url: `/api/v1/userbindings?uid=${t.admin.uid}&projectName=`,
      token: t.admin.token,
    });
    expect(admin.json()).toEqual([
      { name: `user:${t.admin.uid},role:admin`, uid: t.admin.uid, role: 'admin', preset: true },
    ]);
    const user = await t.request({
      method: 'GET',
      url: `/api/v1/userbindings?uid=${bob.uid}`,
      token: bob.token,
    });
    expect(user.json()).toEqual([]);
  });

  it('counts users for signed-in callers only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/user/count' })).statusCode).toBe(401);
    const res = await t.request({ method: 'GET', url: '/api/v1/user/count', token: bob.token });
    expect(res.json()).toBe(4);
  });
});
