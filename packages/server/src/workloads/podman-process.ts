import { spawn } from 'node:child_process';
import type { Podman } from '../engine/executors/container/podman.js';
import { ptyResizer, SCRIPT_COMMAND, shellWord } from './pty-resize.js';
import type { ExecSession } from './workload-driver.js';

/** Runs podman with the machine's configuration; stdout apart from stderr, so JSON answers parse. */
export async function podmanCall(
  podman: Podman,
  args: string[],
  input?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = await podman.env();
  return new Promise((resolve) => {
    const child = spawn(podman.command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => {
      stdout += c;
    });
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? '');
    child.once('error', (e) => resolve({ code: null, stdout, stderr: e.message }));
    child.once('close', (code) => resolve({ code, stdout, stderr: stderr.trim() }));
  });
}

/** Like podmanCall, but a failure rejects with podman's own message. */
export async function podmanOk(podman: Podman, args: string[], input?: string): Promise<string> {
  const result = await podmanCall(podman, args, input);
  if (result.code !== 0) throw new Error(`podman ${args[0]} ${args[1] ?? ''}: ${result.stderr || 'failed'}`);
  return result.stdout;
}

/** A container's log lines as podman prints them (stdout and stderr together), until it ends or the signal aborts. */
export async function* podmanLogs(
  podman: Podman,
  container: string,
  options: { tail_lines?: number; follow?: boolean; signal?: AbortSignal },
): AsyncGenerator<string> {
  const args = ['logs'];
  if (options.tail_lines !== undefined) args.push('--tail', String(options.tail_lines));
  if (options.follow) args.push('--follow');
  const child = spawn(podman.command, [...args, container], {
    env: await podman.env(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => child.kill('SIGTERM');
  options.signal?.addEventListener('abort', stop, { once: true });
  const chunks: string[] = [];
  let wake: (() => void) | undefined;
  let ended = false;
  const push = (c: Buffer) => {
    chunks.push(c.toString('utf8'));
    wake?.();
  };
  child.stdout.on('data', push);
  child.stderr.on('data', push);
  child.once('close', () => {
    ended = true;
    wake?.();
  });
  try {
    while (true) {
      if (chunks.length > 0) yield chunks.shift() as string;
      else if (ended) return;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    options.signal?.removeEventListener('abort', stop);
    if (!ended) child.kill('SIGTERM');
  }
}

/** The exit code podman gives when it fails itself, rather than the command it ran. */
const PODMAN_FAILED = 125;

/**
 * A command in a container through `podman exec`. Where util-linux `script` is there, the command
 * gets a real terminal (`podman exec -it` on a pseudo-terminal of `script`) and resize works;
 * otherwise stdin and stdout are plain pipes: no terminal, and resize does nothing.
 */
export async function podmanExec(podman: Podman, container: string, command: string[]): Promise<ExecSession> {
  const exec = [podman.command, 'exec', SCRIPT_COMMAND ? '-it' : '-i', container, ...command];
  const child = SCRIPT_COMMAND
    ? spawn(SCRIPT_COMMAND, ['-qfec', exec.map(shellWord).join(' '), '/dev/null'], {
        env: await podman.env(),
        stdio: ['pipe', 'pipe', 'pipe'],
      })
    : spawn(exec[0]!, exec.slice(1), { env: await podman.env(), stdio: ['pipe', 'pipe', 'pipe'] });
  const resizer = SCRIPT_COMMAND && child.pid ? ptyResizer(child.pid) : undefined;
  // the container's first output means podman is attached: a size sent earlier may have been lost
  let firstOutput = (): void => {
    firstOutput = () => {};
    resizer?.reapply();
  };
  child.stdin.on('error', () => {});
  let closed: { code: number | null; error?: string } | undefined;
  const closeListeners: ((result: { code: number | null; error?: string }) => void)[] = [];
  const finish = (result: { code: number | null; error?: string }) => {
    if (closed) return;
    closed = result;
    for (const listener of closeListeners) listener(result);
  };
  child.once('error', (e) => finish({ code: null, error: e.message }));
  // 125 is podman's own failure (no such container, it stopped): the command never ran
  child.once('close', (code) =>
    finish(
      code === PODMAN_FAILED ? { code, error: 'podman exec failed: the container is not running' } : { code },
    ),
  );
  return {
    tty: SCRIPT_COMMAND !== undefined,
    write: (data) => {
      if (!closed) child.stdin.write(data);
    },
    resize: (cols, rows) => resizer?.resize(cols, rows),
    onData: (listener) => {
      child.stdout.once('data', () => firstOutput());
      child.stdout.on('data', listener);
      child.stderr.on('data', listener);
    },
    onClose: (listener) => {
      if (closed) listener(closed);
      else closeListeners.push(listener);
    },
    close: () => {
      child.stdin.end();
      child.kill('SIGTERM');
    },
  };
}
