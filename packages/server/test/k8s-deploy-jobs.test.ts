import { customDeploySpecSchema, k8sPatchSpecSchema, zadigDeploySpecSchema } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreparedJob } from '../src/engine/executors/job-executor.js';
import { customDeployJob } from '../src/engine/job-types/custom-deploy.js';
import type { JobContext } from '../src/engine/job-types/job-type.js';
import { k8sPatchJob } from '../src/engine/job-types/k8s-patch.js';
import { zadigDeployJob } from '../src/engine/job-types/zadig-deploy.js';
import { type DeployTargets, setServiceImage } from '../src/engine/job-types/zadig-deploy-targets.js';
import { KubernetesWorkloads } from '../src/workloads/kubernetes-workloads.js';
import { startWorkloadCluster, type WorkloadCluster } from './kubernetes-workloads-api.js';
import { memoryLog } from './memory-log.js';

/**
 * The deploy job types on a normal cluster: the real Kubernetes workload driver against the contract
 * stand-in of the API server (no cluster runs here; the stand-in answers as the Kubernetes API
 * reference documents, see kubernetes-workloads-api.ts, and its Deployment controller rolls pods
 * out unless a Deployment is annotated `standin/stuck`).
 */
const NS = 'shop-dev';
let cluster: WorkloadCluster;
let driver: KubernetesWorkloads;
let targets: DeployTargets;

const manifests = (name: string, image: string, stuck = false) => `
apiVersion: apps/v1
kind: Deployment
metadata: {name: ${name}${stuck ? ', annotations: {standin/stuck: "true"}' : ''}}
spec:
  replicas: 1
  selector: {matchLabels: {app: ${name}}}
  template:
    metadata: {labels: {app: ${name}}}
    spec:
      containers: [{name: http, image: "${image}"}]
---
apiVersion: v1
kind: ConfigMap
metadata: {name: ${name}-config}
data: {level: info, stale: "yes"}
`;

/** The image a Deployment's pods are to run, as the API answers it. */
const imageOf = async (name: string) =>
  (await driver.workloads(NS)).find((w) => w.name === name)?.images[0]?.image;

function context(timeoutMs = 10_000) {
  const { log, text } = memoryLog();
  const ctx: JobContext = {
    job: {} as PreparedJob,
    env: {},
    templates: { project: 'shop', workflow: 'release', taskId: 3, creator: 'admin', params: {}, outputs: {} },
    jobName: 'deploy',
    log,
    signal: new AbortController().signal,
    timeoutMs,
    minuteMs: 60_000,
  };
  return { ctx, text };
}

beforeAll(async () => {
  cluster = await startWorkloadCluster();
  driver = new KubernetesWorkloads({ server: cluster.server, token: cluster.token, caCert: cluster.caCert });
  await driver.ensureNamespace(NS);
  await driver.apply(NS, { project: 'shop', service: 'web' }, manifests('web', 'reg/web:1'));
  await driver.apply(NS, { project: 'shop', service: 'stuck' }, manifests('stuck', 'reg/stuck:1', true));
  targets = {
    environment: async () => ({
      project: 'shop',
      name: 'dev',
      namespace: NS,
      clusterId: 'prod-cluster',
      driver,
      services: [{ name: 'web', type: 'k8s', containers: [{ name: 'http', image: 'reg/web:1' }] }],
    }),
    cluster: async (id) => {
      if (id !== 'prod-cluster') throw new Error(`cluster "${id}" is not connected`);
      return driver;
    },
    deployImage: (env, service, container, image) =>
      setServiceImage(env.driver, env.namespace, service, container, image),
    deployHelm: async () => {},
  };
});
afterAll(() => cluster?.stop());

describe('deploy jobs on a Kubernetes cluster (contract stand-in)', () => {
  it('zadig-deploy sets the service image on its Deployment and waits for the rollout', async () => {
    const { ctx, text } = context();
    const spec = zadigDeploySpecSchema.parse({
      env: 'dev',
      service_and_images: [{ service_name: 'web', service_module: 'http', image: 'reg/web:2' }],
    });
    expect(await zadigDeployJob(targets).run(spec, ctx)).toEqual({
      status: 'passed',
      outputs: {},
      error: '',
    });
    expect(await imageOf('web')).toBe('reg/web:2');
    expect(text()).toContain('Deployment/web is ready');
  });

  it('zadig-deploy sets the image again over a concurrent write of the Deployment, and gives up after 5', async () => {
    // the stored object is replaced on every write: find it anew
    const racing = (writes: number) => {
      const deployment = [...cluster.objects.entries()].find(([key]) => key.endsWith('/deployments/web'))![1];
      deployment.metadata.annotations = {
        ...(deployment.metadata.annotations as object),
        'standin/conflicts': String(writes),
      };
    };
    const deploy = (image: string) =>
      zadigDeployJob(targets).run(
        zadigDeploySpecSchema.parse({
          env: 'dev',
          service_and_images: [{ service_name: 'web', service_module: 'http', image }],
        }),
        context().ctx,
      );
    racing(2);
    expect((await deploy('reg/web:racy')).status).toBe('passed');
    expect(await imageOf('web')).toBe('reg/web:racy');
    racing(5);
    const result = await deploy('reg/web:never');
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/the object has been modified/);
    expect(await imageOf('web')).toBe('reg/web:racy');
  });

  it('custom-deploy sets a named container image; a rollout that never ends is a timeout', async () => {
    const spec = customDeploySpecSchema.parse({
      cluster_id: 'prod-cluster',
      namespace: NS,
      targets: [{ target: 'deployment/web/http', image: 'reg/web:3' }],
    });
    expect((await customDeployJob(targets).run(spec, context().ctx)).status).toBe('passed');
    expect(await imageOf('web')).toBe('reg/web:3');

    const stuck = customDeploySpecSchema.parse({
      cluster_id: 'prod-cluster',
      namespace: NS,
      timeout: 1,
      targets: [{ target: 'Deployment/stuck/http', image: 'reg/stuck:2' }],
    });
    const result = await customDeployJob(targets).run(stuck, context().ctx);
    expect(result.status).toBe('timeout');
    expect(result.error).toMatch(/^Deployment\/stuck: timed out waiting for the rollout/);
    expect(await imageOf('stuck')).toBe('reg/stuck:2');

    const missing = customDeploySpecSchema.parse({
      cluster_id: 'prod-cluster',
      namespace: NS,
      targets: [{ target: 'Deployment/absent/http', image: 'x:1' }],
    });
    const absent = await customDeployJob(targets).run(missing, context().ctx);
    expect(absent.status).toBe('failed');
    expect(absent.error).toMatch(/^Deployment\/absent\/http: /);
    const elsewhere = await customDeployJob(targets).run({ ...spec, cluster_id: 'gone' }, context().ctx);
    expect(elsewhere.error).toBe('cluster "gone" is not connected');
  });

  it('k8s-resource-patch patches a ConfigMap through the API, keeping what the patch leaves', async () => {
    const spec = k8sPatchSpecSchema.parse({
      cluster_id: 'prod-cluster',
      namespace: NS,
      patch_items: [
        {
          resource_name: 'web-config',
          resource_kind: 'ConfigMap',
          patch_strategy: 'strategic-merge',
          patch_content: 'data:\n  level: "{{.level}}"\n  stale: null\n',
          params: [{ name: 'level', value: 'debug' }],
        },
        {
          resource_name: 'web-config',
          resource_kind: 'ConfigMap',
          patch_strategy: 'json',
          patch_content: '[{"op": "add", "path": "/data/extra", "value": "1"}]',
        },
      ],
    });
    const { ctx, text } = context();
    expect(await k8sPatchJob(targets).run(spec, ctx)).toEqual({ status: 'passed', outputs: {}, error: '' });
    const stored = cluster.objects.get(`/api/v1/namespaces/${NS}/configmaps/web-config`) as unknown as {
      data: unknown;
      metadata: { labels: Record<string, string> };
    };
    expect(stored.data).toEqual({ level: 'debug', extra: '1' });
    // the service's labels stay, so the environment still owns the object
    expect(stored.metadata.labels).toMatchObject({ 's-product': 'shop', 's-service': 'web' });
    expect(text()).toContain('ConfigMap/web-config: patched (json)');
  });
});
