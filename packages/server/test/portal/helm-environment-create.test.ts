import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../src/db/schema-services.js';
import { findHelm } from '../../src/lib/helm/helm-cli.js';
import { writeHelmStandIn } from '../helm-stand-in.js';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectPortalAnswer } from './portal-contract.js';

/**
 * Creating the environments of a Helm chart project (portal-shapes §2.4): the portal's body (a list
 * of environments with chart values), validation, the environment rows and their values, each
 * chart deployed through `helm template` and the real local cluster driver (podman), and delete.
 * helm is not installed here: the deploy runs the labelled stand-in script of test/helm-stand-in.ts
 * put first on PATH; without it the environment is kept and its creation fails saying helm is missing.
 */
const ID = `${process.pid}${Date.now().toString(36)}`.slice(-8);
const base = '/api/aslan/environment/environments';
const originalPath = process.env.PATH ?? '';
let t: TestApp;
let project: string;
let helmHere: boolean;

const chartFiles = [
  { path: 'Chart.yaml', content: 'apiVersion: v2\nname: web\nversion: 1.2.3\n' },
  {
    path: 'values.yaml',
    content: 'replicaCount: 1\nimage:\n  repository: nginx\n  tag: "1.25"\nservice:\n  port: 80\n',
  },
  { path: 'templates/deployment.yaml', content: 'kind: Deployment\n' },
];

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    token: t.admin.token,
    headers: { 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const ok = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
  const res = await call(method, url, payload);
  expectPortalAnswer(res, 200);
  return res.json();
};
const create = (body: unknown, p = project) =>
  call('POST', `${base}?projectName=${p}&helm=true&scene=`, body);

/** One environment as the create page sends it. */
const envSpec = (envName: string, overrideYaml = 'replicaCount: 3\n') => ({
  envName,
  clusterID: '',
  registry_id: '',
  baseEnvName: '',
  chartValues: [
    {
      envName,
      serviceName: 'web',
      chartVersion: '1.2.3',
      overrideValues: [{ key: 'image.tag', value: '1.26' }],
      overrideYaml,
      valuesData: { yamlSource: 'repo', autoSync: false, gitRepoConfig: null },
    },
  ],
  defaultValues: 'service:\n  port: 8080\n',
  valuesData: { autoSync: false, yamlSource: 'repo', gitRepoConfig: null },
  namespace: `${project}-env-${envName}`,
  is_existed: false,
  env_configs: [],
});

beforeAll(async () => {
  helmHere = (await findHelm()) !== undefined;
  t = await createTestApp();
  project = (
    await createProject(t, {
      product_name: `helmnew-${ID}`,
      product_feature: { basic_facility: 'kubernetes', deploy_type: 'helm', create_env_type: 'system' },
    })
  ).product_name;
  await t.database.db.insert(services).values({
    project,
    name: 'web',
    type: 'helm',
    source: 'spock',
    spec: { chart: { name: 'web', version: '1.2.3', files: chartFiles }, override_yaml: 'replicaCount: 2\n' },
  });
}, 60_000);

afterAll(async () => {
  process.env.PATH = originalPath;
  await t?.close();
});

describe('creating a Helm environment', () => {
  it('refuses bodies it cannot create before keeping anything', async () => {
    expectPortalAnswer(await create([]), 400);
    expectPortalAnswer(await create({ envName: 'dev' }), 400);
    expectPortalAnswer(await create([{ ...envSpec('dev'), chartValues: [] }]), 400);
    expectPortalAnswer(await create([envSpec('dev'), envSpec('dev')]), 400);
    expectPortalAnswer(await create([envSpec('Bad_Name')]), 400);
    expectPortalAnswer(await create([envSpec('dev', 'a: [')]), 400);
    const unknown = envSpec('dev');
    unknown.chartValues[0] = {
      ...(unknown.chartValues[0] as (typeof unknown.chartValues)[0]),
      serviceName: 'nope',
    };
    const res = await create([unknown]);
    expectPortalAnswer(res, 400);
    expect(res.json().message).toContain('Helm service');
    const yamlProject = (await createProject(t, { product_name: `yamlp-${ID}` })).product_name;
    const refused = await create([envSpec('dev')], yamlProject);
    expectPortalAnswer(refused, 400);
    expect(refused.json().message).toContain('Helm chart projects');
    expect(await ok('GET', `${base}?projectName=${project}`)).toEqual([]);
  });

  it('offers the chart services on the create form', async () => {
    const info = await ok(
      'GET',
      `/api/aslan/environment/init_info/${project}?envType=general&projectName=${project}`,
    );
    expect(info.chart_infos).toEqual([{ service_name: 'web', chart_version: '1.2.3' }]);
  });

  it('keeps the environment when helm is missing, each release saying so', async () => {
    if (helmHere) return;
    process.env.PATH = originalPath;
    await ok('POST', `${base}?projectName=${project}&helm=true&scene=`, [envSpec('nohelm')]);
    await t.app.environments.settled();
    const [listed] = await ok('GET', `${base}?projectName=${project}`);
    expect(listed).toMatchObject({ env_name: 'nohelm', source: 'helm', status: 'failed' });
    const detail = await ok('GET', `${base}/nohelm?projectName=${project}`);
    expect(detail.status).toBe('Error');
    expect(detail.error).toContain('environment creation failed with');
    expect(detail.error).toContain('helm command is not installed');
    const releases = await ok('GET', `${base}/nohelm/helm/releases?projectName=${project}`);
    expect(releases).toEqual([
      { serviceName: 'web', status: 'failed', error: expect.stringContaining('helm'), updatable: true },
    ]);
    // the values chosen are kept for when helm is there
    const [info] = await ok(
      'GET',
      `/api/aslan/environment/rendersets/renderchart?projectName=${project}&envName=nohelm&serviceName=web`,
    );
    expect(info).toMatchObject({
      serviceName: 'web',
      chartVersion: '1.2.3',
      overrideYaml: 'replicaCount: 3\n',
      overrideValues: [{ key: 'image.tag', value: '1.26' }],
    });
    const defaults = await ok(
      'GET',
      `/api/aslan/environment/rendersets/default-values?projectName=${project}&envName=nohelm`,
    );
    expect(defaults.defaultValues).toBe('service:\n  port: 8080\n');
    await ok('DELETE', `${base}/nohelm?projectName=${project}&is_delete=true`);
  });

  it('deploys each chart with its merged values, lists, shows and deletes the environments', async () => {
    writeHelmStandIn(path.join(t.dataDir, 'helm-bin'));
    process.env.PATH = `${path.join(t.dataDir, 'helm-bin')}${path.delimiter}${originalPath}`;
    try {
      await ok('POST', `${base}?projectName=${project}&helm=true&scene=`, [envSpec('dev'), envSpec('qa')]);
      const again = await create([envSpec('dev')]);
      expectPortalAnswer(again, 409);
      await t.app.environments.settled();
    } finally {
      process.env.PATH = originalPath;
    }
    const listed = await ok('GET', `${base}?projectName=${project}`);
    expect(listed.map((e: { env_name: string; status: string }) => [e.env_name, e.status]).sort()).toEqual([
      ['dev', 'success'],
      ['qa', 'success'],
    ]);
    const detail = await ok('GET', `${base}/dev?projectName=${project}`);
    expect(detail).toMatchObject({ env_name: 'dev', source: 'helm', namespace: `${project}-env-dev` });
    expect(detail.error).toBe('');
    expect(await ok('GET', `${base}/dev/helm/releases?projectName=${project}`)).toEqual([
      { serviceName: 'web', status: 'deployed', error: '', updatable: true },
    ]);
    const values = await ok('GET', `${base}/dev/helm/values?projectName=${project}&serviceName=web`);
    // chart < environment defaults < service override YAML < key overrides
    expect(values.valuesYaml).toContain('replicaCount: 3');
    expect(values.valuesYaml).toContain('port: 8080');
    expect(values.valuesYaml).toContain('tag: "1.26"');

    const env = await t.app.environments.get(project, 'dev');
    expect(env.services[0]?.containers).toEqual([{ name: 'web', image: 'nginx:1.26', image_name: 'nginx' }]);
    const driver = await t.app.environments.driverOf(env);
    const [configMap] = await driver.listResources(env.namespace, 'ConfigMap');
    expect((configMap?.metadata as { name?: string } | undefined)?.name).toBe(`${env.namespace}-web-values`);
    expect(String((configMap?.data as Record<string, string> | undefined)?.['values.yaml'])).toContain(
      'replicaCount: 3',
    );

    await ok('DELETE', `${base}/dev?projectName=${project}&is_delete=true`);
    expect(await driver.listResources(env.namespace, 'ConfigMap')).toEqual([]);
    expectPortalAnswer(await call('GET', `${base}/dev?projectName=${project}`), 404);
    await ok('DELETE', `${base}/qa?projectName=${project}&is_delete=true`);
    expect(await ok('GET', `${base}?projectName=${project}`)).toEqual([]);
  }, 120_000);
});
