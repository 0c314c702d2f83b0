import { jobResources } from '../src/engine/executors/job-resources.js';
import type { KubernetesJobSpec } from '../src/engine/executors/kubernetes/job-manifest.js';
import {
  KubernetesExecutor,
  type KubernetesExecutorOptions,
} from '../src/engine/executors/kubernetes/kubernetes-executor.js';
import type { FakeCluster, RunControl } from './kubernetes-api.js';

/** What the executor tests run: a job of a workflow task, with a plain and a secret variable. */
export const SECRET = 'hunter2-registry-password';
export const SCRIPT = 'echo building\nmake test\n';

export const spec = (overrides: Partial<KubernetesJobSpec> = {}): KubernetesJobSpec => ({
  key: { workflow: 'Demo_Workflow', taskId: 12, job: 'build api' },
  namespace: 'ci',
  image: 'registry.example.com/build-base:focal',
  script: SCRIPT,
  env: { TASK_ID: '12', SERVICE: 'api' },
  secretEnv: { REGISTRY_PASSWORD: SECRET },
  resources: jobResources('define', { cpu_limit: 500, memory_limit: 1024 }),
  timeoutMs: 60 * 60 * 1000,
  ...overrides,
});

/** A job log writer keeping what it is given; `seen` waits for a text to arrive. */
export function logSink() {
  const chunks: string[] = [];
  const waiters: Array<{ text: string; resolve: () => void }> = [];
  return {
    text: () => chunks.join(''),
    write(chunk: string | Buffer) {
      chunks.push(chunk.toString());
      for (const w of waiters.filter((w) => chunks.join('').includes(w.text))) w.resolve();
      return true;
    },
    drained: () => Promise.resolve(),
    /** resolves once the log holds the text */
    seen(text: string) {
      return new Promise<void>((resolve) => {
        if (chunks.join('').includes(text)) resolve();
        else waiters.push({ text, resolve });
      });
    },
  };
}

/** An executor for the stand-in cluster, rewatching quickly. */
export const executorFor = (cluster: FakeCluster, options: KubernetesExecutorOptions = {}) =>
  new KubernetesExecutor(
    { server: cluster.server, token: cluster.token, caCert: cluster.caCert },
    { rewatchMs: 10, ...options },
  );

/** A pod that starts and exits 0, and its Job complete. */
export const passes = (run: RunControl) => {
  run.startPod();
  run.finishPod(0);
  run.setJobCondition('Complete');
};

export const deletesOf = (c: FakeCluster, kind: 'jobs' | 'secrets') =>
  c.requests.filter((r) => r.method === 'DELETE' && r.path.includes(`/${kind}/`));
