import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSse, type SseStream } from './sse.js';

let app: FastifyInstance;
let base: string;
let current: { sse: SseStream; closed: boolean } | undefined;

beforeAll(async () => {
  app = Fastify();
  app.get('/events', async (request, reply) => {
    const sse = openSse(request, reply, 30);
    current = { sse, closed: false };
    const state = current;
    sse.onClose(() => {
      state.closed = true;
    });
    sse.send(`last id ${sse.lastEventId ?? 'none'}`);
    sse.send('two\nlines\r\nand\rmore', { event: 'update', id: 7 });
    if (request.headers['x-end'] === 'yes') sse.end();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  // an aborted fetch leaves a spare connection that never sends a request: do not wait for it
  app.server.closeAllConnections();
  await app.close();
});

describe('openSse', () => {
  it('writes the event-stream headers and events with multi-line data split into data lines', async () => {
    const res = await fetch(`${base}/events`, { headers: { 'x-end': 'yes', 'last-event-id': '41' } });
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('connection')).toBe('keep-alive');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(await res.text()).toBe(
      'data: last id 41\n\nevent: update\nid: 7\ndata: two\ndata: lines\ndata: and\ndata: more\n\n',
    );
    expect(current?.closed).toBe(true);
    expect(current?.sse.closed).toBe(true);
  });

  it('pings a quiet stream and cleans up when the client goes away', async () => {
    const abort = new AbortController();
    const res = await fetch(`${base}/events`, { signal: abort.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes(': ping\n\n')) text += (await reader.read()).value ?? '';
    expect(text.startsWith('data: last id none\n\n')).toBe(true);
    const state = current!;
    expect(state.closed).toBe(false);
    abort.abort();
    await vi.waitFor(() => expect(state.closed).toBe(true));
    // sending after the client left is harmless
    expect(state.sse.send('anyone?')).toBe(true);
    await state.sse.drained();
    let lateListener = false;
    state.sse.onClose(() => {
      lateListener = true;
    });
    expect(lateListener).toBe(true);
  });
});
