import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts } from '../src/db/schema-hosts.js';
import { SecretBox } from '../src/lib/crypto/aes.js';
import { loadServerKeys } from '../src/lib/keys.js';
import { HostProbeScheduler } from '../src/modules/hosts/host-probe-scheduler.js';
import { HostsRepository } from '../src/modules/hosts/hosts.repository.js';
import { freePort } from './git-daemon.js';
import { hostEnvironmentBody } from './host-environment.fixture.js';
import { portalCaller } from './portal/portal-contract.js';
import { portalBrowserKey } from './portal/portal-crypto.js';
import { createProject } from './projects.fixture.js';
import { type SshdHost, startSshdHost } from './sshd-host.js';
import { createTestApp, type TestApp } from './test-app.js';
import { insertWorkflow, jobLog, jobOf, runWorkflow, waitForTask } from './workflow-fixture.js';

/**
 * A host project deployed for real, through the calls a user makes: a real OpenSSH server on
 * loopback is the host; the workflow's build job packages a tiny HTTP site in the job sandbox, its
 * deploy job uploads that package over SSH and the service's deploy script starts it; the host's
 * http probe turns normal and the site answers. A second run rolls a new package. A key the host
 * refuses is refused when saved, and a deploy with it fails clearly and leaves the site as it was.
 */
let t: TestApp;
let sshd: SshdHost;
let httpPort: number;
let siteDir: string;
const call = portalCaller(() => t);
const PROJECT = 'host-shop';
const q = `projectName=${PROJECT}`;
const ENV = 'host-shop-dev';
const WORKFLOW = 'host-shop-workflow-dev';

const BUILD_SCRIPT = `#!/bin/bash
set -e
mkdir -p site out
echo "shop page of task $TASK_ID" > site/index.html
tar -czf "out/$PKG_FILE" -C site index.html
`;

/** Unpacks the package into the site folder and serves it, once, with busybox httpd. */
const deployScript = () => `set -e
mkdir -p "${siteDir}"
tar -xzf "$ARTIFACT" -C "${siteDir}"
echo "unpacked $PKG_FILE on $API_1_IP"
if [ ! -f "${siteDir}/httpd.pid" ]; then
  nohup busybox httpd -f -p "127.0.0.1:${httpPort}" -h "${siteDir}" > /dev/null 2>&1 &
  echo $! > "${siteDir}/httpd.pid"
fi
`;

const page = async () => (await fetch(`http://127.0.0.1:${httpPort}/index.html`)).text();

async function run() {
  const id = await runWorkflow(t, WORKFLOW);
  const task = await waitForTask(t, WORKFLOW, id, undefined, 120_000);
  return { id, task, deployLog: await jobLog(t, WORKFLOW, id, 'deploy') };
}

beforeAll(async () => {
  [t, sshd] = await Promise.all([createTestApp(), startSshdHost()]);
  httpPort = await freePort();
  siteDir = path.join(sshd.dir, 'site');
  await createProject(t, {
    product_name: PROJECT,
    product_feature: { basic_facility: 'cloud_host', deploy_type: 'k8s', create_env_type: 'system' },
  });
  // the host, as the host dialog saves it: the key base64 encoded, checked by an SSH login
  await call('POST', `/api/aslan/project/pms?${q}`, {
    name: 'api_1',
    provider: 0,
    ip: sshd.ip,
    port: sshd.port,
    user_name: sshd.user,
    private_key: Buffer.from(sshd.privateKey).toString('base64'),
    project_name: PROJECT,
  });
  const [host] = await new HostsRepository(t.database.db).list(PROJECT);
  // the host service with the build that packages it and deploys it (the portal's one call)
  await call('POST', `/api/aslan/service/pm/${PROJECT}?${q}`, {
    pm_service_tmpl: {
      product_name: PROJECT,
      service_name: 'api',
      visibility: 'private',
      type: 'pm',
      build_name: 'api-build',
      health_checks: [],
      env_configs: [{ env_name: ENV, host_ids: [host!.id], labels: [] }],
    },
    build: {
      name: 'api-build',
      source: 'zadig',
      product_name: PROJECT,
      timeout: 10,
      targets: [{ product_name: PROJECT, service_name: 'api', service_module: 'api' }],
      repos: [],
      pre_build: { build_os: 'bookworm', image_id: 'bookworm', installs: [], envs: [] },
      scripts: BUILD_SCRIPT,
      post_build: { file_archive: { file_location: 'out' } },
      pm_deploy_scripts: deployScript(),
      sshs: [],
    },
  });
  await call(
    'POST',
    `/api/aslan/environment/environments?${q}`,
    hostEnvironmentBody(PROJECT, ENV, 'api', [host!.id]),
  );
  // the shape the onboarding wizard gives a host project's workflows: build, then deploy from it
  await insertWorkflow(t, {
    name: WORKFLOW,
    project: PROJECT,
    stages: [
      {
        name: 'build',
        jobs: [
          {
            name: 'build',
            type: 'zadig-build',
            spec: {
              service_and_builds: [{ service_name: 'api', service_module: 'api', build_name: 'api-build' }],
            },
          },
        ],
      },
      {
        name: 'deploy',
        jobs: [
          {
            name: 'deploy',
            type: 'zadig-deploy',
            spec: {
              env: ENV,
              source: 'fromjob',
              job_name: 'build',
              service_and_images: [{ service_name: 'api' }],
            },
          },
        ],
      },
    ],
  } as never);
});

afterAll(async () => {
  const pidFile = path.join(siteDir ?? '', 'httpd.pid');
  if (existsSync(pidFile)) {
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8')));
    } catch {
      // already gone
    }
  }
  await t?.close();
  await sshd?.stop();
});

describe('a host project deployed by its workflow', () => {
  it('builds the package, deploys it over SSH, and the site answers', async () => {
    const { id, task, deployLog } = await run();
    expect(task.status, deployLog).toBe('passed');
    const pkgFile = jobOf(task, 'build-api-api').outputs.PKG_FILE as string;
    expect(pkgFile).toMatch(/^api-.*\.tar\.gz$/);
    expect(deployLog).toContain(`artifact: ${pkgFile} uploaded`);
    expect(deployLog).toContain(`unpacked ${pkgFile} on ${sshd.ip}`);
    expect(await page()).toBe(`shop page of task ${id}\n`);
  });

  it('the host’s http probe turns it normal once the site answers', async () => {
    const key = await portalBrowserKey(t);
    const listed = (await call('GET', `/api/aslan/project/pms?${q}&encryptedKey=${key.encryptedKey}`)).json();
    const host = listed.find((h: { name: string }) => h.name === 'api_1');
    await call('PUT', `/api/aslan/project/pms/${host.id}?${q}`, {
      ...host,
      private_key: key.decrypt(host.private_key),
      probe: {
        probe_type: 'http',
        http_probe: {
          path: 'index.html',
          port: httpPort,
          timeout_second: 2,
          response_success_flag: 'shop page',
          http_headers: [],
        },
      },
    });
    await new HostProbeScheduler(new HostsRepository(t.database.db)).runOnce();
    const [probed] = await new HostsRepository(t.database.db).list(PROJECT);
    expect(probed?.status).toBe('normal');
  });

  it('a second run rolls the new package', async () => {
    const { id, task, deployLog } = await run();
    expect(task.status, deployLog).toBe('passed');
    expect(await page()).toBe(`shop page of task ${id}\n`);
  });

  it('a key the host refuses is refused when saved and changes nothing', async () => {
    const [host] = await new HostsRepository(t.database.db).list(PROJECT);
    const res = await t.request({
      method: 'PUT',
      url: `/api/aslan/project/pms/${host!.id}?${q}`,
      token: t.admin.token,
      payload: {
        name: 'api_1',
        provider: 0,
        ip: sshd.ip,
        port: sshd.port,
        user_name: sshd.user,
        private_key: Buffer.from(sshd.strangerKey).toString('base64'),
        project_name: PROJECT,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: '主机拒绝了该用户名或私钥，无法通过 SSH 登录，主机信息未保存',
      description: `${sshd.user}@${sshd.ip}:${sshd.port}`,
    });
    const [kept] = await new HostsRepository(t.database.db).list(PROJECT);
    expect(kept?.privateKey).toBe(host!.privateKey);
  });

  it('a deploy whose key the host no longer accepts fails clearly and leaves the site as it was', async () => {
    const before = await page();
    // the host's authorized key changed after the host was saved
    const box = new SecretBox(loadServerKeys(t.dataDir, undefined).masterKey);
    const stranger = box.seal(Buffer.from(sshd.strangerKey).toString('base64'));
    await t.database.db.update(hosts).set({ privateKey: stranger }).where(eq(hosts.projectName, PROJECT));
    const { task, deployLog } = await run();
    expect(task.status).toBe('failed');
    const deploy = jobOf(task, 'deploy');
    expect(deploy.error).toBe(
      `api: host api_1 (${sshd.ip}): cannot log in over SSH: the host refused the user name or private key`,
    );
    expect(deployLog).not.toContain('unpacked');
    expect(await page()).toBe(before);
  });

  it('deleting the host service takes its build along, but not while a workflow builds with it', async () => {
    const build = () =>
      t.request({ method: 'GET', url: `/api/aslan/build/build/api-build?${q}`, token: t.admin.token });
    const remove = () =>
      t.request({ method: 'DELETE', url: `/api/aslan/service/services/api/pm?${q}`, token: t.admin.token });
    const refused = await remove();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().description).toBe(WORKFLOW);
    expect((await build()).statusCode).toBe(200);
    await call('GET', `/api/aslan/service/services/api/pm?${q}`);

    await call('DELETE', `/api/aslan/workflow/v4/${WORKFLOW}?${q}`);
    expect((await remove()).statusCode).toBe(200);
    expect((await build()).statusCode).toBe(404);
  });
});
