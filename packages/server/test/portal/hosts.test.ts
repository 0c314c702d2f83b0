import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HostProbeScheduler } from '../../src/modules/hosts/host-probe-scheduler.js';
import { HostsRepository } from '../../src/modules/hosts/hosts.repository.js';
import { selfSignedCertificate } from '../docker-registry.js';
import { freePort } from '../git-daemon.js';
import { seedProject } from '../seed.js';
import { queryRows } from '../sql.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller, type Shape } from './portal-contract.js';
import { portalBrowserKey } from './portal-crypto.js';

/**
 * The portal's host calls (系统设置 › 主机管理 and a project's 主机 tab, common/host/manageHost.vue and
 * addHost.vue), and the health probe against TCP, HTTP and HTTPS servers this test starts on loopback.
 */
let t: TestApp;
let member: LoginResponse;
let probes: HostProbeScheduler;

const PROJECT = 'hosts-demo';
const systemPath = '/api/aslan/system/privateKey';
const projectPath = '/api/aslan/project/pms';
/** A real private key, as the dialog uploads it: base64 of the PEM text. */
const PEM = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const PRIVATE_KEY = Buffer.from(PEM).toString('base64');

beforeAll(async () => {
  t = await createTestApp();
  member = await t.createUser('hosts-member');
  await seedProject(t, PROJECT);
  probes = new HostProbeScheduler(new HostsRepository(t.database.db));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM hosts`);
});

const call = portalCaller(() => t);

/** What addHost.vue sends on create. */
const host = (overrides: Record<string, unknown> = {}) => ({
  name: 'web_1',
  provider: 1,
  label: 'web',
  ip: '127.0.0.1',
  port: 22,
  is_prod: false,
  user_name: 'deploy',
  private_key: PRIVATE_KEY,
  probe: { probe_type: 'tcp' },
  ...overrides,
});

const hostShape: Shape = {
  id: 'string',
  name: 'string',
  label: 'string',
  ip: 'string',
  port: 'integer',
  provider: 'integer',
  is_prod: 'boolean',
  user_name: 'string',
  private_key: 'string',
  status: 'string',
  probe: { probe_type: 'string' },
  update_time: 'seconds',
};

async function readHosts(url = systemPath, token?: string) {
  const key = await portalBrowserKey(t);
  const separator = url.includes('?') ? '&' : '?';
  const list = (
    await call('GET', `${url}${separator}encryptedKey=${key.encryptedKey}`, undefined, token)
  ).json();
  return {
    list,
    keys: list.map((h: { private_key: string }) => (h.private_key ? key.decrypt(h.private_key) : '')),
  };
}

/** The message of a refused create, in English. */
async function refusal(body: unknown): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: systemPath,
    payload: body as object,
    token: t.admin.token,
    headers: { 'accept-language': 'en' },
  });
  expect(res.statusCode).toBe(400);
  expect(typeof res.json().description).toBe('string');
  return res.json().message;
}

describe('system hosts (系统设置 › 主机管理)', () => {
  it('GET ?encryptedKey=&keyword=: an array; private_key AES-encrypted, decrypting to the base64 uploaded; sealed at rest', async () => {
    expect((await readHosts()).list).toEqual([]);
    await call('POST', systemPath, host());
    const { list, keys } = await readHosts();
    expectShape(list, { '0': hostShape });
    expect(list[0]).toMatchObject({
      name: 'web_1',
      provider: 1,
      label: 'web',
      ip: '127.0.0.1',
      port: 22,
      user_name: 'deploy',
      probe: { probe_type: 'tcp' },
      project_name: '',
    });
    expect(list[0].private_key).toMatch(/^[0-9a-f]+$/);
    expect(list[0].private_key).not.toContain(PRIVATE_KEY);
    expect(keys[0]).toBe(PRIVATE_KEY);
    expect(atob(keys[0])).toBe(PEM);
    const stored = await queryRows<{ private_key: string }>(
      t.database.db,
      sql`SELECT private_key FROM hosts`,
    );
    expect(stored[0]?.private_key.startsWith('sealed:v1:')).toBe(true);
    expect(stored[0]?.private_key).not.toContain(PRIVATE_KEY);
  });

  it('keyword filters by name, IP or label; a user who is no administrator gets the hosts without keys and cannot change them', async () => {
    await call('POST', systemPath, host());
    await call('POST', systemPath, host({ name: 'db_1', ip: '127.0.0.9', label: 'db' }));
    const key = await portalBrowserKey(t);
    const found = (
      await call('GET', `${systemPath}?encryptedKey=${key.encryptedKey}&keyword=127.0.0.9`)
    ).json();
    expect(found.map((h: { name: string }) => h.name)).toEqual(['db_1']);
    const { list } = await readHosts(systemPath, member.token);
    expect(list.map((h: { private_key: string }) => h.private_key)).toEqual(['', '']);
    await call('POST', systemPath, host({ name: 'other' }), member.token, 403);
    expect((await call('GET', `${systemPath}/labels`, undefined, member.token)).json()).toEqual([
      'db',
      'web',
    ]);
  });

  it('POST with bad input: 400 with the host form message of spec §5, nothing saved', async () => {
    expect(await refusal(host({ name: '' }))).toBe('Please enter host name');
    expect(await refusal(host({ name: 'done' }))).toBe('Host name does not support bash keywords');
    expect(await refusal(host({ name: '1web' }))).toBe(
      'Host name only supports English letters, digits, underscores and cannot start with a digit',
    );
    expect(await refusal(host({ name: 'web-1' }))).toMatch(/English letters/);
    expect(await refusal(host({ provider: undefined }))).toBe('Please select provider');
    expect(await refusal(host({ provider: 9 }))).toBe('Please select provider');
    expect(await refusal(host({ ip: '  ' }))).toBe('Please enter host IP');
    expect(await refusal(host({ port: 'twenty' }))).toBe('Port range 1 ~ 65535');
    expect(await refusal(host({ user_name: '' }))).toBe('Please enter user name');
    expect(await refusal(host({ private_key: '' }))).toBe('Please enter private key');
    expect(await refusal(host({ private_key: Buffer.from('not a key').toString('base64') }))).toMatch(
      /private key/,
    );
    const http = (probe: Record<string, unknown>) => ({
      probe: { probe_type: 'http', http_probe: { path: '/', port: 80, timeout_second: 1, ...probe } },
    });
    expect(await refusal(host(http({ port: 70000 })))).toBe('Port range 1 ~ 65535');
    expect(await refusal(host(http({ port: undefined })))).toBe('Please enter port');
    expect(await refusal(host(http({ timeout_second: 11 })))).toBe('Timeout 1 ~ 10s');
    expect(await refusal(host(http({ timeout_second: undefined })))).toBe('Please enter timeout');
    expect(
      await refusal(host(http({ http_headers: [{ name: 'X', value: 'a\r\nInjected: 1' }] }))),
    ).toBeTruthy();
    expect((await readHosts()).list).toEqual([]);
  });

  it('the IP is trimmed, a numeric port text is taken, tcp drops http details, response_flag is not kept', async () => {
    await call(
      'POST',
      systemPath,
      host({
        ip: ' 127.0.0.1 ',
        port: '2222',
        probe: { probe_type: 'tcp', http_probe: { path: '/', port: 80, timeout_second: 1 } },
      }),
    );
    await call(
      'POST',
      systemPath,
      host({
        name: 'api_1',
        probe: {
          probe_type: 'https',
          http_probe: {
            path: '/health',
            port: 8443,
            timeout_second: 3,
            response_flag: true,
            response_success_flag: 'ok',
          },
        },
      }),
    );
    const { list } = await readHosts();
    expect(list[0]).toMatchObject({ ip: '127.0.0.1', port: 2222, probe: { probe_type: 'tcp' } });
    expect(list[0].probe.http_probe).toBeUndefined();
    expect(list[1].probe).toEqual({
      probe_type: 'https',
      http_probe: {
        path: '/health',
        port: 8443,
        timeout_second: 3,
        response_success_flag: 'ok',
        http_headers: [],
      },
    });
  });

  it('PUT /{id}: the listed host with its key decrypted saves; a second host of the same name is refused; unknown id 404', async () => {
    await call('POST', systemPath, host());
    await call('POST', systemPath, host({ name: 'db_1' }));
    const { list, keys } = await readHosts();
    await call('PUT', `${systemPath}/${list[0].id}`, { ...list[0], private_key: keys[0], label: 'edge' });
    const after = await readHosts();
    expect(after.list[0]).toMatchObject({ id: list[0].id, label: 'edge' });
    expect(after.keys[0]).toBe(PRIVATE_KEY);
    await call(
      'PUT',
      `${systemPath}/${list[0].id}`,
      { ...list[0], private_key: keys[0], name: 'db_1' },
      undefined,
      409,
    );
    await call('POST', systemPath, host(), undefined, 409);
    await call('PUT', `${systemPath}/no-such-host`, host(), undefined, 404);
  });

  it('DELETE /{id}: gone from the list; again 404; a user who is no administrator 403', async () => {
    await call('POST', systemPath, host());
    const { list } = await readHosts();
    await call('DELETE', `${systemPath}/${list[0].id}`, undefined, member.token, 403);
    await call('DELETE', `${systemPath}/${list[0].id}`);
    expect((await readHosts()).list).toEqual([]);
    await call('DELETE', `${systemPath}/${list[0].id}`, undefined, undefined, 404);
  });

  it('POST /batch with the empty body the import page sends: 400, nothing saved', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${systemPath}/batch`,
      payload: '',
      token: t.admin.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect((await readHosts()).list).toEqual([]);
  });
});

describe('project hosts (项目 › 主机)', () => {
  const inProject = `${projectPath}?projectName=${PROJECT}`;

  it('GET/POST/PUT/DELETE /api/aslan/project/pms?projectName=: kept apart from system hosts and other projects', async () => {
    await call('POST', systemPath, host());
    await call('POST', inProject, { ...host(), project_name: PROJECT });
    const { list, keys } = await readHosts(inProject);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'web_1', project_name: PROJECT });
    expect(keys[0]).toBe(PRIVATE_KEY);
    expect((await readHosts()).list).toHaveLength(1);

    await call('PUT', `${projectPath}/${list[0].id}?projectName=${PROJECT}`, {
      ...list[0],
      private_key: keys[0],
      is_prod: true,
    });
    expect((await readHosts(inProject)).list[0].is_prod).toBe(true);
    const system = (await readHosts()).list[0];
    await call('PUT', `${projectPath}/${system.id}?projectName=${PROJECT}`, host(), undefined, 404);
    await call('DELETE', `${projectPath}/${system.id}?projectName=${PROJECT}`, undefined, undefined, 404);
    await call('DELETE', `${projectPath}/${list[0].id}?projectName=${PROJECT}`);
    expect((await readHosts(inProject)).list).toEqual([]);
  });

  it('a user outside the private project can neither read nor add its hosts', async () => {
    const key = await portalBrowserKey(t);
    await call('GET', `${inProject}&encryptedKey=${key.encryptedKey}`, undefined, member.token, 403);
    await call('POST', inProject, host(), member.token, 403);
  });

  it('POST /batch: increment adds new names only, patch also overwrites hosts of the same name', async () => {
    await call('POST', inProject, host());
    const rows = [host({ label: 'changed' }), host({ name: 'db_1', probe: null })];
    await call('POST', `${projectPath}/batch?projectName=${PROJECT}`, { option: 'increment', data: rows });
    let { list } = await readHosts(inProject);
    expect(list.map((h: { name: string; label: string }) => `${h.name}:${h.label}`)).toEqual([
      'web_1:web',
      'db_1:web',
    ]);
    await call('POST', `${projectPath}/batch?projectName=${PROJECT}`, { option: 'patch', data: rows });
    ({ list } = await readHosts(inProject));
    expect(list.map((h: { name: string; label: string }) => `${h.name}:${h.label}`)).toEqual([
      'web_1:changed',
      'db_1:web',
    ]);
    await call(
      'POST',
      `${projectPath}/batch?projectName=${PROJECT}`,
      {
        option: 'patch',
        data: [host({ name: 'ok_1' }), host({ name: 'if' })],
      },
      undefined,
      400,
    );
    expect((await readHosts(inProject)).list).toHaveLength(2);
  });
});

/** Servers on loopback the probes reach; each answers as the test says. */
describe('health probe (tcp, http, https)', () => {
  const servers: Array<net.Server> = [];
  let dir: string;
  /** the X-Probe header values the servers received */
  const probeHeaders: string[] = [];
  const answer = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const header = req.headers['x-probe'];
    if (typeof header === 'string') probeHeaders.push(header);
    if (req.url === '/fail') return res.writeHead(503).end('down');
    res.writeHead(200, { 'content-type': 'text/plain' }).end('status: ready');
  };
  const listen = async (server: net.Server) => {
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
  let tcpPort: number;
  let httpPort: number;
  let httpsPort: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-host-probe-'));
    const tls = selfSignedCertificate(dir);
    // servers read what comes (a save's SSH check sends its greeting): an unread socket never closes
    tcpPort = await listen(net.createServer((socket) => socket.resume().end()));
    httpPort = await listen(http.createServer(answer));
    httpsPort = await listen(
      https.createServer({ cert: readFileSync(tls.cert), key: readFileSync(tls.key) }, answer),
    );
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    rmSync(dir, { recursive: true, force: true });
  });

  const statusesAfterProbe = async () => {
    await probes.runOnce();
    const { list } = await readHosts();
    return Object.fromEntries(list.map((h: { name: string; status: string }) => [h.name, h.status]));
  };
  const httpProbe = (type: string, port: number, probe: Record<string, unknown> = {}) => ({
    probe: {
      probe_type: type,
      http_probe: {
        path: '/health',
        port,
        timeout_second: 2,
        response_success_flag: '',
        http_headers: [],
        ...probe,
      },
    },
  });

  it('tcp: a port that takes connections is normal, a closed one abnormal', async () => {
    const closed = await freePort();
    await call('POST', systemPath, host({ name: 'open_port', port: tcpPort }));
    await call('POST', systemPath, host({ name: 'closed_port', port: closed }));
    expect(await statusesAfterProbe()).toEqual({ open_port: 'normal', closed_port: 'abnormal' });
  });

  it('http: 2xx is normal, and with a success text only when the body holds it; headers are sent; non-2xx abnormal', async () => {
    await call('POST', systemPath, host({ name: 'plain', ...httpProbe('http', httpPort) }));
    await call(
      'POST',
      systemPath,
      host({
        name: 'with_text',
        ...httpProbe('http', httpPort, {
          response_success_flag: 'ready',
          http_headers: [{ name: 'X-Probe', value: 'slipway' }],
        }),
      }),
    );
    await call(
      'POST',
      systemPath,
      host({ name: 'wrong_text', ...httpProbe('http', httpPort, { response_success_flag: 'green' }) }),
    );
    await call(
      'POST',
      systemPath,
      host({ name: 'failing', ...httpProbe('http', httpPort, { path: 'fail' }) }),
    );
    expect(await statusesAfterProbe()).toEqual({
      plain: 'normal',
      with_text: 'normal',
      wrong_text: 'abnormal',
      failing: 'abnormal',
    });
    expect(probeHeaders).toEqual(['slipway']);
  });

  it('https: a self-signed server is probed (liveness only); http against it is abnormal', async () => {
    await call(
      'POST',
      systemPath,
      host({ name: 'secure', ...httpProbe('https', httpsPort, { response_success_flag: 'ready' }) }),
    );
    await call('POST', systemPath, host({ name: 'plain_to_tls', ...httpProbe('http', httpsPort) }));
    expect(await statusesAfterProbe()).toEqual({ secure: 'normal', plain_to_tls: 'abnormal' });
  });

  it('a host whose server goes away turns abnormal on the next run', async () => {
    const server = net.createServer((socket) => socket.resume().end());
    const port = await listen(server);
    await call('POST', systemPath, host({ name: 'goes_away', port }));
    expect(await statusesAfterProbe()).toEqual({ goes_away: 'normal' });
    await new Promise((resolve) => server.close(resolve));
    expect(await statusesAfterProbe()).toEqual({ goes_away: 'abnormal' });
  });
});
