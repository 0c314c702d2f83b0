/** Where a pod shell stands (spec §4): only an open one takes keystrokes. */
/** The close code the server gives a shell that failed. */
const FAILED_CLOSE = 1011;

export type ShellPhase = 'connecting' | 'open' | 'closed' | 'error';

export interface PodShellTarget {
  projectName: string;
  envName: string;
  namespace: string;
  podName: string;
  containerName: string;
  clusterId: string;
}

/**
 * The shell's WebSocket address (spec §7). A browser WebSocket sends no Authorization header, so
 * the token travels in the query.
 */
export function podShellUrl(
  target: PodShellTarget,
  token: string,
  location: Pick<Location, 'protocol' | 'host'>,
) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const segments = [target.projectName, target.namespace, target.podName, target.containerName]
    .map(encodeURIComponent)
    .join('/');
  const query = new URLSearchParams({
    projectName: target.projectName,
    clusterId: target.clusterId,
    token,
  });
  return `${scheme}://${location.host}/api/podexec/${segments}/podExec/${encodeURIComponent(target.envName)}?${query}`;
}

export interface PodShellConnection {
  sendInput: (data: string) => void;
  resize: (cols: number, rows: number) => void;
  close: () => void;
}

/**
 * Opens the shell: output frames `{data}` go to `onOutput`, keystrokes and sizes go out as
 * `stdin` and `resize` frames. The first input starts bash, as the portal does.
 */
export function connectPodShell(
  url: string,
  onOutput: (text: string) => void,
  onPhase: (phase: ShellPhase) => void,
): PodShellConnection {
  const socket = new WebSocket(url);
  let failed = false;
  const send = (frame: object) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  };
  onPhase('connecting');
  socket.onopen = () => {
    onPhase('open');
    send({ operation: 'stdin', data: 'bash \r' });
  };
  socket.onmessage = (event: MessageEvent) => {
    try {
      const frame = JSON.parse(String(event.data)) as { data?: unknown };
      if (typeof frame.data === 'string') onOutput(frame.data);
    } catch {
      // a frame that is not JSON carries nothing the terminal can show
    }
  };
  socket.onerror = () => {
    failed = true;
    onPhase('error');
  };
  // the server closes with 1011 when the shell could not start or failed (spec §8: an error, not closed)
  socket.onclose = (event: CloseEvent) => {
    if (failed) return;
    if (event.code === FAILED_CLOSE) {
      failed = true;
      onPhase('error');
    } else onPhase('closed');
  };
  return {
    sendInput: (data) => send({ operation: 'stdin', data }),
    resize: (cols, rows) => send({ operation: 'resize', cols, rows }),
    close: () => {
      socket.onclose = null;
      socket.onerror = null;
      socket.close();
    },
  };
}
