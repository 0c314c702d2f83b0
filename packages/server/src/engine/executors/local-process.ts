import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { SpawnPlan } from './sandbox.js';
import { jobSpawner, type ProcessSpawner } from './spawner/job-spawner.js';

export type ProcessStatus = 'passed' | 'failed' | 'timeout' | 'cancelled';

export interface ProcessRun {
  /** what to start: the sandbox around the step, or bash on the host */
  plan: SpawnPlan;
  cwd: string;
  env: Record<string, string>;
  /** where the process group is written down, for restart recovery; never inside the sandbox */
  pidFile: string;
  timeoutMs: number;
  signal: AbortSignal;
  /** returns false when the reader is behind: output is paused until `drained` resolves */
  onOutput(chunk: Buffer): boolean;
  drained(): Promise<void>;
  /** what starts the process: the job spawner unless told otherwise */
  spawner?: ProcessSpawner;
}

export interface ProcessResult {
  status: ProcessStatus;
  exitCode: number | null;
  error: string;
}

/** Time between asking the process group to stop and killing it. */
const KILL_GRACE_MS = 1000;

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
}

/**
 * Runs a step in its own process group, so that cancel and timeout stop it and everything it
 * started; whatever the step leaves running in the background is stopped at its end. A reader
 * that falls behind pauses the output, so a job printing fast cannot fill the server's memory.
 */
export async function runLocalProcess(run: ProcessRun): Promise<ProcessResult> {
  if (run.signal.aborted) return { status: 'cancelled', exitCode: null, error: 'cancelled' };
  const child = (run.spawner ?? jobSpawner).spawn({
    command: run.plan.command,
    args: run.plan.args,
    cwd: run.cwd,
    env: run.env,
    uid: run.plan.uid,
    gid: run.plan.gid ?? run.plan.uid,
    // the process group is written down so that a server killed outright can stop it after restarting
    pidFile: run.pidFile,
  });
  // listen before anything is awaited: a short script may be gone by then
  let paused = false;
  child.onOutput((chunk: Buffer) => {
    if (run.onOutput(chunk) || paused) return;
    paused = true;
    child.pause();
    void run.drained().then(() => {
      paused = false;
      child.resume();
    });
  });

  let stopReason: 'timeout' | 'cancelled' | undefined;
  const stop = (reason: 'timeout' | 'cancelled') => {
    if (stopReason) return;
    stopReason = reason;
    void child.pid.then((group) => {
      if (group === undefined) return;
      signalGroup(group, 'SIGTERM');
      setTimeout(() => signalGroup(group, 'SIGKILL'), KILL_GRACE_MS).unref();
    });
  };
  const timer = setTimeout(() => stop('timeout'), run.timeoutMs);
  const onAbort = () => stop('cancelled');
  run.signal.addEventListener('abort', onAbort, { once: true });

  const pid = await child.pid;
  const exit = await child.exited;
  clearTimeout(timer);
  run.signal.removeEventListener('abort', onAbort);
  // background processes the script left behind belong to the job: stop them, then drain the pipes
  if (pid !== undefined) signalGroup(pid, 'SIGKILL');
  await child.closed;

  const pidFile = run.pidFile;
  await rm(pidFile, { force: true });
  if (stopReason === 'timeout')
    return { status: 'timeout', exitCode: exit.code, error: 'the job ran out of time' };
  if (stopReason === 'cancelled') return { status: 'cancelled', exitCode: exit.code, error: 'cancelled' };
  if (exit.error) return { status: 'failed', exitCode: null, error: exit.error.message };
  return exit.code === 0
    ? { status: 'passed', exitCode: 0, error: '' }
    : { status: 'failed', exitCode: exit.code, error: `exit code ${exit.code ?? 'unknown'}` };
}

/** Kills the process groups of scripts that were still running when their server died. */
export async function killLeftovers(jobDir: string): Promise<void> {
  let files: string[];
  try {
    files = (await readdir(jobDir)).filter((f) => f.endsWith('.pid'));
  } catch {
    return;
  }
  for (const file of files) {
    const pid = Number.parseInt(await readFile(path.join(jobDir, file), 'utf8'), 10);
    if (Number.isInteger(pid) && pid > 1) signalGroup(pid, 'SIGKILL');
    await rm(path.join(jobDir, file), { force: true });
  }
}
