import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/** One file of an archive: its name inside, its size and how its bytes are read. */
export interface TarEntry {
  name: string;
  size: number;
  open(): Promise<Readable | undefined>;
}

const BLOCK = 512;

/** A ustar header (POSIX.1-1988): names up to 100 bytes, or 255 split into prefix and name. */
function header(name: string, size: number, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;
  block.write(base, 0, 100);
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(mtime, 12), 136);
  block.write('        ', 148); // checksum counted as spaces
  block.write('0', 156);
  block.write('ustar\u000000', 257);
  block.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

/**
 * Streams the entries as a gzip-compressed tar, one file after the other, without holding any of
 * them in memory. An entry that is gone by the time it is read ends the stream with an error.
 */
export function tarGz(entries: TarEntry[], mtime = Math.floor(Date.now() / 1000)): Readable {
  const tar = new PassThrough();
  const gzip = createGzip();
  void (async () => {
    for (const entry of entries) {
      const body = await entry.open();
      if (!body) throw new Error(`${entry.name} is gone`);
      tar.write(header(entry.name, entry.size, mtime));
      let written = 0;
      for await (const chunk of body) {
        written += (chunk as Buffer).length;
        if (!tar.write(chunk)) await new Promise((resolve) => tar.once('drain', resolve));
      }
      if (written !== entry.size) throw new Error(`${entry.name} changed while it was read`);
      const padding = (BLOCK - (entry.size % BLOCK)) % BLOCK;
      if (padding) tar.write(Buffer.alloc(padding));
    }
    tar.end(Buffer.alloc(BLOCK * 2));
  })().catch((error: Error) => tar.destroy(error));
  void pipeline(tar, gzip).catch(() => undefined);
  return gzip;
}
