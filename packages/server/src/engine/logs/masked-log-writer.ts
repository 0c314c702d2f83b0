import type { SecretMasker } from './secret-masker.js';

/** Input gathered before it goes through the masker at once. */
const SETTLE_CHARS = 64 * 1024;

/** What a log says where it was cut; the job itself goes on. */
export const cutNotice = (limitBytes: number) =>
  `\n\u001b[33m[slipway] this log reached its limit of ${formatBytes(limitBytes)}: ` +
  'further output of the job is discarded; the job goes on.\u001b[0m\n';

function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`;
}

/** Consecutive chunks of one kind joined: strings to one string, Buffers to one Buffer. */
function joinRuns(chunks: Array<string | Buffer>): Array<string | Buffer> {
  const joined: Array<string | Buffer> = [];
  for (let i = 0; i < chunks.length; ) {
    const isText = typeof chunks[i] === 'string';
    let j = i + 1;
    while (j < chunks.length && (typeof chunks[j] === 'string') === isText) j++;
    const run = chunks.slice(i, j);
    // a lone chunk (a whole pipe read, the usual case under load) is passed on without a copy
    if (run.length === 1) joined.push(run[0] as string | Buffer);
    else joined.push(isText ? (run as string[]).join('') : Buffer.concat(run as Buffer[]));
    i = j;
  }
  return joined;
}

/**
 * The writer of one job log. Writes of a few bytes each (a line at a time) are gathered for
 * the rest of the event-loop turn, so the masker, the file and the followers see large
 * pieces: a million lines cost thousands of steps, not millions.
 */
export class MaskedLogWriter {
  private pending: Array<string | Buffer> = [];
  private pendingChars = 0;
  private scheduled: NodeJS.Immediate | undefined;
  private closing: Promise<void> | undefined;
  private emittedBytes = 0;
  private cut = false;

  constructor(
    private readonly masker: SecretMasker,
    private readonly emit: (text: string) => void,
    private readonly finish: () => Promise<void>,
    private readonly limitBytes = Number.POSITIVE_INFINITY,
  ) {}

  /** Output past the limit is dropped (after one notice). */
  write(chunk: string | Buffer) {
    if (this.closing || this.cut || chunk.length === 0) return;
    this.pending.push(chunk);
    this.pendingChars += chunk.length;
    if (this.pendingChars >= SETTLE_CHARS) this.settle();
    else this.scheduled ??= setImmediate(() => this.settle());
  }

  /** Passes everything written so far through the masker to the file and the followers. */
  settle() {
    clearImmediate(this.scheduled);
    this.scheduled = undefined;
    if (this.pending.length === 0) return;
    const chunks = this.pending;
    this.pending = [];
    this.pendingChars = 0;
    for (const chunk of joinRuns(chunks)) this.emitText(this.masker.push(chunk));
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      this.settle();
      this.emitText(this.masker.flush());
      await this.finish();
    })();
    return this.closing;
  }

  private emitText(text: string) {
    if (text === '' || this.cut) return;
    const bytes = Buffer.byteLength(text, 'utf8');
    if (this.emittedBytes + bytes <= this.limitBytes) {
      this.emittedBytes += bytes;
      this.emit(text);
      return;
    }
    this.cut = true;
    this.pending = [];
    this.pendingChars = 0;
    const room = this.limitBytes - this.emittedBytes;
    // cut on a character boundary: a partial UTF-8 sequence decodes to U+FFFD, which is dropped
    const head = Buffer.from(text, 'utf8')
      .subarray(0, room)
      .toString('utf8')
      .replace(/\uFFFD$/, '');
    this.emittedBytes = this.limitBytes;
    this.emit(head + cutNotice(this.limitBytes));
  }
}
