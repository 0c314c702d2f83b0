import { createHash, randomUUID } from 'node:crypto';
import { chmod, copyFile, lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import type { InstallPackage } from '@slipway/contracts';

/**
 * Installed software packages kept by the server under `DATA_DIR/packages-cache`, so a later job
 * copies a package instead of running its install script (docs/architecture.md "Software package
 * installs"). Entries are keyed by everything that makes the install: a changed package is a new key.
 * Jobs never see this folder; what is copied in or out keeps regular files, folders and links only,
 * without set-id bits.
 */
export class PackageCache {
  constructor(private readonly dir: string) {}

  keyOf(pkg: InstallPackage): string {
    const { name, version, bin_path, download_path, scripts, env, update_time } = pkg;
    const made = JSON.stringify([name, version, bin_path, download_path, scripts, env, update_time]);
    return createHash('sha256').update(made).digest('hex');
  }

  /** Copies the kept package into `target` (an empty folder); false when there is none. */
  async restore(key: string, target: string): Promise<boolean> {
    const entry = path.join(this.dir, key);
    if (!(await lstat(entry).catch(() => undefined))?.isDirectory()) return false;
    await copyTree(entry, target);
    return true;
  }

  /** Keeps a copy of `source`; a package another job kept first stays as it is. */
  async store(key: string, source: string): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const entry = path.join(this.dir, key);
    if (await lstat(entry).catch(() => undefined)) return;
    const partial = path.join(this.dir, `.partial-${randomUUID()}`);
    try {
      await mkdir(partial, { mode: 0o755 });
      await copyTree(source, partial);
      await rename(partial, entry);
    } catch (error) {
      // another job kept the same package meanwhile
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
  }
}

/** Copies `from`'s contents into the folder `to`: links as links (never followed), other kinds left out. */
async function copyTree(from: string, to: string): Promise<void> {
  for (const name of await readdir(from)) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    const info = await lstat(source);
    if (info.isSymbolicLink()) await symlink(await readlink(source), target);
    else if (info.isDirectory()) {
      await mkdir(target, { mode: 0o755 });
      await copyTree(source, target);
    } else if (info.isFile()) {
      await copyFile(source, target);
      // plain modes: nobody's set-id bits travel from one job to another
      await chmod(target, info.mode & 0o111 ? 0o755 : 0o644);
    }
  }
}
