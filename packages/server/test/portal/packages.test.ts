import type { LoginResponse } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectPortalAnswer, expectShape, portalCall, portalCaller, type Shape } from './portal-contract.js';

/** The portal's software-package calls (系统设置 › 软件包管理, and the package pickers of build forms). */
let t: TestApp;
let user: LoginResponse;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser('packages-user');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM install_packages`);
});

const call = portalCaller(() => t);

const path = '/api/aslan/system/install';
/** What the create dialog sends. */
const pkg = (overrides: Record<string, unknown> = {}) => ({
  name: 'go',
  version: '1.22.5',
  bin_path: '$HOME/go/bin',
  download_path: 'https://dl.example.com/go1.22.5.linux-amd64.tar.gz',
  enabled: true,
  scripts: 'mkdir -p $HOME/go\ntar -C $HOME -xzf $FILEPATH',
  env: [],
  ...overrides,
});
const packageShape: Shape = {
  name: 'string',
  version: 'string',
  update_time: 'seconds',
  update_by: 'string',
  bin_path: 'string',
  download_path: 'string',
  enabled: 'boolean',
  scripts: 'string',
  env: 'array',
};
type Pkg = ReturnType<typeof pkg> & { update_time: number };
const list = async (token?: string): Promise<Pkg[]> =>
  (await call('GET', `${path}?available=true`, undefined, token)).json();

describe('software packages (系统设置 › 软件包管理)', () => {
  it('GET ?available=true: an array, one element per name and version, versions in order', async () => {
    expect(await list()).toEqual([]);
    await call('POST', path, pkg({ version: '1.9.1' }));
    await call('POST', path, pkg({ version: '1.10.0' }));
    await call('POST', path, pkg({ name: 'node', version: '20.1.0', env: ['NODE_ENV=production'] }));
    const all = await list();
    expectShape(all, { '0': packageShape, '1': packageShape, '2': packageShape });
    expect(all.map((p) => `${p.name}@${p.version}`)).toEqual(['go@1.9.1', 'go@1.10.0', 'node@20.1.0']);
    expect(all[2]).toMatchObject({ env: ['NODE_ENV=production'], update_by: 'admin', enabled: true });
    expect(Math.abs((all[0]?.update_time ?? 0) - Date.now() / 1000)).toBeLessThan(60);
  });

  it('build forms of users who are no administrator see only enabled packages', async () => {
    await call('POST', path, pkg());
    await call('POST', path, pkg({ name: 'maven', version: '3.9.6', enabled: false }));
    expect((await list(user.token)).map((p) => p.name)).toEqual(['go']);
    expect((await list()).map((p) => p.name)).toEqual(['go', 'maven']);
  });

  it('POST: the same name and version twice is refused with "add or update package failed"', async () => {
    await call('POST', path, pkg());
    const res = await portalCall(t, {
      method: 'POST',
      url: path,
      body: pkg({ scripts: 'echo other' }),
      token: t.admin.token,
    });
    expectPortalAnswer(res, 400);
    const english = await t.request({
      method: 'POST',
      url: path,
      payload: pkg(),
      token: t.admin.token,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().message).toMatch(/add or update package failed/);
    expect((await list()).map((p) => p.scripts)).toEqual([pkg().scripts]);
    await call('POST', path, pkg({ version: '2.0.0' }), user.token, 403);
  });

  it('POST with bad input: 400 with a clear message, nothing saved', async () => {
    for (const body of [
      pkg({ name: '' }),
      pkg({ name: 'bad name' }),
      pkg({ version: '' }),
      pkg({ version: '1.0 beta' }),
      pkg({ scripts: '' }),
      pkg({ bin_path: '' }),
      pkg({ download_path: 'ftp://x/y' }),
      pkg({ env: ['no equals sign'] }),
      pkg({ enabled: 'yes' }),
    ]) {
      const res = await call('POST', path, body, undefined, 400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await list()).toEqual([]);
  });

  it('PUT: the full package edited by name and version; an unknown one is refused', async () => {
    await call('POST', path, pkg());
    const [current] = await list();
    await call('PUT', path, { ...current, scripts: 'echo new', enabled: false });
    expect(await list()).toEqual([
      expect.objectContaining({ name: 'go', scripts: 'echo new', enabled: false }),
    ]);
    const unknown = await call('PUT', path, { ...current, version: '9.9.9' }, undefined, 404);
    expect(unknown.json().message).toBeTruthy();
    await call('PUT', path, current, user.token, 403);
  });

  it('PUT /delete: the package of the chosen version goes, the other versions stay', async () => {
    await call('POST', path, pkg());
    await call('POST', path, pkg({ version: '1.23.0' }));
    const [first] = await list();
    await call('PUT', `${path}/delete`, first, user.token, 403);
    await call('PUT', `${path}/delete`, first);
    expect((await list()).map((p) => p.version)).toEqual(['1.23.0']);
    await call('PUT', `${path}/delete`, first, undefined, 404);
  });
});
