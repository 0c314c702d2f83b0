import type { LogLinesView } from '@slipway/contracts';
import type { Terminal } from '@xterm/xterm';

/** Where a long log's lines come from: a range of them by number (1-based), or its tail. */
export interface LineSource {
  range(from: number | undefined, count: number): Promise<LogLinesView>;
}

export interface WindowSize {
  /** the most lines the terminal holds at once */
  window: number;
  /** how many lines one scroll past the top or bottom loads */
  chunk: number;
}

export const DEFAULT_WINDOW: WindowSize = { window: 5000, chunk: 1000 };

/** Lines shown above a line jumped to, so it is seen in its place. */
const CONTEXT_ROWS = 5;

export const writeTo = (terminal: Terminal, text: string) =>
  new Promise<void>((resolve) => {
    if (text === '') resolve();
    else terminal.write(text, resolve);
  });

const asText = (lines: readonly string[]) => (lines.length === 0 ? '' : `${lines.join('\n')}\n`);

/** The rows written so far: every line ends with a newline, so the cursor starts the next row. */
const rowsWritten = (terminal: Terminal) => terminal.buffer.active.baseY + terminal.buffer.active.cursorY;

/**
 * The part of a long log the terminal holds: lines `first` … `first + count - 1` of `total`
 * (docs/architecture.md "Long logs"). Scrolling to the top of what is held loads the lines before
 * it, to the bottom the lines after; the terminal is rebuilt around them and scrolled back to the
 * line the user was looking at, so the log reads as one. Nothing else keeps the text.
 */
export class LogWindow {
  first = 1;
  count = 0;
  total = 0;
  running = false;
  /** live lines come from a stream (they count towards `total`), not from range answers */
  private live = false;
  private busy: Promise<unknown> = Promise.resolve();
  private loading = false;
  private closed = false;

  constructor(
    private readonly terminal: Terminal,
    private readonly source: LineSource,
    private readonly size: WindowSize = DEFAULT_WINDOW,
  ) {}

  get last(): number {
    return this.first + this.count - 1;
  }

  /** Stops every later change: the view moved on to something else. */
  close(): void {
    this.closed = true;
  }

  /**
   * Opens the tail (to follow it live when `live`), or the lines around `anchor` with it near the
   * top, `mark` applied to it.
   */
  open(options: { live: boolean; anchor?: number; mark?: (text: string) => string }): Promise<LogLinesView> {
    return this.serially(async () => {
      const { anchor, mark } = options;
      const from = anchor === undefined ? undefined : Math.max(1, anchor - this.size.chunk / 2);
      const view = await this.source.range(from, this.size.chunk);
      if (this.closed) return view;
      this.live = options.live;
      this.running = view.running;
      this.total = view.total;
      const at = anchor === undefined ? view.lines.length : Math.min(anchor - view.from, view.lines.length);
      const lines = view.lines.map((line, index) => (index === at && mark ? mark(line) : line));
      const rows = await this.rebuild(view.from, lines, at);
      if (anchor !== undefined) this.terminal.scrollToLine(Math.max(0, rows - CONTEXT_ROWS));
      else this.terminal.scrollToBottom();
      return view;
    });
  }

  /** Lines that arrived live; written at once when the window reaches the end of the log. */
  append(lines: readonly string[], follow: boolean): Promise<void> {
    return this.serially(async () => {
      const reachesEnd = this.last === this.total;
      this.total += lines.length;
      if (!reachesEnd || this.closed) return;
      if (follow && this.count + lines.length > this.size.window + this.size.chunk) {
        // a live log that keeps printing: start again from its tail so the terminal stays small
        const from = Math.max(1, this.total - this.size.window + 1);
        const view = await this.source.range(from, this.total - from + 1);
        if (!this.closed) await this.rebuild(view.from, view.lines, view.lines.length);
      } else {
        await writeTo(this.terminal, asText(lines));
        this.count += lines.length;
      }
      if (follow) this.terminal.scrollToBottom();
    });
  }

  /** After the user scrolled: loads what lies past the top or the bottom of the window. */
  scrolled(): void {
    if (this.loading || this.closed || this.count === 0) return;
    const buffer = this.terminal.buffer.active;
    if (buffer.viewportY === 0 && this.first > 1) void this.serially(() => this.earlier());
    else if (buffer.viewportY >= buffer.baseY && this.last < this.total)
      void this.serially(() => this.later());
  }

  private async earlier(): Promise<void> {
    const first = Math.max(1, this.first - this.size.chunk);
    const last = Math.min(this.last, first + this.size.window - 1);
    const viewport = this.terminal.buffer.active.viewportY;
    const view = await this.source.range(first, last - first + 1);
    if (this.closed) return;
    const rows = await this.rebuild(view.from, view.lines, this.first - view.from);
    this.terminal.scrollToLine(rows + viewport);
  }

  private async later(): Promise<void> {
    const last = Math.min(this.total, this.last + this.size.chunk);
    const first = Math.max(this.first, last - this.size.window + 1);
    const view = await this.source.range(first, last - first + 1);
    if (this.closed) return;
    if (!this.live) this.total = Math.max(this.total, view.total);
    const rows = await this.rebuild(view.from, view.lines, this.last - view.from + 1);
    this.terminal.scrollToLine(Math.max(0, rows - this.terminal.rows));
  }

  /** Writes `lines` (from line `from`) into an empty terminal; the rows the first `split` of them take. */
  private async rebuild(from: number, lines: readonly string[], split: number): Promise<number> {
    this.terminal.reset();
    await writeTo(this.terminal, asText(lines.slice(0, split)));
    const rows = rowsWritten(this.terminal);
    await writeTo(this.terminal, asText(lines.slice(split)));
    this.first = from;
    this.count = lines.length;
    return rows;
  }

  /** One change at a time: live lines wait while a range is being loaded, and the other way round. */
  private serially<T>(change: () => Promise<T>): Promise<T> {
    const run = this.busy.then(async () => {
      this.loading = true;
      try {
        return await change();
      } finally {
        this.loading = false;
      }
    });
    this.busy = run.catch(() => undefined);
    return run;
  }
}
