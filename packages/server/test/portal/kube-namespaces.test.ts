import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments } from '../../src/db/schema-environments.js';
import { Podman } from '../../src/engine/executors/container/podman.js';
import { KubernetesWorkloads } from '../../src/workloads/kubernetes-workloads.js';
import { PodmanWorkloads } from '../../src/workloads/podman-workloads.js';
import { addKubeconfigCluster } from '../kubeconfig-fixture.js';
import { startWorkloadCluster, type WorkloadCluster } from '../kubernetes-workloads-api.js';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller } from './portal-contract.js';

/**
 * The namespaces of a cluster (portal-shapes §2.2) and the resources of one namespace (§5.15):
 * on a Kubernetes cluster of system settings, reached through the API-server stand-in
 * (test/kubernetes-workloads-api.ts: no cluster runs here), and on the local podman cluster.
 */
const ID = `${process.pid}${Date.now().toString(36)}`.slice(-8);
const NS = `nsl-${ID}`;
let t: TestApp;
let project: string;
let kube: WorkloadCluster;
let clusterId: string;
const call = portalCaller(() => t);

const podmanWorks = (() => {
  try {
    execFileSync('podman', ['--version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
})();

const manifests = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: 1
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers: [{name: http, image: reg/web:1}]
---
apiVersion: v1
kind: Service
metadata: {name: web}
spec:
  selector: {app: web}
  ports: [{port: 80, targetPort: 8080}]
---
apiVersion: v1
kind: ConfigMap
metadata: {name: web-config}
data: {mode: dev}
`;

const useEnvironment = (name: string, namespace: string, cluster: string) =>
  t.database.db
    .insert(environments)
    .values({ project, name, namespace, clusterId: cluster, source: 'spock', status: 'success' });

beforeAll(async () => {
  t = await createTestApp();
  project = (await createProject(t, { product_name: `nsl-${ID}` })).product_name;
  kube = await startWorkloadCluster();
  clusterId = await addKubeconfigCluster(t, kube, { name: `apps-${ID}` });
  const driver = new KubernetesWorkloads({ server: kube.server, token: kube.token, caCert: kube.caCert });
  for (const ns of ['shop-dev', 'spare', 'kube-system']) await driver.ensureNamespace(ns);
  await driver.apply('shop-dev', { project, service: 'web' }, manifests);
  driver.close();
  await useEnvironment('dev', 'shop-dev', clusterId);
}, 60_000);

afterAll(async () => {
  await kube?.stop();
  await t?.close();
});

describe('namespaces of a Kubernetes cluster (API-server stand-in)', () => {
  it('lists every namespace but the system ones, flagging those an environment uses', async () => {
    const res = await call(
      'GET',
      `/api/aslan/environment/kube/available_namespaces?clusterId=${clusterId}&type=create`,
    );
    expectShape(res.json(), { '0': { name: 'string' } } as never);
    expect(res.json()).toEqual([
      { name: 'default', used: false },
      { name: 'shop-dev', used: true },
      { name: 'spare', used: false },
    ]);
    expect(kube.requests.some((r) => r.method === 'GET' && r.path === '/api/v1/namespaces')).toBe(true);
  });

  it('lists the resources of a namespace per kind for the import page', async () => {
    const res = await call(
      'GET',
      `/api/aslan/service/services/kube/workloads?projectName=${project}&cluster_id=${clusterId}&namespace=shop-dev`,
    );
    expect(res.json()).toEqual({
      workloads_map: {
        deployment: ['web'],
        statefulset: [],
        configmap: ['web-config'],
        secret: [],
        ingress: [],
        pvc: [],
        service: ['web'],
      },
    });
    const empty = await call(
      'GET',
      `/api/aslan/service/services/kube/workloads?projectName=${project}&cluster_id=${clusterId}&namespace=spare`,
    );
    expect(empty.json().workloads_map.deployment).toEqual([]);
  });

  it('answers 400 with a description for a cluster that is not connected', async () => {
    const res = await call(
      'GET',
      '/api/aslan/environment/kube/available_namespaces?clusterId=no-such-cluster&type=',
      undefined,
      undefined,
      400,
    );
    expect(typeof res.json().description).toBe('string');
  });

  it('needs the create_service permission for a namespace’s resources', async () => {
    const outsider = await t.createUser(`nsl-out-${ID}`);
    await call(
      'GET',
      `/api/aslan/service/services/kube/workloads?projectName=${project}&cluster_id=${clusterId}&namespace=shop-dev`,
      undefined,
      outsider.token,
      403,
    );
  });
});

describe.skipIf(!podmanWorks)('namespaces of the local podman cluster', () => {
  let local: PodmanWorkloads;

  beforeAll(async () => {
    local = new PodmanWorkloads(new Podman(t.dataDir, { maxOpenFiles: 1024, maxProcesses: 1024 }), t.dataDir);
    await local.ensureNamespace(NS);
    await local.putResource(NS, 'ConfigMap', {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'settings' },
      data: { a: '1' },
    });
  });
  afterAll(async () => {
    await local?.removeNamespace(NS).catch(() => {});
  });

  it('lists the namespaces the local cluster keeps; used once an environment has one', async () => {
    const url = '/api/aslan/environment/kube/available_namespaces?clusterId=local&type=create';
    expect((await call('GET', url)).json()).toContainEqual({ name: NS, used: false });
    await useEnvironment('local-dev', NS, 'local');
    expect((await call('GET', url)).json()).toContainEqual({ name: NS, used: true });
    // the create forms of a project without a cluster id mean the local cluster
    expect(
      (await call('GET', '/api/aslan/environment/kube/available_namespaces?clusterId=&type=')).json(),
    ).toContainEqual({ name: NS, used: true });
  });

  it('lists a local namespace’s resources', async () => {
    const res = await call(
      'GET',
      `/api/aslan/service/services/kube/workloads?projectName=${project}&cluster_id=local&namespace=${NS}`,
    );
    expect(res.json().workloads_map).toMatchObject({ configmap: ['settings'], deployment: [] });
  });
});
