import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStore } from '../../lib/object-store/local-disk-store.js';
import type { ObjectStore } from '../../lib/object-store/object-store.js';
import { S3Store } from '../../lib/object-store/s3-store.js';
import { LogArchive, type LogArchiveMode } from './log-archive.js';
import { readLines, searchLines } from './log-lines.js';
import { type FollowFrom, type JobLogKey, LogStore } from './log-store.js';
import { MASK } from './secret-masker.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-log-archive-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let nextFolder = 1;
/** A log store over its own folders, archiving to `objects` (the local disk store) unless told otherwise. */
function archivingStore(mode: LogArchiveMode, objects?: ObjectStore) {
  const folder = path.join(dir, String(nextFolder++));
  const store = objects ?? new LocalDiskStore(path.join(folder, 'objects'));
  const errors: string[] = [];
  const archive = new LogArchive({
    store: async () => store,
    mode,
    onError: (_error, context) => errors.push(context),
    retryDelayMs: 0,
  });
  const logs = new LogStore(path.join(folder, 'logs'), Number.POSITIVE_INFINITY, archive);
  const fileOf = (key: JobLogKey) =>
    path.join(folder, 'logs', key.workflow, String(key.taskId), `${key.job}.log`);
  const archived = async (key: JobLogKey) => {
    const body = await store.get(`logs/${key.workflow}/${key.taskId}/${key.job}.log`);
    return body && text(body);
  };
  return { logs, store, errors, fileOf, archived };
}

const key: JobLogKey = { workflow: 'wf', taskId: 1, job: 'build' };

async function writeLog(logs: LogStore, written: string, secrets: string[] = []) {
  const writer = logs.open(key, secrets);
  writer.write(written);
  await writer.close();
}

/** Follows a log to its end. */
function followed(logs: LogStore, from: FollowFrom = {}): Promise<string> {
  return new Promise((resolve) => {
    let got = '';
    logs.follow(
      key,
      from,
      (chunk) => {
        got += chunk;
      },
      () => resolve(got),
    );
  });
}

/** A port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('LogArchive', () => {
  it('keep: uploads the masked log and leaves the local file', async () => {
    const { logs, errors, fileOf, archived } = archivingStore('keep');
    await writeLog(logs, 'password hunter2\nline 2\n', ['hunter2']);
    await logs.archived();
    expect(await archived(key)).toBe(`password ${MASK}\nline 2\n`);
    expect(existsSync(fileOf(key))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('move: the archived copy answers reads, tails, byte offsets and existence as the file did', async () => {
    const { logs, fileOf } = archivingStore('move');
    const whole = 'one\ntwo\nthree\n中文\n';
    await writeLog(logs, whole);
    const fromFile = { read: await logs.read(key), tail: await followed(logs, { tailLines: 2 }) };
    await logs.archived();
    expect(existsSync(fileOf(key))).toBe(false);
    expect(await logs.exists(key)).toBe(true);
    expect(await logs.read(key)).toBe(fromFile.read);
    expect(await followed(logs)).toBe(whole);
    expect(await followed(logs, { tailLines: 2 })).toBe(fromFile.tail);
    expect(await followed(logs, { fromByte: 4 })).toBe('two\nthree\n中文\n');
    expect(logs.followerCount(key)).toBe(0);
  });

  it('move: the archived copy is read by line, searched and downloaded as the file was', async () => {
    const { logs, fileOf } = archivingStore('move');
    await writeLog(logs, 'one\ntwo\nthree\n中文 two\n');
    const byLines = () =>
      logs.byLines(key, false, async (log) => ({
        extent: log.extent,
        lines: await readLines(log.source, log.index, log.extent, 2, 2),
        found: await searchLines(log.source, log.index, log.extent, { key: 'TWO', after: 0, limit: 10 }),
      }));
    const fromFile = await byLines();
    await logs.archived();
    expect(existsSync(fileOf(key))).toBe(false);
    expect(await byLines()).toEqual(fromFile);
    expect(fromFile?.lines).toEqual(['two', 'three']);
    expect(fromFile?.found.matches.map((match) => match.line)).toEqual([2, 4]);
    expect(await text(await logs.readStream(key))).toBe('one\ntwo\nthree\n中文 two\n');
  });

  it('move: a retried job continues after its archived run', async () => {
    const { logs, archived } = archivingStore('move');
    await writeLog(logs, 'first run\n');
    await logs.archived();
    await writeLog(logs, 'second run\n');
    await logs.archived();
    expect(await archived(key)).toBe('first run\nsecond run\n');
    expect(await logs.read(key)).toBe('first run\nsecond run\n');
    expect(await followed(logs)).toBe('first run\nsecond run\n');
  });

  it('move: a restored log is continued by the retried run, live from its first byte', async () => {
    const { logs, fileOf, archived } = archivingStore('move');
    await writeLog(logs, 'first run\n');
    await logs.archived();
    await logs.restore(key);
    expect(existsSync(fileOf(key))).toBe(true);
    const writer = logs.open(key, []);
    writer.write('second run\n');
    const following = followed(logs);
    await writer.close();
    expect(await following).toBe('first run\nsecond run\n');
    await logs.archived();
    expect(await archived(key)).toBe('first run\nsecond run\n');
    expect(existsSync(fileOf(key))).toBe(false);
  });

  // a stand-in: a local disk store that refuses the first upload, as a store briefly away would
  it('retries a failed upload', async () => {
    const disk = new LocalDiskStore(path.join(dir, 'flaky-objects'));
    let refusals = 1;
    const flaky: ObjectStore = Object.assign(Object.create(disk), {
      putFile: async (objectKey: string, file: string) => {
        if (refusals-- > 0) throw new Error('store unavailable');
        return disk.putFile(objectKey, file);
      },
    });
    const { logs, errors, fileOf, archived } = archivingStore('move', flaky);
    await writeLog(logs, 'kept\n');
    await logs.archived();
    expect(await archived(key)).toBe('kept\n');
    expect(existsSync(fileOf(key))).toBe(false);
    expect(errors).toEqual([]);
  });

  it('reports an upload that keeps failing and keeps the local file, even in move mode', async () => {
    const unreachable = new S3Store({
      endpoint: `127.0.0.1:${await closedPort()}`,
      bucket: 'none',
      subfolder: '',
      insecure: true,
      accessKey: 'a',
      secretKey: 'b',
    });
    const { logs, errors, fileOf } = archivingStore('move', unreachable);
    await writeLog(logs, 'still here\n');
    await logs.archived();
    expect(errors).toEqual(['archiving the log logs/wf/1/build.log (kept on local disk)']);
    expect(existsSync(fileOf(key))).toBe(true);
    expect(await logs.read(key)).toBe('still here\n');
    unreachable.destroy();
  });

  it('removes the archived logs of a deleted workflow, and only those', async () => {
    const { logs, archived } = archivingStore('move');
    await writeLog(logs, 'gone\n');
    const other = { ...key, workflow: 'wf-other' };
    const writer = logs.open(other, []);
    writer.write('stays\n');
    await writer.close();
    await logs.remove('wf');
    expect(await archived(key)).toBeUndefined();
    expect(await logs.exists(key)).toBe(false);
    await logs.archived();
    expect(await archived(other)).toBe('stays\n');
  });
});
