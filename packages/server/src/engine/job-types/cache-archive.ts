import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';

/** A cache archive that may not be unpacked into a workspace; the message says why. */
export class CacheArchiveRefused extends Error {}

export interface CacheArchiveLimits {
  /** most bytes the archive's files may unpack to */
  maxUnpackedBytes: number;
  maxEntries: number;
}

const BLOCK = 512;
/** GNU long names and pax headers larger than this are not names any job wrote. */
const MAX_META_BYTES = 64 * 1024;
const FILE_TYPES = new Set(['0', '\0', '7']);
const META_TYPES = new Set(['L', 'K', 'x', 'g']);

interface Entry {
  type: string;
  path: string;
  linkTarget: string;
  size: number;
}

/**
 * Reads a gzipped tar archive through, streamed, and refuses it unless unpacking it into an empty
 * workspace stays inside that workspace (docs/architecture.md "Build cache"): only files,
 * folders and links; no absolute path or `..`; nothing is written through a link; a hard link
 * names an entry inside; every symbolic link, followed through the archive's own links, ends
 * inside. Answers the total size of its files.
 */
export async function checkCacheArchive(file: string, limits: CacheArchiveLimits): Promise<number> {
  const links = new Map<string, string>();
  const others = new Set<string>();
  const hardLinks: string[] = [];
  let unpacked = 0;
  for await (const entry of tarEntries(file)) {
    if (others.size + links.size >= limits.maxEntries)
      throw new CacheArchiveRefused(`more than ${limits.maxEntries} entries`);
    const name = normalEntryPath(entry.path);
    if (name === '.' && entry.type !== '5') throw new CacheArchiveRefused('it replaces the workspace itself');
    if (entry.type === '2') {
      if (links.has(name) || others.has(name)) throw new CacheArchiveRefused(`${name} appears twice`);
      links.set(name, entry.linkTarget);
      continue;
    }
    if (links.has(name)) throw new CacheArchiveRefused(`${name} appears twice`);
    others.add(name);
    if (entry.type === '1') hardLinks.push(normalEntryPath(entry.linkTarget));
    else if (FILE_TYPES.has(entry.type)) unpacked += entry.size;
    else if (entry.type !== '5') throw new CacheArchiveRefused(`${name} is not a file, folder or link`);
    if (unpacked > limits.maxUnpackedBytes)
      throw new CacheArchiveRefused(`its files are larger than ${limits.maxUnpackedBytes} bytes`);
  }
  const throughLink = (name: string) => {
    const parts = name.split('/');
    for (let i = 1; i < parts.length; i++) if (links.has(parts.slice(0, i).join('/'))) return true;
    return false;
  };
  for (const name of [...others, ...links.keys(), ...hardLinks])
    if (throughLink(name)) throw new CacheArchiveRefused(`${name} would be written through a link`);
  for (const [name, target] of links) {
    if (target.startsWith('/')) throw new CacheArchiveRefused(`link ${name} points to an absolute path`);
    if (!resolveParts(name.split('/').slice(0, -1), target, links, 0))
      throw new CacheArchiveRefused(`link ${name} points outside the workspace`);
  }
  return unpacked;
}

/** The entry's path without `./` and empty parts; refused when absolute or holding `..`. */
function normalEntryPath(raw: string): string {
  if (raw.startsWith('/')) throw new CacheArchiveRefused(`${raw} is an absolute path`);
  const parts = raw.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.includes('..')) throw new CacheArchiveRefused(`${raw} leaves the workspace`);
  return parts.join('/') || '.';
}

/** Follows `target` from the folder `from` as the kernel would, through the archive's links; undefined when it leaves. */
function resolveParts(
  from: string[],
  target: string,
  links: Map<string, string>,
  depth: number,
): string[] | undefined {
  // the kernel gives up after 40 links; so does this walk
  if (depth > 40) return undefined;
  let parts = [...from];
  for (const part of target.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
      continue;
    }
    parts.push(part);
    const link = links.get(parts.join('/'));
    if (link === undefined) continue;
    if (link.startsWith('/')) return undefined;
    const resolved = resolveParts(parts.slice(0, -1), link, links, depth + 1);
    if (!resolved) return undefined;
    parts = resolved;
  }
  return parts;
}

/** The entries of a gzipped tar file, read as a stream (ustar, GNU long names, pax paths). */
async function* tarEntries(file: string): AsyncGenerator<Entry> {
  let buffer: Buffer = Buffer.alloc(0);
  let skip = 0;
  let pending: { type: string; size: number; data: Buffer[]; got: number } | undefined;
  let longName = '';
  let longLink = '';
  /** a pax `size` (files past 8 GiB) stands for the next entry's header size */
  let paxSize: number | undefined;
  let ended = false;
  const input = createReadStream(file).pipe(createGunzip());
  try {
    for await (const chunk of input) {
      buffer = buffer.length ? Buffer.concat([buffer, chunk as Buffer]) : (chunk as Buffer);
      while (!ended) {
        if (skip > 0) {
          const dropped = Math.min(skip, buffer.length);
          if (pending)
            pending.data.push(buffer.subarray(0, Math.max(0, Math.min(dropped, pending.size - pending.got))));
          if (pending) pending.got += dropped;
          buffer = buffer.subarray(dropped);
          skip -= dropped;
          if (skip > 0) break;
          if (pending) {
            const data = Buffer.concat(pending.data);
            const text = data.toString('utf8');
            if (pending.type === 'L') longName = text.replace(/\0.*$/s, '');
            if (pending.type === 'K') longLink = text.replace(/\0.*$/s, '');
            if (pending.type === 'g' && Object.keys(paxRecords(data)).some((k) => k.endsWith('path')))
              throw new CacheArchiveRefused('a global pax header names a path');
            if (pending.type === 'x') {
              const pax = paxRecords(data);
              if (pax.path !== undefined) longName = pax.path;
              if (pax.linkpath !== undefined) longLink = pax.linkpath;
              if (pax.size !== undefined) paxSize = Number(pax.size);
            }
            pending = undefined;
          }
        }
        if (buffer.length < BLOCK) break;
        const header = buffer.subarray(0, BLOCK);
        buffer = buffer.subarray(BLOCK);
        if (header.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        if (!checksumMatches(header)) throw new CacheArchiveRefused('it is not a tar archive');
        const type = String.fromCharCode(header[156] ?? 0);
        const size = !META_TYPES.has(type) && paxSize !== undefined ? paxSize : headerSize(header);
        if (!Number.isSafeInteger(size) || size < 0) throw new CacheArchiveRefused('a header is damaged');
        const padded = Math.ceil(size / BLOCK) * BLOCK;
        if (META_TYPES.has(type)) {
          if (size > MAX_META_BYTES) throw new CacheArchiveRefused('an entry name is too long');
          pending = { type, size, data: [], got: 0 };
          skip = padded;
          if (skip === 0) pending = undefined;
          continue;
        }
        const prefix =
          header.subarray(257, 262).toString('latin1') === 'ustar' ? field(header, 345, 155) : '';
        const name = longName || (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
        const linkTarget = longLink || field(header, 157, 100);
        longName = '';
        longLink = '';
        paxSize = undefined;
        yield { type, path: name, linkTarget, size };
        // hard links and folders carry no data, whatever their size field says
        skip = type === '1' || type === '2' || type === '5' ? 0 : padded;
      }
    }
  } catch (error) {
    if (error instanceof CacheArchiveRefused) throw error;
    throw new CacheArchiveRefused(`it cannot be read: ${(error as Error).message}`);
  } finally {
    input.destroy();
  }
  if (!ended && skip > 0) throw new CacheArchiveRefused('it ends in the middle of an entry');
}

function field(header: Buffer, offset: number, length: number): string {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** Octal, or GNU's base-256 for large files (high bit set). */
function headerSize(header: Buffer): number {
  const raw = header.subarray(124, 136);
  if ((raw[0] ?? 0) & 0x80) {
    let size = 0;
    for (let i = 1; i < raw.length; i++) size = size * 256 + (raw[i] ?? 0);
    return size;
  }
  const text = raw.toString('latin1').replace(/\0.*$/s, '').trim();
  const size = text ? Number.parseInt(text, 8) : 0;
  if (!Number.isSafeInteger(size) || size < 0) throw new CacheArchiveRefused('a header is damaged');
  return size;
}

function checksumMatches(header: Buffer): boolean {
  const stored = Number.parseInt(
    header.subarray(148, 156).toString('latin1').replace(/\0.*$/s, '').trim(),
    8,
  );
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (header[i] ?? 0);
  return stored === sum;
}

/**
 * `<length> <key>=<value>\n` records of a pax header, read by their lengths as tar reads them: a
 * value may hold a newline, and what follows it is still that value.
 */
function paxRecords(data: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let at = 0;
  while (at < data.length && data[at] !== 0) {
    const space = data.indexOf(0x20, at);
    const length = space === -1 ? Number.NaN : Number(data.subarray(at, space).toString('latin1'));
    if (!Number.isSafeInteger(length) || at + length > data.length || length <= space - at + 1)
      throw new CacheArchiveRefused('a pax header is damaged');
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (equals > 0) records[record.slice(0, equals)] = record.slice(equals + 1);
    at += length;
  }
  return records;
}
