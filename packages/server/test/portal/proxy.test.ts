import { type LoginResponse, PROXY_PASSWORD_MASK } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SecretBox } from '../../src/lib/crypto/aes.js';
import { loadServerKeys } from '../../src/lib/keys.js';
import { ProxyRepository } from '../../src/modules/proxy/proxy.repository.js';
import { ProxyService } from '../../src/modules/proxy/proxy.service.js';
import { freePort } from '../git-daemon.js';
import { repoProxyForm } from '../githost-standins/connect-proxy.js';
import { startTarget, startTestProxy, type TestProxy } from '../http-proxy.js';
import { queryRows } from '../sql.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller, type Shape } from './portal-contract.js';

/**
 * The portal's proxy calls (系统设置 › 系统配置 › 代理配置, and the proxy switch of 软件包管理).
 * The connection test really goes through a small HTTP proxy started here to a target started here.
 */
let t: TestApp;
let user: LoginResponse;
let open: TestProxy;
let guarded: TestProxy;
let target: Awaited<ReturnType<typeof startTarget>>;

beforeAll(async () => {
  [target, open, guarded] = await Promise.all([
    startTarget(),
    startTestProxy(),
    startTestProxy({ username: 'proxy-user', password: 'proxy-pass-1' }),
  ]);
  t = await createTestApp({ proxyTestUrl: target.url });
  user = await t.createUser('proxy-user');
});
afterAll(() => Promise.all([t.close(), open.stop(), guarded.stop(), target.stop()]));
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM proxies`);
});

const call = portalCaller(() => t);

const path = '/api/aslan/system/proxyManage';
/** The form as the page sends it (`proxyInfo`). */
const form = (overrides: Record<string, unknown> = {}) => ({
  id: '',
  ...repoProxyForm(open.port),
  ...overrides,
});
const proxyShape: Shape = {
  id: 'string',
  type: 'string',
  address: 'string',
  port: 'integer',
  need_password: 'boolean',
  username: 'string',
  password: 'string',
  enable_repo_proxy: 'boolean',
  enable_application_proxy: 'boolean',
  usage: 'string',
};
const english = { 'accept-language': 'en' };

describe('proxy (系统配置 › 代理配置)', () => {
  it('GET: [] before any proxy; after POST one row, answered {message: success}', async () => {
    expect((await call('GET', path)).json()).toEqual([]);
    await call('GET', path, undefined, user.token, 403);
    const created = await call('POST', path, form());
    expect(created.json()).toEqual({ message: 'success' });
    const list = (await call('GET', path)).json();
    expectShape(list, { '0': proxyShape });
    expect(list[0]).toMatchObject({
      type: 'http',
      address: '127.0.0.1',
      port: open.port,
      enable_repo_proxy: true,
    });
    await call('POST', path, form(), user.token, 403);
    const second = await t.request({
      method: 'POST',
      url: path,
      payload: form(),
      token: t.admin.token,
      headers: english,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toMatch(/proxy change failed/);
  });

  it('the password is sealed at rest and answered masked; the mask sent back keeps it', async () => {
    await call(
      'POST',
      path,
      form({ port: guarded.port, need_password: true, username: 'proxy-user', password: 'proxy-pass-1' }),
    );
    const [stored] = await queryRows<{ password: string }>(t.database.db, sql`SELECT password FROM proxies`);
    expect(stored?.password).toMatch(/^sealed:v1:/);
    const [row] = (await call('GET', path)).json();
    expect(row.password).toBe(PROXY_PASSWORD_MASK);
    await call('PUT', `${path}/${row.id}`, { ...row, usage: 'kept' });
    const [stored2] = await queryRows<{ password: string }>(t.database.db, sql`SELECT password FROM proxies`);
    expect(stored2?.password).not.toBe(stored?.password);
    // the stored password still opens the guarded proxy
    guarded.connects.length = 0;
    await call('POST', `${path}/connectionTest`, { ...row, usage: 'kept' });
    expect(guarded.connects.at(-1)?.authorization).toBe(
      `Basic ${Buffer.from('proxy-user:proxy-pass-1').toString('base64')}`,
    );
  });

  it('POST /connectionTest: reaches the target through the proxy; {message: success}', async () => {
    const before = target.hits.length;
    const res = await call('POST', `${path}/connectionTest`, form());
    expect(res.json()).toEqual({ message: 'success' });
    expect(open.connects.at(-1)?.authority).toBe(new URL(target.url).host);
    expect(target.hits.slice(before)).toEqual(['HEAD /generate_204']);
  });

  it('POST /connectionTest: wrong proxy password, or no proxy listening: 400 with the reason', async () => {
    const denied = await call(
      'POST',
      `${path}/connectionTest`,
      form({ port: guarded.port, need_password: true, username: 'proxy-user', password: 'wrong' }),
      undefined,
      400,
    );
    expect(denied.json().description).toContain('407');
    const nobody = await call(
      'POST',
      `${path}/connectionTest`,
      form({ port: await freePort() }),
      undefined,
      400,
    );
    expect(nobody.json().description).toContain('127.0.0.1');
    await call('POST', `${path}/connectionTest`, form(), user.token, 403);
  });

  it('PUT /{id}: the package page turns the application proxy on and off', async () => {
    await call('POST', path, form());
    const [row] = (await call('GET', path)).json();
    await call('PUT', `${path}/${row.id}`, { ...row, enable_application_proxy: true });
    expect((await call('GET', path)).json()[0].enable_application_proxy).toBe(true);
    const missing = await t.request({
      method: 'PUT',
      url: `${path}/nope`,
      payload: form(),
      token: t.admin.token,
      headers: english,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/proxy change failed/);
    await call('PUT', `${path}/${row.id}`, row, user.token, 403);
  });

  it('type no clears the server; turning the application proxy on without a proxy is refused', async () => {
    await call('POST', path, form());
    const [row] = (await call('GET', path)).json();
    await call('PUT', `${path}/${row.id}`, {
      ...row,
      type: 'no',
      address: '',
      port: undefined,
      enable_repo_proxy: false,
    });
    expect((await call('GET', path)).json()[0]).toMatchObject({ type: 'no', address: '', port: 0 });
    const refused = await t.request({
      method: 'PUT',
      url: `${path}/${row.id}`,
      payload: { ...row, type: 'no', address: '', port: undefined, enable_application_proxy: true },
      token: t.admin.token,
      headers: english,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/no proxy configured, go to settings first/);
  });

  it('bad input: 400 with a clear message, nothing saved', async () => {
    for (const body of [
      form({ address: '' }),
      form({ address: 'http://x y' }),
      form({ port: 70000 }),
      form({ port: undefined }),
      form({ type: 'socks5' }),
      form({ need_password: true, username: '', password: 'x' }),
      form({ need_password: true, username: 'u', password: '' }),
    ]) {
      const res = await call('POST', path, body, undefined, 400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await call('GET', path)).json()).toEqual([]);
  });

  it('what code hosts and package downloads use: the proxy URL when it is on for them', async () => {
    const box = new SecretBox(loadServerKeys(t.dataDir, undefined).masterKey);
    const service = new ProxyService({
      repository: new ProxyRepository(t.database.db),
      box,
      testUrl: target.url,
    });
    expect(await service.proxyUrl('repo')).toBeUndefined();
    await call(
      'POST',
      path,
      form({ port: guarded.port, need_password: true, username: 'proxy-user', password: 'proxy-pass-1' }),
    );
    expect(await service.proxyUrl('repo')).toBe(`http://proxy-user:proxy-pass-1@127.0.0.1:${guarded.port}`);
    expect(await service.proxyUrl('application')).toBeUndefined();
  });
});
