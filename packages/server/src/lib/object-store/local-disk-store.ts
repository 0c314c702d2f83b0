import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkObjectKey, checkObjectPrefix, type ObjectStore, type StoredObject } from './object-store.js';

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR';

/** Objects as files under one folder (DATA_DIR/objects): the default, needing no service. */
export class LocalDiskStore implements ObjectStore {
  constructor(readonly root: string) {}

  async putFile(key: string, filePath: string): Promise<void> {
    await this.write(key, (temp) => copyFile(filePath, temp));
  }

  async putBuffer(key: string, data: Buffer | string): Promise<void> {
    await this.write(key, (temp) => writeFile(temp, data));
  }

  async get(key: string): Promise<Readable | undefined> {
    const file = this.fileOf(key);
    if (!(await this.stat(key))) return undefined;
    return createReadStream(file);
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    try {
      const info = await stat(this.fileOf(key));
      return info.isFile() ? { size: info.size } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async list(prefix: string): Promise<StoredObject[]> {
    checkObjectPrefix(prefix);
    // Walk only the deepest folder the prefix names fully, then filter by the rest.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const found: StoredObject[] = [];
    await this.walk(folder, found);
    return found.filter((o) => o.key.startsWith(prefix)).sort((a, b) => a.key.localeCompare(b.key));
  }

  async removePrefix(prefix: string): Promise<void> {
    for (const object of await this.list(prefix)) await rm(this.fileOf(object.key), { force: true });
  }

  private fileOf(key: string): string {
    return path.join(this.root, ...checkObjectKey(key).split('/'));
  }

  /** Writes beside the target then renames, so a reader never sees half an object. */
  private async write(key: string, fill: (temp: string) => Promise<void>): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.partial`;
    try {
      await fill(temp);
      await rename(temp, file);
    } finally {
      await rm(temp, { force: true });
    }
  }

  private async walk(folder: string, found: StoredObject[]): Promise<void> {
    const dir = folder === '' ? this.root : path.join(this.root, ...folder.split('/'));
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const key = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) await this.walk(key, found);
      else if (entry.isFile() && !entry.name.endsWith('.partial')) {
        const info = await stat(path.join(dir, entry.name));
        found.push({ key, size: info.size });
      }
    }
  }
}
