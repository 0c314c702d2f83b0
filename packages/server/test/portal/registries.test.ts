import type { LoginResponse } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REGISTRY_PASSWORD, REGISTRY_USER, startRegistry, type TestRegistry } from '../docker-registry.js';
import { queryRows } from '../sql.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller, type Shape } from './portal-contract.js';
import { portalBrowserKey } from './portal-crypto.js';

/**
 * The portal's image-registry calls (系统设置 › 镜像仓库, and the pickers of builds and environments):
 * each sent as the portal sends it, each answer read as the portal reads it.
 */
let t: TestApp;
let user: LoginResponse;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser('registry-user');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM registries`);
});

const call = portalCaller(() => t);

const namespacesPath = '/api/aslan/system/registry/namespaces';
/** What the settings dialog sends on create. */
const registry = (overrides: Record<string, unknown> = {}) => ({
  namespace: 'team',
  reg_addr: 'https://registry.example.com',
  access_key: 'robot',
  secret_key: 's3cret-ключ',
  reg_provider: 'native',
  region: '',
  is_default: true,
  advanced_setting: { modified: false, enable_tls: true, tls_cert: '' },
  ...overrides,
});

const settingsShape: Shape = {
  id: 'string',
  reg_provider: 'string',
  reg_addr: 'string',
  namespace: 'string',
  is_default: 'boolean',
  update_time: 'seconds',
  update_by: 'string',
  secret_key: 'string',
  access_key: 'string',
  region: 'string',
  advanced_setting: { modified: 'boolean', enable_tls: 'boolean', tls_cert: 'string' },
};

/** The settings list as the page reads it, every secret key decrypted as the page does. */
async function readSettings() {
  const key = await portalBrowserKey(t);
  const list = (await call('GET', `${namespacesPath}?encryptedKey=${key.encryptedKey}`)).json();
  return { list, secrets: list.map((r: { secret_key: string }) => key.decrypt(r.secret_key)) };
}

describe('image registries (系统设置 › 镜像仓库)', () => {
  it('GET /api/aslan/system/registry/namespaces?encryptedKey=: an array, reg_addr with ://, secret_key AES-encrypted', async () => {
    await call('POST', namespacesPath, registry());
    const { list, secrets } = await readSettings();
    expect(list).toHaveLength(1);
    expectShape(list, { '0': settingsShape });
    expect(list[0].reg_addr).toContain('://');
    expect(list[0].secret_key).toMatch(/^[0-9a-f]+$/);
    expect(list[0].secret_key).not.toContain('s3cret');
    expect(secrets[0]).toBe('s3cret-ключ');
    expect(list[0]).toMatchObject({
      namespace: 'team',
      access_key: 'robot',
      is_default: true,
      update_by: 'admin',
    });
    expect(Math.abs(list[0].update_time - Date.now() / 1000)).toBeLessThan(60);
    await call('GET', namespacesPath, undefined, undefined, 400);
    await call(
      'GET',
      `${namespacesPath}?encryptedKey=${(await portalBrowserKey(t)).encryptedKey}`,
      undefined,
      user.token,
      403,
    );
  });

  it('POST /api/aslan/system/registry/namespaces: the secret is sealed at rest; one default at a time', async () => {
    await call('POST', namespacesPath, registry());
    await call('POST', namespacesPath, registry({ reg_addr: 'http://127.0.0.1:5000/', namespace: 'second' }));
    const [stored] = await queryRows<{ secret_key: string }>(
      t.database.db,
      sql`SELECT secret_key FROM registries`,
    );
    expect(stored?.secret_key).not.toContain('s3cret');
    const { list } = await readSettings();
    expect(list.map((r: { is_default: boolean; namespace: string }) => [r.namespace, r.is_default])).toEqual([
      ['team', false],
      ['second', true],
    ]);
    expect(list[1].reg_addr).toBe('http://127.0.0.1:5000');
    const refused = await call(
      'POST',
      namespacesPath,
      registry({ reg_addr: 'registry.example.com' }),
      undefined,
      400,
    );
    expect(refused.json().message).toBeTruthy();
    await call('POST', namespacesPath, registry({ reg_provider: 'quay' }), undefined, 400);
    await call('POST', namespacesPath, registry(), user.token, 403);
  });

  it('PUT /api/aslan/system/registry/namespaces/{id}: the row as listed, secret decrypted and edited', async () => {
    await call('POST', namespacesPath, registry());
    const { list, secrets } = await readSettings();
    await call('PUT', `${namespacesPath}/${list[0].id}`, {
      ...list[0],
      secret_key: `${secrets[0]}-2`,
      namespace: 'renamed',
      tempSetting: { enable_tls: false },
    });
    const after = await readSettings();
    expect(after.list[0]).toMatchObject({ id: list[0].id, namespace: 'renamed' });
    expect(after.secrets[0]).toBe('s3cret-ключ-2');
    await call('PUT', `${namespacesPath}/no-such-registry`, registry(), undefined, 404);
  });

  it('DELETE /api/aslan/system/registry/namespaces/{id}: fire-and-forget, the list reloads without it', async () => {
    await call('POST', namespacesPath, registry());
    const { list } = await readSettings();
    await call('DELETE', `${namespacesPath}/${list[0].id}`);
    expect((await readSettings()).list).toEqual([]);
    await call('DELETE', `${namespacesPath}/${list[0].id}`, undefined, undefined, 404);
  });

  it('GET /api/aslan/system/registry?projectName=: {id, reg_addr, namespace, is_default} for every signed-in user, no secret', async () => {
    expect((await call('GET', '/api/aslan/system/registry?projectName=undefined')).json()).toEqual([]);
    await call('POST', namespacesPath, registry());
    const list = (
      await call('GET', '/api/aslan/system/registry?projectName=demo', undefined, user.token)
    ).json();
    expectShape(list, {
      '0': { id: 'string', reg_addr: 'string', namespace: 'string', is_default: 'boolean' },
    });
    expect(list[0]).toMatchObject({
      reg_addr: 'https://registry.example.com',
      namespace: 'team',
      is_default: true,
    });
    expect(list[0]).not.toHaveProperty('secret_key');
  });
});

describe('images in a registry (环境、工作流运行时选择镜像)', () => {
  let open: TestRegistry;
  let guarded: TestRegistry;
  beforeAll(async () => {
    [open, guarded] = await Promise.all([startRegistry(), startRegistry({ auth: true })]);
    await open.push('team/api', 'v1');
    await open.push('team/api', 'v2');
    await open.push('team/web', 'main');
    await open.push('other/api', 'x');
    await guarded.push('team/api', 'secured');
  }, 60_000);
  afterAll(() => Promise.all([open?.stop(), guarded?.stop()]));

  const imagesOf = async (registryId: string, names: string[], status = 200) =>
    (
      await call(
        'POST',
        `/api/aslan/system/registry/images?registryId=${registryId}`,
        { names },
        user.token,
        status,
      )
    ).json();
  const byReference = (images: Array<{ host: string; owner: string; name: string; tag: string }>) =>
    images.map((i) => `${i.host}/${i.owner}/${i.name}:${i.tag}`).sort();

  it('POST /api/aslan/system/registry/images?registryId=: [{name, tag, host, owner}] read from the registry', async () => {
    await call('POST', namespacesPath, registry({ reg_addr: open.address, access_key: '', secret_key: '' }));
    const [listed] = (await readSettings()).list;
    const host = open.address.replace('http://', '');
    const images = await imagesOf(listed.id, ['api', 'missing']);
    expectShape(images, { '0': { name: 'string', tag: 'string', host: 'string', owner: 'string' } });
    expect(byReference(images)).toEqual([`${host}/team/api:v1`, `${host}/team/api:v2`]);
    // '' is the default registry; no names means every image under the namespace
    expect(byReference(await imagesOf('', []))).toEqual([
      `${host}/team/api:v1`,
      `${host}/team/api:v2`,
      `${host}/team/web:main`,
    ]);
    await imagesOf('no-such-registry', ['api'], 404);
  });

  it('POST /api/aslan/system/registry/images: basic auth with the stored account; a wrong one is refused', async () => {
    await call(
      'POST',
      namespacesPath,
      registry({ reg_addr: guarded.address, access_key: REGISTRY_USER, secret_key: REGISTRY_PASSWORD }),
    );
    const [listed] = (await readSettings()).list;
    expect((await imagesOf(listed.id, ['api'])).map((i: { tag: string }) => i.tag)).toEqual(['secured']);
    await call('PUT', `${namespacesPath}/${listed.id}`, { ...listed, secret_key: 'wrong' });
    const refused = await imagesOf(listed.id, ['api'], 400);
    expect(refused.message).toMatch(/镜像仓库|registry/i);
  });

  it('POST /api/aslan/system/registry/images: an unreachable registry is a 400 naming it, soon', async () => {
    const stopped = await startRegistry();
    await stopped.stop();
    await call('POST', namespacesPath, registry({ reg_addr: stopped.address }));
    const started = Date.now();
    const refused = await imagesOf('', ['api'], 400);
    expect(refused.description).toContain(stopped.address.replace('http://', ''));
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('POST /api/aslan/system/registry/images: HTTPS checked against the stored CA, or not checked when TLS checks are off', async () => {
    const secure = await startRegistry({ tls: true });
    try {
      const tls = (enable_tls: boolean, tls_cert: string) => ({ modified: true, enable_tls, tls_cert });
      await call(
        'POST',
        namespacesPath,
        registry({ reg_addr: secure.address, advanced_setting: tls(true, '') }),
      );
      const [listed] = (await readSettings()).list;
      expect((await imagesOf(listed.id, ['api'], 400)).message).toMatch(/镜像仓库|registry/i);
      for (const setting of [tls(true, secure.certificate), tls(false, '')]) {
        await call(
          'PUT',
          `${namespacesPath}/${listed.id}`,
          registry({ reg_addr: secure.address, advanced_setting: setting }),
        );
        expect(await imagesOf(listed.id, ['api'])).toEqual([]);
        expect(await imagesOf(listed.id, [])).toEqual([]);
      }
    } finally {
      await secure.stop();
    }
  });

  it('GET /api/aslan/system/registry/release/repos: [{id, regAddr, regNamespace}] in camelCase', async () => {
    await call('POST', namespacesPath, registry());
    const repos = (
      await call('GET', '/api/aslan/system/registry/release/repos', undefined, user.token)
    ).json();
    expectShape(repos, { '0': { id: 'string', regAddr: 'string', regNamespace: 'string' } });
    expect(repos[0]).toMatchObject({ regAddr: 'https://registry.example.com', regNamespace: 'team' });
    expect(repos[0].regAddr).toContain('://');
  });
});
