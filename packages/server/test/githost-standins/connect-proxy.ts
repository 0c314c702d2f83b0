import http from 'node:http';
import net from 'node:net';

/** A forward HTTP proxy on loopback (CONNECT tunnels, as HTTP clients use proxies), recording targets. */
export async function startConnectProxy(): Promise<{
  port: number;
  targets: string[];
  stop(): Promise<void>;
}> {
  const targets: string[] = [];
  const server = http.createServer((_req, res) => res.writeHead(405).end());
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const target = req.url ?? '';
    targets.push(target);
    const [host, port] = target.split(':');
    const upstream = net.connect(Number(port), host ?? '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    targets,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The system proxy settings form (`proxyInfo`) of a proxy on loopback used for repositories. */
export const repoProxyForm = (port: number) => ({
  type: 'http',
  address: '127.0.0.1',
  port,
  need_password: false,
  username: '',
  password: '',
  enable_repo_proxy: true,
  enable_application_proxy: false,
  usage: '',
});
