import type { LoginResponse } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetTokenFrom, startSmtpReceiver } from '../smtp-receiver.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectPortalAnswer, expectShape, portalCall, type Shape } from './portal-contract.js';

/**
 * Accounts, users and system permission verbs as the portal calls them: sign-in, sign-up, password
 * retrieval, profile, user administration, system role bindings and the system verbs it checks.
 */
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let t: TestApp;
let dev: LoginResponse;

/** What the portal reads of a user, in every list and dialog. */
const userShape: Shape = {
  uid: 'string',
  name: 'string',
  account: 'string',
  email: 'string',
  phone: 'string',
  identity_type: 'string',
  admin: 'boolean',
  last_login_time: 'seconds',
};

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://ci.example.com' });
  dev = await t.createUser('dev', 'dev-password-1', 'dev@example.com');
  const role = await portalCall(t, {
    method: 'POST',
    url: '/api/v1/system-roles',
    body: {
      name: 'analyst',
      desc: 'reads the numbers',
      rules: [
        { kind: 'resource', resources: ['DataCenter'], verbs: ['data_over', 'efficiency_over'] },
        { kind: 'resource', resources: ['DeliveryCenter'], verbs: ['release_get'] },
      ],
    },
  });
  expect(role.statusCode, role.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const systemRolesOf = async (account: string) => {
  const res = await portalCall(t, { method: 'POST', url: '/api/v1/picket/users', body: { name: account } });
  const row = res.json().users.find((u: { account: string }) => u.account === account);
  return (row.system_role_bindings as Array<{ role: string }>).map((b) => b.role).sort();
};

describe('sign-in page', () => {
  it('GET /api/v1/login-enabled: no single-sign-on connector, so the form is used', async () => {
    const res = await portalCall(t, { method: 'GET', url: '/api/v1/login-enabled', token: '' });
    expectPortalAnswer(res);
    expect(res.json()).toEqual({ enabled: false });
  });

  it('GET /api/v1/login: the single-sign-on target sends the browser back to the form', async () => {
    const res = await portalCall(t, { method: 'GET', url: '/api/v1/login', token: '' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/signin');
  });

  it('POST /api/v1/login: stores the answer, reads uid, token and name', async () => {
    const res = await portalCall(t, {
      method: 'POST',
      url: '/api/v1/login',
      body: { account: 'dev', password: 'dev-password-1' },
      token: '',
    });
    expectPortalAnswer(res);
    expectShape(res.json(), { uid: 'string', token: 'string', name: 'string' });
  });

  it('GET /api/v1/userbindings?uid=&projectName=: after sign-in, admin among the roles is a system admin', async () => {
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/v1/userbindings?uid=${t.admin.uid}&projectName=`,
    });
    expectPortalAnswer(res);
    expectShape(res.json(), { '0': { role: 'string' } });
    expect(res.json().map((b: { role: string }) => b.role)).toEqual(['admin']);
    const ordinary = await portalCall(t, {
      method: 'GET',
      url: `/api/v1/userbindings?uid=${dev.uid}&projectName=`,
      token: dev.token,
    });
    expectPortalAnswer(ordinary);
    expect(ordinary.json()).toEqual([]);
  });

  it('GET /api/aslan/system/rsaKey/publicKey', async () => {
    const res = await portalCall(t, { method: 'GET', url: '/api/aslan/system/rsaKey/publicKey', token: '' });
    expectPortalAnswer(res);
    expectShape(res.json(), { publicKey: 'string' });
  });

  it('GET and PUT /api/v1/features/RegisterTrigger', async () => {
    const put = await portalCall(t, {
      method: 'PUT',
      url: '/api/v1/features/RegisterTrigger',
      body: { name: 'RegisterTrigger', enabled: true },
    });
    expectPortalAnswer(put);
    const res = await portalCall(t, { method: 'GET', url: '/api/v1/features/RegisterTrigger', token: '' });
    expectPortalAnswer(res);
    expect(res.json().enabled).toBe(true);
  });

  it('POST /api/v1/signup: an empty phone is no phone', async () => {
    const res = await portalCall(t, {
      method: 'POST',
      url: '/api/v1/signup',
      body: {
        name: 'Newcomer',
        account: 'newcomer',
        password: 'newcomer-pass-1',
        email: 'new@example.com',
        phone: '',
      },
      token: '',
    });
    expectPortalAnswer(res);
  });

  it('GET /api/v1/retrieve and POST /api/v1/reset: the mailed token as body and bearer', async () => {
    await t.createUser('forgetful', 'old-password-1', 'forgetful@example.com');
    const seen = smtp.inbox.length;
    const retrieve = await portalCall(t, {
      method: 'GET',
      url: '/api/v1/retrieve?account=forgetful',
      token: '',
    });
    expectPortalAnswer(retrieve);
    expectShape(retrieve.json(), { email: 'string' });
    const token = resetTokenFrom(await smtp.nextMail(seen));
    const reset = await portalCall(t, {
      method: 'POST',
      url: '/api/v1/reset',
      body: { password: 'new-password-1', token },
      token,
    });
    expectPortalAnswer(reset);
    await t.login('forgetful', 'new-password-1');
  });
});

describe('profile', () => {
  it('GET /api/v1/users/{uid}/personal: last login in seconds and an API token that works', async () => {
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/v1/users/${dev.uid}/personal`,
      token: dev.token,
    });
    expectPortalAnswer(res);
    expectShape(res.json(), { ...userShape, token: 'string' });
    const { token } = res.json();
    expect(token).not.toBe(dev.token);
    // the same token every time, usable as a bearer
    const again = await portalCall(t, { method: 'GET', url: `/api/v1/users/${dev.uid}/personal`, token });
    expect(again.json().token).toBe(token);
    // never shown to anyone else, administrators included
    const byAdmin = await portalCall(t, { method: 'GET', url: `/api/v1/users/${dev.uid}/personal` });
    expectPortalAnswer(byAdmin);
    expect(byAdmin.json().token).toBe('');
  });

  it('PUT /api/v1/users/{uid}/password: a new password replaces the API token', async () => {
    const user = await t.createUser('mover', 'mover-password-1');
    const personal = () =>
      portalCall(t, { method: 'GET', url: `/api/v1/users/${user.uid}/personal`, token: user.token });
    const before = (await personal()).json().token;
    const res = await portalCall(t, {
      method: 'PUT',
      url: `/api/v1/users/${user.uid}/password`,
      body: { oldPassword: 'mover-password-1', newPassword: 'mover-password-2' },
      token: user.token,
    });
    expectPortalAnswer(res);
    const refused = await portalCall(t, { method: 'GET', url: '/api/v1/user/count', token: before });
    expect(refused.statusCode).toBe(401);
    const renewed = await t.login('mover', 'mover-password-2');
    const after = await portalCall(t, {
      method: 'GET',
      url: `/api/v1/users/${user.uid}/personal`,
      token: renewed.token,
    });
    expect(after.json().token).not.toBe(before);
  });

  it('GET and PUT /api/v1/users/{uid}/setting', async () => {
    const put = await portalCall(t, {
      method: 'PUT',
      url: `/api/v1/users/${dev.uid}/setting`,
      body: { theme: 'dark', log_bg_color: '#000000', log_font_color: '#ffffff' },
      token: dev.token,
    });
    expectPortalAnswer(put);
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/v1/users/${dev.uid}/setting`,
      token: dev.token,
    });
    expectPortalAnswer(res);
    expectShape(res.json(), { theme: 'string', log_bg_color: 'string', log_font_color: 'string' });
  });

  it('GET /api/v1/user/count: the bare number', async () => {
    const res = await portalCall(t, { method: 'GET', url: '/api/v1/user/count' });
    expectPortalAnswer(res);
    expect(typeof res.json()).toBe('number');
    expect(res.json()).toBeGreaterThanOrEqual(3);
  });
});

describe('user administration', () => {
  it('POST /api/v1/picket/users: users and total_count, each row as the list and edit dialog read it', async () => {
    const res = await portalCall(t, {
      method: 'POST',
      url: '/api/v1/picket/users?projectName=',
      body: { page: 1, per_page: 10, name: '' },
    });
    expectPortalAnswer(res);
    const body = res.json();
    expectShape(body, { total_count: 'integer', users: 'array' });
    const signedIn = body.users.filter((u: { last_login_time: number }) => u.last_login_time > 0);
    expect(signedIn.length).toBeGreaterThan(1);
    expectShape(
      { users: signedIn },
      { users: [{ ...userShape, system_role_bindings: [{ role: 'string' }] }] },
    );
    const admin = body.users.find((u: { account: string }) => u.account === 'admin');
    expect(admin).toMatchObject({ admin: true, system_role_bindings: [{ role: 'admin' }] });
    // a user who never signed in: 0, shown as "never"
    const newcomer = body.users.find((u: { account: string }) => u.account === 'newcomer');
    expect(newcomer).toMatchObject({ last_login_time: 0, admin: false, system_role_bindings: [] });
  });

  it('POST /api/v1/picket/users from the approval picker: {page:1, per_page:20, name}', async () => {
    const res = await portalCall(t, {
      method: 'POST',
      url: '/api/v1/picket/users',
      body: { page: 1, per_page: 20, name: 'de' },
    });
    expectPortalAnswer(res);
    expect(res.json().users.length).toBeGreaterThan(0);
    expectShape(res.json(), {
      users: [{ uid: 'string', name: 'string', account: 'string', identity_type: 'string' }],
    });
  });

  it('POST /api/v1/users/search: with paging, with a name, or with the name only', async () => {
    for (const body of [
      { page: 1, per_page: 200 },
      { page: 1, per_page: 100, name: 'dev' },
      { name: 'dev' },
    ]) {
      const res = await portalCall(t, {
        method: 'POST',
        url: '/api/v1/users/search?projectName=',
        body,
        token: dev.token,
      });
      expectPortalAnswer(res);
      expect(res.json().users.length).toBeGreaterThan(0);
      expectShape(res.json(), { users: [{ uid: 'string', name: 'string', account: 'string' }] });
    }
  });

  it('POST /api/v1/users: isAdmin false, or the system roles chosen in the dialog', async () => {
    const plain = await portalCall(t, {
      method: 'POST',
      url: '/api/v1/users',
      body: {
        account: 'plain',
        name: 'Plain',
        email: 'plain@example.com',
        password: 'plain-password',
        phone: '',
        isAdmin: false,
      },
    });
    expectPortalAnswer(plain);
    expectShape(plain.json(), { uid: 'string' });
    expect(await systemRolesOf('plain')).toEqual([]);
    const analyst = await portalCall(t, {
      method: 'POST',
      url: '/api/v1/users',
      body: {
        account: 'numbers',
        name: 'Numbers',
        email: 'numbers@example.com',
        password: 'numbers-pass',
        phone: '',
        isAdmin: ['analyst'],
      },
    });
    expectPortalAnswer(analyst);
    expect(await systemRolesOf('numbers')).toEqual(['analyst']);
  });

  it('PUT /api/v1/users/{uid}: the whole list row, edited', async () => {
    const list = await portalCall(t, {
      method: 'POST',
      url: '/api/v1/picket/users',
      body: { page: 1, per_page: 10, name: 'plain' },
    });
    const row = list.json().users[0];
    row.isAdmin = row.system_role_bindings.map((b: { role: string }) => b.role);
    const res = await portalCall(t, {
      method: 'PUT',
      url: `/api/v1/users/${row.uid}`,
      body: { ...row, name: 'Plain Renamed', phone: '13800138000' },
    });
    expectPortalAnswer(res);
    const after = await portalCall(t, {
      method: 'POST',
      url: '/api/v1/picket/users',
      body: { name: 'plain' },
    });
    expect(after.json().users[0]).toMatchObject({
      name: 'Plain Renamed',
      phone: '13800138000',
      account: 'plain',
    });
  });

  it('DELETE /api/v1/picket/users/{uid}', async () => {
    const created = await portalCall(t, {
      method: 'POST',
      url: '/api/v1/users',
      body: {
        account: 'leaving',
        name: 'Leaving',
        email: 'leaving@example.com',
        password: 'leaving-pass',
        phone: '',
        isAdmin: false,
      },
    });
    const res = await portalCall(t, { method: 'DELETE', url: `/api/v1/picket/users/${created.json().uid}` });
    expectPortalAnswer(res);
  });
});

describe('system role bindings', () => {
  const nameOf = (uid: string, role: string) => `user:${uid},role:${role}`;

  it('POST /api/v1/system-rolebindings/update?userID=: the array of the edit dialog; [] removes all', async () => {
    const grant = await portalCall(t, {
      method: 'POST',
      url: `/api/v1/system-rolebindings/update?userID=${dev.uid}`,
      body: [
        { name: nameOf(dev.uid, 'analyst'), role: 'analyst', uid: dev.uid },
        { name: nameOf(dev.uid, 'admin'), role: 'admin', uid: dev.uid },
      ],
    });
    expectPortalAnswer(grant);
    expect(await systemRolesOf('dev')).toEqual(['admin', 'analyst']);
    const removeAll = await portalCall(t, {
      method: 'POST',
      url: `/api/v1/system-rolebindings/update?userID=${dev.uid}`,
      body: [],
    });
    expectPortalAnswer(removeAll);
    expect(await systemRolesOf('dev')).toEqual([]);
  });

  it('POST /api/v1/system-rolebindings: one binding', async () => {
    const res = await portalCall(t, {
      method: 'POST',
      url: '/api/v1/system-rolebindings',
      body: { name: nameOf(dev.uid, 'analyst'), role: 'analyst', uid: dev.uid },
    });
    expectPortalAnswer(res);
    expect(await systemRolesOf('dev')).toEqual(['analyst']);
  });

  it('GET /api/v1/system-rolebindings', async () => {
    const res = await portalCall(t, { method: 'GET', url: '/api/v1/system-rolebindings' });
    expectPortalAnswer(res);
    expectShape(res.json(), { '0': { name: 'string', role: 'string', uid: 'string' } });
    expect(res.json()).toContainEqual(expect.objectContaining({ name: nameOf(dev.uid, 'analyst') }));
  });

  it('GET /api/v1/policy/permission: a non-admin sees the verbs their system role grants', async () => {
    const res = await portalCall(t, { method: 'GET', url: '/api/v1/policy/permission', token: dev.token });
    expectPortalAnswer(res);
    expectShape(res.json(), {
      is_system_admin: 'boolean',
      project_admin_list: 'array',
      system_verbs: 'array',
    });
    expect(res.json()).toMatchObject({ is_system_admin: false });
    expect([...res.json().system_verbs].sort()).toEqual(['data_over', 'efficiency_over', 'release_get']);
  });

  it('GET /api/v1/policy-definitions?scope=system: the verbs the portal checks', async () => {
    const res = await portalCall(t, { method: 'GET', url: '/api/v1/policy-definitions?scope=system' });
    expectPortalAnswer(res);
    expectShape(res.json(), {
      '0': { resource: 'string', alias: 'string', rules: [{ action: 'string', alias: 'string' }] },
    });
    const verbs = res
      .json()
      .flatMap((d: { rules: Array<{ action: string }> }) => d.rules.map((r) => r.action));
    for (const verb of [
      'data_over',
      'efficiency_over',
      'get_test',
      'edit_test',
      'delete_test',
      'run_test',
      'release_get',
      'delivery_get',
      'get_template',
      'create_template',
      'edit_template',
      'delete_template',
    ])
      expect(verbs).toContain(verb);
  });

  it('DELETE /api/v1/system-rolebindings/{name}: the binding named user:UID,role:R', async () => {
    const res = await portalCall(t, {
      method: 'DELETE',
      url: `/api/v1/system-rolebindings/${nameOf(dev.uid, 'analyst')}`,
    });
    expectPortalAnswer(res);
    expect(await systemRolesOf('dev')).toEqual([]);
    const again = await portalCall(t, {
      method: 'DELETE',
      url: `/api/v1/system-rolebindings/${nameOf(dev.uid, 'analyst')}`,
    });
    expectPortalAnswer(again, 404);
  });
});
