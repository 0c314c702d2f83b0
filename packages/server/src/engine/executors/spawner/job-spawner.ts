import { type ChildProcess, fork, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../../../paths.js';

export interface SpawnRequest {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  uid?: number | undefined;
  gid?: number | undefined;
  /** where the process group is written down as soon as it exists */
  pidFile: string;
}

/** A started process in its own group: its output, its exit, and the end of its output. */
export interface SpawnedProcess {
  /** the process (and group) id; undefined when it could not be started */
  pid: Promise<number | undefined>;
  onOutput(listener: (chunk: Buffer) => void): void;
  pause(): void;
  resume(): void;
  exited: Promise<{ code: number | null; error?: Error }>;
  /** resolves once all output was delivered */
  closed: Promise<void>;
}

export interface ProcessSpawner {
  spawn(request: SpawnRequest): SpawnedProcess;
}

/** Output taken before the spawner is told so (its window is 1 MiB). */
const ACK_BYTES = 256 * 1024;

const SPAWNER_SCRIPT = path.join(serverRoot, 'src/engine/executors/spawner/spawner-process.mjs');

/** Starts processes from this process (the fallback when the spawner process cannot run). */
export const directSpawner: ProcessSpawner = {
  spawn(request) {
    const child = spawn(request.command, request.args, {
      cwd: request.cwd,
      env: request.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(request.uid === undefined ? {} : { uid: request.uid, gid: request.gid ?? request.uid }),
    });
    const exited = new Promise<{ code: number | null; error?: Error }>((resolve) => {
      child.once('error', (error) => resolve({ code: null, error }));
      child.once('exit', (code) => resolve({ code }));
    });
    // at once, in the same turn as the spawn, so no kill of the server can fall in between
    if (child.pid !== undefined) writeFileSync(request.pidFile, String(child.pid));
    return {
      pid: Promise.resolve(child.pid),
      onOutput(listener) {
        child.stdout.on('data', listener);
        child.stderr.on('data', listener);
      },
      pause: () => {
        child.stdout.pause();
        child.stderr.pause();
      },
      resume: () => {
        child.stdout.resume();
        child.stderr.resume();
      },
      exited,
      closed: new Promise<void>((resolve) => {
        if (child.stdout.closed && child.stderr.closed) resolve();
        else child.once('close', () => resolve());
      }),
    };
  },
};

interface Waiting {
  spawned(pid: number | undefined): void;
  output: Array<(chunk: Buffer) => void>;
  exited(result: { code: number | null; error?: Error }): void;
  closed(): void;
  /** output taken but not yet acknowledged to the spawner */
  unacked: number;
}

interface SpawnerMessage {
  type: 'spawned' | 'output' | 'exit' | 'close';
  id: number;
  pid?: number;
  data?: Uint8Array;
  code?: number | null;
  error?: string;
}

/**
 * Starts job processes through the spawner process (`spawner-process.mjs`), started on first use;
 * one that died is started again for the next process.
 */
export class SpawnerProcess implements ProcessSpawner {
  private child: ChildProcess | undefined;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  spawn(request: SpawnRequest): SpawnedProcess {
    const child = this.running();
    const id = this.nextId++;
    const handlers: Waiting = {
      spawned: () => {},
      output: [],
      exited: () => {},
      closed: () => {},
      unacked: 0,
    };
    const pid = new Promise<number | undefined>((resolve) => {
      handlers.spawned = resolve;
    });
    const exited = new Promise<{ code: number | null; error?: Error }>((resolve) => {
      handlers.exited = resolve;
    });
    const closed = new Promise<void>((resolve) => {
      handlers.closed = resolve;
    });
    this.waiting.set(id, handlers);
    child.channel?.ref();
    child.send({ type: 'spawn', id, ...request });
    return {
      pid,
      onOutput: (listener) => handlers.output.push(listener),
      pause: () => this.child?.send({ type: 'pause', id }),
      resume: () => this.child?.send({ type: 'resume', id }),
      exited,
      closed,
    };
  }

  /** Stops the spawner (the server is stopping); it kills what it still runs. */
  stop(): void {
    this.child?.disconnect();
    this.child = undefined;
  }

  private running(): ChildProcess {
    if (this.child?.connected) return this.child;
    const child = fork(SPAWNER_SCRIPT, [], {
      serialization: 'advanced',
      // a plain script: none of the server's flags (loaders, inspector) apply to it
      execArgv: [],
      // the spawner needs nothing of the server's environment (keys, database address)
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: SpawnerMessage) => this.receive(message));
    child.once('exit', () => {
      if (this.child === child) this.child = undefined;
      // what it ran is gone with it
      for (const [id, handlers] of this.waiting) {
        handlers.spawned(undefined);
        handlers.exited({ code: null, error: new Error('the job spawner stopped') });
        handlers.closed();
        this.waiting.delete(id);
      }
    });
    child.unref();
    child.channel?.unref();
    this.child = child;
    return child;
  }

  private receive(message: SpawnerMessage): void {
    const handlers = this.waiting.get(message.id);
    if (!handlers) return;
    if (message.type === 'spawned') handlers.spawned(message.pid);
    else if (message.type === 'output' && message.data) {
      const chunk = Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength);
      for (const listener of handlers.output) listener(chunk);
      // taken: the spawner may send more (it holds back past a window of unacknowledged output)
      handlers.unacked += chunk.length;
      if (handlers.unacked >= ACK_BYTES) {
        this.child?.send({ type: 'ack', id: message.id, bytes: handlers.unacked });
        handlers.unacked = 0;
      }
    } else if (message.type === 'exit')
      handlers.exited({
        code: message.code ?? null,
        ...(message.error ? { error: new Error(message.error) } : {}),
      });
    else if (message.type === 'close') {
      this.waiting.delete(message.id);
      handlers.closed();
      if (this.waiting.size === 0) this.child?.channel?.unref();
    }
  }
}

/** The spawner jobs use in this process. */
export const jobSpawner = new SpawnerProcess();
