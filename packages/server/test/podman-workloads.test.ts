import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Podman } from '../src/engine/executors/container/podman.js';
import { PodmanWorkloads } from '../src/workloads/podman-workloads.js';
import { buildPageImage, makeBusyboxImage, podmanEnv } from './podman-base-image.js';

/**
 * The local cluster for real: podman kube play runs a Deployment of a tiny HTTP image built here
 * (FROM the busybox base), its Service's port is published on 127.0.0.1, and set image, scale,
 * logs, exec, events and removal act on those pods. Names carry a unique suffix so only this
 * test's pods are touched.
 */
const ID = `${process.pid}${Date.now().toString(36)}`.slice(-8);
const BASE = `localhost/slipway-wl-base-${ID}:1`;
const APP = `localhost/slipway-wl-app-${ID}`;
const NS = `wl-${ID}`;
const OTHER_NS = `wl2-${ID}`;
const LABELS = { project: 'shop', service: 'Web_1' };
let dir: string;
let driver: PodmanWorkloads;

const buildApp = (tag: string, text: string) => buildPageImage(dir, BASE, `${APP}:${tag}`, text);

const manifests = (image: string) => `
apiVersion: apps/v1
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
          image: ${image}
          ports: [{containerPort: 8080}]
          readinessProbe: {httpGet: {path: /, port: 8080}}
          env:
            - name: PASSWORD
              valueFrom: {secretKeyRef: {name: web-secret, key: password}}
---
apiVersion: v1
kind: Secret
metadata: {name: web-secret}
data: {password: aHVudGVyMg==}
---
apiVersion: v1
kind: Service
metadata: {name: web}
spec:
  selector: {app: web}
  ports: [{name: http, port: 80, targetPort: 8080}]
`;

const DEPLOYMENT = { kind: 'Deployment', name: 'web' } as const;

async function get(port: number): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await (await fetch(`http://127.0.0.1:${port}/`)).text();
    } catch (error) {
      if (attempt > 20) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-workloads-'));
  makeBusyboxImage(BASE);
  buildApp('v1', 'version-one');
  buildApp('v2', 'version-two');
  driver = new PodmanWorkloads(new Podman(dir, { maxOpenFiles: 1024, maxProcesses: 1024 }), dir);
}, 120_000);

afterAll(async () => {
  await driver?.removeNamespace(NS).catch(() => {});
  await driver?.removeNamespace(OTHER_NS).catch(() => {});
  execFileSync('podman', ['rmi', '-f', `${APP}:v1`, `${APP}:v2`, BASE], {
    env: podmanEnv(dir),
    stdio: 'pipe',
  });
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('the local cluster (podman kube play)', () => {
  it('says it is available when podman and the pause process are here', async () => {
    expect(await driver.available()).toEqual({ ok: true, reason: '' });
  });

  it('runs a Deployment and publishes its Service on a loopback port', async () => {
    await driver.ensureNamespace(NS);
    await driver.apply(NS, LABELS, manifests(`${APP}:v1`));
    await driver.waitRollout(NS, DEPLOYMENT, 30_000);
    const [endpoint] = await driver.endpoints(NS);
    expect(endpoint).toMatchObject({ service: 'web', name: 'http', host: '127.0.0.1', target_port: 8080 });
    expect(await get(endpoint?.port ?? 0)).toBe('version-one\n');
    const [state] = await driver.workloads(NS);
    expect(state).toMatchObject({
      kind: 'Deployment',
      name: 'web',
      service: 'Web_1',
      replicas: 1,
      ready_replicas: 1,
    });
    expect(state?.pods[0]).toMatchObject({ name: `${NS}--web-0`, phase: 'Running', ready: true });
    expect(state?.pods[0]?.pod_ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(state?.pods[0]?.labels).toMatchObject({ app: 'web', 's-product': 'shop', 's-service': 'Web_1' });
  }, 60_000);

  it('keeps namespaces apart: the same service in a second namespace gets its own pod and port', async () => {
    await driver.apply(OTHER_NS, LABELS, manifests(`${APP}:v2`));
    await driver.waitRollout(OTHER_NS, DEPLOYMENT, 30_000);
    const [first] = await driver.endpoints(NS);
    const [second] = await driver.endpoints(OTHER_NS);
    expect(second?.port).not.toBe(first?.port);
    expect(await get(second?.port ?? 0)).toBe('version-two\n');
    expect(await get(first?.port ?? 0)).toBe('version-one\n');
    await driver.removeNamespace(OTHER_NS);
    expect(await driver.workloads(OTHER_NS)).toEqual([]);
  }, 60_000);

  it('rolls out a new image on the same port', async () => {
    await driver.setImage(NS, DEPLOYMENT, 'http', `${APP}:v2`);
    await driver.waitRollout(NS, DEPLOYMENT, 30_000);
    const [endpoint] = await driver.endpoints(NS);
    expect(await get(endpoint?.port ?? 0)).toBe('version-two\n');
    const [state] = await driver.workloads(NS);
    expect(state?.images).toEqual([{ container: 'http', image: `${APP}:v2` }]);
    expect(state?.pods[0]?.containers[0]).toMatchObject({
      name: 'http',
      image: `${APP}:v2`,
      status: 'running',
    });
  }, 60_000);

  it('scales to more pods and back', async () => {
    await driver.scale(NS, DEPLOYMENT, 2);
    await driver.waitRollout(NS, DEPLOYMENT, 30_000);
    expect((await driver.workloads(NS))[0]?.pods.map((p) => p.name).sort()).toEqual([
      `${NS}--web-0`,
      `${NS}--web-1`,
    ]);
    await driver.scale(NS, DEPLOYMENT, 1);
    expect((await driver.workloads(NS))[0]?.pods.map((p) => p.name)).toEqual([`${NS}--web-0`]);
  }, 60_000);

  it('runs a command in a container and reads its logs', async () => {
    const session = await driver.exec(NS, `${NS}--web-0`, 'http', ['sh']);
    const output: Buffer[] = [];
    session.onData((chunk) => output.push(chunk));
    const closed = new Promise<{ code: number | null }>((resolve) => session.onClose(resolve));
    // a real terminal: the typed line is echoed by it, and a resize reaches the shell
    expect(session.tty).toBe(true);
    session.resize(133, 41);
    // the size reaches the shell even when it was sent before podman attached (asked until it shows)
    await vi.waitFor(
      () => {
        const text = Buffer.concat(output).toString();
        if (!text.includes('41 133\r\n')) {
          session.write('busybox stty size\n');
          throw new Error(`no size yet: ${JSON.stringify(text.slice(-200))}`);
        }
      },
      { timeout: 20_000, interval: 1_000 },
    );
    session.write('echo hi from $(cat /www/index.html) with $PASSWORD\nexit 3\n');
    expect(await closed).toEqual({ code: 3 });
    // the Secret's value reached the container's environment
    expect(Buffer.concat(output).toString()).toContain('\r\nhi from version-two with hunter2\r\n');

    const [endpoint] = await driver.endpoints(NS);
    await get(endpoint?.port ?? 0);
    const controller = new AbortController();
    let log = '';
    for await (const chunk of driver.podLogs(NS, `${NS}--web-0`, 'http', {
      follow: true,
      signal: controller.signal,
    })) {
      log += chunk;
      if (log.includes('response:200')) controller.abort();
    }
    expect(log).toContain('response:200');
    let tail = '';
    for await (const chunk of driver.podLogs(NS, `${NS}--web-0`, 'http', { tail_lines: 1 })) tail += chunk;
    expect(tail.trim().split('\n')).toHaveLength(1);
    const events = await driver.events(NS, { kind: 'Pod', name: `${NS}--web-0` });
    expect(events[0]).toMatchObject({
      reason: 'Started',
      type: 'Normal',
      involved: { kind: 'Pod', name: `${NS}--web-0` },
    });
  }, 60_000);

  it('waits for the readiness probe, not just a running container', async () => {
    const labels = { project: 'shop', service: 'probed' };
    await driver.apply(
      NS,
      labels,
      `apiVersion: apps/v1
kind: Deployment
metadata: {name: probed}
spec:
  selector: {matchLabels: {app: probed}}
  template:
    metadata: {labels: {app: probed}}
    spec:
      containers:
        - name: main
          image: ${BASE}
          command: [sleep, "3600"]
          readinessProbe: {exec: {command: [test, -d, /tmp/ready]}}
`,
    );
    const ref = { kind: 'Deployment', name: 'probed' } as const;
    await expect(driver.waitRollout(NS, ref, 2_000)).rejects.toThrow(/not ready \(readiness probe\)/);
    const session = await driver.exec(NS, `${NS}--probed-0`, 'main', ['mkdir', '/tmp/ready']);
    await new Promise((resolve) => session.onClose(resolve));
    await driver.waitRollout(NS, ref, 10_000);
    await driver.remove(NS, labels);
  }, 60_000);

  it('keeps plain objects and refuses what it cannot run', async () => {
    await driver.putResource(NS, 'ConfigMap', { metadata: { name: 'settings' }, data: { a: '1' } });
    expect(
      (await driver.listResources(NS, 'ConfigMap')).map((o) => (o.metadata as { name: string }).name),
    ).toEqual(['settings']);
    await driver.deleteResource(NS, 'ConfigMap', 'settings');
    expect(await driver.listResources(NS, 'ConfigMap')).toEqual([]);
    await expect(driver.apply(NS, LABELS, 'kind: CronJob\nmetadata: {name: x}\n')).rejects.toThrow(
      /not supported/,
    );
    await expect(driver.apply(NS, LABELS, 'kind: [')).rejects.toThrow(/invalid YAML/);
    const withoutSecret = manifests(`${APP}:v2`)
      .split('---\n')
      .filter((document) => !document.includes('kind: Secret'))
      .join('---\n');
    await expect(driver.apply(NS, LABELS, withoutSecret)).rejects.toThrow(
      /Secret "web-secret" is not in the namespace/,
    );
    // nothing changed: the service still runs with its Secret
    expect((await driver.workloads(NS))[0]?.ready_replicas).toBe(1);
  });

  it('removes the service: pods gone, nothing listed', async () => {
    await driver.remove(NS, LABELS);
    expect(await driver.workloads(NS)).toEqual([]);
    expect(await driver.endpoints(NS)).toEqual([]);
  }, 30_000);
});
