import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CREDENTIAL_MASK } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments } from '../src/db/schema-environments.js';
import { services } from '../src/db/schema-services.js';
import { hostDeployJob, hostVariablePrefix } from '../src/engine/job-types/host-deploy.js';
import { hostDeploysOf, TableHostDeploySource } from '../src/engine/job-types/host-deploy-source.js';
import type { JobContext } from '../src/engine/job-types/job-type.js';
import { DEPLOYS_UNAVAILABLE, zadigDeployJob } from '../src/engine/job-types/zadig-deploy.js';
import { SecretBox } from '../src/lib/crypto/aes.js';
import { loadServerKeys } from '../src/lib/keys.js';
import { LocalDiskStore } from '../src/lib/object-store/local-disk-store.js';
import { HostProbeScheduler } from '../src/modules/hosts/host-probe-scheduler.js';
import { HostsRepository } from '../src/modules/hosts/hosts.repository.js';
import { freePort } from './git-daemon.js';
import { memoryLog } from './memory-log.js';
import { portalBrowserKey } from './portal/portal-crypto.js';
import { seedProject } from './seed.js';
import { type SshdHost, startSshdHost } from './sshd-host.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * A host service's deploy script run over SSH on the hosts of an environment, against a real
 * OpenSSH server on loopback: the script gets every host's variables and the build's package, starts
 * a small HTTP server, the host's http probe turns it normal and the service answers.
 */
let t: TestApp;
let sshd: SshdHost;
let store: LocalDiskStore;
let deployDir: string;
let httpPort: number;
const PROJECT = 'host-deploy';
const hostsPath = `/api/aslan/project/pms?projectName=${PROJECT}`;
const hostIds: Record<string, string> = {};
const started: number[] = [];

const DEPLOY_SCRIPT = `set -e
mkdir -p "$DEPLOY_DIR"
cp "$ARTIFACT" "$DEPLOY_DIR/index.html"
echo "web=$WEB_1_USERNAME@$WEB_1_IP:$WEB_1_PORT db=$DB_1_USERNAME@$DB_1_IP:$DB_1_PORT package=$PKG_FILE"
echo "key file $DB_1_PK"
cat "$DB_1_PK"
ssh -i "$DB_1_PK" -p "$DB_1_PORT" -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null \\
  -o BatchMode=yes "$DB_1_USERNAME@$DB_1_IP" 'echo hop-ok'
if [ ! -f "$DEPLOY_DIR/httpd.pid" ]; then
  nohup busybox httpd -f -p "127.0.0.1:$HTTP_PORT" -h "$DEPLOY_DIR" > /dev/null 2>&1 &
  echo $! > "$DEPLOY_DIR/httpd.pid"
fi
`;

async function addService(name: string, script: string, hostNames: string[]) {
  await t.database.db.insert(services).values({
    project: PROJECT,
    name,
    type: 'pm',
    spec: { pm_deploy_scripts: script },
  });
  await t.database.db.insert(environments).values({
    project: PROJECT,
    name: `env-${name}`,
    source: 'pm',
    status: 'success',
    services: [
      {
        name,
        type: 'pm',
        revision: 1,
        variable_yaml: '',
        rendered: '',
        containers: [],
        host_ids: hostNames.map((host) => hostIds[host] ?? ''),
        updated_at: 0,
      },
    ],
  });
}

beforeAll(async () => {
  [t, sshd] = await Promise.all([createTestApp(), startSshdHost()]);
  await seedProject(t, PROJECT);
  deployDir = path.join(sshd.dir, 'www');
  httpPort = await freePort();
  store = new LocalDiskStore(path.join(t.dataDir, 'artifacts'));
  mkdirSync(store.root, { recursive: true });
  const packageFile = path.join(t.dataDir, 'index.html');
  writeFileSync(packageFile, 'slipway deployed this page\n');
  await store.putFile('releases/host-deploy/web/index.html', packageFile);
  for (const name of ['web_1', 'db_1']) {
    const res = await t.request({
      method: 'POST',
      url: hostsPath,
      token: t.admin.token,
      payload: {
        name,
        provider: 0,
        ip: sshd.ip,
        port: sshd.port,
        user_name: sshd.user,
        private_key: Buffer.from(sshd.privateKey).toString('base64'),
        project_name: PROJECT,
      },
    });
    expect(res.statusCode).toBe(200);
  }
  const rows = await new HostsRepository(t.database.db).list(PROJECT);
  for (const row of rows) hostIds[row.name] = row.id;
  await addService('web', DEPLOY_SCRIPT, ['web_1', 'db_1']);
  await addService('broken', 'echo "before the failure"\nexit 4\n', ['web_1']);
  await addService('nowhere', 'echo never', []);
  await addService('slow', 'echo "key dir $(dirname "$WEB_1_PK") package $ARTIFACT"\nsleep 30\n', ['web_1']);
});
afterAll(async () => {
  const pidFile = path.join(deployDir ?? '', 'httpd.pid');
  if (existsSync(pidFile)) started.push(Number(readFileSync(pidFile, 'utf8')));
  for (const pid of started) {
    try {
      process.kill(pid);
    } catch {
      // already gone
    }
  }
  await t?.close();
  await sshd?.stop();
  rmSync(store?.root ?? '', { recursive: true, force: true });
});

const deploy = async (
  service: string,
  artifact = true,
  signal = new AbortController().signal,
  onOutput: (text: string) => void = () => {},
) => {
  const { log: kept, text } = memoryLog();
  const log = {
    ...kept,
    write: (chunk: string | Buffer) => {
      kept.write(chunk);
      onOutput(text());
      return true;
    },
  };
  const box = new SecretBox(loadServerKeys(t.dataDir, undefined).masterKey);
  const job = hostDeployJob({
    source: new TableHostDeploySource(t.database.db, box),
    artifactStore: async () => store,
  });
  const ctx = {
    env: { PROJECT, DEPLOY_DIR: deployDir, HTTP_PORT: String(httpPort) },
    jobName: 'deploy',
    log,
    signal,
    timeoutMs: 60_000,
    minuteMs: 60_000,
  } as unknown as JobContext;
  const spec = {
    env_name: `env-${service}`,
    service_name: service,
    ...(artifact ? { artifact: { key: 'releases/host-deploy/web/index.html' } } : {}),
  };
  return { result: await job.run(spec, ctx), log: text() };
};

describe('host deploy over SSH', () => {
  it('names variables <NAME>_… upper-cased with other characters as _', () => {
    expect(hostVariablePrefix('web_1')).toBe('WEB_1');
    expect(hostVariablePrefix('Db.main')).toBe('DB_MAIN');
  });

  it('runs the script on each host with every host’s variables and the package; keys masked and removed; the service answers', async () => {
    const { result, log } = await deploy('web');
    expect(result).toEqual({ status: 'passed', outputs: {}, error: '' });
    const where = `${sshd.user}@${sshd.ip}:${sshd.port}`;
    expect(log).toContain(`>>> web_1 (${where})`);
    expect(log).toContain(`>>> db_1 (${where})`);
    expect(log).toContain(`web=${where} db=${where} package=index.html`);
    expect(log).toContain('artifact: index.html uploaded');
    expect(log.match(/hop-ok/g)).toHaveLength(2);
    // the key is printed by the script and masked line by line
    const keyBody = sshd.privateKey.split('\n')[1] ?? '';
    expect(keyBody.length).toBeGreaterThan(16);
    expect(log).not.toContain(keyBody);
    expect(log).toContain(CREDENTIAL_MASK);
    const keyFiles = [...log.matchAll(/key file (\S+)/g)].map((m) => m[1] ?? '');
    expect(keyFiles).toHaveLength(2);
    for (const file of keyFiles) expect(existsSync(file)).toBe(false);
    const answer = await fetch(`http://127.0.0.1:${httpPort}/index.html`);
    expect(await answer.text()).toBe('slipway deployed this page\n');
  });

  it('the host’s http probe turns it normal once the service answers', async () => {
    const key = await portalBrowserKey(t);
    const listed = await t.request({
      method: 'GET',
      url: `${hostsPath}&encryptedKey=${key.encryptedKey}`,
      token: t.admin.token,
    });
    const web = listed.json().find((h: { name: string }) => h.name === 'web_1');
    const res = await t.request({
      method: 'PUT',
      url: `/api/aslan/project/pms/${web.id}?projectName=${PROJECT}`,
      token: t.admin.token,
      payload: {
        ...web,
        private_key: key.decrypt(web.private_key),
        probe: {
          probe_type: 'http',
          http_probe: {
            path: 'index.html',
            port: httpPort,
            timeout_second: 2,
            response_success_flag: 'deployed',
            http_headers: [],
          },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    await new HostProbeScheduler(new HostsRepository(t.database.db)).runOnce();
    const rows = await new HostsRepository(t.database.db).list(PROJECT);
    expect(rows.find((row) => row.name === 'web_1')?.status).toBe('normal');
  });

  it('a non-zero exit fails the job naming the host; the output before it is in the log', async () => {
    const { result, log } = await deploy('broken', false);
    expect(result.status).toBe('failed');
    expect(result.error).toBe(`host web_1 (${sshd.ip}): the deploy script exited with 4`);
    expect(log).toContain('before the failure');
  });

  it('a service with no hosts, or no such service in the environment, fails with the reason', async () => {
    expect((await deploy('nowhere', false)).result.error).toBe(
      'the service nowhere has no hosts in env-nowhere',
    );
    const missing = await deploy('ghost', false);
    expect(missing.result).toMatchObject({ status: 'failed' });
    expect(missing.result.error).toMatch(/runs no host service ghost/);
  });

  it('a cancelled deploy stops at once', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await deploy('web', true, controller.signal)).result.status).toBe('cancelled');
  });

  it('a deploy cancelled while its script runs removes the key folder and the package from the host', async () => {
    const controller = new AbortController();
    const { result, log } = await deploy('slow', true, controller.signal, (text) => {
      if (/package \S+/.test(text)) controller.abort();
    });
    expect(result.status).toBe('cancelled');
    const [, keyDir = '', pkg = ''] = log.match(/key dir (\S+) package (\S+)/) ?? [];
    expect(keyDir).toMatch(/^\/tmp\/slipway-deploy-/);
    expect(pkg).toMatch(/^\/tmp\/slipway-artifact-/);
    expect(existsSync(keyDir)).toBe(false);
    expect(existsSync(path.dirname(pkg))).toBe(false);
  });

  it('a deploy job hands host services of a host environment to their deploy scripts', async () => {
    const { log, text } = memoryLog();
    const box = new SecretBox(loadServerKeys(t.dataDir, undefined).masterKey);
    const job = zadigDeployJob(
      undefined,
      hostDeploysOf(t.database.db, box, async () => store),
    );
    const ctx = {
      env: { PROJECT },
      templates: { project: PROJECT },
      jobName: 'deploy',
      log,
      signal: new AbortController().signal,
      timeoutMs: 60_000,
      minuteMs: 60_000,
    } as unknown as JobContext;
    const spec = (env: string, service: string) => ({
      env,
      production: false,
      skip_check_run_status: false,
      source: 'runtime' as const,
      job_name: '',
      service_and_images: [{ service_name: service, service_module: service, image: '' }],
    });
    const result = await job.run(spec('env-broken', 'broken'), ctx);
    expect(result).toMatchObject({ status: 'failed' });
    expect(result.error).toBe(`broken: host web_1 (${sshd.ip}): the deploy script exited with 4`);
    expect(text()).toContain('broken: running its deploy script on the hosts of env-broken');
    expect(text()).toContain('before the failure');
    // a service that is no host service there is a cluster deploy, which this server lacks here
    expect((await job.run(spec('env-broken', 'ghost'), ctx)).error).toBe(DEPLOYS_UNAVAILABLE);
  });
});
