// fetch is stubbed because no server runs in unit tests: each call answers a stream of canned chunks.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../features/session/sessionStore';
import { testUser } from '../test/fixtures';
import type { HttpError } from './http';
import { openEventStream, type SseEvent, SseParser } from './sse';

const pushAll = (parser: SseParser, chunks: string[]) => chunks.flatMap((chunk) => parser.push(chunk));

describe('SseParser', () => {
  it('joins a frame split across chunks, even inside a CRLF', () => {
    const parser = new SseParser();
    const events = pushAll(parser, ['ev', 'ent: mess', 'age\r', '\ndata: hel', 'lo\r', '\n\r', '\n']);
    expect(events).toEqual([{ event: 'message', data: 'hello', id: undefined }]);
  });

  it('joins multi-line data with \\n and keeps an empty data line', () => {
    const parser = new SseParser();
    expect(parser.push('data: one\ndata:two\ndata\ndata:  three\n\n')).toEqual([
      { event: 'message', data: 'one\ntwo\n\n three', id: undefined },
    ]);
  });

  it('keeps the last id for the following frames and ignores comments and empty frames', () => {
    const parser = new SseParser();
    const events = pushAll(parser, [': ping\n\n', 'id: 10\ndata: a\n\n', 'data: b\n\n', 'id: 20\n\n']);
    expect(events).toEqual([
      { event: 'message', data: 'a', id: '10' },
      { event: 'message', data: 'b', id: '10' },
    ]);
    expect(parser.lastEventId).toBe('20');
  });

  it('reads the end event, a retry and a leading byte-order mark', () => {
    const parser = new SseParser();
    const events = parser.push('\uFEFFretry: 250\nevent: end\ndata: {"event":"end"}\n\n');
    expect(events).toEqual([{ event: 'end', data: '{"event":"end"}', id: undefined }]);
    expect(parser.retryMs).toBe(250);
  });

  it('drops a half-received frame when a new connection starts, but not the last id', () => {
    const parser = new SseParser();
    parser.push('id: 7\ndata: complete\n\ndata: half');
    parser.restart();
    expect(parser.push('data: fresh\n\n')).toEqual([{ event: 'message', data: 'fresh', id: '7' }]);
  });
});

/** A response whose body hands out the chunks one by one, like a server flushing events. */
function streamResponse(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
}

describe('openEventStream', () => {
  beforeEach(() => sessionStore.start(testUser));
  afterEach(() => sessionStore.clear());

  it('sends the bearer token, reconnects with Last-Event-ID and stops when closed on end', async () => {
    const requests: Headers[] = [];
    const answers = [
      () => streamResponse(['id: 5\ndata: line 1\ndata: line 2\n\n']),
      () => streamResponse(['id: 9\ndata: line 3\n\n', 'event: end\ndata: end\n\n']),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        requests.push(new Headers(init.headers));
        const answer = answers.shift();
        if (!answer) throw new Error('no more connections expected');
        return answer();
      }),
    );
    const events: SseEvent[] = [];
    const done = new Promise<void>((resolve) => {
      const stream = openEventStream('/api/stream', {
        retryMs: 1,
        onEvent: (event) => {
          events.push(event);
          if (event.event === 'end') {
            stream.close();
            resolve();
          }
        },
      });
    });
    await done;
    expect(events.map((event) => event.data)).toEqual(['line 1\nline 2', 'line 3', 'end']);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.get('Authorization')).toBe('Bearer token-1');
    expect(requests[0]?.get('Last-Event-ID')).toBeNull();
    expect(requests[1]?.get('Last-Event-ID')).toBe('5');
  });

  it('gives up on a 4xx answer and reports it', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: 'Log not found' }), { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const error = await new Promise<HttpError>((resolve) => {
      openEventStream('/api/stream', { retryMs: 1, onEvent: () => {}, onError: resolve });
    });
    expect(error.status).toBe(404);
    expect(error.message).toBe('Log not found');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
