import { type FileHandle, open } from 'node:fs/promises';
import type { OnLogText } from './log-follower.js';

const BLOCK = 256 * 1024;
const NEWLINE = 0x0a;

/**
 * Where the last `lines` lines of the first `end` bytes of a file begin, found by reading
 * backwards from the end (a finished log may be large; its tail is usually all that is asked).
 */
export async function tailStart(file: FileHandle, end: number, lines: number): Promise<number> {
  if (lines <= 0) return end;
  const block = Buffer.allocUnsafe(Math.min(BLOCK, end));
  let found = 0;
  // the newline that ends the last line does not start another line
  let skipAt = end - 1;
  for (let blockEnd = end; blockEnd > 0; ) {
    const blockStart = Math.max(0, blockEnd - block.length);
    const { bytesRead } = await file.read(block, 0, blockEnd - blockStart, blockStart);
    const bytes = block.subarray(0, bytesRead);
    for (let i = bytes.lastIndexOf(NEWLINE); i >= 0; i = i > 0 ? bytes.lastIndexOf(NEWLINE, i - 1) : -1) {
      const at = blockStart + i;
      if (at === skipAt) continue;
      found++;
      if (found === lines) return at + 1;
    }
    skipAt = -1;
    blockEnd = blockStart;
  }
  return 0;
}

/** How many bytes at the end of `bytes` are the start of a UTF-8 character that is not complete. */
export function incompleteTail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}

/**
 * Reads bytes [start, end) in blocks and hands each decoded block, with the byte offset where
 * it ends, to `onText`, waiting for it (so a slow reader slows the reading, not the memory).
 */
export async function readRange(
  file: FileHandle,
  start: number,
  end: number,
  onText: (text: string, endByte: number) => unknown,
  stopped: () => boolean,
): Promise<void> {
  const decoder = new TextDecoder('utf-8');
  const block = Buffer.allocUnsafe(Math.min(BLOCK, Math.max(end - start, 1)));
  for (let pos = start; pos < end && !stopped(); ) {
    const { bytesRead } = await file.read(block, 0, Math.min(block.length, end - pos), pos);
    if (bytesRead === 0) break;
    pos += bytesRead;
    const bytes = block.subarray(0, bytesRead);
    const more = pos < end;
    const text = decoder.decode(bytes, { stream: more });
    // a character cut by the block boundary comes with the next block, and so do its bytes
    if (text !== '') await onText(text, more ? pos - incompleteTail(bytes) : pos);
  }
}

/** Where a follower starts: the last `tailLines` lines (all when absent), or a byte offset from an earlier stream. */
export interface FollowFrom {
  tailLines?: number;
  fromByte?: number;
}

/** Delivers the first `upTo` bytes of a stored log from where `from` says; returns `upTo`. */
export async function readLogPart(
  file: string,
  upTo: number,
  from: FollowFrom,
  deliver: OnLogText,
  stopped: () => boolean,
): Promise<number> {
  if (upTo === 0) return 0;
  const handle = await open(file, 'r');
  try {
    const start =
      from.fromByte !== undefined
        ? Math.min(Math.max(0, from.fromByte), upTo)
        : from.tailLines === undefined
          ? 0
          : await tailStart(handle, upTo, from.tailLines);
    await readRange(handle, start, upTo, deliver, stopped);
  } finally {
    await handle.close();
  }
  return upTo;
}
