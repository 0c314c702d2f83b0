import type { WebSocket } from 'ws';
import type { ExecSession } from '../../workloads/workload-driver.js';

/** A frame from the portal's terminal (portal-shapes §4.10). */
type ClientFrame = { operation?: unknown; data?: unknown; cols?: unknown; rows?: unknown };

/** Writes text to the portal's terminal: it shows `data` of every JSON frame. */
export function sendText(socket: WebSocket, data: string): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ operation: 'stdout', data }));
}

/**
 * Joins the browser terminal to a container's shell: `stdin` frames go to the shell, `resize`
 * frames to its terminal, its output comes back as `{operation: 'stdout', data}`. A session without
 * a terminal (plain pipes, where the local cluster has no util-linux `script`) gets what a terminal would have done: the typed text
 * echoed, Enter (CR) made a newline, and newlines written as CR LF for xterm. Malformed frames are
 * ignored; closing either side closes the other.
 */
/** WebSocket close codes: the shell ended (1000), or it failed (1011, the browser shows an error). */
export const NORMAL_CLOSE = 1000;
export const FAILED_CLOSE = 1011;

export function bridge(socket: WebSocket, session: ExecSession, closedText: string): void {
  const terminal = session.tty !== false;
  session.onData((chunk) => {
    const text = chunk.toString('utf8');
    sendText(socket, terminal ? text : text.replace(/\r?\n/g, '\r\n'));
  });
  session.onClose((result) => {
    sendText(socket, `\r\n${result.error ? `${result.error}\r\n` : ''}${closedText}\r\n`);
    socket.close(result.error ? FAILED_CLOSE : NORMAL_CLOSE);
  });
  socket.on('message', (raw: Buffer) => {
    let frame: ClientFrame;
    try {
      frame = JSON.parse(raw.toString('utf8')) as ClientFrame;
    } catch {
      return;
    }
    if (frame?.operation === 'stdin' && typeof frame.data === 'string') {
      if (terminal) return session.write(frame.data);
      sendText(socket, frame.data.replace(/\r/g, '\r\n'));
      session.write(frame.data.replace(/\r/g, '\n'));
    } else if (
      frame?.operation === 'resize' &&
      Number.isInteger(frame.cols) &&
      Number.isInteger(frame.rows) &&
      (frame.cols as number) > 0 &&
      (frame.rows as number) > 0
    )
      session.resize(frame.cols as number, frame.rows as number);
  });
  socket.on('close', () => session.close());
}
