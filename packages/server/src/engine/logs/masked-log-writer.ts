import type { SecretMasker } from './secret-masker.js';

/** Input gathered before it goes through the masker at once. */
const SETTLE_CHARS = 64 * 1024;

/** Consecutive chunks of one kind joined: strings to one string, Buffers to one Buffer. */
function joinRuns(chunks: Array<string | Buffer>): Array<string | Buffer> {
  const joined: Array<string | Buffer> = [];
  for (let i = 0; i < chunks.length; ) {
    const isText = typeof chunks[i] === 'string';
    let j = i + 1;
    while (j < chunks.length && (typeof chunks[j] === 'string') === isText) j++;
    const run = chunks.slice(i, j);
    joined.push(isText ? (run as string[]).join('') : Buffer.concat(run as Buffer[]));
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

  constructor(
    private readonly masker: SecretMasker,
    private readonly emit: (text: string) => void,
    private readonly finish: () => Promise<void>,
  ) {}

  write(chunk: string | Buffer) {
    if (this.closing || chunk.length === 0) return;
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
    if (text !== '') this.emit(text);
  }
}
