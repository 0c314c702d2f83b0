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

/**
 * Resizes the terminal of a `script` process from outside: `stty -F` sets the size of its
 * pseudo-terminal, the kernel signals the command (podman exec -t), which passes the size on to the
 * container's terminal. The newest size wins; a terminal not there yet is waited for a moment.
 */
export function ptyResizer(scriptPid: number) {
  let wanted: { cols: number; rows: number } | undefined;
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
        const size = wanted;
        await new Promise((resolve) =>
          execFile('stty', ['-F', tty, 'cols', String(size.cols), 'rows', String(size.rows)], resolve),
        );
        if (wanted === size) wanted = undefined;
        attempt = -1;
      }
    } finally {
      busy = false;
    }
  };
  return (cols: number, rows: number) => {
    wanted = { cols, rows };
    if (!busy) void apply();
  };
}
