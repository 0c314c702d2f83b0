import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedProject } from '../seed.js';
import { queryRows } from '../sql.js';
import { type SshdHost, startSshdHost } from '../sshd-host.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { portalCaller } from './portal-contract.js';
import { portalBrowserKey } from './portal-crypto.js';

/**
 * Saving a host (addHost.vue's POST/PUT) logs in to it over SSH first, against a real OpenSSH
 * server on loopback: a key or user the host refuses is a clear 400 and nothing changes.
 */
let t: TestApp;
let sshd: SshdHost;
const PROJECT = 'hosts-ssh';
const systemPath = '/api/aslan/system/privateKey';
const projectPath = `/api/aslan/project/pms?projectName=${PROJECT}`;
const call = portalCaller(() => t);
const base64 = (text: string) => Buffer.from(text).toString('base64');

beforeAll(async () => {
  [t, sshd] = await Promise.all([createTestApp(), startSshdHost()]);
  await seedProject(t, PROJECT);
});
afterAll(async () => {
  await t?.close();
  await sshd?.stop();
});
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM hosts`);
});

const host = (overrides: Record<string, unknown> = {}) => ({
  name: 'deploy_target',
  provider: 0,
  label: '',
  ip: sshd.ip,
  port: sshd.port,
  is_prod: false,
  user_name: sshd.user,
  private_key: base64(sshd.privateKey),
  probe: { probe_type: 'tcp' },
  ...overrides,
});

async function refused(method: 'POST' | 'PUT', url: string, body: unknown) {
  const res = await t.request({
    method,
    url,
    payload: body as object,
    token: t.admin.token,
    headers: { 'accept-language': 'en' },
  });
  expect(res.statusCode).toBe(400);
  expect(typeof res.json().description).toBe('string');
  return res.json() as { message: string; description: string };
}

const storedRows = () =>
  queryRows<{ user_name: string; private_key: string; updated_at: string }>(
    t.database.db,
    sql`SELECT user_name, private_key, updated_at FROM hosts`,
  );

describe('SSH login check on save', () => {
  it('a host that lets the key in is saved (system and project hosts)', async () => {
    await call('POST', systemPath, host());
    await call('POST', projectPath, { ...host(), project_name: PROJECT });
    expect(await storedRows()).toHaveLength(2);
  });

  it('a key the host refuses: 400 with the clear message naming user@ip:port; nothing saved', async () => {
    const body = await refused('POST', systemPath, host({ private_key: base64(sshd.strangerKey) }));
    expect(body.message).toBe(
      'The host refused this user name or private key over SSH; the host was not saved',
    );
    expect(body.description).toBe(`${sshd.user}@${sshd.ip}:${sshd.port}`);
    expect(await storedRows()).toEqual([]);
    const zh = await t.request({
      method: 'POST',
      url: systemPath,
      payload: host({ user_name: 'no_such_user' }),
      token: t.admin.token,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().message).toBe('主机拒绝了该用户名或私钥，无法通过 SSH 登录，主机信息未保存');
    expect(await storedRows()).toEqual([]);
  });

  it('PUT with a refused key leaves the stored host as it was', async () => {
    await call('POST', systemPath, host());
    const key = await portalBrowserKey(t);
    const [listed] = (await call('GET', `${systemPath}?encryptedKey=${key.encryptedKey}`)).json();
    const before = await storedRows();
    await refused('PUT', `${systemPath}/${listed.id}`, {
      ...listed,
      private_key: base64(sshd.strangerKey),
    });
    await refused('PUT', `${systemPath}/${listed.id}`, {
      ...listed,
      private_key: base64(sshd.privateKey),
      user_name: 'nobody_else',
    });
    expect(await storedRows()).toEqual(before);
  });

  it('a key block the SSH client cannot use (broken body) is refused as unreadable', async () => {
    const broken = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaA==\n-----END OPENSSH PRIVATE KEY-----\n';
    const body = await refused('POST', systemPath, host({ private_key: base64(broken) }));
    expect(body.message).toMatch(/^The private key cannot be used/);
    expect(await storedRows()).toEqual([]);
  });

  it('a batch with one refused host writes none', async () => {
    const data = [host(), host({ name: 'stranger', private_key: base64(sshd.strangerKey) })];
    await refused('POST', `${systemPath}/batch`, { option: 'increment', data });
    expect(await storedRows()).toEqual([]);
  });

  it('a host that is not up yet (closed port) is saved: the health probe shows it offline', async () => {
    const { freePort } = await import('../git-daemon.js');
    await call('POST', systemPath, host({ port: await freePort() }));
    expect(await storedRows()).toHaveLength(1);
  });
});
