import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryHub } from '../../../test/memory-bus.js';
import { BadRequestError, ServiceUnavailableError } from '../../lib/errors.js';
import { LogStore } from '../logs/log-store.js';
import { LogRelay } from './log-relay.js';
import { ReplicaLink } from './replica-link.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-relay-'));
  dirs.push(dir);
  return dir;
};

describe('requests between replicas', () => {
  it('the owner acts and its typed error comes back as the same error', async () => {
    const hub = new MemoryHub();
    const owner = new ReplicaLink(hub.bus('owner'), 3000, () => {});
    const asker = new ReplicaLink(hub.bus('asker'), 3000, () => {});
    const done: unknown[] = [];
    owner.handle('cancel', async (body) => {
      if (body.taskId === 2) throw new BadRequestError('error.taskFinished');
      done.push(body);
    });
    await asker.forward('owner', 'cancel', { taskId: 1 });
    expect(done).toEqual([{ taskId: 1 }]);
    const refused = await asker.forward('owner', 'cancel', { taskId: 2 }).catch((e) => e);
    expect(refused).toBeInstanceOf(BadRequestError);
    expect(refused.messageKey).toBe('error.taskFinished');
  });

  it('a replica that does not answer is reported as unavailable', async () => {
    const hub = new MemoryHub();
    const asker = new ReplicaLink(hub.bus('asker'), 3000, () => {});
    hub.drop(hub.bus('gone'));
    const error = await asker.forward('gone', 'cancel', {}).catch((e) => e);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error.messageKey).toBe('error.replicaUnavailable');
  }, 10_000);

  it('live replicas share the queue evenly; one that goes silent is forgotten after a lease time', async () => {
    const hub = new MemoryHub();
    const a = new ReplicaLink(hub.bus('a'), 300, () => {});
    const bBus = hub.bus('b');
    const b = new ReplicaLink(bBus, 300, () => {});
    a.start();
    b.start();
    await new Promise((r) => setTimeout(r, 50));
    expect(a.shareOf(12)).toBe(6);
    b.stop();
    hub.drop(bBus);
    await new Promise((r) => setTimeout(r, 500));
    expect(a.shareOf(12)).toBe(12);
    a.stop();
  });
});

describe('job logs across replicas', () => {
  it('a reader on another replica gets the live log whole and in order, with byte offsets, then the end', async () => {
    const hub = new MemoryHub();
    const key = { workflow: 'wf', taskId: 1, job: 'build' };
    const ownerLogs = new LogStore(tempDir());
    const readerLogs = new LogStore(tempDir());
    new LogRelay(
      hub.bus('owner'),
      ownerLogs,
      async () => 'owner',
      () => {},
    );
    readerLogs.followElsewhere(
      new LogRelay(
        hub.bus('reader'),
        readerLogs,
        async () => 'owner',
        () => {},
      ),
    );

    const writer = ownerLogs.open(key, []);
    const early = `${'é\u001b[32m'.repeat(400)}🚀\n`.repeat(5);
    writer.write(early);
    let received = '';
    let lastEnd = 0;
    const ended = new Promise<void>((resolve) =>
      readerLogs.follow(
        key,
        {},
        (text, endByte) => {
          received += text;
          lastEnd = endByte;
        },
        resolve,
      ),
    );
    await new Promise((r) => setTimeout(r, 100));
    const late = Array.from({ length: 2000 }, (_, i) => `line ${i}`).join('\n');
    writer.write(`${late}\n`);
    await writer.close();
    await ended;
    expect(received).toBe(`${early}${late}\n`);
    expect(lastEnd).toBe(Buffer.byteLength(received));
  });

  it('a log of this replica’s own task is read here', async () => {
    const hub = new MemoryHub();
    const key = { workflow: 'wf', taskId: 2, job: 'build' };
    const logs = new LogStore(tempDir());
    logs.followElsewhere(
      new LogRelay(
        hub.bus('me'),
        logs,
        async () => 'me',
        () => {},
      ),
    );
    const writer = logs.open(key, []);
    writer.write('here\n');
    await writer.close();
    const text = await new Promise<string>((resolve) => {
      let got = '';
      logs.follow(
        key,
        {},
        (t) => {
          got += t;
        },
        () => resolve(got),
      );
    });
    expect(text).toBe('here\n');
  });
});
