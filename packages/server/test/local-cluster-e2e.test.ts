import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Podman } from '../src/engine/executors/container/podman.js';
import { PodmanWorkloads } from '../src/workloads/podman-workloads.js';
import { createBuild } from './build-fixture.js';
import { buildPageImage, makeBusyboxImage, podmanEnv } from './podman-base-image.js';
import { createProject } from './projects.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';
import { insertWorkflow, jobLog, jobOf, runWorkflow, waitForTask } from './workflow-fixture.js';

/**
 * A K8s YAML project on the built-in `local` cluster, end to end: a tiny HTTP image built here
 * FROM the busybox base, a service and an environment made through the API (the environment's pod
 * runs under podman kube play and answers on loopback), then a custom workflow whose zadig-deploy
 * job sets the image from a run parameter; a second run with a new tag rolls the pod. Names carry
 * a unique suffix so only this test's pods and images are touched.
 */
const podmanHere = (() => {
  try {
    execFileSync('podman', ['--version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
})();

const ID = `${process.pid}${Date.now().toString(36)}`.slice(-8);
const BASE = `localhost/slipway-e2e-base-${ID}:1`;
const APP = `localhost/slipway-e2e-app-${ID}`;
/** how a build without a registry names its image; podman lists it under localhost/ */
const SHORT_APP = `slipway-e2e-app-${ID}`;
const PROJECT = `e2e${ID}`;
const NAMESPACE = `e2e-${ID}`;
let dir: string;
let t: TestApp;
let driver: PodmanWorkloads;

const buildImage = (tag: string, text: string) => buildPageImage(dir, BASE, `${APP}:${tag}`, text);

const serviceYaml = `
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
          image: ${APP}:v1
          ports: [{containerPort: 8080}]
---
apiVersion: v1
kind: Service
metadata: {name: web}
spec:
  selector: {app: web}
  ports: [{name: http, port: 80, targetPort: 8080}]
`;

/** What the environment's web service answers on its loopback port (retried while the pod starts). */
async function answer(): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [endpoint] = await driver.endpoints(NAMESPACE);
      if (!endpoint) throw new Error('no endpoint yet');
      return await (await fetch(`http://127.0.0.1:${endpoint.port}/`)).text();
    } catch (error) {
      if (attempt > 40) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

async function environmentStatus(): Promise<string> {
  const res = await t.request({
    method: 'GET',
    url: `/api/aslan/environment/environments/dev?projectName=${PROJECT}`,
    token: t.admin.token,
  });
  return res.statusCode === 200 ? (res.json().status as string) : `http ${res.statusCode}`;
}

describe.skipIf(!podmanHere)('deploying to the local cluster (runs where podman is installed)', () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-e2e-'));
    makeBusyboxImage(BASE);
    for (const [tag, text] of [
      ['v1', 'version-one'],
      ['v2', 'version-two'],
      ['v3', 'version-three'],
    ] as const)
      buildImage(tag, text);
    t = await createTestApp();
    driver = new PodmanWorkloads(
      new Podman(t.dataDir, { maxOpenFiles: 1024, maxProcesses: 1024 }),
      t.dataDir,
    );
    // the app's environments run on this machine's podman, as the `local` cluster
    t.app.environments.useDrivers({ driverFor: () => driver });
  }, 180_000);

  afterAll(async () => {
    await driver?.removeNamespace(NAMESPACE).catch(() => {});
    await t?.close();
    execFileSync('podman', ['rmi', '-f', `${APP}:v1`, `${APP}:v2`, `${APP}:v3`, BASE], {
      env: podmanEnv(dir),
      stdio: 'pipe',
    });
    rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('creates the environment with the service, whose pod answers on loopback', async () => {
    await createProject(t, { product_name: PROJECT });
    const service = await t.request({
      method: 'POST',
      url: `/api/aslan/service/services?projectName=${PROJECT}`,
      token: t.admin.token,
      payload: {
        product_name: PROJECT,
        service_name: 'web',
        type: 'k8s',
        source: 'spock',
        yaml: serviceYaml,
      },
    });
    expect(service.statusCode, service.body).toBe(200);
    const env = await t.request({
      method: 'POST',
      url: `/api/aslan/environment/environments?projectName=${PROJECT}`,
      token: t.admin.token,
      payload: {
        product_name: PROJECT,
        env_name: 'dev',
        cluster_id: 'local',
        namespace: NAMESPACE,
        services: [
          [{ service_name: 'web', type: 'k8s', containers: [{ name: 'http', image: `${APP}:v1` }] }],
        ],
      },
    });
    expect(env.statusCode, env.body).toBe(200);
    // creation answers at once; the rollout goes on until the environment reports its pods running
    const deadline = Date.now() + 90_000;
    while (
      ['creating', 'updating'].includes((await environmentStatus()).toLowerCase()) &&
      Date.now() < deadline
    )
      await new Promise((r) => setTimeout(r, 500));
    expect(['success', 'Running']).toContain(await environmentStatus());
    expect(await answer()).toBe('version-one\n');
  }, 120_000);

  it('deploys a new image with a workflow, and rolls it again with the next tag', async () => {
    await insertWorkflow(t, {
      name: `deploy-${ID}`,
      project: PROJECT,
      params: [{ name: 'TAG', type: 'string', value: 'v2' }],
      stages: [
        {
          name: 'deploy',
          jobs: [
            {
              name: 'deploy',
              type: 'zadig-deploy',
              spec: {
                env: 'dev',
                service_and_images: [
                  {
                    service_name: 'web',
                    service_module: 'http',
                    image: `${SHORT_APP}:{{.workflow.params.TAG}}`,
                  },
                ],
              },
            },
          ],
        },
      ],
    } as never);
    for (const [tag, text] of [
      ['v2', 'version-two\n'],
      ['v3', 'version-three\n'],
    ] as const) {
      const taskId = await runWorkflow(t, `deploy-${ID}`, [{ name: 'TAG', value: tag }]);
      const task = await waitForTask(t, `deploy-${ID}`, taskId, undefined, 120_000);
      const log = await jobLog(t, `deploy-${ID}`, taskId, 'deploy');
      expect(jobOf(task, 'deploy').status, `${jobOf(task, 'deploy').error}\n${log}`).toBe('passed');
      expect(log).toContain(`web/http: setting the image ${SHORT_APP}:${tag}`);
      expect(log).toContain('Deployment/web is ready');
      expect(await answer()).toBe(text);
    }
    // the environment records the image it now runs
    const groups = await t.request({
      method: 'GET',
      url: `/api/aslan/environment/environments/dev/groups?projectName=${PROJECT}`,
      token: t.admin.token,
    });
    expect(groups.body).toContain(`${SHORT_APP}:v3`);
  }, 300_000);

  it('fails a deploy of an image that cannot be pulled, saying so', async () => {
    const taskId = await runWorkflow(t, `deploy-${ID}`, [{ name: 'TAG', value: 'never-built' }]);
    const task = await waitForTask(t, `deploy-${ID}`, taskId, undefined, 120_000);
    const job = jobOf(task, 'deploy');
    const log = await jobLog(t, `deploy-${ID}`, taskId, 'deploy');
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(new RegExp(`^web/http: image pull error: .*${SHORT_APP}:never-built`));
    expect(log).toContain('image pull error');
  }, 180_000);

  it('sets an image on a named workload of the namespace and patches a ConfigMap there', async () => {
    await driver.putResource(NAMESPACE, 'ConfigMap', {
      apiVersion: 'v1',
      metadata: { name: `settings-${ID}` },
      data: { level: 'info', stale: 'yes' },
    });
    await insertWorkflow(t, {
      name: `custom-${ID}`,
      project: PROJECT,
      stages: [
        {
          name: 'release',
          jobs: [
            {
              name: 'set-image',
              type: 'custom-deploy',
              spec: {
                cluster_id: 'local',
                namespace: NAMESPACE,
                targets: [{ target: 'Deployment/web/http', image: `${APP}:v1` }],
              },
            },
            {
              name: 'patch',
              type: 'k8s-resource-patch',
              spec: {
                cluster_id: 'local',
                namespace: NAMESPACE,
                patch_items: [
                  {
                    resource_name: `settings-${ID}`,
                    resource_kind: 'ConfigMap',
                    patch_content: '{"data": {"level": "{{.level}}", "stale": null}}',
                    params: [{ name: 'level', value: 'debug' }],
                  },
                ],
              },
            },
          ],
        },
      ],
    } as never);
    const taskId = await runWorkflow(t, `custom-${ID}`);
    const task = await waitForTask(t, `custom-${ID}`, taskId, undefined, 120_000);
    for (const name of ['set-image', 'patch'])
      expect(jobOf(task, name).status, `${name}: ${jobOf(task, name).error}`).toBe('passed');
    expect(await answer()).toBe('version-one\n');
    const [settings] = (await driver.listResources(NAMESPACE, 'ConfigMap')).filter(
      (o) => (o.metadata as { name: string }).name === `settings-${ID}`,
    );
    expect(settings?.data).toEqual({ level: 'debug' });
  }, 180_000);

  it('deploys the image a build job of the same run made (source fromjob)', async () => {
    await createBuild(t, {
      project: PROJECT,
      name: 'web-image',
      module: 'http',
      codehostId: 0,
      scripts: [
        '#!/bin/bash',
        'set -e',
        'mkdir -p www && echo "built-by-task-$TASK_ID" > www/index.html',
        "cat > Dockerfile <<'END'",
        `FROM ${BASE}`,
        'COPY www /www',
        'CMD ["/bin/busybox", "httpd", "-f", "-v", "-p", "8080", "-h", "/www"]',
        'END',
      ].join('\n'),
      post_build: { docker_build: { work_dir: '.', docker_file: 'Dockerfile', build_args: '' } },
    });
    await insertWorkflow(t, {
      name: `build-deploy-${ID}`,
      project: PROJECT,
      stages: [
        {
          name: 'build',
          jobs: [
            {
              name: 'build',
              type: 'zadig-build',
              spec: {
                service_and_builds: [
                  {
                    service_name: 'web',
                    service_module: 'http',
                    build_name: 'web-image',
                    // fully qualified, as podman names what it builds and the pods report it
                    image_name: `localhost/e2e-built-${ID}`,
                  },
                ],
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
              spec: { env: 'dev', source: 'fromjob', job_name: 'build' },
            },
          ],
        },
      ],
    } as never);
    const taskId = await runWorkflow(t, `build-deploy-${ID}`);
    const task = await waitForTask(t, `build-deploy-${ID}`, taskId, undefined, 100_000);
    const built = jobOf(task, 'build-web-http');
    const deployLog = await jobLog(t, `build-deploy-${ID}`, taskId, 'deploy');
    expect(task.status, `${built.error} ${jobOf(task, 'deploy')?.error}\n${deployLog}`).toBe('passed');
    expect(deployLog).toContain(`web/http: setting the image ${built.outputs.IMAGE}`);
    expect(await answer()).toBe(`built-by-task-${taskId}\n`);
    execFileSync('podman', ['rmi', '-f', String(built.outputs.IMAGE)], {
      env: podmanEnv(dir),
      stdio: 'pipe',
    });
  }, 300_000);
});
