import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

/** A NUL-terminated text field of a tar header. */
function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** Where an entry goes under `dir`; entries that would leave it are refused. */
function target(dir: string, name: string): string {
  const resolved = path.resolve(dir, `.${path.posix.sep}${name}`);
  if (resolved !== dir && !resolved.startsWith(`${dir}${path.sep}`)) {
    throw new Error(`the archive entry ${name} leaves its folder`);
  }
  return resolved;
}

/**
 * Unpacks the gzipped tar of a database folder made at build time (plain files and folders only)
 * into `dir`. Written out directly, the files open as an existing folder: loading the archive
 * through the database instead keeps about 150 MB of copies in the process for good.
 */
export function extractTemplateArchive(archiveFile: string, dir: string): void {
  const tar = gunzipSync(readFileSync(archiveFile));
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true });
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + BLOCK);
    const name = field(header, 0, 100);
    if (name === '') break;
    const prefix = field(header, 345, 155);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const entry = target(root, prefix ? `${prefix}/${name}` : name);
    const body = offset + BLOCK;
    if (type === '5') mkdirSync(entry, { recursive: true });
    else if (type === '0' || type === '\0') {
      mkdirSync(path.dirname(entry), { recursive: true });
      writeFileSync(entry, tar.subarray(body, body + size));
    } else throw new Error(`the archive entry ${name} is of a kind not expected (${type})`);
    offset = body + Math.ceil(size / BLOCK) * BLOCK;
  }
}
