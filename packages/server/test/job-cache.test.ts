import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobExecutor } from '../src/engine/executors/job-executor.js';
import { CacheArchiveRefused, checkCacheArchive } from '../src/engine/job-types/cache-archive.js';
import { type JobCacheDeps, restoreCache, saveCache } from '../src/engine/job-types/job-cache.js';
import type { JobContext } from '../src/engine/job-types/job-type.js';
import type { StepRunner } from '../src/engine/job-types/zadig-build-files.js';
import { LocalDiskStore } from '../src/lib/object-store/local-disk-store.js';
import type { ObjectStore } from '../src/lib/object-store/object-store.js';
import { S3Store } from '../src/lib/object-store/s3-store.js';
import { memoryLog } from './memory-log.js';
import { S3_ACCESS_KEY, S3_SECRET_KEY, startS3Server, type TestS3Server } from './s3-server.js';

/**
 * Saving and restoring caches with the real job sandbox (bubblewrap), into the real local-disk
 * store and into S3 (s3rver, an S3-compatible server in this process). Archives a job could not
 * make by itself (`..`, absolute paths, links out) are made here with tar and put into the store.
 */
let dir: string;
let executor: JobExecutor;
let s3: TestS3Server;
let task = 0;
const WHOLE = { cache_enable: true, cache_dir_type: 'workspace', cache_user_dir: '' };

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-cache-'));
  // the jobs' own users pass through it to their folders below data/
  chmodSync(dir, 0o711);
  executor = new JobExecutor({
    dataDir: path.join(dir, 'data'),
    bwrapPath: 'bwrap',
    limits: { maxProcesses: 256, maxOpenFiles: 1024 },
    allowUnsandboxed: async () => false,
  });
  mkdirSync(path.join(dir, 'data'));
  expect((await executor.init()).available).toBe(true);
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** One sandboxed job: `before` (restore), the script, `after` (save); answers its log. */
async function runJob(
  deps: JobCacheDeps,
  key: string,
  script: string,
  options: { restore?: boolean; save?: boolean } = {},
) {
  const job = await executor.prepare({ workflow: 'cache', taskId: ++task, job: 'build' }, []);
  const { log, text } = memoryLog();
  let step = 0;
  const signal = new AbortController().signal;
  const run: StepRunner = {
    job,
    ctx: { log, signal } as unknown as JobContext,
    deadline: Date.now() + 60_000,
    nextStep: () => step++,
  };
  try {
    if (options.restore !== false) await restoreCache(deps, run, key);
    const result = await job.runStep(run.nextStep(), { script, env: {}, timeoutMs: 30_000, signal, log });
    if (result.status === 'passed' && options.save !== false) await saveCache(deps, run, key, WHOLE, {});
    return { text: text(), status: result.status };
  } finally {
    await job.dispose();
  }
}

const CHECK_AND_MAKE = [
  'if [ -f node_modules/made ]; then echo "FOUND $(cat node_modules/made)"; else echo "NOT FOUND"; fi',
  'mkdir -p node_modules/.bin node_modules/tool && echo cli > node_modules/tool/cli.js',
  'ln -sf ../tool/cli.js node_modules/.bin/tool && echo "$RANDOM" > node_modules/made',
].join('\n');

/** A .tar.gz made with tar from `files` (path → content, or `-> target` for a link); extra tar flags. */
function archive(name: string, files: Record<string, string>, flags: string[] = []): string {
  const root = path.join(dir, `src-${name}`);
  mkdirSync(root, { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    if (content.startsWith('-> ')) symlinkSync(content.slice(3), target);
    else writeFileSync(target, content);
  }
  const out = path.join(dir, `${name}.tar.gz`);
  execFileSync('tar', ['-czf', out, ...flags, '-C', root, ...Object.keys(files)]);
  return out;
}

function describeCache(name: string, open: () => Promise<ObjectStore>) {
  describe(`job cache in ${name}`, () => {
    it('restores what the last passed run saved, links included', async () => {
      const store = await open();
      const deps = { store: async () => store, maxBytes: 10 * 1024 * 1024 };
      const first = await runJob(deps, 'cache/build/p/app.tar.gz', CHECK_AND_MAKE);
      expect(first.text).toContain('no cache yet');
      expect(first.text).toContain('NOT FOUND');
      expect(first.text).toMatch(/cache saved \(0\.\d MB\)/);
      const second = await runJob(
        deps,
        'cache/build/p/app.tar.gz',
        `${CHECK_AND_MAKE.split('\n')[0]}\ncat node_modules/.bin/tool`,
      );
      expect(second.text).toMatch(/cache restored \(0\.\d MB\)/);
      expect(second.text).toMatch(/FOUND \d+/);
      expect(second.text).toContain('cli\n');
    });

    it('does not save a cache larger than its limit, and the job is not failed by it', async () => {
      const store = await open();
      const deps = { store: async () => store, maxBytes: 1000 };
      const big = await runJob(deps, 'cache/build/p/big.tar.gz', 'head -c 200000 /dev/urandom > noise');
      expect(big.status).toBe('passed');
      expect(big.text).toContain('cache not saved: larger than 0.0 MB');
      expect(await store.stat('cache/build/p/big.tar.gz')).toBeUndefined();
    });
  });
}

describeCache('the local-disk store', async () => new LocalDiskStore(path.join(dir, 'objects')));
describeCache('S3 (s3rver)', async () => {
  const store = new S3Store({
    endpoint: s3.endpoint,
    bucket: 'caches',
    subfolder: '',
    insecure: true,
    accessKey: S3_ACCESS_KEY,
    secretKey: S3_SECRET_KEY,
  });
  await store.ensureBucket();
  return store;
});

describe('archives that would write outside the workspace', () => {
  const bad: Array<[string, () => string, RegExp]> = [
    [
      'a ../ path',
      () => archive('dotdot', { 'x/escaped': 'out' }, ['-P', '--transform=s,^x,../..,']),
      /leaves/,
    ],
    [
      'an absolute path',
      () => archive('absolute', { 'tmp/abs': 'out' }, ['-P', '--transform=s,^,/,']),
      /absolute/,
    ],
    ['an absolute link', () => archive('abslink', { passwd: '-> /etc/passwd' }), /absolute/],
    ['a link out', () => archive('linkout', { 'a/up': '-> ../../..' }), /outside/],
    [
      'a link in place of the workspace',
      () => archive('dotlink', { l: '-> sub' }, ['--transform=s,^l$,.,']),
      /workspace itself/,
    ],
    [
      'a link out through another link',
      () => archive('chain', { 'p/q/b': '-> ../..', c: '-> p/q/b/..' }),
      /outside/,
    ],
  ];

  for (const [what, make, reason] of bad) {
    it(`refuses ${what}, unpacking nothing`, async () => {
      const file = make();
      await expect(checkCacheArchive(file, { maxUnpackedBytes: 1e6, maxEntries: 100 })).rejects.toThrow(
        CacheArchiveRefused,
      );
      await expect(checkCacheArchive(file, { maxUnpackedBytes: 1e6, maxEntries: 100 })).rejects.toThrow(
        reason,
      );

      const store = new LocalDiskStore(path.join(dir, `refused-${what.replaceAll(/\W/g, '-')}`));
      await store.putFile('cache/build/p/evil.tar.gz', file);
      const deps = { store: async () => store, maxBytes: 1e6 };
      const restored = await runJob(deps, 'cache/build/p/evil.tar.gz', 'ls -A "$WORKSPACE" | wc -l', {
        save: false,
      });
      expect(restored.text).toContain('cache not restored: the archive is refused');
      expect(restored.text).toMatch(/^0$/m);
    });
  }

  it('refuses a file written through a link of the archive', async () => {
    const root = path.join(dir, 'src-through');
    mkdirSync(path.join(root, 'real'), { recursive: true });
    writeFileSync(path.join(root, 'real', 'x'), 'in');
    symlinkSync('real', path.join(root, 'l'));
    const out = path.join(dir, 'through.tar.gz');
    // the link first, then a file whose path runs through it
    execFileSync('tar', ['-czf', out, '-C', root, 'l', '--transform=s,^real,l,', 'real/x']);
    await expect(checkCacheArchive(out, { maxUnpackedBytes: 1e6, maxEntries: 100 })).rejects.toThrow(
      /through a link/,
    );
  });

  it('accepts links that stay inside, also through other links (a pnpm-like node_modules)', async () => {
    const file = archive('pnpm', {
      'node_modules/.pnpm/tool@1/node_modules/tool/cli.js': 'cli',
      'node_modules/tool': '-> .pnpm/tool@1/node_modules/tool',
      'node_modules/.bin/tool': '-> ../tool/cli.js',
    });
    expect(await checkCacheArchive(file, { maxUnpackedBytes: 1e6, maxEntries: 100 })).toBe(3);
  });

  it('reads long names (GNU and pax headers): a long inside path passes, a long `..` path is refused', async () => {
    const deep = `${'d'.repeat(90)}/${'e'.repeat(90)}/file`;
    for (const format of ['gnu', 'pax']) {
      const good = archive(`long-${format}`, { [deep]: 'in' }, [`--format=${format}`]);
      expect(await checkCacheArchive(good, { maxUnpackedBytes: 1e6, maxEntries: 100 })).toBe(2);
      const bad = archive(`long-bad-${format}`, { [deep]: 'out' }, [
        `--format=${format}`,
        '-P',
        '--transform=s,^d,../d,',
      ]);
      await expect(checkCacheArchive(bad, { maxUnpackedBytes: 1e6, maxEntries: 100 })).rejects.toThrow(
        /leaves/,
      );
    }
  });

  it('reads a pax path by its length: a newline in it hides no second, harmless path', async () => {
    // tar reads the whole value "../evil\n15 path=good"; a line-by-line reading would see "good"
    const value = '../evil\n15 path=good';
    const record = (len: number) => `${len} path=${value}\n`;
    let length = record(0).length;
    while (record(length).length !== length) length = record(length).length;
    const file = path.join(dir, 'pax-newline.tar.gz');
    writeFileSync(
      file,
      gzipSync(
        Buffer.concat([
          tarBlock('x', 'PaxHeader', Buffer.from(record(length))),
          tarBlock('0', 'x', Buffer.from('out')),
        ]),
      ),
    );
    await expect(checkCacheArchive(file, { maxUnpackedBytes: 1e6, maxEntries: 100 })).rejects.toThrow(
      /leaves/,
    );
  });

  it('refuses an archive whose files unpack beyond the limit', async () => {
    const file = archive('large', { zeros: '0'.repeat(5000) });
    await expect(checkCacheArchive(file, { maxUnpackedBytes: 4000, maxEntries: 100 })).rejects.toThrow(
      /larger than 4000/,
    );
  });
});

/** One ustar header (with a valid checksum) and its data, padded to 512-byte blocks, ending the archive. */
function tarBlock(type: string, name: string, data: Buffer): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'utf8');
  header.write('0000644\0', 100, 'latin1');
  header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  header.write(type, 156, 'latin1');
  header.write('ustar\0' + '00', 257, 'latin1');
  header.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  const padded = Buffer.alloc(Math.ceil(data.length / 512) * 512);
  data.copy(padded);
  return Buffer.concat([header, padded]);
}
