import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Podman } from '../src/engine/executors/container/podman.js';
import { ClusterDrivers, ClusterUnavailableError } from '../src/workloads/cluster-drivers.js';
import { KubernetesWorkloads } from '../src/workloads/kubernetes-workloads.js';
import { PodmanWorkloads } from '../src/workloads/podman-workloads.js';
import { startWorkloadCluster, type WorkloadCluster } from './kubernetes-workloads-api.js';

/**
 * The Kubernetes driver against a contract stand-in of the API server (no cluster runs here; the
 * stand-in answers as the Kubernetes API reference documents, see kubernetes-workloads-api.ts):
 * create-or-replace with resourceVersion, pruning by the s-product/s-service labels, rollout
 * watch, the scale subresource, restart by the restartedAt annotation, logs, exec over
 * v4.channel.k8s.io, events and plain objects.
 */
const NS = 'shop-dev';
const LABELS = { project: 'shop', service: 'web' };
const DEPLOYMENT = { kind: 'Deployment', name: 'web' } as const;
let cluster: WorkloadCluster;
let driver: KubernetesWorkloads;

const manifests = (image: string, withConfig = true) => `
apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: 2
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers: [{name: http, image: "${image}"}]
---
apiVersion: v1
kind: Service
metadata: {name: web}
spec:
${withConfig ? '  clusterIP: 10.96.0.20\n' : ''}  selector: {app: web}
  ports: [{name: http, port: 80, targetPort: 8080}]
${withConfig ? '---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: web-config}\ndata: {a: "1"}\n' : ''}`;

const deploymentPath = `/apis/apps/v1/namespaces/${NS}/deployments/web`;
const deployment = () =>
  cluster.objects.get(deploymentPath) as unknown as {
    metadata: { labels: Record<string, string> };
    spec: {
      replicas: number;
      template: {
        metadata: { annotations?: Record<string, string> };
        spec: { containers: { image: string }[] };
      };
    };
  };

beforeAll(async () => {
  cluster = await startWorkloadCluster();
  driver = new KubernetesWorkloads({ server: cluster.server, token: cluster.token, caCert: cluster.caCert });
});
afterAll(() => cluster?.stop());

describe('the Kubernetes workload driver (contract stand-in)', () => {
  it('answers whether the API can be reached with the token it has', async () => {
    expect(await driver.available()).toEqual({ ok: true, reason: '' });
    const wrong = new KubernetesWorkloads({ server: cluster.server, token: 'wrong', caCert: cluster.caCert });
    expect((await wrong.available()).ok).toBe(false);
  });

  it('creates the namespace once', async () => {
    await driver.ensureNamespace(NS);
    await driver.ensureNamespace(NS);
    expect(
      cluster.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/namespaces'),
    ).toHaveLength(1);
  });

  it('applies a service labelled as its own, waits for the rollout and lists what runs', async () => {
    await driver.apply(NS, LABELS, manifests('registry.local/web:1'));
    expect(deployment().metadata.labels).toMatchObject({ 's-product': 'shop', 's-service': 'web' });
    await driver.waitRollout(NS, DEPLOYMENT, 5_000);
    const [state] = await driver.workloads(NS);
    expect(state).toMatchObject({
      kind: 'Deployment',
      name: 'web',
      service: 'web',
      replicas: 2,
      ready_replicas: 2,
    });
    expect(state?.pods).toHaveLength(2);
    expect(state?.pods[0]).toMatchObject({ phase: 'Running', ready: true, host_ip: '10.0.0.7' });
    expect(state?.pods[0]?.containers[0]).toMatchObject({
      name: 'http',
      image: 'registry.local/web:1',
      status: 'running',
    });
    expect(await driver.endpoints(NS)).toEqual([
      { service: 'web', name: 'http', host: '10.96.0.20', port: 80, target_port: 8080, protocol: 'TCP' },
    ]);
  });

  it('replaces on a second apply and removes what the manifests no longer hold', async () => {
    await driver.apply(NS, LABELS, manifests('registry.local/web:1', false));
    expect(cluster.objects.has(`/api/v1/namespaces/${NS}/configmaps/web-config`)).toBe(false);
    expect(cluster.requests.some((r) => r.method === 'PUT' && r.path === deploymentPath)).toBe(true);
    // the Service is replaced with the cluster IP the cluster gave it
    const servicePut = cluster.requests.findLast(
      (r) => r.method === 'PUT' && r.path === `/api/v1/namespaces/${NS}/services/web`,
    );
    expect((servicePut?.body as { spec: { clusterIP: string } } | undefined)?.spec.clusterIP).toBe(
      '10.96.0.20',
    );
  });

  it('sets an image and sees the new pods roll out', async () => {
    await driver.setImage(NS, DEPLOYMENT, 'http', 'registry.local/web:2');
    await driver.waitRollout(NS, DEPLOYMENT, 5_000);
    const [state] = await driver.workloads(NS);
    expect(state?.images).toEqual([{ container: 'http', image: 'registry.local/web:2' }]);
    expect(state?.pods.every((p) => p.containers[0]?.image === 'registry.local/web:2')).toBe(true);
    await expect(driver.setImage(NS, DEPLOYMENT, 'nope', 'x')).rejects.toThrow(/container "nope"/);
  });

  it('scales through the scale subresource and restarts with the restartedAt annotation', async () => {
    await driver.scale(NS, DEPLOYMENT, 3);
    expect(cluster.requests.some((r) => r.method === 'PUT' && r.path === `${deploymentPath}/scale`)).toBe(
      true,
    );
    await driver.waitRollout(NS, DEPLOYMENT, 5_000);
    expect((await driver.workloads(NS))[0]?.pods).toHaveLength(3);
    await driver.restart(NS, DEPLOYMENT);
    await driver.waitRollout(NS, DEPLOYMENT, 5_000);
    expect(deployment().spec.template.metadata.annotations?.['kubectl.kubernetes.io/restartedAt']).toMatch(
      /^\d{4}-/,
    );
    await expect(driver.scale(NS, DEPLOYMENT, -1)).rejects.toThrow(/replicas/);
  });

  it('reads pod logs, whole, tailed and followed', async () => {
    const pod = (await driver.workloads(NS))[0]?.pods[0]?.name ?? '';
    let all = '';
    for await (const chunk of driver.podLogs(NS, pod, 'http', {})) all += chunk;
    expect(all).toBe(`${pod}/http line 1\n${pod}/http line 2\n${pod}/http line 3\n`);
    let tail = '';
    for await (const chunk of driver.podLogs(NS, pod, 'http', { tail_lines: 1 })) tail += chunk;
    expect(tail).toBe(`${pod}/http line 3\n`);
    const controller = new AbortController();
    let followed = '';
    for await (const chunk of driver.podLogs(NS, pod, 'http', { follow: true, signal: controller.signal })) {
      followed += chunk;
      if (followed.includes('line 3')) controller.abort();
    }
    expect(followed).toContain('line 3');
  });

  it('runs a command over the v4.channel.k8s.io WebSocket: stdin, resize, output and exit code', async () => {
    const pod = (await driver.workloads(NS))[0]?.pods[0]?.name ?? '';
    const session = await driver.exec(NS, pod, 'http', ['sh']);
    expect(session.tty).toBe(true);
    let output = '';
    session.onData((chunk) => {
      output += chunk.toString();
    });
    const closed = new Promise((resolve) => session.onClose(resolve));
    session.resize(120, 40);
    session.write('echo hi\r');
    session.write('exit 3\r');
    expect(await closed).toEqual({ code: 3 });
    expect(output).toBe('hi\r\n');
    const [call] = cluster.execs;
    expect(call?.query.getAll('command')).toEqual(['sh']);
    expect(call?.query.get('container')).toBe('http');
    expect(call?.query.get('tty')).toBe('true');
    expect(call?.resizes).toEqual([{ Width: 120, Height: 40 }]);
    await expect(driver.exec(NS, 'no-such-pod', 'http', ['sh'])).rejects.toThrow(/404/);
  });

  it('lists the events of a workload', async () => {
    const events = await driver.events(NS, { kind: 'Deployment', name: 'web' });
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({
      reason: 'ScalingReplicaSet',
      type: 'Normal',
      involved: { kind: 'Deployment', name: 'web' },
    });
  });

  it('says why a rollout does not finish in time', async () => {
    await driver.apply(
      NS,
      { project: 'shop', service: 'stuck' },
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: stuck, annotations: {standin/stuck: "true"}}\n' +
        'spec:\n  selector: {matchLabels: {app: stuck}}\n  template:\n    metadata: {labels: {app: stuck}}\n' +
        '    spec: {containers: [{name: c, image: x}]}\n',
    );
    await expect(driver.waitRollout(NS, { kind: 'Deployment', name: 'stuck' }, 300)).rejects.toThrow(
      /timed out: 0\/1 replicas/,
    );
  });

  it('watches again when the API server ends the watch before the rollout is done', async () => {
    await driver.apply(
      NS,
      { project: 'shop', service: 'slow' },
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: slow, annotations: {standin/ready-after-ms: "600"}}\n' +
        'spec:\n  selector: {matchLabels: {app: slow}}\n  template:\n    metadata: {labels: {app: slow}}\n' +
        '    spec: {containers: [{name: c, image: x}]}\n',
    );
    const watches = () =>
      cluster.requests.filter((r) => r.path.startsWith(`/apis/apps/v1/namespaces/${NS}/deployments?watch=1`))
        .length;
    const before = watches();
    const rollout = driver.waitRollout(NS, { kind: 'Deployment', name: 'slow' }, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 150));
    cluster.endWatches();
    await rollout;
    expect(watches() - before).toBe(2);
    await driver.remove(NS, { project: 'shop', service: 'slow' });
  });

  it('keeps plain objects, and removes every object of a service', async () => {
    await driver.putResource(NS, 'ConfigMap', {
      apiVersion: 'v1',
      metadata: { name: 'extra' },
      data: { b: '2' },
    });
    await driver.putResource(NS, 'ConfigMap', {
      apiVersion: 'v1',
      metadata: { name: 'extra' },
      data: { b: '3' },
    });
    const listed = await driver.listResources(NS, 'ConfigMap');
    expect(listed.map((o) => (o as { data: unknown }).data)).toEqual([{ b: '3' }]);
    await driver.deleteResource(NS, 'ConfigMap', 'extra');
    expect(await driver.listResources(NS, 'ConfigMap')).toEqual([]);
    await expect(driver.apply(NS, LABELS, 'kind: Bogus\nmetadata: {name: x}\n')).rejects.toThrow(
      /not supported/,
    );
    await driver.remove(NS, LABELS);
    expect(cluster.objects.has(deploymentPath)).toBe(false);
    expect(cluster.objects.has(`/api/v1/namespaces/${NS}/services/web`)).toBe(false);
  });

  it('picks the driver of a cluster: podman for local, the API with the stored connection for the others', async () => {
    const connection = { server: cluster.server, token: cluster.token, caCert: cluster.caCert };
    const drivers = new ClusterDrivers(
      new Podman('/nonexistent', { maxOpenFiles: 1, maxProcesses: 1 }),
      '/nonexistent',
      {
        jobCluster: async (id) => (id === 'c1' ? { connection } : undefined),
      },
    );
    expect(await drivers.driverFor('local')).toBeInstanceOf(PodmanWorkloads);
    expect(await drivers.driverFor('')).toBeInstanceOf(PodmanWorkloads);
    const remote = await drivers.driverFor('c1');
    expect(remote).toBeInstanceOf(KubernetesWorkloads);
    expect(await drivers.driverFor('c1')).toBe(remote);
    expect(await remote.available()).toEqual({ ok: true, reason: '' });
    await expect(drivers.driverFor('gone')).rejects.toBeInstanceOf(ClusterUnavailableError);
  });
});
