/**
 * Receives log text with the byte offset in the log where it ends. During the stored part a
 * returned promise is awaited before the next block is read; live text does not wait.
 * It must not reject.
 */
export type OnLogText = (text: string, endByte: number) => void | Promise<void>;

/** Reads the stored part of a log through `deliver`; returns the byte offset where it ends. */
export type StoredPartReader = (deliver: OnLogText, stopped: () => boolean) => Promise<number>;

/**
 * One reader of a job log: first the stored part, then the live text, then the end. Live
 * text that arrives while the stored part is still being read waits in order behind it, so
 * nothing is lost or shown twice.
 */
export class LogFollower {
  /** live text that came during the stored part; undefined once live */
  private queue: string[] | undefined = [];
  private endRequested = false;
  private stopped = false;
  private offset = 0;

  constructor(
    private readonly onText: OnLogText,
    private readonly onEnd: () => void,
  ) {}

  /** Live text from the writer. */
  push(text: string) {
    if (this.stopped) return;
    if (this.queue) this.queue.push(text);
    else this.deliver(text);
  }

  /** The writer closed: ends once everything before it has been delivered. */
  end() {
    if (this.stopped) return;
    if (this.queue) this.endRequested = true;
    else this.finish();
  }

  /** The reader went away: nothing more is delivered, not even the end. */
  stop() {
    this.stopped = true;
    this.queue = undefined;
  }

  async catchUp(readStored: StoredPartReader): Promise<void> {
    try {
      this.offset = await readStored(
        (text, endByte) => {
          this.offset = endByte;
          return this.onText(text, endByte);
        },
        () => this.stopped,
      );
    } catch {
      // the stored part went away (the workflow's logs were removed): what is live still counts
    }
    const queued = this.queue ?? [];
    this.queue = undefined;
    if (this.stopped) return;
    for (const text of queued) this.deliver(text);
    if (this.endRequested) this.finish();
  }

  private deliver(text: string) {
    this.offset += Buffer.byteLength(text, 'utf8');
    void this.onText(text, this.offset);
  }

  private finish() {
    this.stopped = true;
    this.onEnd();
  }
}
