import WebSocket from 'ws';
import type { KubernetesCluster } from '../engine/executors/kubernetes/kube-api.js';
import type { ExecSession } from './workload-driver.js';

/** Channels of the `v4.channel.k8s.io` exec protocol: the first byte of every binary frame. */
const STDIN = 0;
const STDOUT = 1;
const STDERR = 2;
const ERROR = 3;
const RESIZE = 4;

/** The exit code a v4 error channel Status carries (`NonZeroExitCode` with an `ExitCode` cause). */
function exitOf(text: string): { code: number | null; error?: string } {
  try {
    const status = JSON.parse(text) as {
      status?: string;
      message?: string;
      details?: { causes?: { reason?: string; message?: string }[] };
    };
    if (status.status === 'Success') return { code: 0 };
    const cause = status.details?.causes?.find((c) => c.reason === 'ExitCode');
    if (cause) return { code: Number(cause.message) };
    return { code: null, error: status.message ?? text };
  } catch {
    return { code: null, error: text };
  }
}

/** A command in a pod's container through the API server's exec WebSocket, with a terminal. */
export function kubeExec(
  cluster: KubernetesCluster,
  target: { namespace: string; pod: string; container: string },
  command: string[],
): Promise<ExecSession> {
  const url = new URL(
    `/api/v1/namespaces/${encodeURIComponent(target.namespace)}/pods/${encodeURIComponent(target.pod)}/exec`,
    cluster.server,
  );
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('container', target.container);
  for (const part of command) url.searchParams.append('command', part);
  for (const flag of ['stdin', 'stdout', 'stderr', 'tty']) url.searchParams.set(flag, 'true');
  const socket = new WebSocket(url, ['v4.channel.k8s.io'], {
    headers: { authorization: `Bearer ${cluster.token}` },
    ...(cluster.caCert ? { ca: cluster.caCert } : {}),
  });
  const dataListeners: ((chunk: Buffer) => void)[] = [];
  const closeListeners: ((result: { code: number | null; error?: string }) => void)[] = [];
  let result: { code: number | null; error?: string } | undefined;
  let exit: { code: number | null; error?: string } | undefined;
  const finish = (value: { code: number | null; error?: string }) => {
    if (result) return;
    result = value;
    for (const listener of closeListeners) listener(value);
  };
  const send = (channel: number, data: string | Buffer) => {
    if (socket.readyState === WebSocket.OPEN)
      socket.send(Buffer.concat([Buffer.from([channel]), Buffer.from(data)]));
  };
  socket.on('message', (raw: Buffer) => {
    const channel = raw[0];
    const body = raw.subarray(1);
    if (channel === STDOUT || channel === STDERR) for (const listener of dataListeners) listener(body);
    else if (channel === ERROR) exit = exitOf(body.toString('utf8'));
  });
  socket.on('close', () => finish(exit ?? { code: null, error: 'the connection closed' }));
  return new Promise((resolve, reject) => {
    socket.once('error', (error) => {
      reject(error);
      finish({ code: null, error: error.message });
    });
    socket.once('unexpected-response', (_request, response) => {
      const error = new Error(`exec refused: HTTP ${response.statusCode}`);
      socket.terminate();
      reject(error);
    });
    socket.once('open', () =>
      resolve({
        tty: true,
        write: (data) => send(STDIN, data),
        resize: (cols, rows) => send(RESIZE, JSON.stringify({ Width: cols, Height: rows })),
        onData: (listener) => {
          dataListeners.push(listener);
        },
        onClose: (listener) => {
          if (result) listener(result);
          else closeListeners.push(listener);
        },
        close: () => socket.close(),
      }),
    );
  });
}
