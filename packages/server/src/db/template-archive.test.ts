import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { extractTemplateArchive } from './template-archive.js';

const work = mkdtempSync(path.join(os.tmpdir(), 'slipway-template-archive-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A tar header block for one entry, as tar writes it. */
function header(name: string, size: number, type: string): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0);
  block.write('0000600\0', 100);
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  block.write(type, 156);
  block.write('ustar\0', 257);
  return block;
}

describe('extractTemplateArchive', () => {
  it('unpacks what GNU tar packed, folders, nested files and empty files alike, byte for byte', () => {
    const source = path.join(work, 'source');
    mkdirSync(path.join(source, 'base', '1'), { recursive: true });
    mkdirSync(path.join(source, 'pg_wal', 'archive_status'), { recursive: true });
    const big = Buffer.alloc(3000, 7);
    writeFileSync(path.join(source, 'PG_VERSION'), '18\n');
    writeFileSync(path.join(source, 'base', '1', '1259'), big);
    writeFileSync(path.join(source, 'empty'), '');
    const archive = path.join(work, 'template.tar.gz');
    execFileSync('tar', ['-czf', archive, '-C', source, '.']);

    const into = path.join(work, 'into');
    extractTemplateArchive(archive, into);

    expect(readFileSync(path.join(into, 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(readFileSync(path.join(into, 'base', '1', '1259')).equals(big)).toBe(true);
    expect(readFileSync(path.join(into, 'empty'))).toHaveLength(0);
    expect(execFileSync('ls', [path.join(into, 'pg_wal')], { encoding: 'utf8' }).trim()).toBe(
      'archive_status',
    );
  });

  it('refuses an entry that would leave the folder, and links', () => {
    const escaping = path.join(work, 'escaping.tar.gz');
    writeFileSync(escaping, gzipSync(Buffer.concat([header('../outside', 0, '0'), Buffer.alloc(1024)])));
    expect(() => extractTemplateArchive(escaping, path.join(work, 'a'))).toThrow('leaves its folder');

    const linked = path.join(work, 'linked.tar.gz');
    writeFileSync(linked, gzipSync(Buffer.concat([header('link', 0, '2'), Buffer.alloc(1024)])));
    expect(() => extractTemplateArchive(linked, path.join(work, 'b'))).toThrow('not expected');
  });
});
