import type { WorkloadState } from '../../workloads/workload-driver.js';

/** Container waits that will not end by themselves. */
const failingReasons =
  /CrashLoopBackOff|ErrImagePull|ImagePullBackOff|InvalidImageName|CreateContainerError|CreateContainerConfigError|RunContainerError/;

/**
 * A service's status (spec §4, portal-shapes §1.4) from its workloads: `Running` when every
 * replica is ready, `Succeeded` when scaled to nothing, `Error` when a pod failed or cannot start,
 * `Unstable` while replicas are not ready, `Unstart` when nothing of it runs.
 */
export function serviceStatus(workloads: readonly WorkloadState[]): string {
  if (workloads.length === 0) return 'Unstart';
  const pods = workloads.flatMap((w) => w.pods);
  const failing = pods.some(
    (p) =>
      p.phase === 'Failed' ||
      p.containers.some((c) => failingReasons.test(c.status) || failingReasons.test(c.message)),
  );
  if (failing) return 'Error';
  if (workloads.every((w) => w.replicas === 0)) return 'Succeeded';
  if (workloads.every((w) => w.ready_replicas >= w.replicas)) return 'Running';
  return 'Unstable';
}

export const healthyServiceStatuses = new Set(['Running', 'Succeeded']);

/** Stored states of an environment: what a change is doing, or how the last one ended. */
export const storedStatuses = {
  creating: 'creating',
  updating: 'updating',
  deleting: 'deleting',
  success: 'success',
  unstable: 'unstable',
  failed: 'failed',
} as const;

/**
 * The status the detail page shows (portal-shapes §1.3): a change under way as stored, otherwise
 * from what runs now (`Running` when every service is healthy, `Unstable` if not).
 */
export function environmentStatus(stored: string, serviceStatuses: readonly string[] | null): string {
  switch (stored) {
    case storedStatuses.creating:
      return 'Creating';
    case storedStatuses.updating:
      return 'Updating';
    case storedStatuses.deleting:
      return 'Deleting';
    case storedStatuses.failed:
      return 'Error';
  }
  if (serviceStatuses === null) return 'Disconnected';
  return serviceStatuses.every((s) => healthyServiceStatuses.has(s)) ? 'Running' : 'Unstable';
}
