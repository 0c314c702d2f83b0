/** Every this many lines the index keeps where the next line starts. */
const STEP = 4096;
const BLOCK = 1024 * 1024;
const NEWLINE = 0x0a;

/** Reads up to `length` bytes at `position`: a file handle, or a log held in memory (an archived one). */
export interface ByteSource {
  size(): Promise<number>;
  read(position: number, length: number): Promise<Buffer>;
  /** identifies the bytes: a changed identity means an index built before no longer holds */
  identity(): Promise<string>;
}

/**
 * A sparse index of a log's lines: how many complete lines the first `indexedBytes` bytes hold,
 * and the byte offset of line 1 + k × STEP. A growing log is indexed further from where it stopped.
 */
export class LineIndex {
  /** checkpoints[k]: where line k × STEP + 1 starts */
  readonly checkpoints: number[] = [0];
  /** complete lines (ended by \n) in the first `indexedBytes` bytes */
  completeLines = 0;
  /** the byte after the last \n indexed */
  indexedBytes = 0;
  private scannedBytes = 0;

  constructor(readonly identity: string) {}

  /** Indexes the bytes up to `size` that were not indexed before. */
  async extend(source: ByteSource, size: number): Promise<void> {
    while (this.scannedBytes < size) {
      const bytes = await source.read(this.scannedBytes, Math.min(BLOCK, size - this.scannedBytes));
      if (bytes.length === 0) break;
      for (let at = bytes.indexOf(NEWLINE); at >= 0; at = bytes.indexOf(NEWLINE, at + 1)) {
        this.completeLines++;
        this.indexedBytes = this.scannedBytes + at + 1;
        if (this.completeLines % STEP === 0) this.checkpoints.push(this.indexedBytes);
      }
      this.scannedBytes += bytes.length;
    }
  }

  /** Where line `line` (1-based, at most completeLines + 1) starts, found from the nearest checkpoint. */
  async startOf(source: ByteSource, line: number): Promise<number> {
    const k = Math.min(Math.floor((line - 1) / STEP), this.checkpoints.length - 1);
    let position = this.checkpoints[k]!;
    let toSkip = line - 1 - k * STEP;
    while (toSkip > 0) {
      const bytes = await source.read(position, Math.min(BLOCK, this.indexedBytes - position));
      if (bytes.length === 0) break;
      let at = -1;
      while (toSkip > 0) {
        at = bytes.indexOf(NEWLINE, at + 1);
        if (at < 0) break;
        toSkip--;
      }
      position += at < 0 ? bytes.length : at + 1;
    }
    return position;
  }
}

/** A file on disk as a byte source; its identity is its inode (a log removed and written again is new). */
export function fileSource(handle: {
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
  stat(): Promise<{ size: number; ino: number; birthtimeMs: number }>;
}): ByteSource {
  return {
    size: async () => (await handle.stat()).size,
    read: async (position, length) => {
      const buffer = Buffer.allocUnsafe(Math.max(0, length));
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    },
    identity: async () => {
      const { ino, birthtimeMs } = await handle.stat();
      return `${ino}:${birthtimeMs}`;
    },
  };
}

/** A log's whole text in memory as a byte source (an archived log with no local file). */
export function memorySource(bytes: Buffer, identity: string): ByteSource {
  return {
    size: async () => bytes.length,
    read: async (position, length) => bytes.subarray(position, position + length),
    identity: async () => identity,
  };
}

/** The indexes of the logs read last, by file; a small LRU so a log paged through is indexed once. */
export class LineIndexCache {
  private readonly indexes = new Map<string, LineIndex>();

  constructor(private readonly capacity = 64) {}

  /** The index of `source` under `name`, extended to its current size. */
  async indexOf(name: string, source: ByteSource, size: number): Promise<LineIndex> {
    const identity = await source.identity();
    let index = this.indexes.get(name);
    if (!index || index.identity !== identity || index.indexedBytes > size) index = new LineIndex(identity);
    this.indexes.delete(name);
    this.indexes.set(name, index);
    if (this.indexes.size > this.capacity) this.indexes.delete(this.indexes.keys().next().value!);
    await index.extend(source, size);
    return index;
  }
}
