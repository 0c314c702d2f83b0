import { CONTAINER_NAME } from './job-manifest.js';

/** The parts of a batch/v1 Job the executor reads. */
export interface JobObject {
  metadata?: { annotations?: Record<string, string> };
  status?: { conditions?: Array<{ type: string; status: string; reason?: string; message?: string }> };
}
interface ContainerState {
  running?: object;
  waiting?: { reason?: string; message?: string };
  terminated?: { exitCode: number; reason?: string };
}
/** The parts of a pod the executor reads. */
export interface PodObject {
  metadata: { name: string };
  status?: { phase?: string; containerStatuses?: Array<{ name: string; state?: ContainerState }> };
}

export type KubernetesJobStatus = 'passed' | 'failed' | 'timeout' | 'cancelled';
/** How a run ended, before its exit code is known. */
export interface Outcome {
  status: KubernetesJobStatus;
  error: string;
}

/** Waiting reasons worth telling the log about: the pod will not start by itself. */
export const STUCK_REASONS = new Set([
  'ErrImagePull',
  'ImagePullBackOff',
  'InvalidImageName',
  'CreateContainerConfigError',
  'CreateContainerError',
]);

/** The end of a Job as its conditions say, or undefined while it runs. */
export function outcomeOf(type: string, job: JobObject): Outcome | undefined {
  if (type === 'DELETED') return { status: 'failed', error: 'the Job was deleted in the cluster' };
  for (const condition of job.status?.conditions ?? []) {
    if (condition.status !== 'True') continue;
    if (condition.type === 'Complete') return { status: 'passed', error: '' };
    if (condition.type === 'Failed') {
      const reason = `${condition.reason ?? 'Failed'}${condition.message ? `: ${condition.message}` : ''}`;
      return { status: condition.reason === 'DeadlineExceeded' ? 'timeout' : 'failed', error: reason };
    }
  }
  return undefined;
}

export function containerState(pod: PodObject): ContainerState | undefined {
  return pod.status?.containerStatuses?.find((c) => c.name === CONTAINER_NAME)?.state;
}

export function terminatedExitCode(pod: PodObject): number | null {
  return containerState(pod)?.terminated?.exitCode ?? null;
}
