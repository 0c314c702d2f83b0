import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments } from '../../src/db/schema-environments.js';
import { Podman } from '../../src/engine/executors/container/podman.js';
import { PodmanWorkloads } from '../../src/workloads/podman-workloads.js';
import { makeBusyboxImage, podmanEnv } from '../podman-base-image.js';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectPortalAnswer } from './portal-contract.js';

/**
 * Taking over a namespace's workloads (portal-shapes §11) on the local cluster for real: two
 * Deployments made outside the platform run as podman pods in this test's own namespace; the
 * environment made of them, its edit, a workload already taken, and bad bodies refused.
 */
const ID = `${process.pid}${Date.now().toString(36)}`.slice(-8);
const IMAGE = `localhost/slipway-hosted-${ID}:1`;
const NS = `hosted-${ID}`;
let t: TestApp;
let project: string;
let other: string;
let cluster: PodmanWorkloads;

const deployment = (name: string) => `
apiVersion: apps/v1
kind: Deployment
metadata: {name: ${name}}
spec:
  replicas: 1
  selector: {matchLabels: {app: ${name}}}
  template:
    metadata: {labels: {app: ${name}}}
    spec:
      containers:
        - name: main
          image: ${IMAGE}
          command: [/bin/sleep, '3600']
`;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    token: t.admin.token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The body the create and edit pages send: picked rows of the workload list with their UI fields. */
const hostedBody = (projectName: string, envName: string, names: string[]) => ({
  env_name: envName,
  cluster_id: 'local',
  namespace: NS,
  registry_id: '',
  product_name: projectName,
  workloads: names.map((name) => ({
    label: name,
    key: `Deployment-${name}`,
    disabled: false,
    name,
    type: 'Deployment',
    product_name: '',
    env_name: '',
    images: [IMAGE],
  })),
});

beforeAll(async () => {
  t = await createTestApp();
  project = (await createProject(t, { product_name: `hosted-${ID}` })).product_name;
  other = (await createProject(t, { product_name: `hosted2-${ID}` })).product_name;
  makeBusyboxImage(IMAGE);
  cluster = new PodmanWorkloads(new Podman(t.dataDir, { maxOpenFiles: 1024, maxProcesses: 1024 }), t.dataDir);
  await cluster.ensureNamespace(NS);
  // made outside the platform: no project or service labels of its own
  await cluster.apply(NS, { project: 'outside', service: 'api' }, deployment('api'));
  await cluster.apply(NS, { project: 'outside', service: 'worker' }, deployment('worker'));
  // deployed by the platform: an environment of the other project runs it as its service `db`
  await cluster.apply(NS, { project: other, service: 'db' }, deployment('db'));
  await t.database.db.insert(environments).values({
    project: other,
    name: 'managed',
    namespace: NS,
    clusterId: 'local',
    source: 'spock',
    status: 'success',
    services: [
      {
        name: 'db',
        type: 'k8s',
        revision: 1,
        variable_yaml: '',
        rendered: '',
        containers: [],
        updated_at: 0,
      },
    ],
  });
}, 180_000);

afterAll(async () => {
  await cluster?.removeNamespace(NS).catch(() => {});
  try {
    execFileSync('podman', ['rmi', '-f', IMAGE], { env: podmanEnv(t.dataDir), stdio: 'pipe' });
  } catch {
    // the image may be gone already
  }
  await t?.close();
}, 60_000);

describe('taken-over environments', () => {
  it("lists the namespace's workloads with the x-total header", async () => {
    const res = await call(
      'GET',
      `/api/aslan/environment/kube/workloads?projectName=${project}&namespace=${NS}&clusterId=local&perPage=1200&page=1`,
    );
    expectPortalAnswer(res, 200);
    expect(res.headers['x-total']).toBe('3');
    expect(res.json().services).toEqual([
      { service_name: 'api', workLoadType: 'Deployment', product_name: '', env_name: '', images: [IMAGE] },
      {
        service_name: 'db',
        workLoadType: 'Deployment',
        product_name: other,
        env_name: 'managed',
        images: [IMAGE],
      },
      { service_name: 'worker', workLoadType: 'Deployment', product_name: '', env_name: '', images: [IMAGE] },
    ]);
  });

  it('takes over picked workloads as the services of a new environment', async () => {
    const res = await call(
      'POST',
      `/api/aslan/service/workloads?projectName=${project}`,
      hostedBody(project, 'ext', ['api']),
    );
    expectPortalAnswer(res, 200);
    expect(res.json()).toEqual({ message: 'success' });
    const listed = await call('GET', `/api/aslan/service/workloads?projectName=${project}&env=ext`);
    expect(listed.json()).toEqual({ data: [{ service_name: 'api' }] });
    const rows = await call(
      'GET',
      `/api/aslan/environment/kube/workloads?projectName=${project}&namespace=${NS}&clusterId=local&perPage=1200&page=1`,
    );
    expect(rows.json().services[0]).toMatchObject({
      service_name: 'api',
      product_name: project,
      env_name: 'ext',
    });
    expect(rows.json().services[2]).toMatchObject({ service_name: 'worker', env_name: '' });
  });

  it('edits the workloads of the environment', async () => {
    const res = await call(
      'PUT',
      `/api/aslan/service/workloads?projectName=${project}&env=ext`,
      hostedBody(project, 'ext', ['api', 'worker']),
    );
    expectPortalAnswer(res, 200);
    const listed = await call('GET', `/api/aslan/service/workloads?projectName=${project}&env=ext`);
    expect(listed.json()).toEqual({ data: [{ service_name: 'api' }, { service_name: 'worker' }] });
  });

  it('refuses a workload another environment took, and bad bodies, changing nothing', async () => {
    const taken = await call(
      'POST',
      `/api/aslan/service/workloads?projectName=${other}`,
      hostedBody(other, 'ext2', ['api']),
    );
    expectPortalAnswer(taken, 409);
    expect(taken.json().description).toContain('api');
    // a workload the platform deploys for an environment is not taken over either
    expectPortalAnswer(
      await call(
        'POST',
        `/api/aslan/service/workloads?projectName=${project}`,
        hostedBody(project, 'e3', ['db']),
      ),
      409,
    );
    const url = `/api/aslan/service/workloads?projectName=${project}`;
    expectPortalAnswer(await call('POST', url, { ...hostedBody(project, 'e2', []) }), 400);
    expectPortalAnswer(await call('POST', url, hostedBody(project, 'e2', ['ghost'])), 400);
    expectPortalAnswer(await call('POST', url, hostedBody(other, 'e2', ['worker'])), 400);
    expectPortalAnswer(await call('POST', url, { ...hostedBody(project, 'Bad Name', ['worker']) }), 400);
    const job = hostedBody(project, 'e2', ['worker']);
    expectPortalAnswer(
      await call('POST', url, { ...job, workloads: [{ ...job.workloads[0], type: 'Job' }] }),
      400,
    );
    expectPortalAnswer(await call('POST', url, hostedBody(project, 'ext', ['worker'])), 409);
    expectPortalAnswer(await call('GET', `/api/aslan/service/workloads?projectName=${other}&env=ext2`), 404);
  });

  it("answers which Services of the namespace select no workload's pods", async () => {
    await cluster.putResource(NS, 'Service', {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'orphan' },
      spec: { selector: { app: 'ghost' }, ports: [{ port: 80 }] },
    });
    const res = await call(
      'GET',
      `/api/aslan/environment/environments/ext/check/workloads/k8services?projectName=${project}`,
    );
    expectPortalAnswer(res, 200);
    expect(res.json()).toEqual(['service/orphan']);
  });
});
