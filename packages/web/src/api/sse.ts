import { sessionStore } from '../features/session/sessionStore';
import { buildUrl, HttpError, handleSessionLoss, type QueryValue } from './http';

/**
 * Server-sent events over fetch: EventSource cannot send the bearer token (spec §7, SSE streams
 * are bearer-authorised), so the stream is read by hand, with the reconnection rules of EventSource.
 */

export interface SseEvent {
  /** the `event:` field; 'message' when the frame has none */
  event: string;
  /** the `data:` lines of the frame joined with \n */
  data: string;
  /** the last `id:` seen on the stream so far (it carries over to later frames) */
  id: string | undefined;
}

/** Reads text/event-stream chunk by chunk (WHATWG HTML "Server-sent events" parsing rules). */
export class SseParser {
  /** the stream's last event id; kept across connections for Last-Event-ID */
  lastEventId: string | undefined;
  /** the server's `retry:` in milliseconds, when it sent one */
  retryMs: number | undefined;
  private buffer = '';
  private dataLines: string[] = [];
  private eventType = '';
  private atStart = true;

  /** Takes the next piece of text and returns the frames it completed. */
  push(chunk: string): SseEvent[] {
    this.buffer += chunk;
    if (this.atStart && this.buffer.length > 0) {
      if (this.buffer.startsWith('\uFEFF')) this.buffer = this.buffer.slice(1);
      this.atStart = false;
    }
    const events: SseEvent[] = [];
    let start = 0;
    for (;;) {
      const end = nextLineEnd(this.buffer, start);
      if (end === undefined) break;
      const event = this.line(this.buffer.slice(start, end.at));
      if (event) events.push(event);
      start = end.next;
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  /** A new connection starts a new frame; the last event id stays. */
  restart(): void {
    this.buffer = '';
    this.dataLines = [];
    this.eventType = '';
    this.atStart = true;
  }

  private line(line: string): SseEvent | undefined {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.eventType = value;
    else if (field === 'data') this.dataLines.push(value);
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    return undefined;
  }

  private dispatch(): SseEvent | undefined {
    const { dataLines, eventType } = this;
    this.dataLines = [];
    this.eventType = '';
    // a frame without data is not an event
    if (dataLines.length === 0) return undefined;
    return { event: eventType || 'message', data: dataLines.join('\n'), id: this.lastEventId };
  }
}

/** Where the line starting at `from` ends (CR, LF or CRLF); undefined while it may still grow. */
function nextLineEnd(text: string, from: number): { at: number; next: number } | undefined {
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (char === '\n') return { at: i, next: i + 1 };
    if (char === '\r') {
      // a CR closing the chunk may be the first half of a CRLF split across chunks
      if (i + 1 === text.length) return undefined;
      return { at: i, next: text[i + 1] === '\n' ? i + 2 : i + 1 };
    }
  }
  return undefined;
}

export interface EventStreamOptions {
  query?: Record<string, QueryValue>;
  onEvent: (event: SseEvent) => void;
  /** each time a connection is established */
  onOpen?: () => void;
  /** a failure the client does not retry (a 4xx answer); the stream is then closed */
  onError?: (error: HttpError) => void;
  /** the first wait before reconnecting, unless the server sends `retry:` */
  retryMs?: number;
  /** sent as Last-Event-ID from the first connection: the stream resumes after that event */
  lastEventId?: string;
}

export interface EventStream {
  /** Stops the stream for good: the connection is aborted and no reconnection follows. */
  close(): void;
  readonly closed: boolean;
}

const DEFAULT_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

async function failureOf(response: Response): Promise<HttpError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const message = typeof fields.message === 'string' ? fields.message : response.statusText;
  const description = typeof fields.description === 'string' ? fields.description : '';
  const code = typeof fields.code === 'number' ? fields.code : undefined;
  return new HttpError(response.status, code, message, description, body);
}

/**
 * Opens an SSE stream with the session's bearer token. A dropped connection (network error,
 * 5xx, or the server closing the stream) is reopened with Last-Event-ID, waiting longer after each
 * failure; a stream whose last event means "done" is ended by the caller with `close()`.
 */
export function openEventStream(path: string, options: EventStreamOptions): EventStream {
  const controller = new AbortController();
  const parser = new SseParser();
  parser.lastEventId = options.lastEventId;
  const url = buildUrl(path, options.query);
  let closed = false;

  type Outcome = 'ended' | 'failed' | 'stop';
  const connect = async (): Promise<Outcome> => {
    const headers: Record<string, string> = { Accept: 'text/event-stream', 'Cache-Control': 'no-cache' };
    const token = sessionStore.getState().user?.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (parser.lastEventId !== undefined) headers['Last-Event-ID'] = parser.lastEventId;
    const response = await fetch(url, { headers, signal: controller.signal, credentials: 'same-origin' });
    if (response.status >= 400 && response.status < 500) {
      // a lost session is handled as for every other call: sign out and come back after signing in
      if (response.status === 401) handleSessionLoss();
      options.onError?.(await failureOf(response));
      return 'stop';
    }
    if (!response.ok || !response.body) return 'failed';
    options.onOpen?.();
    parser.restart();
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'ended';
      for (const event of parser.push(decoder.decode(value, { stream: true }))) {
        options.onEvent(event);
        if (closed) return 'stop';
      }
    }
  };

  const run = async () => {
    let failures = 0;
    while (!closed) {
      let outcome: Outcome;
      try {
        outcome = await connect();
      } catch {
        outcome = 'failed';
      }
      if (closed || outcome === 'stop') break;
      // a stream the server ended is reopened after `retry`; each failure in a row doubles the wait
      failures = outcome === 'failed' ? failures + 1 : 0;
      const base = parser.retryMs ?? options.retryMs ?? DEFAULT_RETRY_MS;
      await wait(Math.min(base * 2 ** Math.max(failures - 1, 0), MAX_RETRY_MS), controller.signal);
    }
    closed = true;
  };
  void run();

  return {
    close() {
      closed = true;
      controller.abort();
    },
    get closed() {
      return closed;
    },
  };
}
