import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../src/paths.js';

const killAndWait = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/**
 * Kills the servers a test started, waits for them to end, then removes their folders. A killed
 * server's job spawner ends its jobs only once it notices, so a job folder may still fill briefly.
 */
export async function stopServers(children: ChildProcess[], dirs: string[]): Promise<void> {
  await Promise.all(children.map(killAndWait));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  waitFor(text: string | RegExp, timeoutMs?: number): Promise<void>;
  /** the port it listens on, once it printed its URL */
  port(): number;
}

/** The real entry point, started as a user would (through tsx, so no build is needed). */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    async waitFor(text, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!(typeof text === 'string' ? output.includes(text) : text.test(output))) {
        if (Date.now() > deadline || child.exitCode !== null)
          throw new Error(`did not see ${text} in:\n${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    port() {
      const port = output.match(/localhost:(\d+)/)?.[1];
      if (!port) throw new Error(`no URL printed yet:\n${output}`);
      return Number(port);
    },
  };
}

/** A small JSON client for a server on loopback. */
export function apiClient(port: number) {
  let token = '';
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    if (!text) return undefined;
    return res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  };
  return {
    call,
    async signIn(password: string, account = 'admin') {
      token = (await call('POST', '/api/v1/login', { account, password })).token;
    },
    /** Runs a workflow as the portal's run dialog does (the preset posted back); answers the task id. */
    async run(workflow: string, params: Array<{ name: string; value: string }> = []): Promise<number> {
      const preset = await call('GET', `/api/aslan/workflow/v4/preset/${workflow}`);
      const given = new Map(params.map((param) => [param.name, param.value]));
      for (const param of preset.params) param.value = given.get(param.name) ?? param.value;
      return (await call('POST', '/api/aslan/workflow/v4/workflowtask', preset)).task_id;
    },
  };
}
