import { afterEach, describe, expect, it } from 'vitest';
import { jobResources } from '../src/engine/executors/job-resources.js';
import {
  KubernetesExecutor,
  type KubernetesExecutorOptions,
} from '../src/engine/executors/kubernetes/kubernetes-executor.js';
import { type FakeCluster, type RunControl, startFakeCluster } from './kubernetes-api.js';
import {
  deletesOf,
  executorFor,
  logSink,
  passes,
  SCRIPT,
  SECRET,
  spec,
} from './kubernetes-executor.fixture.js';

/**
 * The Kubernetes executor against a stand-in API server (test/kubernetes-api.ts) that answers as
 * the Kubernetes API documents: no cluster runs here.
 */
let cluster: FakeCluster | undefined;
let executor: KubernetesExecutor | undefined;
afterEach(async () => {
  executor?.close();
  await cluster?.stop();
  cluster = undefined;
  executor = undefined;
});

async function setUp(scenario: (run: RunControl) => void, options: KubernetesExecutorOptions = {}) {
  cluster = await startFakeCluster(scenario);
  executor = executorFor(cluster, options);
  return { cluster, executor };
}

const jobOf = (c: FakeCluster) =>
  [...c.requests].find((r) => r.method === 'POST' && r.path.endsWith('/jobs'))?.body as {
    metadata: { name: string; labels: Record<string, string> };
    spec: Record<string, unknown> & {
      template: { spec: { restartPolicy: string; containers: Array<Record<string, unknown>> } };
    };
  };

describe('Kubernetes executor', () => {
  it('a passing job: a batch/v1 Job with the image and resources, its log followed, passed with exit code 0', async () => {
    const { cluster, executor } = await setUp((run) => {
      run.startPod();
      run.log('building\n');
      run.log('tests ok\n');
      run.finishPod(0);
      run.setJobCondition('Complete');
    });
    const log = logSink();
    const result = await executor.run({ ...spec(), signal: new AbortController().signal, log });

    expect(result).toMatchObject({ status: 'passed', exitCode: 0, error: '' });
    expect(log.text()).toBe('building\ntests ok\n');
    const job = jobOf(cluster);
    expect(job.metadata.name).toBe(result.jobName);
    expect(job.metadata.labels).toMatchObject({
      'slipway.dev/workflow': 'Demo_Workflow',
      'slipway.dev/task': '12',
      'slipway.dev/job': 'build-api',
    });
    expect(job.spec).toMatchObject({ backoffLimit: 0, activeDeadlineSeconds: 3600 });
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
    expect(job.spec.template.spec.containers).toEqual([
      expect.objectContaining({
        image: 'registry.example.com/build-base:focal',
        resources: { requests: { cpu: '125m', memory: '256Mi' }, limits: { cpu: '500m', memory: '1024Mi' } },
      }),
    ]);
    // the Secret goes when the run ends
    expect(deletesOf(cluster, 'secrets').map((r) => r.path)).toEqual([
      `/api/v1/namespaces/ci/secrets/${result.jobName}`,
    ]);
    expect(cluster.secrets.size).toBe(0);
  });

  it("a preset's request and limit and the GPU limit (Zadig's `nvidia.com/gpu: 1`) go into the container", async () => {
    const { cluster, executor } = await setUp(passes);
    const resources = jobResources('high', { gpu_limit: 'nvidia.com/gpu: 1' });
    await executor.run({ ...spec({ resources }), signal: new AbortController().signal, log: logSink() });
    expect(jobOf(cluster).spec.template.spec.containers[0]?.resources).toEqual({
      requests: { cpu: '4000m', memory: '4096Mi' },
      limits: { cpu: '16000m', memory: '32768Mi', 'nvidia.com/gpu': '1' },
    });
  });

  it('a GPU limit of another shape is left out, and the log says so', async () => {
    const { cluster, executor } = await setUp(passes);
    const log = logSink();
    const resources = jobResources('min', { gpu_limit: 'two gpus please' });
    await executor.run({ ...spec({ resources }), signal: new AbortController().signal, log });
    expect(jobOf(cluster).spec.template.spec.containers[0]?.resources).toEqual({
      requests: { cpu: '500m', memory: '512Mi' },
      limits: { cpu: '2000m', memory: '2048Mi' },
    });
    expect(log.text()).toContain('[kubernetes] GPU limit "two gpus please" is not "<resource>: <count>"');
  });

  it('credentials and the script are in the run Secret, not inline in the Job manifest', async () => {
    const { cluster, executor } = await setUp((run) => {
      run.startPod();
      run.finishPod(0);
      run.setJobCondition('Complete');
    });
    await executor.run({ ...spec(), signal: new AbortController().signal, log: logSink() });

    const job = jobOf(cluster);
    const manifest = JSON.stringify(job);
    expect(manifest).not.toContain(SECRET);
    expect(manifest).not.toContain('make test');
    const env = job.spec.template.spec.containers[0]?.env as Array<Record<string, unknown>>;
    expect(env).toContainEqual({ name: 'TASK_ID', value: '12' });
    expect(env).toContainEqual({
      name: 'REGISTRY_PASSWORD',
      valueFrom: { secretKeyRef: { name: job.metadata.name, key: 'env.REGISTRY_PASSWORD' } },
    });
    const secret = cluster.requests.find((r) => r.method === 'POST' && r.path.endsWith('/secrets'))?.body as {
      stringData: Record<string, string>;
    };
    expect(secret.stringData).toEqual({ 'script.sh': SCRIPT, 'env.REGISTRY_PASSWORD': SECRET });
    // nothing of the secret is on a path or query either
    expect(cluster.requests.map((r) => r.path).join(' ')).not.toContain(SECRET);
  });

  it('a failing job: failed with the container exit code', async () => {
    const { executor } = await setUp((run) => {
      run.startPod();
      run.log('make: *** [test] Error 3\n');
      run.finishPod(3);
      run.setJobCondition('Failed', 'BackoffLimitExceeded', 'Job has reached the specified backoff limit');
    });
    const log = logSink();
    const result = await executor.run({ ...spec(), signal: new AbortController().signal, log });
    expect(result).toMatchObject({ status: 'failed', exitCode: 3, error: 'exit code 3' });
    expect(log.text()).toContain('Error 3');
  });

  it('cancel: the Job is deleted with propagationPolicy Background, and its Secret', async () => {
    const { cluster, executor } = await setUp((run) => {
      run.startPod();
      run.log('working\n');
    });
    const log = logSink();
    const cancel = new AbortController();
    const running = executor.run({ ...spec(), signal: cancel.signal, log });
    await log.seen('working');
    cancel.abort();
    const result = await running;

    expect(result).toMatchObject({ status: 'cancelled' });
    const [deleted] = deletesOf(cluster, 'jobs');
    expect(deleted?.path).toBe(
      `/apis/batch/v1/namespaces/ci/jobs/${result.jobName}?propagationPolicy=Background`,
    );
    expect(deleted?.body).toMatchObject({ kind: 'DeleteOptions', propagationPolicy: 'Background' });
    expect(cluster.jobs.size).toBe(0);
    expect(cluster.secrets.size).toBe(0);
  });

  it('timeout reported by the cluster (DeadlineExceeded): timeout', async () => {
    const { executor } = await setUp((run) => {
      run.startPod();
      run.setJobCondition('Failed', 'DeadlineExceeded', 'Job was active longer than specified deadline');
    });
    const result = await executor.run({ ...spec(), signal: new AbortController().signal, log: logSink() });
    expect(result).toMatchObject({ status: 'timeout' });
    expect(result.error).toContain('DeadlineExceeded');
  });

  it('a Job the cluster does not end by its deadline is deleted by the executor: timeout', async () => {
    const { cluster, executor } = await setUp((run) => run.startPod(), { deadlineGraceMs: 0 });
    const result = await executor.run({
      ...spec({ timeoutMs: 50 }),
      signal: new AbortController().signal,
      log: logSink(),
    });
    expect(result).toMatchObject({ status: 'timeout' });
    expect(deletesOf(cluster, 'jobs')[0]?.body).toMatchObject({ propagationPolicy: 'Background' });
    expect(cluster.secrets.size).toBe(0);
  });

  it('a wrong token or an untrusted cluster certificate: the run is refused, nothing created', async () => {
    const { cluster } = await setUp(() => {});
    const wrongToken = new KubernetesExecutor({
      server: cluster.server,
      token: 'nope',
      caCert: cluster.caCert,
    });
    await expect(
      wrongToken.run({ ...spec(), signal: new AbortController().signal, log: logSink() }),
    ).rejects.toThrow(/Unauthorized/);
    wrongToken.close();
    const noCa = new KubernetesExecutor({ server: cluster.server, token: cluster.token });
    await expect(
      noCa.run({ ...spec(), signal: new AbortController().signal, log: logSink() }),
    ).rejects.toThrow(/certificate/i);
    noCa.close();
    expect(cluster.jobs.size).toBe(0);
  });
});
