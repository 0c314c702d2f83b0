import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { environments } from '../../src/db/schema-environments.js';
import { Podman } from '../../src/engine/executors/container/podman.js';
import { KubernetesWorkloads } from '../../src/workloads/kubernetes-workloads.js';
import { PodmanWorkloads } from '../../src/workloads/podman-workloads.js';
import { addKubeconfigCluster } from '../kubeconfig-fixture.js';
import { startWorkloadCluster, type WorkloadCluster } from '../kubernetes-workloads-api.js';
import { makeBusyboxImage } from '../podman-base-image.js';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { portalCaller } from './portal-contract.js';

/**
 * Services made of a namespace's objects (portal-shapes §5.15, POST …/services/yaml): an
 * environment's namespace on the real local podman cluster, and one on a Kubernetes cluster
 * reached through the API-server stand-in (test/kubernetes-workloads-api.ts: no cluster runs here).
 */
const ID = `${process.pid}${Date.now().toString(36)}`.slice(-8);
const BASE = `localhost/slipway-nsimp-base-${ID}:1`;
const NS = `nsimp-${ID}`;
let t: TestApp;
let source: string;
let target: string;
const call = portalCaller(() => t);

const podmanWorks = (() => {
  try {
    execFileSync('podman', ['--version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
})();

const manifests = (image: string) => `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, annotations: {kubectl.kubernetes.io/last-applied-configuration: "{}", team: shop}}
spec:
  replicas: 1
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers: [{name: http, image: "${image}", command: [sleep, "3600"]}]
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

const importBody = (clusterId: string, namespace: string, services: unknown[]) => ({
  cluster_id: clusterId,
  namespace,
  product_name: target,
  visibility: 'private',
  type: 'k8s',
  services,
});
const importInto = (body: unknown, status = 200) =>
  call('POST', `/api/aslan/service/services/yaml?projectName=${target}`, body, undefined, status);
const serviceNames = async () =>
  (await call('GET', `/api/aslan/service/services?projectName=${target}`))
    .json()
    .data.map((s: { service_name: string }) => s.service_name);
const yamlOf = async (name: string) =>
  String((await call('GET', `/api/aslan/service/services/${name}/k8s?projectName=${target}`)).json().yaml);
const documents = (yaml: string) =>
  parseAllDocuments(yaml).map((d) => d.toJS() as Record<string, Record<string, unknown>>);

/** What the cluster adds never reaches the service's YAML. */
function expectNoClusterFields(yaml: string) {
  for (const doc of documents(yaml)) {
    expect(doc.status).toBeUndefined();
    for (const key of ['uid', 'resourceVersion', 'generation', 'creationTimestamp', 'managedFields'])
      expect(doc.metadata?.[key]).toBeUndefined();
    expect(doc.metadata?.namespace).toBeUndefined();
    expect(doc.metadata?.labels ?? {}).not.toHaveProperty('s-product');
    expect(doc.metadata?.annotations ?? {}).not.toHaveProperty(
      'kubectl.kubernetes.io/last-applied-configuration',
    );
  }
}

beforeAll(async () => {
  t = await createTestApp();
  source = (await createProject(t, { product_name: `nsimp-a-${ID}` })).product_name;
  target = (await createProject(t, { product_name: `nsimp-b-${ID}` })).product_name;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe.skipIf(!podmanWorks)('from an environment on the local podman cluster', () => {
  let local: PodmanWorkloads;

  beforeAll(async () => {
    makeBusyboxImage(BASE);
    local = new PodmanWorkloads(new Podman(t.dataDir, { maxOpenFiles: 1024, maxProcesses: 1024 }), t.dataDir);
    await local.ensureNamespace(NS);
    await local.apply(NS, { project: source, service: 'web' }, manifests(BASE));
    await local.putResource(NS, 'Secret', {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'web-secret' },
      data: { token: 'c2VjcmV0' },
    });
    await t.database.db.insert(environments).values({
      project: source,
      name: 'dev',
      namespace: NS,
      clusterId: 'local',
      source: 'spock',
      status: 'success',
    });
  }, 300_000);
  afterAll(async () => {
    await local?.removeNamespace(NS).catch(() => {});
    execFileSync('podman', ['rmi', '-f', BASE], { stdio: 'pipe' });
  }, 120_000);

  it('makes a service of the picked Deployment, Service, ConfigMap and Secret, workloads first', async () => {
    await importInto(
      importBody('local', NS, [
        {
          name: 'web',
          workloads_map: {
            configmap: ['web-config'],
            secret: ['web-secret'],
            service: ['web'],
            deployment: ['web'],
          },
        },
      ]),
    );
    const yaml = await yamlOf('web');
    const docs = documents(yaml);
    expect(docs.map((d) => `${d.kind}/${d.metadata?.name}`)).toEqual([
      'Deployment/web',
      'Service/web',
      'ConfigMap/web-config',
      'Secret/web-secret',
    ]);
    expectNoClusterFields(yaml);
    expect(docs[0]?.metadata?.annotations).toEqual({ team: 'shop' });
    expect(docs[2]?.data).toEqual({ mode: 'dev' });
    // Secret data is kept as it is in the cluster
    expect(docs[3]?.data).toEqual({ token: 'c2VjcmV0' });
    const service = (await call('GET', `/api/aslan/service/services/web/k8s?projectName=${target}`)).json();
    expect(service.containers).toMatchObject([{ name: 'http', image: BASE }]);
  });

  it('refuses a name that exists (or repeats) and creates none of the request', async () => {
    const picks = { configmap: ['web-config'] };
    const taken = await importInto(
      importBody('local', NS, [
        { name: 'fresh', workloads_map: picks },
        { name: 'web', workloads_map: picks },
      ]),
      409,
    );
    expect(taken.json().description).toContain('web');
    await importInto(
      importBody('local', NS, [
        { name: 'twice', workloads_map: picks },
        { name: 'twice', workloads_map: picks },
      ]),
      409,
    );
    expect(await serviceNames()).toEqual(['web']);
  });

  it('refuses picks the namespace does not hold, naming them, and creates nothing', async () => {
    const res = await importInto(
      importBody('local', NS, [
        { name: 'cfg', workloads_map: { configmap: ['web-config'] } },
        { name: 'gone', workloads_map: { deployment: ['web'], configmap: ['nope'], statefulset: ['db'] } },
      ]),
      400,
    );
    expect(res.json().description).toContain('StatefulSet/db');
    expect(res.json().description).toContain('ConfigMap/nope');
    await importInto(importBody('local', NS, [{ name: 'empty', workloads_map: {} }]), 400);
    expect(await serviceNames()).toEqual(['web']);
  });
});

describe('from a namespace of a Kubernetes cluster (API-server stand-in)', () => {
  let kube: WorkloadCluster;
  let clusterId: string;

  beforeAll(async () => {
    kube = await startWorkloadCluster();
    clusterId = await addKubeconfigCluster(t, kube, { name: `nsimp-${ID}` });
    const driver = new KubernetesWorkloads({ server: kube.server, token: kube.token, caCert: kube.caCert });
    await driver.ensureNamespace('shop-dev');
    await driver.apply('shop-dev', { project: source, service: 'web' }, manifests('reg/web:1'));
    driver.close();
  }, 60_000);
  afterAll(async () => {
    await kube?.stop();
  });

  it('reads the objects from the API and leaves out what the cluster added', async () => {
    await importInto(
      importBody(clusterId, 'shop-dev', [
        { name: 'kweb', workloads_map: { deployment: ['web'], service: ['web'], configmap: ['web-config'] } },
      ]),
    );
    const yaml = await yamlOf('kweb');
    const docs = documents(yaml);
    expect(docs.map((d) => `${d.apiVersion} ${d.kind}`)).toEqual([
      'apps/v1 Deployment',
      'v1 Service',
      'v1 ConfigMap',
    ]);
    expectNoClusterFields(yaml);
    expect(docs[1]?.spec).not.toHaveProperty('clusterIP');
    expect(docs[1]?.spec).not.toHaveProperty('clusterIPs');
    expect(docs[1]?.spec).toMatchObject({ selector: { app: 'web' } });
    expect(
      kube.requests.some((r) => r.method === 'GET' && r.path.endsWith('/namespaces/shop-dev/deployments')),
    ).toBe(true);
  });
});
