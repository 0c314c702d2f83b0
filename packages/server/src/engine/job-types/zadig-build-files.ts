import type { ObjectStore } from '../../lib/object-store/object-store.js';
import type { PreparedJob } from '../executors/job-executor.js';
import type { JobContext } from './job-type.js';

/**
 * Copies a file of the workspace into the job's outputs folder from inside the sandbox: links are
 * followed in the job's own view, never the server's. The server then opens the copy as a regular
 * file only.
 */
const COPY_OUT_SCRIPT = `set -e
cd "$WORKSPACE"
[ -f "$SLIPWAY_FROM" ] || { echo "no file $SLIPWAY_FROM in the workspace" >&2; exit 1; }
cp -- "$SLIPWAY_FROM" "$SLIPWAY_OUTPUTS/$SLIPWAY_TO"
`;

export interface StepRunner {
  job: PreparedJob;
  ctx: JobContext;
  deadline: number;
  nextStep(): number;
}

/** Runs the copy; answers the error, '' when the file is in the outputs folder. */
async function copyOut(run: StepRunner, from: string, to: string): Promise<string> {
  const result = await run.job.runStep(run.nextStep(), {
    script: COPY_OUT_SCRIPT,
    env: { SLIPWAY_FROM: from, SLIPWAY_TO: to },
    timeoutMs: Math.max(run.deadline - Date.now(), 1),
    signal: run.ctx.signal,
    log: run.ctx.log,
  });
  return result.status === 'passed' ? '' : `${from}: ${result.error}`;
}

/** Stores a workspace file under `key`; answers the error, '' when stored. */
export async function storeWorkspaceFile(
  run: StepRunner,
  from: string,
  store: ObjectStore,
  key: string,
): Promise<string> {
  const name = `slipway-file-${run.nextStep()}`;
  const error = await copyOut(run, from, name);
  if (error) return error;
  const handle = await run.job.openOutputFile(name);
  if (!handle) return `${from} is not a regular file`;
  try {
    // the open descriptor, not the name: nothing can swap the file between the check and the read
    await store.putFile(key, `/proc/self/fd/${handle.fd}`);
    return '';
  } catch (failure) {
    return `${from}: ${(failure as Error).message}`;
  } finally {
    await handle.close();
  }
}

/** A small text file of the workspace (a Dockerfile), read the same way; undefined when missing. */
export async function readWorkspaceText(run: StepRunner, from: string): Promise<string | undefined> {
  const name = `slipway-text-${run.nextStep()}`;
  if (await copyOut(run, from, name)) return undefined;
  return (await run.job.readOutputs([name]))[name];
}
