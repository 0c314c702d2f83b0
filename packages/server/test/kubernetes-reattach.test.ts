import { afterEach, describe, expect, it } from 'vitest';
import type { KubernetesExecutor } from '../src/engine/executors/kubernetes/kubernetes-executor.js';
import { type FakeCluster, type RunControl, startFakeCluster } from './kubernetes-api.js';
import { deletesOf, executorFor, logSink, passes, spec } from './kubernetes-executor.fixture.js';

/**
 * A server that stops leaves its Kubernetes Jobs running, and its restart re-attaches to them:
 * against the stand-in API server (test/kubernetes-api.ts; no cluster runs here). Each executor
 * instance plays one life of the server.
 */
let cluster: FakeCluster | undefined;
const executors: KubernetesExecutor[] = [];
afterEach(async () => {
  for (const executor of executors.splice(0)) executor.close();
  await cluster?.stop();
  cluster = undefined;
});

const ANNOTATION = 'slipway.dev/log-copied-until';
const MINUTE_AGO = () => new Date(Date.now() - 60_000);

/** The stand-in cluster and the control of the Job it is given first. */
async function setUp(scenario: (run: RunControl) => void = () => {}) {
  let control: RunControl | undefined;
  cluster = await startFakeCluster((run) => {
    control ??= run;
    scenario(run);
  });
  return { cluster, control: () => control as RunControl };
}

/** One life of the server: a fresh executor. */
function server(c: FakeCluster) {
  const executor = executorFor(c);
  executors.push(executor);
  return executor;
}

const jobCreates = (c: FakeCluster) =>
  c.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/jobs'));
const logReads = (c: FakeCluster) => c.requests.filter((r) => r.path.includes('/log?'));
const annotationsOf = (c: FakeCluster, name: string) =>
  (c.jobs.get(name) as { metadata: { annotations?: Record<string, string> } }).metadata.annotations ?? {};

/** Runs the job until its log shows `text`, then stops the server: the run detaches. */
async function runUntilShutdown(c: FakeCluster, text: string) {
  const log = logSink();
  const stop = new AbortController();
  const running = server(c).run({ ...spec(), signal: stop.signal, log });
  await log.seen(text);
  stop.abort('shutdown');
  return { result: await running, log };
}

describe('Kubernetes executor: detach on shutdown, re-attach on restart', () => {
  it('a server that stops leaves the Job and its Secret, recording how far the log was copied', async () => {
    const { cluster } = await setUp((run) => {
      run.startPod();
      run.log('step one\n');
    });
    const { result, log } = await runUntilShutdown(cluster, 'step one');

    expect(result).toMatchObject({ status: 'cancelled', error: 'detached' });
    expect(log.text()).toBe('step one\n');
    expect(cluster.jobs.has(result.jobName)).toBe(true);
    expect(cluster.secrets.has(result.jobName)).toBe(true);
    expect(deletesOf(cluster, 'jobs')).toEqual([]);
    expect(deletesOf(cluster, 'secrets')).toEqual([]);
    expect(Date.parse(annotationsOf(cluster, result.jobName)[ANNOTATION] ?? '')).toBeGreaterThan(
      Date.now() - 10_000,
    );
  });

  it('the restarted server re-attaches: the log goes on from sinceTime, and the run passes when the pod completes', async () => {
    const { cluster, control } = await setUp((run) => {
      run.startPod();
      run.log('compiling\n', MINUTE_AGO());
    });
    const first = await runUntilShutdown(cluster, 'compiling');
    expect(first.result.error).toBe('detached');
    const stoppedAt = Date.parse(annotationsOf(cluster, first.result.jobName)[ANNOTATION] ?? '');
    // the pod goes on while no server runs
    control().log('written while the server was down\n');

    const log = logSink();
    const resumeSince = new Date();
    const resumed = server(cluster).run({
      ...spec(),
      signal: new AbortController().signal,
      log,
      resumeSince,
    });
    await log.seen('written while the server was down');
    control().log('linking\n');
    control().finishPod(0);
    control().setJobCondition('Complete');
    const result = await resumed;

    expect(result).toMatchObject({ status: 'passed', exitCode: 0, error: '', jobName: first.result.jobName });
    expect(log.text()).toBe(
      `[kubernetes] re-attached to Job ${result.jobName}\nwritten while the server was down\nlinking\n`,
    );
    // the Job was not created again: its create was answered AlreadyExists
    expect(jobCreates(cluster)).toHaveLength(2);
    expect(cluster.jobs.size).toBe(1);
    const since = new URL(logReads(cluster).at(-1)?.path ?? '', 'https://x').searchParams.get('sinceTime');
    expect(since).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // the copy continues a few seconds before where it stopped
    expect(Date.parse(since ?? '')).toBeLessThan(stoppedAt);
    expect(Date.parse(since ?? '')).toBeGreaterThan(stoppedAt - 10_000);
    // done: the Secret goes, and the Job no longer asks a later restart to copy its log
    expect(cluster.secrets.size).toBe(0);
    expect(annotationsOf(cluster, result.jobName)).not.toHaveProperty(ANNOTATION);
  });

  it('a Job that completed while no server ran: the rest of its log is copied, then it passes', async () => {
    const { cluster, control } = await setUp((run) => {
      run.startPod();
      run.log('tests running\n', MINUTE_AGO());
    });
    await runUntilShutdown(cluster, 'tests running');
    control().log('tests passed\n');
    control().finishPod(0);
    control().setJobCondition('Complete');

    const log = logSink();
    const result = await server(cluster).run({
      ...spec(),
      signal: new AbortController().signal,
      log,
      resumeSince: new Date(),
    });
    expect(result).toMatchObject({ status: 'passed', exitCode: 0 });
    expect(log.text()).toBe(`[kubernetes] re-attached to Job ${result.jobName}\ntests passed\n`);
  });

  it('a resumed run of a Job that had completed before the restart passes without copying its log again', async () => {
    const { cluster } = await setUp((run) => {
      run.startPod();
      run.log('built\n');
      run.finishPod(0);
      run.setJobCondition('Complete');
    });
    const first = await server(cluster).run({
      ...spec(),
      signal: new AbortController().signal,
      log: logSink(),
    });
    expect(first.status).toBe('passed');
    const readsBefore = logReads(cluster).length;

    const log = logSink();
    const result = await server(cluster).run({
      ...spec(),
      signal: new AbortController().signal,
      log,
      resumeSince: new Date(),
    });
    expect(result).toMatchObject({ status: 'passed', exitCode: 0, jobName: first.jobName });
    expect(log.text()).toBe(`[kubernetes] re-attached to Job ${result.jobName}\n`);
    expect(logReads(cluster)).toHaveLength(readsBefore);
    expect(cluster.secrets.size).toBe(0);
  });

  it('a failed Job met on resuming fails as it did, with its exit code', async () => {
    const { cluster } = await setUp((run) => {
      run.startPod();
      run.finishPod(2);
      run.setJobCondition('Failed', 'BackoffLimitExceeded', 'Job has reached the specified backoff limit');
    });
    await server(cluster).run({ ...spec(), signal: new AbortController().signal, log: logSink() });
    const result = await server(cluster).run({
      ...spec(),
      signal: new AbortController().signal,
      log: logSink(),
      resumeSince: new Date(),
    });
    expect(result).toMatchObject({ status: 'failed', exitCode: 2, error: 'exit code 2' });
  });

  it('a cancel after re-attaching deletes the Job and its Secret', async () => {
    const { cluster } = await setUp((run) => {
      run.startPod();
      run.log('long build\n');
    });
    await runUntilShutdown(cluster, 'long build');
    const cancel = new AbortController();
    const log = logSink();
    const resumed = server(cluster).run({ ...spec(), signal: cancel.signal, log, resumeSince: new Date() });
    await log.seen('re-attached');
    cancel.abort();
    expect(await resumed).toMatchObject({ status: 'cancelled', error: 'cancelled' });
    expect(cluster.jobs.size).toBe(0);
    expect(cluster.secrets.size).toBe(0);
  });

  it('without resumeSince, a Job an earlier run of the same key left (a retried task) is replaced, not re-attached', async () => {
    let creates = 0;
    const { cluster } = await setUp((run) => {
      creates++;
      run.startPod();
      if (creates === 1) {
        run.finishPod(3);
        run.setJobCondition('Failed', 'BackoffLimitExceeded');
        return;
      }
      run.log('second try\n');
      passes(run);
    });
    const first = await server(cluster).run({
      ...spec(),
      signal: new AbortController().signal,
      log: logSink(),
    });
    expect(first.status).toBe('failed');

    const log = logSink();
    const retried = await server(cluster).run({ ...spec(), signal: new AbortController().signal, log });
    expect(retried).toMatchObject({ status: 'passed', exitCode: 0, jobName: first.jobName });
    expect(log.text()).toContain(
      `[kubernetes] Job ${first.jobName} was left by an earlier run: it is replaced`,
    );
    expect(log.text()).toContain('second try');
    expect(deletesOf(cluster, 'jobs')[0]?.body).toMatchObject({ propagationPolicy: 'Foreground' });
    expect(creates).toBe(2);
  });
});
