import type { IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseGpuLimit } from '@slipway/contracts';
import {
  CONTAINER_NAME,
  jobManifest,
  type KubernetesJobSpec,
  RUN_LABEL,
  runName,
  secretManifest,
} from './job-manifest.js';
import { KubeApi, KubeApiError, type KubernetesCluster, watchEvents } from './kube-api.js';

export type KubernetesJobStatus = 'passed' | 'failed' | 'timeout' | 'cancelled';

export interface KubernetesJobResult {
  status: KubernetesJobStatus;
  /** the container's exit code, when it ran to an end */
  exitCode: number | null;
  /** why it did not pass, for the job's log */
  error: string;
  /** the name of the Job (and of its Secret) in the namespace */
  jobName: string;
}

/** Where the pod's output goes: the job's log writer. */
export interface KubernetesLogSink {
  write(chunk: string | Buffer): boolean;
  drained(): Promise<void>;
}

export interface KubernetesRun extends KubernetesJobSpec {
  /** aborted when the job is cancelled */
  signal: AbortSignal;
  log: KubernetesLogSink;
}

export interface KubernetesExecutorOptions {
  /** how long past its deadline a Job the cluster has not ended is deleted by the executor */
  deadlineGraceMs?: number;
  /** how long the log is still read after the Job ended */
  logGraceMs?: number;
  /** pause between watch reconnections */
  rewatchMs?: number;
}

interface JobObject {
  status?: { conditions?: Array<{ type: string; status: string; reason?: string; message?: string }> };
}
interface ContainerState {
  running?: object;
  waiting?: { reason?: string; message?: string };
  terminated?: { exitCode: number; reason?: string };
}
interface PodObject {
  metadata: { name: string };
  status?: { phase?: string; containerStatuses?: Array<{ name: string; state?: ContainerState }> };
}

type Outcome = Omit<KubernetesJobResult, 'exitCode' | 'jobName'>;

/** Waiting reasons worth telling the log about: the pod will not start by itself. */
const STUCK_REASONS = new Set([
  'ErrImagePull',
  'ImagePullBackOff',
  'InvalidImageName',
  'CreateContainerConfigError',
  'CreateContainerError',
]);

/**
 * Runs one job as a batch/v1 Job on a Kubernetes cluster: creates a Secret (script and
 * credentials) and the Job, follows the Job and its pod through watch streams and the pod's log
 * into the job's log, and maps the end to passed, failed (with the exit code) or timeout. A
 * cancel, or a Job the cluster does not end by its deadline, deletes the Job (propagation
 * Background, so its pod goes too). The Secret is deleted at the end in every case.
 */
export class KubernetesExecutor {
  private readonly api: KubeApi;
  private readonly deadlineGraceMs: number;
  private readonly logGraceMs: number;
  private readonly rewatchMs: number;

  constructor(cluster: KubernetesCluster, options: KubernetesExecutorOptions = {}) {
    this.api = new KubeApi(cluster);
    this.deadlineGraceMs = options.deadlineGraceMs ?? 30_000;
    this.logGraceMs = options.logGraceMs ?? 10_000;
    this.rewatchMs = options.rewatchMs ?? 1000;
  }

  async run(run: KubernetesRun): Promise<KubernetesJobResult> {
    const name = runName(run.key);
    const ns = `/namespaces/${encodeURIComponent(run.namespace)}`;
    const jobPath = `/apis/batch/v1${ns}/jobs`;
    const secretPath = `/api/v1${ns}/secrets`;
    const done = new AbortController();
    let exitCode: number | null = null;
    let logFollow: Promise<void> | undefined;

    const { gpuLimit } = run.resources;
    if (gpuLimit.trim() && !parseGpuLimit(gpuLimit))
      run.log.write(
        `[kubernetes] GPU limit "${gpuLimit}" is not "<resource>: <count>": the Job asks for no GPU\n`,
      );
    await this.api.json('POST', secretPath, secretManifest(run, name));
    try {
      if (run.signal.aborted) return { status: 'cancelled', exitCode, error: 'cancelled', jobName: name };
      try {
        await this.api.json('POST', jobPath, jobManifest(run, name));
      } catch (error) {
        return { status: 'failed', exitCode, error: describe(error), jobName: name };
      }

      const followPods = this.watchLoop<PodObject>(
        `/api/v1${ns}/pods?watch=true&labelSelector=${encodeURIComponent(`${RUN_LABEL}=${name}`)}`,
        done.signal,
        (type, pod) => {
          if (type === 'DELETED') return undefined;
          const state = pod.status?.containerStatuses?.find((c) => c.name === CONTAINER_NAME)?.state;
          if ((state?.running || state?.terminated) && !logFollow) {
            logFollow = this.followLog(`/api/v1${ns}/pods/${pod.metadata.name}/log`, run.log, done.signal);
          }
          if (state?.terminated) exitCode = state.terminated.exitCode;
          const waiting = state?.waiting;
          if (waiting?.reason && STUCK_REASONS.has(waiting.reason))
            run.log.write(`[kubernetes] ${waiting.reason}: ${waiting.message ?? ''}\n`);
          return undefined;
        },
      );
      const jobEnd = this.watchLoop<JobObject>(
        `${jobPath}?watch=true&fieldSelector=${encodeURIComponent(`metadata.name=${name}`)}`,
        done.signal,
        (type, job) => outcomeOf(type, job),
      ).then((outcome) => outcome ?? new Promise<Outcome>(() => {}));
      const outcome = await Promise.race([
        jobEnd,
        aborted(run.signal).then((): Outcome => ({ status: 'cancelled', error: 'cancelled' })),
        sleep(run.timeoutMs + this.deadlineGraceMs, undefined, { signal: done.signal }).then(
          (): Outcome => ({ status: 'timeout', error: `no end within ${Math.ceil(run.timeoutMs / 1000)} s` }),
        ),
      ]);

      if (outcome.status === 'cancelled' || outcome.status === 'timeout') {
        await this.deleteJob(`${jobPath}/${name}`);
      } else {
        // a short job may end before its pod was seen: its pod is looked up once more
        if (!logFollow || exitCode === null) {
          const pod = await this.podOf(`/api/v1${ns}/pods`, name);
          exitCode ??= pod ? terminatedExitCode(pod) : null;
          if (pod && !logFollow)
            logFollow = this.followLog(`/api/v1${ns}/pods/${pod.metadata.name}/log`, run.log, done.signal);
        }
        // the log ends when the container does; a stream the server keeps open is cut after a while
        if (logFollow)
          await Promise.race([
            logFollow,
            sleep(this.logGraceMs, undefined, { signal: done.signal }).catch(() => {}),
          ]);
      }
      done.abort();
      await Promise.allSettled([followPods, logFollow]);
      const error =
        outcome.status === 'failed' && exitCode !== null ? `exit code ${exitCode}` : outcome.error;
      return { ...outcome, error, exitCode, jobName: name };
    } finally {
      done.abort();
      await this.api.json('DELETE', `${secretPath}/${name}`).catch(() => {});
    }
  }

  close(): void {
    this.api.close();
  }

  /** The run's pod, found by its label; undefined when there is none (or the list failed). */
  private async podOf(podsPath: string, name: string): Promise<PodObject | undefined> {
    try {
      const selector = encodeURIComponent(`${RUN_LABEL}=${name}`);
      const list = await this.api.json<{ items?: PodObject[] }>(
        'GET',
        `${podsPath}?labelSelector=${selector}`,
      );
      return list.items?.[0];
    } catch {
      return undefined;
    }
  }

  private async deleteJob(path: string): Promise<void> {
    try {
      await this.api.json('DELETE', `${path}?propagationPolicy=Background`, {
        apiVersion: 'v1',
        kind: 'DeleteOptions',
        propagationPolicy: 'Background',
      });
    } catch (error) {
      if (!(error instanceof KubeApiError && error.status === 404)) throw error;
    }
  }

  /**
   * Reads a watch until `onEvent` returns an outcome; a stream the server ends (watches do time
   * out) is opened again. Returns undefined when `stop` aborts first.
   */
  private async watchLoop<T>(
    path: string,
    stop: AbortSignal,
    onEvent: (type: string, object: T) => Outcome | undefined,
  ): Promise<Outcome | undefined> {
    while (!stop.aborted) {
      let res: IncomingMessage | undefined;
      try {
        res = await this.api.stream(path, stop);
        for await (const event of watchEvents<T>(res)) {
          if (event.type === 'ERROR') break;
          const outcome = onEvent(event.type, event.object);
          if (outcome) return outcome;
        }
      } catch {
        // a broken stream is opened again below
      } finally {
        res?.destroy();
      }
      await sleep(this.rewatchMs, undefined, { signal: stop }).catch(() => {});
    }
    return undefined;
  }

  /** Copies the pod's log into the job's log, pausing while the log writer is behind. */
  private async followLog(path: string, log: KubernetesLogSink, stop: AbortSignal): Promise<void> {
    let res: IncomingMessage | undefined;
    try {
      res = await this.api.stream(`${path}?follow=true&container=${CONTAINER_NAME}`, stop);
      for await (const chunk of res) {
        if (!log.write(chunk as Buffer)) await log.drained();
      }
    } catch (error) {
      if (!stop.aborted) log.write(`[kubernetes] the log could not be read: ${describe(error)}\n`);
    } finally {
      res?.destroy();
    }
  }
}

/** The end of a Job as its conditions say, or undefined while it runs. */
function outcomeOf(type: string, job: JobObject): Outcome | undefined {
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

function terminatedExitCode(pod: PodObject): number | null {
  const state = pod.status?.containerStatuses?.find((c) => c.name === CONTAINER_NAME)?.state;
  return state?.terminated?.exitCode ?? null;
}

function aborted(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
