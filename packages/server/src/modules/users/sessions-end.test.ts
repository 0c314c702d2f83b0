import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const en = { cookie: 'language=en' };
/** What a call with the token answers: 200 while its session lasts, 401 once it has ended. */
const statusWith = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/user/count', token, headers: en })).statusCode;
const changePassword = (uid: string, token: string, oldPassword: string, newPassword: string) =>
  t.request({
    method: 'PUT',
    url: `/api/v1/users/${uid}/password`,
    token,
    payload: { oldPassword, newPassword },
  });

describe('sessions end', () => {
  it('when users change their own password, except the one they get back with the change', async () => {
    const owner = await t.createUser('owner', 'owner-password-1');
    const otherDevice = await t.login('owner', 'owner-password-1');

    const res = await changePassword(owner.uid, owner.token, 'owner-password-1', 'owner-password-2');
    expect(res.statusCode).toBe(200);
    const { message, token } = res.json();
    expect(message).toBe('success');

    // Refused like an expired session: the web app asks to sign in again.
    const refused = await t.request({
      method: 'GET',
      url: '/api/v1/user/count',
      token: owner.token,
      headers: en,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 401, message: 'Login expired, please log in again' });
    expect(await statusWith(otherDevice.token)).toBe(401);
    // Issued within the same second as the change, and still valid.
    expect(await statusWith(token)).toBe(200);
    expect(await statusWith((await t.login('owner', 'owner-password-2')).token)).toBe(200);
  });

  it('for the user only when an administrator changes their password with the old one', async () => {
    const user = await t.createUser('helped', 'helped-password-1');
    const res = await changePassword(user.uid, t.admin.token, 'helped-password-1', 'helped-password-2');
    expect(res.statusCode).toBe(200);
    // Never a session of someone else.
    expect(res.json()).toEqual({ message: 'success' });
    expect(await statusWith(user.token)).toBe(401);
    expect(await statusWith(t.admin.token)).toBe(200);
  });

  it('when an administrator resets the password', async () => {
    const user = await t.createUser('reset', 'reset-password-1');
    const res = await t.request({
      method: 'PUT',
      url: `/api/v1/users/${user.uid}`,
      token: t.admin.token,
      payload: { password: 'reset-password-2' },
    });
    expect(res.statusCode).toBe(200);
    expect(await statusWith(user.token)).toBe(401);
    expect(await statusWith((await t.login('reset', 'reset-password-2')).token)).toBe(200);
    expect(await statusWith(t.admin.token)).toBe(200);
  });

  it('not when other account data changes', async () => {
    const user = await t.createUser('renamed', 'renamed-password-1');
    const res = await t.request({
      method: 'PUT',
      url: `/api/v1/users/${user.uid}`,
      token: t.admin.token,
      payload: { name: 'Renamed' },
    });
    expect(res.statusCode).toBe(200);
    expect(await statusWith(user.token)).toBe(200);
  });

  it('when the user is deleted', async () => {
    const user = await t.createUser('leaving', 'leaving-password-1');
    expect(await statusWith(user.token)).toBe(200);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/v1/picket/users/${user.uid}`,
      token: t.admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(await statusWith(user.token)).toBe(401);
  });
});
