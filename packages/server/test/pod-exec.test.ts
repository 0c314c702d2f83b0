import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { environments } from '../src/db/schema-environments.js';
import { Podman } from '../src/engine/executors/container/podman.js';
import { PodmanWorkloads } from '../src/workloads/podman-workloads.js';
import { makeBusyboxImage, podmanEnv } from './podman-base-image.js';
import { createProject } from './projects.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The pod shell WebSocket for real: an environment on the local cluster runs a podman pod made
 * here, and the portal's frames (portal-shapes §4.10) reach a shell in its container. The sign-in
 * token comes in the query, as from a browser.
 */
const ID = `${process.pid}${Date.now().toString(36)}`.slice(-8);
const BASE = `localhost/slipway-exec-base-${ID}:1`;
const NS = `exec-${ID}`;
const P = 'shellproj';
const POD = `${NS}--shell-0`;
let t: TestApp;
let driver: PodmanWorkloads;

const POD_MANIFEST = `
apiVersion: apps/v1
kind: Deployment
metadata: {name: shell}
spec:
  selector: {matchLabels: {app: shell}}
  template:
    metadata: {labels: {app: shell}}
    spec:
      containers:
        - name: main
          image: ${BASE}
          command: ["sleep", "3600"]
`;

const shellUrl = (token: string, namespace = NS, env = 'dev') =>
  `/api/podexec/${P}/${namespace}/${POD}/main/podExec/${env}?projectName=${P}&clusterId=local&token=${token}`;

/** Collects the `data` of the server's JSON frames until `until` matches or the socket closes. */
function readUntil(socket: WebSocket, until: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`no match in ${JSON.stringify(text)}`)), 15_000);
    const done = () => {
      clearTimeout(timer);
      resolve(text);
    };
    socket.on('message', (raw: Buffer) => {
      text += (JSON.parse(raw.toString('utf8')) as { data: string }).data;
      if (until(text)) done();
    });
    socket.on('close', done);
  });
}

beforeAll(async () => {
  makeBusyboxImage(BASE);
  t = await createTestApp();
  await createProject(t, { product_name: P });
  await t.database.db
    .insert(environments)
    .values({ project: P, name: 'dev', namespace: NS, clusterId: 'local' });
  driver = new PodmanWorkloads(new Podman(t.dataDir, { maxOpenFiles: 1024, maxProcesses: 1024 }), t.dataDir);
  await driver.apply(NS, { project: P, service: 'shell' }, POD_MANIFEST);
  await driver.waitRollout(NS, { kind: 'Deployment', name: 'shell' }, 30_000);
}, 120_000);

afterAll(async () => {
  await driver?.removeNamespace(NS).catch(() => {});
  execFileSync('podman', ['rmi', '-f', BASE], { env: podmanEnv(t?.dataDir ?? '/tmp'), stdio: 'pipe' });
  await t?.close();
}, 60_000);

describe('the pod shell', () => {
  it('runs what the terminal types in the container and sends back its output', async () => {
    const socket = await t.app.injectWS(shellUrl(t.admin.token));
    const output = readUntil(socket, (text) => /\r\nhi\r\n/.test(text));
    socket.send(JSON.stringify({ operation: 'resize', cols: 120, rows: 40 }));
    socket.send(JSON.stringify({ operation: 'stdin', data: 'echo hi\r' }));
    const text = await output;
    // the typed line is echoed by the container's terminal, then the command's output
    expect(text).toContain('echo hi\r\nhi\r\n');
    socket.terminate();
  }, 30_000);

  it('ignores frames it does not understand and keeps the shell', async () => {
    const socket = await t.app.injectWS(shellUrl(t.admin.token));
    const output = readUntil(socket, (text) => text.includes('still here'));
    socket.send('not json');
    socket.send(JSON.stringify({ operation: 'resize', cols: -1, rows: 'x' }));
    socket.send(JSON.stringify({ operation: 'stdin', data: 42 }));
    socket.send(JSON.stringify({ operation: 'stdin', data: 'echo still here\r' }));
    expect(await output).toContain('still here');
    socket.terminate();
  }, 30_000);

  /** Everything the server says before it closes, read from the moment the socket exists. */
  const refusal = (url: string, headers: Record<string, string> = {}) =>
    new Promise<string>((resolve, reject) => {
      t.app
        .injectWS(url, { headers }, { onInit: (socket) => readUntil(socket, () => false).then(resolve) })
        .catch(reject);
    });

  it('says why when the environment or its namespace is not the one named', async () => {
    expect(await refusal(shellUrl(t.admin.token, NS, 'nosuch'))).toContain('环境不存在');
    const english = { 'accept-language': 'en' };
    expect(await refusal(shellUrl(t.admin.token, NS, 'nosuch'), english)).toContain(
      'The environment does not exist',
    );
    expect(await refusal(shellUrl(t.admin.token, 'other-ns'), english)).toContain('not the environment’s');
    // the browser shows a refusal as an error, not as a shell that ended
    const code = await new Promise<number>((resolve, reject) => {
      t.app
        .injectWS(
          shellUrl(t.admin.token, NS, 'nosuch'),
          {},
          { onInit: (socket) => socket.on('close', resolve) },
        )
        .catch(reject);
    });
    expect(code).toBe(1011);
  }, 30_000);

  it('answers a plain HTTP call with a 400 that says a WebSocket is needed', async () => {
    const res = await t.request({
      method: 'GET',
      url: shellUrl(t.admin.token),
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      description: expect.any(String),
      message: expect.stringContaining('WebSocket'),
    });
  });

  it('refuses a caller without a sign-in token or without debug_pod on the environment', async () => {
    await expect(t.app.injectWS(shellUrl(''))).rejects.toThrow(/401/);
    const user = await t.createUser('no-shell-user');
    await expect(t.app.injectWS(shellUrl(user.token))).rejects.toThrow(/403/);
  }, 30_000);
});
