import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './git-daemon.js';
import type { TestApp } from './test-app.js';

export interface TestRegistry {
  /** http://127.0.0.1:port, or https:// with `tls` */
  address: string;
  /** with `tls`: the PEM of its self-signed certificate */
  certificate: string;
  /** Uploads a small image (one layer, one config) as `repository:tag`, the way a push does. */
  push(repository: string, tag: string): Promise<void>;
  stop(): Promise<void>;
}

/** bcrypt (cost 4) of `REGISTRY_PASSWORD`: the registry's htpasswd accepts only bcrypt. */
export const REGISTRY_USER = 'robot';
export const REGISTRY_PASSWORD = 'registry-pass-1';
const REGISTRY_PASSWORD_BCRYPT = '$2b$04$9DLLx6AvxzbPC/6Q2W2aBei6YY.zKUTdmJf504YyyZA5xsBB9ZMmy';

/** What an administrator saves in the settings for `registry`: its account, namespace `team`, the default. */
export const registrySettings = (registry: TestRegistry, overrides: Record<string, unknown> = {}) => ({
  namespace: 'team',
  reg_addr: registry.address,
  access_key: REGISTRY_USER,
  secret_key: REGISTRY_PASSWORD,
  reg_provider: 'native',
  region: '',
  is_default: true,
  advanced_setting: { modified: false, enable_tls: true, tls_cert: '' },
  ...overrides,
});

/** Saves `registry` in the settings as an administrator does, and answers the id it is listed with. */
export async function saveRegistrySettings(
  t: TestApp,
  registry: TestRegistry,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const saved = await t.request({
    method: 'POST',
    url: '/api/aslan/system/registry/namespaces',
    token: t.admin.token,
    payload: registrySettings(registry, overrides),
  });
  if (saved.statusCode !== 200) throw new Error(`saving the registry: ${saved.statusCode} ${saved.body}`);
  const listed = await t.request({ method: 'GET', url: '/api/aslan/system/registry', token: t.admin.token });
  return listed.json().at(-1).id;
}

const digestOf = (bytes: Buffer) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

/** A self-signed certificate for 127.0.0.1, made with openssl. */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, '-keyout', key, '-out', cert],
    { stdio: 'pipe' },
  );
  return { cert, key };
}

/** Up once its port takes connections (a TCP check: fetch would refuse a self-signed certificate). */
async function waitUntilUp(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`docker-registry exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('docker-registry did not start');
}

/**
 * A real Docker registry (Debian's `docker-registry`, distribution 2.8) on a loopback port, its
 * storage in a temporary directory; with `auth`, it asks for basic auth (REGISTRY_USER); with `tls`,
 * it speaks HTTPS with a self-signed certificate (and `push` is not for it: fetch would refuse it).
 */
export async function startRegistry(options: { auth?: boolean; tls?: boolean } = {}): Promise<TestRegistry> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-registry-'));
  const port = await freePort();
  const address = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const tls = options.tls ? selfSignedCertificate(dir) : undefined;
  const tlsConfig = tls ? `, tls: {certificate: ${tls.cert}, key: ${tls.key}}` : '';
  const auth = options.auth
    ? `auth: {htpasswd: {realm: slipway-test, path: ${path.join(dir, 'htpasswd')}}}\n`
    : '';
  writeFileSync(path.join(dir, 'htpasswd'), `${REGISTRY_USER}:${REGISTRY_PASSWORD_BCRYPT}\n`);
  writeFileSync(
    path.join(dir, 'config.yml'),
    `version: 0.1\nlog: {level: error}\nstorage: {filesystem: {rootdirectory: ${path.join(dir, 'data')}}}\n` +
      `http: {addr: 127.0.0.1:${port}${tlsConfig}}\n${auth}`,
  );
  const child = spawn('docker-registry', ['serve', path.join(dir, 'config.yml')], { stdio: 'ignore' });
  await waitUntilUp(port, child);
  const headers: Record<string, string> = options.auth
    ? { authorization: `Basic ${Buffer.from(`${REGISTRY_USER}:${REGISTRY_PASSWORD}`).toString('base64')}` }
    : {};

  const uploadBlob = async (repository: string, bytes: Buffer): Promise<string> => {
    const digest = digestOf(bytes);
    const start = await fetch(`${address}/v2/${repository}/blobs/uploads/`, { method: 'POST', headers });
    const location = new URL(start.headers.get('location') ?? '', address);
    location.searchParams.set('digest', digest);
    const put = await fetch(location, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    if (put.status !== 201) throw new Error(`blob upload: ${put.status} ${await put.text()}`);
    return digest;
  };

  return {
    address,
    certificate: tls ? readFileSync(tls.cert, 'utf8') : '',
    async push(repository, tag) {
      const config = Buffer.from(JSON.stringify({ architecture: 'amd64', os: 'linux', tag }));
      const layer = Buffer.from(`layer of ${repository}:${tag}`);
      const blob = async (mediaType: string, bytes: Buffer) => ({
        mediaType,
        size: bytes.length,
        digest: await uploadBlob(repository, bytes),
      });
      const manifest = {
        schemaVersion: 2,
        mediaType: 'application/vnd.docker.distribution.manifest.v2+json',
        config: await blob('application/vnd.docker.container.image.v1+json', config),
        layers: [await blob('application/vnd.docker.image.rootfs.diff.tar', layer)],
      };
      const res = await fetch(`${address}/v2/${repository}/manifests/${tag}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': manifest.mediaType },
        body: JSON.stringify(manifest),
      });
      if (res.status !== 201) throw new Error(`manifest upload: ${res.status} ${await res.text()}`);
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      if (child.exitCode === null) await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
