import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment every so often keeps proxies and load balancers from closing a quiet stream. */
const PING_MS = 15_000;

export interface SseStream {
  /** The id of the last event the client saw, when it reconnects (Last-Event-ID). */
  readonly lastEventId: string | undefined;
  readonly closed: boolean;
  /** Sends one event; false when the socket is saturated (wait for `drained()` before sending more). */
  send(data: string, options?: { event?: string; id?: string | number }): boolean;
  /** Resolves when the socket takes more data, or the stream is closed. */
  drained(): Promise<void>;
  /** Runs once when the stream ends, by `end()` or because the client went away. */
  onClose(listener: () => void): void;
  end(): void;
}

/** Takes over the reply and turns it into a text/event-stream. */
export function openSse(request: FastifyRequest, reply: FastifyReply, pingMs = PING_MS): SseStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  const listeners: Array<() => void> = [];
  let closed = false;
  const ping = setInterval(() => res.write(': ping\n\n'), pingMs).unref();
  const cleanUp = () => {
    if (closed) return;
    closed = true;
    clearInterval(ping);
    for (const listener of listeners.splice(0)) listener();
  };
  res.on('close', cleanUp);
  const header = request.headers['last-event-id'];
  return {
    lastEventId: typeof header === 'string' ? header : undefined,
    get closed() {
      return closed;
    },
    send(data, options = {}) {
      if (closed) return true;
      // a field line may not hold a line break: id and event lose theirs, data is split into lines
      const id = options.id === undefined ? '' : `id: ${String(options.id).replace(/[\r\n\0]/g, '')}\n`;
      const event = options.event ? `event: ${options.event.replace(/[\r\n]/g, '')}\n` : '';
      const lines = data.includes('\r') ? data.replace(/\r\n?/g, '\n') : data;
      // one encoding pass: a string would be measured for the chunk header, then encoded
      return res.write(Buffer.from(`${event}${id}data: ${lines.replaceAll('\n', '\ndata: ')}\n\n`));
    },
    drained: () =>
      closed
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const done = () => {
              res.off('drain', done).off('close', done);
              resolve();
            };
            res.on('drain', done).on('close', done);
          }),
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
    end() {
      if (!closed) res.end();
      cleanUp();
    },
  };
}
