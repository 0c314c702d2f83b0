import type { PodState, WorkloadDriver, WorkloadRef } from '../../workloads/workload-driver.js';
import type { JobResult } from './job-type.js';

export interface RolloutOutcome {
  status: JobResult['status'];
  error: string;
}

const IMAGE_PULL =
  /ErrImagePull|ImagePullBackOff|InvalidImageName|ErrImageNeverPull|image.*(not found|pull)/i;
const CRASH_LOOP = /CrashLoopBackOff|Error|OOMKilled|ContainerCannotRun|RunContainerError/;

/** Why the workload's pods are not ready, from their containers' states: image pull, crash loop, or ''. */
export function notReadyReason(pods: PodState[]): string {
  const containers = pods.flatMap((pod) =>
    pod.containers.filter((c) => !c.ready).map((c) => ({ pod: pod.name, ...c })),
  );
  const said = (c: (typeof containers)[number]) =>
    `${c.pod}/${c.name} (${c.image}): ${[c.status, c.message].filter(Boolean).join(' ')}`;
  const pull = containers.find((c) => IMAGE_PULL.test(`${c.status} ${c.message}`));
  if (pull) return `image pull error: ${said(pull)}`;
  const crash = containers.find((c) => c.restart_count > 0 || CRASH_LOOP.test(c.status));
  if (crash) return `crash loop: ${said(crash)} after ${crash.restart_count} restarts`;
  return '';
}

const PULL_OUTPUT =
  /Trying to pull|initializing source|manifest unknown|pull access denied|ErrImagePull|image not known|short-name .* did not resolve/i;

/**
 * A failure to set an image in words for the job: a pull that failed reads as an image pull error,
 * and a tool's long output is cut to its last line (where podman and kubectl say what went wrong).
 */
export function setImageFailure(message: string): string {
  const lines = message
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const last = lines[lines.length - 1] ?? message;
  return PULL_OUTPUT.test(message) ? `image pull error: ${last.replace(/^Error:\s*/, '')}` : last;
}

/**
 * A timer set for the rest of the time may fire a millisecond or so before `Date.now()` reaches the
 * deadline (timers run on a monotonic clock, rounded): that is still running out of time.
 */
const TIMER_EARLY_MS = 2;

/**
 * Waits until each workload runs its new spec, one after another within one deadline. A failure
 * names the workload and, where the pods tell, whether the image could not be pulled or the
 * container keeps crashing; running out of time is a `timeout`.
 */
export async function waitForRollouts(
  driver: WorkloadDriver,
  namespace: string,
  workloads: WorkloadRef[],
  deadline: number,
  log: (line: string) => void,
  signal: AbortSignal,
): Promise<RolloutOutcome> {
  for (const workload of workloads) {
    const label = `${workload.kind}/${workload.name}`;
    log(`waiting for ${label} to roll out\n`);
    try {
      await driver.waitRollout(namespace, workload, Math.max(deadline - Date.now(), 1), signal);
      log(`${label} is ready\n`);
    } catch (error) {
      if (signal.aborted) return { status: 'cancelled', error: 'cancelled' };
      const reason = await podsReason(driver, namespace, workload);
      const timedOut = Date.now() + TIMER_EARLY_MS >= deadline;
      const why = reason || (error as Error).message || 'not ready';
      const message = timedOut ? `${label}: timed out waiting for the rollout: ${why}` : `${label}: ${why}`;
      log(`${message}\n`);
      return { status: timedOut && !reason ? 'timeout' : 'failed', error: message };
    }
  }
  return { status: 'passed', error: '' };
}

async function podsReason(driver: WorkloadDriver, namespace: string, workload: WorkloadRef): Promise<string> {
  try {
    const state = (await driver.workloads(namespace)).find(
      (w) => w.kind === workload.kind && w.name === workload.name,
    );
    return state ? notReadyReason(state.pods) : '';
  } catch {
    // the rollout's own error still explains the failure
    return '';
  }
}
