// The job spawner (docs/architecture.md "Job sandbox"): a small process of the server's that starts
// job processes on its behalf. Starting a process from the server costs it 10–15 ms of its event
// loop once the embedded database's memory is mapped into it; from this small process it costs
// under a millisecond. Output comes back over the IPC channel in order, then the exit, then the
// close. When the server goes away (the channel closes) every process group started here is killed.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/** @type {Map<number, import('node:child_process').ChildProcess>} */
const running = new Map();
/**
 * Output sent but not yet acknowledged by the server, per process: past WINDOW the process's
 * streams are paused, so a job printing faster than the server stores it waits instead of
 * filling memory; the server also pauses a process whose log writer is behind.
 * @type {Map<number, { unacked: number, pausedByServer: boolean, paused: boolean }>}
 */
const flows = new Map();
const WINDOW = 1024 * 1024;

/** Pauses or resumes a process's output as its window and the server say. */
function steer(id) {
  const flow = flows.get(id);
  const child = running.get(id);
  if (!flow || !child) return;
  const pause = flow.pausedByServer || flow.unacked >= WINDOW;
  if (pause === flow.paused) return;
  flow.paused = pause;
  for (const stream of [child.stdout, child.stderr]) stream[pause ? 'pause' : 'resume']();
}

const send = (message) => {
  if (process.connected) process.send(message);
};

process.on('message', (message) => {
  const { id } = message;
  const flow = flows.get(id);
  if (message.type === 'pause' || message.type === 'resume') {
    if (flow) flow.pausedByServer = message.type === 'pause';
    steer(id);
    return;
  }
  if (message.type === 'ack') {
    if (flow) flow.unacked -= message.bytes;
    steer(id);
    return;
  }
  if (message.type !== 'spawn') return;
  let child;
  try {
    child = spawn(message.command, message.args, {
      cwd: message.cwd,
      env: message.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(message.uid === undefined ? {} : { uid: message.uid, gid: message.gid }),
    });
  } catch (error) {
    send({ type: 'spawned', id, pid: undefined });
    send({ type: 'exit', id, code: null, error: error.message });
    send({ type: 'close', id });
    return;
  }
  // written in the same turn as the spawn, for restart recovery
  if (child.pid !== undefined && message.pidFile) writeFileSync(message.pidFile, String(child.pid));
  running.set(id, child);
  flows.set(id, { unacked: 0, pausedByServer: false, paused: false });
  send({ type: 'spawned', id, pid: child.pid });
  const forward = (data) => {
    const state = flows.get(id);
    if (state) state.unacked += data.length;
    send({ type: 'output', id, data });
    steer(id);
  };
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  child.once('error', (error) => send({ type: 'exit', id, code: null, error: error.message }));
  child.once('exit', (code) => send({ type: 'exit', id, code }));
  child.once('close', () => {
    running.delete(id);
    flows.delete(id);
    send({ type: 'close', id });
  });
});

process.on('disconnect', () => {
  for (const child of running.values()) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  }
  process.exit(0);
});
