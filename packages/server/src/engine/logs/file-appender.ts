import { close, fstatSync, openSync, write } from 'node:fs';
import { promisify } from 'node:util';

const writeAsync = promisify(write);
const closeAsync = promisify(close);

async function writeAll(fd: number, data: Buffer) {
  for (let done = 0; done < data.length; ) {
    done += (await writeAsync(fd, data, done, data.length - done, null)).bytesWritten;
  }
}

/**
 * Appends text to a file in large writes (a million short lines must not cost a million
 * syscalls). Writes happen in order; `issuedBytes` counts what has been handed to them, so a
 * reader that waits for `flush()` finds exactly that many bytes in the file.
 */
export class FileAppender {
  private readonly fd: number;
  private parts: string[] = [];
  private bufferedChars = 0;
  private timer: NodeJS.Timeout | undefined;
  private writes: Promise<void> = Promise.resolve();
  private failure: unknown;
  /** bytes handed to writes that have not completed */
  private inFlightBytes = 0;
  private waiters: Array<() => void> = [];
  issuedBytes: number;

  constructor(
    file: string,
    private readonly flushChars = 256 * 1024,
    private readonly flushDelayMs = 50,
  ) {
    this.fd = openSync(file, 'a');
    this.issuedBytes = fstatSync(this.fd).size;
  }

  append(text: string) {
    if (text === '') return;
    this.parts.push(text);
    this.bufferedChars += text.length;
    if (this.bufferedChars >= this.flushChars) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushDelayMs).unref();
  }

  /** Text accepted but not yet in the file, in characters or bytes (close enough to pace a writer). */
  get backlog(): number {
    return this.bufferedChars + this.inFlightBytes;
  }

  /** Resolves once the backlog is at most `lowWater`. */
  drained(lowWater: number): Promise<void> {
    if (this.backlog <= lowWater) return Promise.resolve();
    void this.flush();
    return new Promise((resolve) => {
      this.waiters.push(() => {
        if (this.backlog <= lowWater) resolve();
        else void this.drained(lowWater).then(resolve);
      });
    });
  }

  /** Hands the buffered text to a write; resolves when every write issued so far is done. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.parts.length > 0) {
      const data = Buffer.from(this.parts.join(''), 'utf8');
      this.parts = [];
      this.bufferedChars = 0;
      this.issuedBytes += data.length;
      this.inFlightBytes += data.length;
      this.writes = this.writes
        .then(() => writeAll(this.fd, data))
        .catch((error: unknown) => {
          this.failure ??= error;
        })
        .finally(() => {
          this.inFlightBytes -= data.length;
          const waiters = this.waiters;
          this.waiters = [];
          for (const wake of waiters) wake();
        });
    }
    return this.writes;
  }

  /** Writes the rest and closes the file; rejects with the first write failure, if any. */
  async close(): Promise<void> {
    await this.flush();
    await closeAsync(this.fd);
    if (this.failure) throw this.failure;
  }
}
