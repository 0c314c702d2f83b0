import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStore } from '../src/lib/object-store/local-disk-store.js';
import { InvalidObjectKeyError, type ObjectStore } from '../src/lib/object-store/object-store.js';
import { type LocatedStorage, ObjectStores } from '../src/lib/object-store/object-stores.js';
import { S3Store } from '../src/lib/object-store/s3-store.js';
import { freePort } from './git-daemon.js';
import { S3_ACCESS_KEY, S3_SECRET_KEY, startS3Server, type TestS3Server } from './s3-server.js';

const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-objects-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** The behaviour every ObjectStore implementation must show. */
export function describeObjectStore(name: string, open: () => Promise<ObjectStore>) {
  describe(name, () => {
    it('stores buffers and files, reads them back, states their size', async () => {
      const store = await open();
      await store.putBuffer('proj/wf/1/report.xml', '<testsuite/>');
      const file = path.join(tempDir(), 'app.tar.gz');
      writeFileSync(file, Buffer.alloc(3000, 7));
      await store.putFile('proj/wf/1/build/app.tar.gz', file);

      expect(await text((await store.get('proj/wf/1/report.xml'))!)).toBe('<testsuite/>');
      expect(await store.stat('proj/wf/1/build/app.tar.gz')).toEqual({ size: 3000 });
      expect(await store.stat('proj/wf/1/none')).toBeUndefined();
      expect(await store.get('proj/wf/1/none')).toBeUndefined();
    });

    it('overwrites an object under the same key', async () => {
      const store = await open();
      await store.putBuffer('a/b.txt', 'first');
      await store.putBuffer('a/b.txt', 'second!');
      expect(await text((await store.get('a/b.txt'))!)).toBe('second!');
      expect(await store.stat('a/b.txt')).toEqual({ size: 7 });
    });

    it('lists by prefix and removes by prefix', async () => {
      const store = await open();
      await store.putBuffer('p/wf/1/x.log', 'x');
      await store.putBuffer('p/wf/1/sub/y.log', 'yy');
      await store.putBuffer('p/wf/10/z.log', 'zzz');
      await store.putBuffer('q/other.log', 'o');

      expect(await store.list('p/wf/1/')).toEqual([
        { key: 'p/wf/1/sub/y.log', size: 2 },
        { key: 'p/wf/1/x.log', size: 1 },
      ]);
      expect((await store.list('p/wf/1')).map((o) => o.key)).toEqual([
        'p/wf/1/sub/y.log',
        'p/wf/1/x.log',
        'p/wf/10/z.log',
      ]);
      expect(await store.list('nothing/')).toEqual([]);

      await store.removePrefix('p/wf/1/');
      expect((await store.list('p/')).map((o) => o.key)).toEqual(['p/wf/10/z.log']);
      await store.removePrefix('nothing/');
      expect((await store.list('q/')).map((o) => o.key)).toEqual(['q/other.log']);
    });

    it('refuses keys that could leave the store', async () => {
      const store = await open();
      for (const key of ['../x', '/etc/passwd', 'a/../../x', 'a\0b', 'a//b', '', 'a\\b']) {
        await expect(store.putBuffer(key, 'x'), key).rejects.toThrow(InvalidObjectKeyError);
        await expect(store.get(key), key).rejects.toThrow(InvalidObjectKeyError);
      }
      await expect(store.list('../')).rejects.toThrow(InvalidObjectKeyError);
      await expect(store.removePrefix('/abs')).rejects.toThrow(InvalidObjectKeyError);
    });
  });
}

describeObjectStore('local disk store', async () => new LocalDiskStore(path.join(tempDir(), 'objects')));

describe('S3 store', () => {
  let s3: TestS3Server;
  let bucketNumber = 0;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.stop());

  const location = (bucket: string, subfolder = '') => ({
    endpoint: s3.endpoint,
    bucket,
    subfolder,
    insecure: true,
    accessKey: S3_ACCESS_KEY,
    secretKey: S3_SECRET_KEY,
  });

  describeObjectStore('on s3rver', async () => {
    bucketNumber += 1;
    const store = new S3Store(location(`objects-${bucketNumber}`, 'slipway/ci'));
    await store.ensureBucket();
    return store;
  });

  it('creates a missing bucket once and keeps keys under the subfolder', async () => {
    const store = new S3Store(location('made-here', 'team/'));
    await store.ensureBucket();
    await store.ensureBucket();
    await store.putBuffer('a/b.txt', 'hello');
    const whole = new S3Store(location('made-here'));
    expect(await whole.list('')).toEqual([{ key: 'team/a/b.txt', size: 5 }]);
  });

  it('uploads a file larger than one multipart part', async () => {
    const store = new S3Store(location('big'));
    await store.ensureBucket();
    const file = path.join(tempDir(), 'big.bin');
    writeFileSync(file, Buffer.alloc(6 * 1024 * 1024 + 5, 1));
    await store.putFile('big.bin', file);
    expect(await store.stat('big.bin')).toEqual({ size: 6 * 1024 * 1024 + 5 });
  });

  it('fails when nothing answers at the endpoint', async () => {
    const store = new S3Store({ ...location('nowhere'), endpoint: `127.0.0.1:${await freePort()}` });
    await expect(store.ensureBucket()).rejects.toThrow();
  });
});

describe('object stores (what jobs write to)', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.stop());

  const located = (id: string, version: string): LocatedStorage => ({
    id,
    version,
    endpoint: s3.endpoint,
    bucket: 'default-bucket',
    subfolder: '',
    insecure: true,
    accessKey: S3_ACCESS_KEY,
    secretKey: S3_SECRET_KEY,
  });

  it('the local disk store under DATA_DIR/objects while no storage is marked default', async () => {
    const dataDir = tempDir();
    const stores = new ObjectStores(dataDir, {
      findDefault: async () => undefined,
      find: async () => undefined,
    });
    const store = await stores.defaultStore();
    expect(store).toBeInstanceOf(LocalDiskStore);
    await store.putBuffer('p/report.xml', '<x/>');
    expect(existsSync(path.join(dataDir, 'objects', 'p', 'report.xml'))).toBe(true);
    expect(await stores.byId('none')).toBeUndefined();
  });

  it('the storage marked default, one client per storage until its settings change', async () => {
    let version = '1';
    const stores = new ObjectStores(tempDir(), {
      findDefault: async () => located('s1', version),
      find: async (id) => (id === 's1' ? located('s1', version) : undefined),
    });
    const first = await stores.defaultStore();
    expect(first).toBeInstanceOf(S3Store);
    await (first as S3Store).ensureBucket();
    await first.putBuffer('a.txt', 'in the bucket');
    expect(await stores.defaultStore()).toBe(first);
    expect(await stores.byId('s1')).toBe(first);
    version = '2';
    const second = await stores.defaultStore();
    expect(second).not.toBe(first);
    expect(await second.stat('a.txt')).toEqual({ size: 13 });
    stores.close();
  });
});
