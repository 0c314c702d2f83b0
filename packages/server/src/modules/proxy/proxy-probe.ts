import net from 'node:net';
import tls from 'node:tls';

export interface ProxyEndpoint {
  host: string;
  port: number;
  /** both empty when the proxy needs no password */
  username: string;
  password: string;
}

/** The first line and headers of an HTTP answer, read from a socket without consuming more. */
function readHead(socket: net.Socket | tls.TLSSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end >= 0) {
        cleanup();
        resolve(received.subarray(0, end).toString('latin1'));
      } else if (received.length > 64 * 1024) {
        cleanup();
        reject(new Error('the answer has no end of headers'));
      }
    };
    const onEnd = () => {
      cleanup();
      reject(new Error('the connection closed before an answer'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      socket.off('data', onData).off('end', onEnd).off('error', onError);
    };
    socket.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

const statusOf = (head: string) => Number(/^HTTP\/\d(?:\.\d)? (\d{3})/.exec(head)?.[1] ?? 0);

/**
 * Reaches `target` through the HTTP proxy: a CONNECT tunnel to the target's host and port (with
 * Basic proxy authentication when a user is set), TLS inside it for https targets, then one HEAD
 * request. Any HTTP answer from the target counts as reached; throws with the reason otherwise.
 */
export async function probeThroughProxy(proxy: ProxyEndpoint, target: URL, timeoutMs: number): Promise<void> {
  const https = target.protocol === 'https:';
  const port = Number(target.port || (https ? 443 : 80));
  const authority = `${target.hostname}:${port}`;
  const socket = net.connect({ host: proxy.host, port: proxy.port });
  socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve).once('error', reject);
    });
    const auth =
      proxy.username !== ''
        ? `Proxy-Authorization: Basic ${Buffer.from(`${proxy.username}:${proxy.password}`).toString('base64')}\r\n`
        : '';
    const answer = readHead(socket);
    socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n${auth}\r\n`);
    const connectStatus = statusOf(await answer);
    if (connectStatus < 200 || connectStatus > 299)
      throw new Error(`the proxy refused the tunnel to ${authority} (HTTP ${connectStatus || 'none'})`);

    const tunnel = https ? tls.connect({ socket, servername: target.hostname }) : socket;
    if (https) {
      await new Promise<void>((resolve, reject) => {
        tunnel.once('secureConnect', resolve).once('error', reject);
      });
    }
    const reply = readHead(tunnel);
    tunnel.write(
      `HEAD ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nConnection: close\r\n\r\n`,
    );
    if (statusOf(await reply) === 0) throw new Error(`${target.origin} did not answer over HTTP`);
    tunnel.destroy();
  } finally {
    socket.destroy();
  }
}
