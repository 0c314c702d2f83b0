import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquirePidLock, DataDirLockedError } from './pid-lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data directory pid lock', () => {
  it('writes this process id and removes it on release', () => {
    const dir = tempDir();
    const release = acquirePidLock(dir);
    expect(readFileSync(path.join(dir, 'slipway.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'slipway.pid'))).toBe(false);
  });

  it('refuses a folder held by another live process, naming it', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dir, 'slipway.pid'), String(other.pid));
      expect(() => acquirePidLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquirePidLock(dir)).toThrow(`pid ${other.pid}`);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(path.join(dir, 'slipway.pid'), String(dead.pid));
    const release = acquirePidLock(dir);
    expect(readFileSync(path.join(dir, 'slipway.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
