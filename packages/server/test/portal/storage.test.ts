import type { LoginResponse } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { S3Store } from '../../src/lib/object-store/s3-store.js';
import { freePort } from '../git-daemon.js';
import { S3_ACCESS_KEY, S3_SECRET_KEY, startS3Server, type TestS3Server } from '../s3-server.js';
import { queryRows } from '../sql.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller, type Shape } from './portal-contract.js';
import { portalBrowserKey } from './portal-crypto.js';

/**
 * The portal's object-storage calls (系统设置 › 对象存储, and the storage pickers of builds and
 * artifact deploys), against s3rver — an S3-compatible server running in the test process.
 */
let t: TestApp;
let user: LoginResponse;
let s3: TestS3Server;

beforeAll(async () => {
  [t, s3] = await Promise.all([createTestApp(), startS3Server()]);
  user = await t.createUser('storage-user');
});
afterAll(() => Promise.all([t.close(), s3.stop()]));
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM s3_storages`);
});

const call = portalCaller(() => t);

const path = '/api/aslan/system/s3storage';
/** What the settings dialog sends on create. */
const storage = (overrides: Record<string, unknown> = {}) => ({
  provider: 0,
  endpoint: s3.endpoint,
  ak: S3_ACCESS_KEY,
  sk: S3_SECRET_KEY,
  bucket: 'artifacts',
  subfolder: 'slipway',
  insecure: true,
  is_default: true,
  ...overrides,
});

const settingsShape: Shape = {
  id: 'string',
  provider: 'integer',
  endpoint: 'string',
  bucket: 'string',
  subfolder: 'string',
  insecure: 'boolean',
  is_default: 'boolean',
  update_time: 'seconds',
  updated_by: 'string',
  ak: 'string',
  sk: 'string',
};

async function readSettings() {
  const key = await portalBrowserKey(t);
  const list = (await call('GET', `${path}?encryptedKey=${key.encryptedKey}`)).json();
  return { list, secrets: list.map((r: { sk: string }) => key.decrypt(r.sk)) };
}

describe('object storage (系统设置 › 对象存储)', () => {
  it('GET /api/aslan/system/s3storage?encryptedKey=: an array, update_time in seconds, sk AES-encrypted', async () => {
    expect((await call('GET', path)).json()).toEqual([]);
    await call('POST', path, storage());
    const { list, secrets } = await readSettings();
    expectShape(list, { '0': settingsShape });
    expect(list[0]).toMatchObject({
      provider: 0,
      endpoint: s3.endpoint,
      bucket: 'artifacts',
      subfolder: 'slipway',
      insecure: true,
      is_default: true,
      updated_by: 'admin',
      ak: S3_ACCESS_KEY,
    });
    expect(list[0].sk).toMatch(/^[0-9a-f]+$/);
    expect(secrets[0]).toBe(S3_SECRET_KEY);
    expect(Math.abs(list[0].update_time - Date.now() / 1000)).toBeLessThan(60);
  });

  it('GET for a build form of a user who is no administrator: the storages, no AK/SK', async () => {
    await call('POST', path, storage());
    const key = await portalBrowserKey(t);
    const list = (
      await call('GET', `${path}?encryptedKey=${key.encryptedKey}`, undefined, user.token)
    ).json();
    expectShape(list, { '0': settingsShape });
    expect(list[0]).toMatchObject({ endpoint: s3.endpoint, bucket: 'artifacts', ak: '', sk: '' });
  });

  it('POST /api/aslan/system/s3storage: the bucket is created on save, AK/SK sealed, one default at a time', async () => {
    await call('POST', path, storage());
    await call('POST', path, storage({ bucket: 'second-bucket', subfolder: '' }));
    const probe = new S3Store({
      ...storage(),
      bucket: 'second-bucket',
      accessKey: S3_ACCESS_KEY,
      secretKey: S3_SECRET_KEY,
    });
    await expect(probe.list('')).resolves.toEqual([]);
    probe.destroy();

    const stored = await queryRows<{ secret_key: string; bucket: string }>(
      t.database.db,
      sql`SELECT secret_key, bucket FROM s3_storages`,
    );
    expect(stored.map((r) => r.secret_key.startsWith('sealed:v1:'))).toEqual([true, true]);
    const { list } = await readSettings();
    expect(list.map((r: { bucket: string; is_default: boolean }) => [r.bucket, r.is_default])).toEqual([
      ['artifacts', false],
      ['second-bucket', true],
    ]);
    await call('POST', path, storage(), user.token, 403);
  });

  it('POST with bad input: 400 with a clear message, nothing saved', async () => {
    const bad = [
      storage({ endpoint: '' }),
      storage({ endpoint: 'http://minio.local:9000' }),
      storage({ bucket: 'Upper_Case' }),
      storage({ bucket: '' }),
      storage({ provider: 9 }),
      storage({ subfolder: '../escape' }),
      storage({ insecure: 'yes' }),
    ];
    for (const body of bad) {
      const res = await call('POST', path, body, undefined, 400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await call('GET', path)).json()).toEqual([]);
  });

  it('POST to an endpoint that does not answer: 400 naming the endpoint, nothing saved', async () => {
    const endpoint = `127.0.0.1:${await freePort()}`;
    const res = await call('POST', path, storage({ endpoint }), undefined, 400);
    expect(res.json().description).toContain(`http://${endpoint}/artifacts`);
    expect(res.json().message).toMatch(/对象存储|object storage/i);
    expect((await call('GET', path)).json()).toEqual([]);
  });

  it('PUT /api/aslan/system/s3storage/{id}: the row as listed with sk decrypted; an empty sk keeps the stored one', async () => {
    await call('POST', path, storage());
    const { list, secrets } = await readSettings();
    await call('PUT', `${path}/${list[0].id}`, { ...list[0], sk: secrets[0], subfolder: 'renamed' });
    let after = await readSettings();
    expect(after.list[0]).toMatchObject({ id: list[0].id, subfolder: 'renamed' });
    expect(after.secrets[0]).toBe(S3_SECRET_KEY);
    await call('PUT', `${path}/${list[0].id}`, { ...list[0], sk: '' });
    after = await readSettings();
    expect(after.secrets[0]).toBe(S3_SECRET_KEY);
    await call('PUT', `${path}/no-such-storage`, storage(), undefined, 404);
    await call('PUT', `${path}/${list[0].id}`, storage(), user.token, 403);
  });

  it('DELETE /api/aslan/system/s3storage/{id}: fire-and-forget, the list reloads without it', async () => {
    await call('POST', path, storage());
    const { list } = await readSettings();
    await call('DELETE', `${path}/${list[0].id}`, undefined, user.token, 403);
    await call('DELETE', `${path}/${list[0].id}`);
    expect((await readSettings()).list).toEqual([]);
    await call('DELETE', `${path}/${list[0].id}`, undefined, undefined, 404);
  });

  it('POST /api/aslan/system/s3storage/{id}/releases/search?kind=file&projectName=: [{name, file_name}] per service', async () => {
    await call('POST', path, storage({ bucket: 'releases', subfolder: 'team' }));
    const { list } = await readSettings();
    const bucket = new S3Store({
      ...storage({ bucket: 'releases', subfolder: 'team' }),
      accessKey: S3_ACCESS_KEY,
      secretKey: S3_SECRET_KEY,
    });
    await bucket.putBuffer('releases/demo/api/api-1.0.tar.gz', 'api one');
    await bucket.putBuffer('releases/demo/api/api-1.1.tar.gz', 'api two');
    await bucket.putBuffer('releases/demo/web/web.zip', 'web');
    await bucket.putBuffer('releases/other/api/not-this.tar.gz', 'x');
    bucket.destroy();

    const files = (
      await call(
        'POST',
        `${path}/${list[0].id}/releases/search?kind=file&projectName=demo`,
        { names: ['api', 'web', 'none'] },
        user.token,
      )
    ).json();
    expectShape(files, { '0': { name: 'string', file_name: 'string' } });
    expect(files.map((f: { name: string; file_name: string }) => `${f.name}:${f.file_name}`)).toEqual([
      'api:api-1.0.tar.gz',
      'api:api-1.1.tar.gz',
      'web:web.zip',
    ]);
    const none = await call('POST', `${path}/${list[0].id}/releases/search?kind=file&projectName=demo`, {
      names: ['../other/api'],
    });
    expect(none.json()).toEqual([]);
    await call(
      'POST',
      `${path}/no-such/releases/search?kind=file&projectName=demo`,
      { names: [] },
      undefined,
      404,
    );
  });
});
