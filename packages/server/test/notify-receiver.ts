import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  path: string;
  body: Record<string, unknown>;
}

/** What the receiver answers on a path: 200 with the vendors' `errcode: 0` unless told otherwise. */
export type Answer = { status: number; body: unknown };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/**
 * A real HTTP server on a loopback port standing in for the vendors' public robot endpoints
 * (DingTalk, WeChat Work, Feishu), which cannot be reached from here. It keeps every JSON body posted.
 */
export async function startNotifyReceiver(answers: Record<string, Answer> = {}) {
  const calls: ReceivedCall[] = [];
  const waiters: Array<() => void> = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://receiver');
    const text = await readBody(req);
    calls.push({ path: url.pathname, body: JSON.parse(text) });
    for (const wake of waiters.splice(0)) wake();
    const answer = answers[url.pathname] ?? { status: 200, body: { errcode: 0, errmsg: 'ok' } };
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** The calls to a path, once `count` of them arrived. */
    async callsTo(path: string, count = 1): Promise<ReceivedCall[]> {
      for (;;) {
        const found = calls.filter((call) => call.path === path);
        if (found.length >= count) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on: a receiver that is down. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
