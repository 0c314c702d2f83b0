import { stripAnsi } from '@slipway/contracts';
import type { ByteSource, LineIndex } from './line-index.js';

const BLOCK = 1024 * 1024;
const NEWLINE = 0x0a;

/** What a log holds by lines: its count, and where they end (a running log's last line may be unfinished). */
export interface LogExtent {
  /** lines served: complete ones, and a finished log's last line without \n */
  total: number;
  /** the byte offset where those lines end: following the log from it continues after line `total` */
  endByte: number;
}

/** The lines of a log as far as it can be read by line: a running log's unfinished line waits. */
export function extentOf(index: LineIndex, size: number, finished: boolean): LogExtent {
  const tail = finished && size > index.indexedBytes;
  return { total: index.completeLines + (tail ? 1 : 0), endByte: tail ? size : index.indexedBytes };
}

/** Lines [from, from + count) (1-based) of the first `extent.endByte` bytes, without their \n. */
export async function readLines(
  source: ByteSource,
  index: LineIndex,
  extent: LogExtent,
  from: number,
  count: number,
): Promise<string[]> {
  const last = Math.min(extent.total, from + count - 1);
  if (from > last) return [];
  const start = await index.startOf(source, from);
  const parts: Buffer[] = [];
  let wanted = last - from + 1;
  for (let position = start; position < extent.endByte && wanted > 0; ) {
    const bytes = await source.read(position, Math.min(BLOCK, extent.endByte - position));
    if (bytes.length === 0) break;
    let cut = bytes.length;
    for (let at = bytes.indexOf(NEWLINE); at >= 0; at = bytes.indexOf(NEWLINE, at + 1)) {
      if (--wanted === 0) {
        cut = at + 1;
        break;
      }
    }
    parts.push(bytes.subarray(0, cut));
    position += cut;
  }
  const text = Buffer.concat(parts).toString('utf8');
  const lines = text.split('\n');
  if (text.endsWith('\n')) lines.pop();
  return lines;
}

/** A line holding what was searched for, as plain text. */
export interface LogMatch {
  line: number;
  text: string;
}

/** One page of a search: its matches, and the line to search after for the next page (none at the end). */
export interface LogSearchPage {
  matches: LogMatch[];
  next: number | null;
}

/**
 * The lines after line `after` holding `key` (ignoring case and colour escapes), at most `limit`.
 * A block of the log without the key anywhere is passed over whole.
 */
export async function searchLines(
  source: ByteSource,
  index: LineIndex,
  extent: LogExtent,
  search: { key: string; after: number; limit: number },
): Promise<LogSearchPage> {
  const key = search.key.toLowerCase();
  const matches: LogMatch[] = [];
  let line = search.after;
  if (line >= extent.total) return { matches, next: null };
  let position = await index.startOf(source, line + 1);
  let carry: Buffer = Buffer.alloc(0);
  while (position < extent.endByte || carry.length > 0) {
    const read =
      position < extent.endByte
        ? await source.read(position, Math.min(BLOCK, extent.endByte - position))
        : Buffer.alloc(0);
    position += read.length;
    const bytes = carry.length > 0 ? Buffer.concat([carry, read]) : read;
    const atEnd = position >= extent.endByte || read.length === 0;
    // whole lines only: the rest of a line cut by the block comes with the next one
    const cut = atEnd ? bytes.length : bytes.lastIndexOf(NEWLINE) + 1;
    carry = bytes.subarray(cut);
    const plain = stripAnsi(bytes.subarray(0, cut).toString('utf8'));
    const lines = plain.split('\n');
    if (plain.endsWith('\n')) lines.pop();
    if (!plain.toLowerCase().includes(key)) {
      line += lines.length;
    } else {
      for (const text of lines) {
        line++;
        if (!text.toLowerCase().includes(key)) continue;
        matches.push({ line, text });
        if (matches.length === search.limit) return { matches, next: line < extent.total ? line : null };
      }
    }
    if (atEnd) break;
  }
  return { matches, next: null };
}
