import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, readlink } from 'node:fs/promises';

/**
 * util-linux `script`: runs a command on a new pseudo-terminal while its own stdin and stdout stay
 * pipes, so a container shell started by the server gets a real terminal (echo, line editing,
 * programs that need a tty) without a native addon.
 */
export const SCRIPT_COMMAND = ['/usr/bin/script', '/bin/script'].find((file) => existsSync(file));

/** A word for `sh -c`: single-quoted, so nothing in it is expanded. */
export const shellWord = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/** The terminal `script`'s child reads: its stdin, a `/dev/pts/N`; undefined until it has started. */
async function childTerminal(scriptPid: number): Promise<string | undefined> {
  const children = await readFile(`/proc/${scriptPid}/task/${scriptPid}/children`, 'utf8').catch(() => '');
  const child = children.trim().split(/\s+/)[0];
  if (!child) return undefined;
  const tty = await readlink(`/proc/${child}/fd/0`).catch(() => '');
  return tty.startsWith('/dev/pts/') ? tty : undefined;
}

const RETRY_MS = 100;
const RETRIES = 30;

type Size = { cols: number; rows: number };

const stty = (tty: string, size: Size) =>
  new Promise((resolve) =>
    execFile('stty', ['-F', tty, 'cols', String(size.cols), 'rows', String(size.rows)], resolve),
  );

/**
 * Resizes the terminal of a `script` process from outside: `stty -F` sets the size of its
 * pseudo-terminal, the kernel signals the command (podman exec -t), which passes the size on to the
 * container's terminal. The newest size wins; a terminal not there yet is waited for a moment.
 *
 * A size set before podman has attached to the container is lost with its signal, and setting the
 * same size again signals nothing, so `reapply` (called once the container has answered) passes
 * through a size one row taller and back, which signals twice.
 */
export function ptyResizer(scriptPid: number) {
  let wanted: { size: Size; nudge: boolean } | undefined;
  let applied: Size | undefined;
  let busy = false;
  const apply = async () => {
    busy = true;
    try {
      for (let attempt = 0; wanted && attempt < RETRIES; attempt++) {
        const tty = await childTerminal(scriptPid);
        if (!tty) {
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
          continue;
        }
        const request = wanted;
        if (request.nudge) await stty(tty, { ...request.size, rows: request.size.rows + 1 });
        await stty(tty, request.size);
        applied = request.size;
        if (wanted === request) wanted = undefined;
        attempt = -1;
      }
    } finally {
      busy = false;
    }
  };
  const request = (size: Size, nudge: boolean) => {
    wanted = { size, nudge };
    if (!busy) void apply();
  };
  return {
    resize: (cols: number, rows: number) => request({ cols, rows }, false),
    reapply: () => {
      const size = wanted?.size ?? applied;
      if (size) request(size, true);
    },
  };
}
