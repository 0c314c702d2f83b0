import path from 'node:path';
import { zadigDeploySpecSchema } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments } from '../src/db/schema-environments.js';
import { services } from '../src/db/schema-services.js';
import { Podman } from '../src/engine/executors/container/podman.js';
import type { PreparedJob } from '../src/engine/executors/job-executor.js';
import { HELM_MISSING } from '../src/engine/job-types/helm-deploy.js';
import { helmReleaseDeployer } from '../src/engine/job-types/helm-deploy-release.js';
import type { JobContext } from '../src/engine/job-types/job-type.js';
import { zadigDeployJob } from '../src/engine/job-types/zadig-deploy.js';
import { environmentDeployTargets } from '../src/engine/job-types/zadig-deploy-environments.js';
import { HelmCli } from '../src/lib/helm/helm-cli.js';
import { EnvironmentAccess } from '../src/modules/environment-configs/environment-access.js';
import { EnvironmentConfigsRepository } from '../src/modules/environment-configs/environment-configs.repository.js';
import { HelmEnvironmentDeployer } from '../src/modules/environment-configs/helm-environment-deploy.js';
import { PodmanWorkloads } from '../src/workloads/podman-workloads.js';
import { writeHelmStandIn } from './helm-stand-in.js';
import { memoryLog } from './memory-log.js';
import { createProject } from './projects.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * zadig-deploy of a Helm service: the job's image goes into the chart's values and the chart is
 * deployed again through the environments' Helm deployer, on the real local cluster driver. helm
 * is not installed on this machine, so `helm template` is played by a stand-in script answering as
 * helm does (the chart's manifests: one ConfigMap holding the values file it was given with -f);
 * without helm at all the job fails saying helm is missing.
 */
const ID = `${process.pid}${Date.now().toString(36)}`.slice(-8);
const NAMESPACE = `helmdeploy-${ID}`;
const chartFiles = [
  { path: 'Chart.yaml', content: 'apiVersion: v2\nname: web\nversion: 1.0.0\n' },
  { path: 'values.yaml', content: 'image:\n  repository: nginx\n  tag: "1.25"\n' },
  { path: 'templates/deployment.yaml', content: 'kind: Deployment\n' },
];
let t: TestApp;
let project: string;
let cluster: PodmanWorkloads;

beforeAll(async () => {
  t = await createTestApp();
  project = (await createProject(t, { product_name: `helmdeploy-${ID}` })).product_name;
  await t.database.db.insert(services).values({
    project,
    name: 'web',
    type: 'helm',
    spec: { chart: { name: 'web', version: '1.0.0', files: chartFiles } },
  });
  await t.database.db.insert(environments).values({
    project,
    name: 'dev',
    namespace: NAMESPACE,
    clusterId: 'local',
    source: 'helm',
    status: 'success',
    services: [
      {
        name: 'web',
        type: 'helm',
        revision: 1,
        variable_yaml: '',
        rendered: '',
        containers: [{ name: 'web', image: 'nginx:1.25', image_name: 'nginx' }],
        updated_at: 1_700_000_000,
      },
    ],
  });
  cluster = new PodmanWorkloads(new Podman(t.dataDir, { maxOpenFiles: 1024, maxProcesses: 1024 }), t.dataDir);
  t.app.environments.useDrivers({ driverFor: () => cluster });
}, 60_000);

afterAll(async () => {
  await cluster?.removeNamespace(NAMESPACE).catch(() => {});
  await t?.close();
});

function context() {
  const { log, text } = memoryLog();
  const ctx: JobContext = {
    job: {} as PreparedJob,
    env: {},
    templates: { project, workflow: 'release', taskId: 1, creator: 'admin', params: {}, outputs: {} },
    jobName: 'deploy',
    log,
    signal: new AbortController().signal,
    timeoutMs: 30_000,
    minuteMs: 60_000,
  };
  return { ctx, text };
}

const targetsWith = (helm: HelmCli) => {
  const access = new EnvironmentAccess(new EnvironmentConfigsRepository(t.database.db), {
    driverFor: () => cluster,
  });
  const deployer = new HelmEnvironmentDeployer(access, helm);
  return environmentDeployTargets(t.app.environments, {
    cli: helm,
    deploy: helmReleaseDeployer(t.app.environments, deployer),
  });
};

describe('zadig-deploy of a Helm service', () => {
  it('puts the image into the values, deploys the chart again and records the image', async () => {
    const helmPath = writeHelmStandIn(path.join(t.dataDir, 'helm-stand-in'));
    const spec = zadigDeploySpecSchema.parse({
      env: 'dev',
      service_and_images: [{ service_name: 'web', service_module: 'web', image: 'reg.local/web:2' }],
    });
    const { ctx, text } = context();
    const result = await zadigDeployJob(targetsWith(new HelmCli(helmPath))).run(spec, ctx);
    expect(result, text()).toEqual({ status: 'passed', outputs: {}, error: '' });
    const [values] = (await cluster.listResources(NAMESPACE, 'ConfigMap')).filter((o) =>
      String((o.metadata as { name: string }).name).endsWith('-values'),
    );
    const applied = String((values?.data as Record<string, string> | undefined)?.['values.yaml']);
    expect(applied).toContain('repository: reg.local/web');
    // a numeric tag stays text in the values, as helm --set-string keeps it
    expect(applied).toContain('tag: "2"');
    const env = await t.app.environments.get(project, 'dev');
    expect(env.services[0]?.containers).toEqual([
      { name: 'web', image: 'reg.local/web:2', image_name: 'web' },
    ]);
    expect(text()).toContain('web: chart deployed with its merged values');

    const unknown = zadigDeploySpecSchema.parse({
      env: 'dev',
      service_and_images: [{ service_name: 'web', service_module: 'sidecar', image: 'x:1' }],
    });
    const refused = await zadigDeployJob(targetsWith(new HelmCli(helmPath))).run(unknown, context().ctx);
    expect(refused.error).toBe('web: the values of web name no image sidecar (they name web)');
  }, 60_000);

  it('fails with the helm missing message when helm is not installed', async () => {
    const spec = zadigDeploySpecSchema.parse({
      env: 'dev',
      service_and_images: [{ service_name: 'web', service_module: 'web', image: 'reg.local/web:3' }],
    });
    const { ctx, text } = context();
    const result = await zadigDeployJob(targetsWith(new HelmCli(path.join(t.dataDir, 'no-helm')))).run(
      spec,
      ctx,
    );
    expect(result).toEqual({ status: 'failed', outputs: {}, error: `web: ${HELM_MISSING}` });
    expect(text()).toContain(HELM_MISSING);
    const env = await t.app.environments.get(project, 'dev');
    expect(env.services[0]?.containers[0]?.image).toBe('reg.local/web:2');
  });
});
