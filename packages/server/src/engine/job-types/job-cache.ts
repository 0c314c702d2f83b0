import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore } from '../../lib/object-store/object-store.js';
import { CacheArchiveRefused, checkCacheArchive } from './cache-archive.js';
import type { StepRunner } from './zadig-build-files.js';

/** A build's or test's cache settings, as their contracts store them. */
export interface CacheSettings {
  cache_enable: boolean;
  /** 'workspace' (the whole workspace) or 'user_defined' (cache_user_dir) */
  cache_dir_type: string;
  cache_user_dir: string;
}

export interface JobCacheDeps {
  /** where caches are kept: the default object storage, under `cache/` */
  store(): Promise<ObjectStore>;
  /** most bytes one saved cache may take; a larger one is not saved */
  maxBytes: number;
}

/** 2 GiB: a node_modules or a Maven repository fits, a stray disk image does not. */
export const DEFAULT_CACHE_MAX_BYTES = 2 * 1024 ** 3;
/** A cache may unpack to this many times its stored size at most (gzip rarely does better). */
const UNPACK_RATIO = 20;
const MAX_ENTRIES = 500_000;
const ARCHIVE = 'slipway-cache.tar.gz';
const SAVE_FAILED = 'slipway-cache.failed';

/** The object a build's (or test's) cache is kept under: one per project and name. */
export const cacheKey = (kind: 'build' | 'test', project: string, name: string) =>
  `cache/${kind}/${project}/${name}.tar.gz`;

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * Packs the cached folder inside the job's own view (tar never follows links), at most
 * SLIPWAY_CACHE_LIMIT bytes into the outputs folder; a tar that fails leaves a mark beside it.
 */
const SAVE_SCRIPT = `cd "$WORKSPACE"
rm -f "$SLIPWAY_OUTPUTS/${ARCHIVE}" "$SLIPWAY_OUTPUTS/${SAVE_FAILED}"
[ -d "$SLIPWAY_CACHE_DIR" ] || { echo "cache: no folder $SLIPWAY_CACHE_DIR in the workspace" >&2; exit 1; }
{ tar -czf - "$SLIPWAY_CACHE_DIR" || echo failed > "$SLIPWAY_OUTPUTS/${SAVE_FAILED}"; } \\
  | head -c "$SLIPWAY_CACHE_LIMIT" > "$SLIPWAY_OUTPUTS/${ARCHIVE}"
`;

/**
 * Unpacks a checked archive as the job's user, inside the job's own view; `-o` (GNU and busybox tar)
 * keeps the archive's owners out, should a job run as root where there is no sandbox.
 */
const RESTORE_SCRIPT = 'tar -xzof "$SLIPWAY_CACHE" -C "$WORKSPACE"\n';

/**
 * The folder a cache keeps, relative to the workspace: the workspace itself, or the user-defined
 * folder with `$VAR` / `${VAR}` of the job's variables put in (as Zadig renders it), relative to
 * the workspace or absolute inside it. Undefined when it lies outside the workspace.
 */
export function cacheFolder(
  settings: CacheSettings,
  env: Record<string, string>,
  workspace: string,
): string | undefined {
  if (settings.cache_dir_type !== 'user_defined') return '.';
  const vars: Record<string, string> = { ...env, WORKSPACE: workspace };
  const rendered = settings.cache_user_dir
    .replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_, a, b) => vars[a ?? b] ?? '')
    .trim();
  if (!rendered) return '.';
  const relative = path.posix.relative(workspace, path.posix.resolve(workspace, rendered));
  if (relative.startsWith('..') || path.posix.isAbsolute(relative)) return undefined;
  return relative ? `./${relative}` : '.';
}

/**
 * Before the checkout: unpacks the last saved cache into the fresh workspace. Nothing here fails
 * the job; an archive that would write outside the workspace is refused and left unpacked.
 */
export async function restoreCache(deps: JobCacheDeps, run: StepRunner, key: string): Promise<void> {
  const { log } = run.ctx;
  let inputPath: string | undefined;
  try {
    const store = await deps.store();
    const stored = await store.stat(key);
    if (!stored) return void log.write('no cache yet\n');
    if (stored.size > deps.maxBytes)
      return void log.write(`cache not restored: larger than ${megabytes(deps.maxBytes)} MB\n`);
    if ((await readdir(run.job.hostWorkspace)).length > 0)
      return void log.write('cache not restored: the workspace is not empty\n');
    const body = await store.get(key);
    if (!body) return void log.write('no cache yet\n');
    const input = await run.job.writeStepInput(ARCHIVE, body);
    inputPath = input.hostPath;
    await checkCacheArchive(input.hostPath, {
      maxUnpackedBytes: deps.maxBytes * UNPACK_RATIO,
      maxEntries: MAX_ENTRIES,
    });
    const result = await run.job.runStep(run.nextStep(), {
      script: RESTORE_SCRIPT,
      env: { SLIPWAY_CACHE: input.jobPath },
      timeoutMs: Math.max(run.deadline - Date.now(), 1),
      signal: run.ctx.signal,
      log,
    });
    if (result.status !== 'passed') return void log.write(`cache not restored: ${result.error}\n`);
    log.write(`cache restored (${megabytes(stored.size)} MB)\n`);
  } catch (error) {
    const reason =
      error instanceof CacheArchiveRefused
        ? `the archive is refused: ${error.message}`
        : (error as Error).message;
    log.write(`cache not restored: ${reason}\n`);
  } finally {
    if (inputPath) await rm(inputPath, { force: true });
  }
}

/** After a passed job: packs the cached folder and keeps it under `key`. A failure is only logged. */
export async function saveCache(
  deps: JobCacheDeps,
  run: StepRunner,
  key: string,
  settings: CacheSettings,
  env: Record<string, string>,
): Promise<void> {
  const { log } = run.ctx;
  const folder = cacheFolder(settings, env, run.job.workspace);
  if (!folder)
    return void log.write(`cache not saved: ${settings.cache_user_dir} is outside the workspace\n`);
  try {
    const result = await run.job.runStep(run.nextStep(), {
      script: SAVE_SCRIPT,
      env: { SLIPWAY_CACHE_DIR: folder, SLIPWAY_CACHE_LIMIT: String(deps.maxBytes + 1) },
      timeoutMs: Math.max(run.deadline - Date.now(), 1),
      signal: run.ctx.signal,
      log,
    });
    if (result.status !== 'passed') return void log.write(`cache not saved: ${result.error}\n`);
    const handle = await run.job.openOutputFile(ARCHIVE);
    if (!handle) return void log.write('cache not saved: the archive was not made\n');
    try {
      const { size } = await handle.stat();
      if (size > deps.maxBytes)
        return void log.write(`cache not saved: larger than ${megabytes(deps.maxBytes)} MB\n`);
      if ((await run.job.readOutputs([SAVE_FAILED]))[SAVE_FAILED] !== undefined)
        return void log.write('cache not saved: tar failed\n');
      // the open descriptor, not the name: nothing can swap the file between the check and the read
      await (await deps.store()).putFile(key, `/proc/self/fd/${handle.fd}`);
      log.write(`cache saved (${megabytes(size)} MB)\n`);
    } finally {
      await handle.close();
    }
  } catch (error) {
    log.write(`cache not saved: ${(error as Error).message}\n`);
  }
}
