import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

export interface TestProxy {
  port: number;
  /** every CONNECT it received: the authority asked for and the Proxy-Authorization sent */
  connects: Array<{ authority: string; authorization: string | undefined }>;
  stop(): Promise<void>;
}

/**
 * A small HTTP proxy on loopback that tunnels CONNECT requests (RFC 9110 §9.3.6) to the asked
 * host and port; with `credentials` it answers 407 unless Basic proxy credentials match.
 */
export async function startTestProxy(credentials?: {
  username: string;
  password: string;
}): Promise<TestProxy> {
  const connects: TestProxy['connects'] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((_req, res) => res.writeHead(405).end());
  const expected = credentials
    ? `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`
    : undefined;
  server.on('connect', (req: http.IncomingMessage, client: net.Socket) => {
    sockets.add(client);
    const authorization = req.headers['proxy-authorization'];
    connects.push({ authority: req.url ?? '', authorization });
    if (expected && authorization !== expected) {
      client.end(
        'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="test"\r\n\r\n',
      );
      return;
    }
    const [host, port] = (req.url ?? '').split(':');
    const upstream = net.connect(Number(port), host ?? '', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('error', () => client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'));
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connects,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** An HTTP server that counts the requests it answered. */
export async function startTarget(): Promise<{ url: string; hits: string[]; stop(): Promise<void> }> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/generate_204`,
    hits,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
