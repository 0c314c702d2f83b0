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
import { alreadyExists, KubeApi, type KubernetesCluster, notFound, watchEvents } from './kube-api.js';
import {
  containerState,
  type JobObject,
  type KubernetesJobStatus,
  type Outcome,
  outcomeOf,
  type PodObject,
  STUCK_REASONS,
  terminatedExitCode,
} from './kube-objects.js';
import { copiedPatch, LOG_COPIED_ANNOTATION, logSinceTime } from './log-resume.js';

export type { KubernetesJobStatus } from './kube-objects.js';

export interface KubernetesJobResult {
  status: KubernetesJobStatus;
  /** the container's exit code, when it ran to an end */
  exitCode: number | null;
  /** why it did not pass, for the job's log; DETACHED when the server stopped and left the Job running */
  error: string;
  /** the name of the Job (and of its Secret) in the namespace */
  jobName: string;
}

/** The error of a run left running on its cluster because the server stops (status 'cancelled'). */
export const DETACHED = 'detached';

/** Where the pod's output goes: the job's log writer. */
export interface KubernetesLogSink {
  write(chunk: string | Buffer): boolean;
  drained(): Promise<void>;
}

export interface KubernetesRun extends KubernetesJobSpec {
  /** aborted when the job is cancelled, or with the reason 'shutdown' when the server stops */
  signal: AbortSignal;
  log: KubernetesLogSink;
  /** set when a restarted server takes the run up again: an existing Job is re-attached */
  resumeSince?: Date;
}

export interface KubernetesExecutorOptions {
  /** how long past its deadline a Job the cluster has not ended is deleted by the executor */
  deadlineGraceMs?: number;
  /** how long the log is still read after the Job ended */
  logGraceMs?: number;
  /** pause between watch reconnections */
  rewatchMs?: number;
}

/** How often a leftover Job is looked for while it is being deleted, before giving up. */
const REPLACE_CHECKS = 30;

/** The API paths of one run. */
function pathsOf(namespace: string, name: string) {
  const ns = `/namespaces/${encodeURIComponent(namespace)}`;
  const jobs = `/apis/batch/v1${ns}/jobs`;
  const secrets = `/api/v1${ns}/secrets`;
  return { jobs, job: `${jobs}/${name}`, secrets, secret: `${secrets}/${name}`, pods: `/api/v1${ns}/pods` };
}
type RunPaths = ReturnType<typeof pathsOf>;

/**
 * Runs one job as a batch/v1 Job on a Kubernetes cluster: creates a Secret (script and
 * credentials) and the Job, follows the Job and its pod through watch streams and the pod's log
 * into the job's log, and maps the end to passed, failed (with the exit code) or timeout. A
 * cancel, or a Job the cluster does not end by its deadline, deletes the Job (propagation
 * Background, so its pod goes too). The Secret is deleted at the end.
 *
 * A server that stops (abort reason 'shutdown') detaches instead: Job and Secret stay, the Job
 * records how far its log was copied, and the run answers cancelled with DETACHED. The run's name
 * comes from its key alone, so the restarted server running the same key with `resumeSince` meets
 * the Job (AlreadyExists) and follows it to its end; one that finished meanwhile passes or fails
 * as it ended.
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
    const paths = pathsOf(run.namespace, name);
    const done = new AbortController();
    let exitCode: number | null = null;
    let logFollow: Promise<void> | undefined;
    let detached = false;
    const result = (outcome: Outcome): KubernetesJobResult => ({ ...outcome, exitCode, jobName: name });

    const { gpuLimit } = run.resources;
    if (gpuLimit.trim() && !parseGpuLimit(gpuLimit) && !run.resumeSince)
      run.log.write(
        `[kubernetes] GPU limit "${gpuLimit}" is not "<resource>: <count>": the Job asks for no GPU\n`,
      );
    await this.createSecret(paths, run, name);
    try {
      if (run.signal.aborted) return result(abortOutcome(run.signal));
      let existing: JobObject | undefined;
      try {
        existing = await this.createJob(paths, run, name);
      } catch (error) {
        return result({ status: 'failed', error: describe(error) });
      }
      const copiedUntil = existing?.metadata?.annotations?.[LOG_COPIED_ANNOTATION];
      if (existing) {
        run.log.write(`[kubernetes] re-attached to Job ${name}\n`);
        const ended = outcomeOf('ADDED', existing);
        // ended while its server still followed it: its whole log is in the job's log already
        if (ended && copiedUntil === undefined) {
          const pod = await this.podOf(paths.pods, name);
          exitCode = pod ? terminatedExitCode(pod) : null;
          return result(withExitCode(ended, exitCode));
        }
      }
      const since = existing && run.resumeSince ? logSinceTime(copiedUntil, run.resumeSince) : undefined;
      const follow = (pod: string) =>
        this.followLog(
          `${paths.pods}/${pod}/log?follow=true&container=${CONTAINER_NAME}${since ? `&sinceTime=${encodeURIComponent(since)}` : ''}`,
          run.log,
          done.signal,
        );

      const followPods = this.watchLoop<PodObject>(
        `${paths.pods}?watch=true&labelSelector=${encodeURIComponent(`${RUN_LABEL}=${name}`)}`,
        done.signal,
        (type, pod) => {
          if (type === 'DELETED') return undefined;
          const state = containerState(pod);
          if ((state?.running || state?.terminated) && !logFollow) logFollow = follow(pod.metadata.name);
          if (state?.terminated) exitCode = state.terminated.exitCode;
          const waiting = state?.waiting;
          if (waiting?.reason && STUCK_REASONS.has(waiting.reason))
            run.log.write(`[kubernetes] ${waiting.reason}: ${waiting.message ?? ''}\n`);
          return undefined;
        },
      );
      const jobEnd = this.watchLoop<JobObject>(
        `${paths.jobs}?watch=true&fieldSelector=${encodeURIComponent(`metadata.name=${name}`)}`,
        done.signal,
        (type, job) => outcomeOf(type, job),
      ).then((outcome) => outcome ?? new Promise<Outcome>(() => {}));
      const outcome = await Promise.race([
        jobEnd,
        aborted(run.signal).then(() => abortOutcome(run.signal)),
        sleep(run.timeoutMs + this.deadlineGraceMs, undefined, { signal: done.signal }).then(
          (): Outcome => ({ status: 'timeout', error: `no end within ${Math.ceil(run.timeoutMs / 1000)} s` }),
        ),
      ]);

      if (outcome.error === DETACHED) {
        done.abort();
        await Promise.allSettled([followPods, logFollow]);
        await this.recordCopied(paths.job, logFollow ? new Date().toISOString() : '');
        detached = true;
        return result(outcome);
      }
      if (outcome.status === 'cancelled' || outcome.status === 'timeout') {
        await this.deleteJob(paths.job);
      } else {
        // a short job may end before its pod was seen: its pod is looked up once more
        if (!logFollow || exitCode === null) {
          const pod = await this.podOf(paths.pods, name);
          exitCode ??= pod ? terminatedExitCode(pod) : null;
          if (pod && !logFollow) logFollow = follow(pod.metadata.name);
        }
        // the log ends when the container does; a stream the server keeps open is cut after a while
        if (logFollow)
          await Promise.race([
            logFollow,
            sleep(this.logGraceMs, undefined, { signal: done.signal }).catch(() => {}),
          ]);
        // copied to its end now: a later restart must not copy it again
        if (copiedUntil !== undefined) await this.recordCopied(paths.job, null);
      }
      done.abort();
      await Promise.allSettled([followPods, logFollow]);
      return result(withExitCode(outcome, exitCode));
    } finally {
      done.abort();
      if (!detached) await this.api.json('DELETE', paths.secret).catch(() => {});
    }
  }

  close(): void {
    this.api.close();
  }

  /**
   * Creates the run's Secret. One that exists is a detached run's when resuming (its pod reads
   * it: kept), else one an earlier run of the same key left (replaced).
   */
  private async createSecret(paths: RunPaths, run: KubernetesRun, name: string): Promise<void> {
    const create = () => this.api.json('POST', paths.secrets, secretManifest(run, name));
    try {
      await create();
    } catch (error) {
      if (!alreadyExists(error)) throw error;
      if (run.resumeSince) return;
      await this.api.json('DELETE', paths.secret).catch(() => {});
      await create();
    }
  }

  /**
   * Creates the run's Job; undefined when created. When resuming, an existing Job is the run's own,
   * left by the stopped server: it is answered for re-attaching. Otherwise it was left by an earlier
   * run of the same key (a retried task): it is deleted, its pod with it, and created again.
   */
  private async createJob(paths: RunPaths, run: KubernetesRun, name: string): Promise<JobObject | undefined> {
    const create = () => this.api.json('POST', paths.jobs, jobManifest(run, name));
    try {
      await create();
      return undefined;
    } catch (error) {
      if (!alreadyExists(error)) throw error;
    }
    if (run.resumeSince) {
      try {
        return await this.api.json<JobObject>('GET', paths.job);
      } catch (error) {
        if (!notFound(error)) throw error;
      }
    } else {
      run.log.write(`[kubernetes] Job ${name} was left by an earlier run: it is replaced\n`);
      // Foreground: the Job is gone only once its pod is, so no old pod carries the run's label
      await this.deleteJob(paths.job, 'Foreground');
      for (let check = 0; check < REPLACE_CHECKS; check++) {
        if (
          !(await this.api.json('GET', paths.job).then(
            () => true,
            (e) => !notFound(e),
          ))
        )
          break;
        await sleep(this.rewatchMs);
      }
    }
    await create();
    return undefined;
  }

  /** Records how far the log was copied on the Job (null forgets it); a failure only costs the overlap. */
  private async recordCopied(jobPath: string, copiedUntil: string | null): Promise<void> {
    await this.api
      .json('PATCH', jobPath, copiedPatch(copiedUntil), 'application/merge-patch+json')
      .catch(() => {});
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

  private async deleteJob(path: string, propagationPolicy = 'Background'): Promise<void> {
    try {
      await this.api.json('DELETE', `${path}?propagationPolicy=${propagationPolicy}`, {
        apiVersion: 'v1',
        kind: 'DeleteOptions',
        propagationPolicy,
      });
    } catch (error) {
      if (!notFound(error)) throw error;
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
      res = await this.api.stream(path, stop);
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

/** A cancel, or a server stopping (reason 'shutdown'): the latter leaves the Job running. */
function abortOutcome(signal: AbortSignal): Outcome {
  return { status: 'cancelled', error: signal.reason === 'shutdown' ? DETACHED : 'cancelled' };
}

const withExitCode = (outcome: Outcome, exitCode: number | null): Outcome =>
  outcome.status === 'failed' && exitCode !== null ? { ...outcome, error: `exit code ${exitCode}` } : outcome;

function aborted(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
