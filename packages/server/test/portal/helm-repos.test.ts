import type { LoginResponse } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoProxyForm, startConnectProxy } from '../githost-standins/connect-proxy.js';
import {
  HELM_INDEX_YAML,
  HELM_REPO_PASSWORD,
  HELM_REPO_USER,
  startHelmRepo,
  type TestHelmRepo,
} from '../helm-repo-server.js';
import { queryRows } from '../sql.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCall, portalCaller, type Shape } from './portal-contract.js';
import { portalBrowserKey } from './portal-crypto.js';

/**
 * The portal's Helm repository calls (系统设置 › Helm 仓库, and the chart picker of Helm services),
 * against a real chart repository on loopback serving Helm's example index.yaml behind basic auth.
 */
let t: TestApp;
let user: LoginResponse;
let charts: TestHelmRepo;

beforeAll(async () => {
  [t, charts] = await Promise.all([createTestApp(), startHelmRepo()]);
  user = await t.createUser('helm-user');
});
afterAll(async () => {
  await Promise.all([t.close(), charts.stop()]);
});
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM helm_repos`);
  await t.database.db.execute(sql`DELETE FROM proxies`);
  charts.serve(HELM_INDEX_YAML);
});

const call = portalCaller(() => t);
const path = '/api/aslan/system/helm';
/** What the settings dialog sends on create. */
const form = (overrides: Record<string, unknown> = {}) => ({
  repo_name: 'charts',
  url: charts.url,
  username: HELM_REPO_USER,
  password: HELM_REPO_PASSWORD,
  ...overrides,
});
const repoShape: Shape = {
  id: 'string',
  repo_name: 'string',
  url: 'string',
  username: 'string',
  password: 'string',
  update_by: 'string',
  updated_at: 'seconds',
};

async function readSettings(token?: string) {
  const key = await portalBrowserKey(t);
  const list = (await call('GET', `${path}?encryptedKey=${key.encryptedKey}`, undefined, token)).json();
  return { list, key };
}

describe('Helm repositories (系统设置 › Helm 仓库)', () => {
  it('GET ?encryptedKey=: the listed fields; the password AES-encrypted for the browser, sealed at rest', async () => {
    await call('POST', path, form());
    const { list, key } = await readSettings();
    expect(list).toHaveLength(1);
    expectShape(list, { '0': repoShape });
    expect(list[0]).toMatchObject({ repo_name: 'charts', url: charts.url, username: HELM_REPO_USER });
    expect(list[0].update_by).toBe('admin');
    expect(list[0].password).toMatch(/^[0-9a-f]+$/);
    expect(key.decrypt(list[0].password)).toBe(HELM_REPO_PASSWORD);
    const [stored] = await queryRows<{ password: string }>(
      t.database.db,
      sql`SELECT password FROM helm_repos`,
    );
    expect(stored?.password).not.toContain(HELM_REPO_PASSWORD);
    await call('GET', path, undefined, undefined, 400);
  });

  it('a user who is no administrator sees the repositories by name, without the password, and changes none', async () => {
    await call('POST', path, form());
    const { list } = await readSettings(user.token);
    expect(list[0]).toMatchObject({ repo_name: 'charts', password: '' });
    await call('POST', path, form({ repo_name: 'other' }), user.token, 403);
    await call('DELETE', `${path}/${list[0].id}`, undefined, user.token, 403);
  });

  it('POST: the URL starts with http, https or acr; the name is unique; bad input changes nothing', async () => {
    await call(
      'POST',
      path,
      form({ repo_name: 'acr-charts', url: 'acr://charts.cn-hangzhou.cr.aliyuncs.com' }),
    );
    await call('POST', path, form({ repo_name: 'secure', url: 'https://charts.example.com/stable/' }));
    const refused = await portalCall(t, {
      method: 'POST',
      url: path,
      body: form({ url: 'ftp://charts.example.com' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().description).toContain('仓库地址须以 http://、https:// 或 acr:// 开头');
    const inEnglish = await t.request({
      method: 'POST',
      url: path,
      payload: form({ url: 'ftp://charts.example.com' }),
      headers: { 'accept-language': 'en' },
      token: t.admin.token,
    });
    expect(inEnglish.json().description).toContain('must start with http://, https:// or acr://');
    await call('POST', path, form({ url: 'charts.example.com' }), undefined, 400);
    await call('POST', path, form({ repo_name: '' }), undefined, 400);
    await call('POST', path, form({ repo_name: 'secure' }), undefined, 409);
    const { list } = await readSettings();
    expect(list.map((r: { repo_name: string; url: string }) => [r.repo_name, r.url])).toEqual([
      ['acr-charts', 'acr://charts.cn-hangzhou.cr.aliyuncs.com'],
      ['secure', 'https://charts.example.com/stable'],
    ]);
  });

  it('PUT /{id} with the listed object, edited; DELETE /{id}; an unknown id is 404', async () => {
    await call('POST', path, form());
    const { list } = await readSettings();
    const edited = { ...list[0], password: 'new-pass', username: 'someone', url: `${charts.url}/` };
    await call('PUT', `${path}/${list[0].id}`, edited);
    const after = await readSettings();
    expect(after.list[0]).toMatchObject({ username: 'someone', url: charts.url });
    expect(after.key.decrypt(after.list[0].password)).toBe('new-pass');
    await call('PUT', `${path}/no-such-id`, edited, undefined, 404);
    await call('DELETE', `${path}/${list[0].id}`);
    await call('DELETE', `${path}/${list[0].id}`, undefined, undefined, 404);
    expect((await readSettings()).list).toEqual([]);
  });
});

describe('GET /api/aslan/system/helm/{repoName}/index (chart picker)', () => {
  it('reads <url>/index.yaml with basic auth and answers entries: chart → versions', async () => {
    await call('POST', path, form());
    const index = (await call('GET', `${path}/charts/index`, undefined, user.token)).json();
    expectShape(index, { entries: 'object', 'entries.alpine': [{ version: 'string' }] });
    expect(Object.keys(index.entries).sort()).toEqual(['alpine', 'nginx']);
    expect(index.entries.alpine.map((v: { version: string }) => v.version)).toEqual(['0.2.0', '0.1.0']);
    expect(index.entries.nginx[0]).toMatchObject({
      name: 'nginx',
      version: '1.1.0',
      description: 'Create a basic nginx HTTP server',
      created: '2016-10-06T16:23:20.499543808-06:00',
    });
    expect(charts.requests).toContain('GET /charts/index.yaml');
  });

  it('goes through the system proxy when its repository switch is on', async () => {
    const proxy = await startConnectProxy();
    try {
      await call('POST', '/api/aslan/system/proxyManage', repoProxyForm(proxy.port));
      await call('POST', path, form());
      const index = (await call('GET', `${path}/charts/index`)).json();
      expect(Object.keys(index.entries)).toContain('nginx');
      expect(proxy.targets).toEqual([new URL(charts.url).host]);
    } finally {
      await proxy.stop();
    }
  });

  it('a wrong password, a missing index, a broken index or an unknown repository is a 4xx with a reason', async () => {
    await call('POST', path, form({ password: 'wrong' }));
    const refused = (await call('GET', `${path}/charts/index`, undefined, undefined, 400)).json();
    expect(refused.description).toContain('HTTP 401');
    expect(refused.description).not.toContain('wrong');
    await call('POST', path, form({ repo_name: 'elsewhere', url: `${charts.url}/missing` }));
    await call('GET', `${path}/elsewhere/index`, undefined, undefined, 400);
    await call('POST', path, form({ repo_name: 'good' }));
    charts.serve('entries: [unclosed');
    await call('GET', `${path}/good/index`, undefined, undefined, 400);
    charts.serve('just a string');
    await call('GET', `${path}/good/index`, undefined, undefined, 400);
    await call('POST', path, form({ repo_name: 'acr', url: 'acr://charts.example.com' }));
    await call('GET', `${path}/acr/index`, undefined, undefined, 400);
    await call('GET', `${path}/nothing/index`, undefined, undefined, 404);
  });
});
