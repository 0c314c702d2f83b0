import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments } from '../src/db/schema-environments.js';
import { services } from '../src/db/schema-services.js';
import { Podman } from '../src/engine/executors/container/podman.js';
import { PodmanWorkloads } from '../src/workloads/podman-workloads.js';
import { buildPageImage, makeBusyboxImage, podmanEnv } from './podman-base-image.js';
import { portalCaller } from './portal/portal-contract.js';
import { createProject } from './projects.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * An environment on the local cluster for real: the portal creates it, podman runs its service
 * (a tiny HTTP image built here), a deploy sets a new image and the page sees it, and deleting the
 * environment removes its pods. Names carry a unique suffix so only this test's pods are touched.
 */
const ID = `${process.pid}${Date.now().toString(36)}`.slice(-8);
const BASE = `localhost/slipway-envp-base-${ID}:1`;
const APP = `localhost/slipway-envp-app-${ID}`;
const PROJECT = `envp-${ID}`;
const NAMESPACE = `${PROJECT}-env-dev`;
const q = `projectName=${PROJECT}`;
let dir: string;
let t: TestApp;
let driver: PodmanWorkloads;
const call = portalCaller(() => t);

const buildImage = (tag: string, text: string) => buildPageImage(dir, BASE, `${APP}:${tag}`, text);

const serviceYaml = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: 1
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
        - name: http
          image: ${APP}:{{.tag}}
          ports: [{containerPort: 8080}]
---
apiVersion: v1
kind: Service
metadata: {name: web}
spec:
  selector: {app: web}
  ports: [{name: http, port: 80, targetPort: 8080}]
`;

async function page(): Promise<string> {
  const endpoint = (await driver.endpoints(NAMESPACE)).find((e) => e.service === 'web');
  if (!endpoint) throw new Error('no endpoint for web');
  for (let attempt = 0; ; attempt++) {
    try {
      return (await (await fetch(`http://${endpoint.host}:${endpoint.port}/`)).text()).trim();
    } catch (error) {
      if (attempt > 20) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-envp-'));
  makeBusyboxImage(BASE);
  buildImage('v1', 'version-one');
  buildImage('v2', 'version-two');
  driver = new PodmanWorkloads(new Podman(dir, { maxOpenFiles: 1024, maxProcesses: 1024 }), dir);
  t = await createTestApp();
  t.app.environments.useDrivers({ driverFor: () => driver });
  await createProject(t, { product_name: PROJECT });
  await call('POST', `/api/aslan/service/services?${q}&force=false`, {
    product_name: PROJECT,
    service_name: 'web',
    type: 'k8s',
    yaml: serviceYaml,
    source: 'spock',
    variable_yaml: 'tag: v0\n',
  });
}, 300_000);

afterAll(async () => {
  await driver?.removeNamespace(NAMESPACE).catch(() => {});
  await t?.close();
  execFileSync('podman', ['rmi', '-f', `${APP}:v1`, `${APP}:v2`, BASE], {
    env: podmanEnv(dir),
    stdio: 'pipe',
  });
  rmSync(dir, { recursive: true, force: true });
}, 120_000);

describe('an environment on the local podman cluster', () => {
  it('runs its service with the environment variables and shows it running', async () => {
    await call('POST', `/api/aslan/environment/environments?${q}`, {
      product_name: PROJECT,
      cluster_id: '',
      env_name: 'dev',
      source: 'spock',
      namespace: NAMESPACE,
      vars: [{ key: 'tag', value: 'v1', services: ['web'] }],
      services: [[{ service_name: 'web', type: 'k8s', containers: [{ name: 'http', image: '' }] }]],
    });
    await t.app.environments.settled();
    const detail = (await call('GET', `/api/aslan/environment/environments/dev?${q}`)).json();
    expect(detail.status, detail.error).toBe('Running');
    expect(await page()).toBe('version-one');
    const rows = (
      await call('GET', `/api/aslan/environment/environments/dev/groups?${q}&perPage=20&page=1`)
    ).json();
    expect(rows).toMatchObject([{ service_name: 'web', status: 'Running', images: [`${APP}:v1`] }]);
    const service = (
      await call('GET', `/api/aslan/environment/environments/dev/services/web?${q}&envType=`)
    ).json();
    expect(service.scales).toMatchObject([{ name: 'web', type: 'Deployment', replicas: 1 }]);
    expect(service.scales[0].pods[0].status.toLowerCase()).toBe('running');
    expect(service.service_endpoints[0].endpoints).toMatchObject([{ service_name: 'web' }]);
  }, 240_000);

  it('deploys a new image as deploy jobs do, waiting for the rollout, and records a revision', async () => {
    await t.app.environments.deployImage(PROJECT, 'dev', 'web', 'http', `${APP}:v2`, 120_000);
    expect(await page()).toBe('version-two');
    const versions = (await call('GET', `/api/aslan/environment/environments/dev/versions?${q}`)).json();
    expect(versions[0].services[0].containers[0].image).toBe(`${APP}:v2`);
  }, 240_000);

  it('streams a container log to the service page: the last lines, then new ones as they come', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stop = new AbortController();
    const res = await fetch(
      `${address}/api/aslan/logs/sse/pods/${NAMESPACE}--web-0/containers/http?${q}&envName=dev&tailLines=5`,
      { headers: { authorization: `Bearer ${t.admin.token}` }, signal: stop.signal },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    // earlier requests were answered 200; a missing page logs a 404 now
    const marker = 'response:404';
    await fetch(`http://127.0.0.1:${(await driver.endpoints(NAMESPACE))[0]?.port}/missing-${ID}`);
    const deadline = Date.now() + 30_000;
    while (!text.includes(marker) && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    stop.abort();
    // busybox httpd -v logs each answer; one `data:` event per line, the earlier ones first
    expect(text).toMatch(/data: .*response:200/);
    expect(text).toMatch(/data: .*response:404/);
  }, 120_000);

  it('removes the pods of the namespace when the environment is deleted', async () => {
    await call('DELETE', `/api/aslan/environment/environments/dev?${q}&envType=&is_delete=true`);
    expect(await driver.workloads(NAMESPACE)).toEqual([]);
  }, 240_000);

  it('deleting the project removes its environments, what runs in them, and its services', async () => {
    await call('POST', `/api/aslan/environment/environments?${q}`, {
      product_name: PROJECT,
      cluster_id: '',
      env_name: 'qa',
      source: 'spock',
      namespace: `${PROJECT}-env-qa`,
      vars: [{ key: 'tag', value: 'v1', services: ['web'] }],
      services: [[{ service_name: 'web', type: 'k8s', containers: [{ name: 'http', image: '' }] }]],
    });
    await t.app.environments.settled();
    expect((await driver.workloads(`${PROJECT}-env-qa`)).length).toBe(1);
    await call('DELETE', `/api/v1/picket/projects/${PROJECT}?is_delete=true`);
    expect(await driver.workloads(`${PROJECT}-env-qa`)).toEqual([]);
    const left = await t.database.db.select().from(services).where(eq(services.project, PROJECT));
    expect(left).toEqual([]);
    const envs = await t.database.db.select().from(environments).where(eq(environments.project, PROJECT));
    expect(envs).toEqual([]);
  }, 240_000);
});
