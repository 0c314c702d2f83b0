import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PREFIX = 'slipway-e2e-';
/** A directory this young may belong to a run whose server has not claimed it yet. */
const MIN_AGE_MS = 2 * 60 * 1000;

function serverAlive(dir: string): boolean {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(path.join(dir, 'slipway.pid'), 'utf8').trim(), 10);
  } catch {
    return false; // no pid file: the server stopped cleanly (or never started)
  }
  if (!Number.isInteger(pid)) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the data directories of earlier runs (about 40 MB each) whose server is gone. */
function sweepStaleDataDirs(): void {
  const root = tmpdir();
  for (const name of readdirSync(root)) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = path.join(root, name);
    try {
      if (Date.now() - statSync(dir).mtimeMs < MIN_AGE_MS || serverAlive(dir)) continue;
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // another run is cleaning up too, or the entry is not ours to remove
    }
  }
}

/**
 * The DATA_DIR of this run: a fresh embedded database. The config is evaluated again in every
 * worker process; the variable, inherited by the workers, keeps them on the directory the runner made.
 */
export function runDataDir(): string {
  const existing = process.env.SLIPWAY_E2E_DATA_DIR;
  if (existing) return existing;
  sweepStaleDataDirs();
  const dir = mkdtempSync(path.join(tmpdir(), PREFIX));
  process.env.SLIPWAY_E2E_DATA_DIR = dir;
  return dir;
}
