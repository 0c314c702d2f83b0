import type { LoginResponse } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { noChartFolders } from '../../src/modules/helm-services/chart-folder-reader.js';
import { chartForEnvironment } from '../../src/modules/helm-services/chart-for-environment.js';
import { ChartSources } from '../../src/modules/helm-services/helm-service-sources.js';
import { HelmServicesRepository } from '../../src/modules/helm-services/helm-services.repository.js';
import { HelmServicesService } from '../../src/modules/helm-services/helm-services.service.js';
import { addGitDaemonCodehost } from '../codehost-fixture.js';
import { chartFiles, inFolder, templateChartFiles } from '../fixtures/charts/chart-fixture.js';
import { startChartRepo, type TestChartRepo } from '../fixtures/charts/chart-repo-server.js';
import { type GitServer, startGitServer } from '../git-daemon.js';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller, type Shape } from './portal-contract.js';

/**
 * The Helm service page of a project (portal §6): services made from a chart template, from a chart
 * repository (a real HTTP repository on loopback serving index.yaml and the packed chart) and from
 * chart folders of a real git repository; their files listed, read and edited as the portal does.
 */
let t: TestApp;
let git: GitServer;
let chartRepo: TestChartRepo;
let hostId: number;
let outsider: LoginResponse;
const project = 'helm-shop';

beforeAll(async () => {
  t = await createTestApp();
  outsider = await t.createUser('helm-outsider');
  git = await startGitServer({
    'team/charts': {
      ...inFolder('web', templateChartFiles('web')),
      ...inFolder('apps/api', Object.fromEntries(chartFiles('web').map((f) => [f.path, f.content]))),
      'apps/empty/README.md': 'no chart here\n',
      'values/alpha.yaml': 'image:\n  tag: "3.0.0"\n',
      'values/beta.yml': 'replicaCount: 5\n',
      'values/Bad_Name.yaml': 'a: 1\n',
    },
  });
  hostId = await addGitDaemonCodehost(t, git);
  chartRepo = await startChartRepo();
  await createProject(t, {
    product_name: project,
    product_feature: { basic_facility: 'kubernetes', deploy_type: 'helm', create_env_type: 'system' },
  } as never);
  await call('POST', '/api/aslan/template/charts', {
    name: 'web-template',
    codeHostID: hostId,
    owner: 'team',
    repo: 'charts',
    branch: 'main',
    path: 'web',
    namespace: '',
  });
  await call('PUT', '/api/aslan/template/charts/web-template/variables', [
    { key: 'replicas', value: '1' },
    { key: 'port', value: '80' },
  ]);
});
afterAll(async () => {
  await chartRepo?.stop();
  await git?.stop();
  await t?.close();
});

const call = portalCaller(() => t);
const services = `/api/aslan/service/helm/services?projectName=${project}`;
const base = `/api/aslan/service/helm/${project}`;
const fromTemplate = (name: string, extra: Record<string, unknown> = {}) => ({
  source: 'chartTemplate',
  name,
  auto_sync: false,
  createFrom: {
    templateName: 'web-template',
    valuesYAML: 'image:\n  tag: "2.0.0"\n',
    variables: [{ key: 'replicas', value: '3' }],
    ...extra,
  },
  valuesData: { yamlSource: 'repo', gitRepoConfig: null },
});

const infoShape: Shape = {
  service_name: 'string',
  type: 'string',
  source: 'string',
  release_naming: 'string',
  auto_sync: 'boolean',
  create_from: 'object',
  codehost_id: 'integer',
  repo_owner: 'string',
  repo_name: 'string',
  branch_name: 'string',
  load_path: 'string',
  src_path: 'string',
  repo_namespace: 'string',
};

describe('from a chart template (§6.8 chartTemplate)', () => {
  it('POST answers {successServices, failedServices}; GET list {services, service_infos, file_infos}', async () => {
    const created = (await call('POST', services, fromTemplate('storefront'))).json();
    expect(created).toEqual({ successServices: ['storefront'], failedServices: [] });
    const list = (await call('GET', `${base}?projectName=${project}`)).json();
    expectShape(list, {
      services: 'array',
      service_infos: [infoShape],
      file_infos: [{ name: 'string', is_dir: 'boolean', parent: 'string' }],
    });
    expect(list.services).toEqual([['storefront']]);
    expect(list.service_infos[0]).toMatchObject({
      service_name: 'storefront',
      type: 'helm',
      source: 'chartTemplate',
      release_naming: '$Namespace$-$Service$',
      create_from: {
        service_name: 'storefront',
        template_name: 'web-template',
        variables: [
          { key: 'replicas', value: '3' },
          { key: 'port', value: '80' },
        ],
        yaml_data: { yaml_content: 'image:\n  tag: "2.0.0"\n' },
      },
    });
    expect(list.file_infos).toEqual([
      { name: 'templates', is_dir: true, parent: '' },
      { name: 'Chart.yaml', is_dir: false, parent: '' },
      { name: 'values.yaml', is_dir: false, parent: '' },
    ]);
  });

  it('filePath lists a folder ({parent}/{name} as the portal builds it); fileContent answers the text', async () => {
    const root = (
      await call(
        'GET',
        `${base}/storefront/filePath?projectName=${project}&dir=&revision=&deliveryVersion=false`,
      )
    ).json();
    expect(root.map((e: { name: string }) => e.name)).toEqual(['templates', 'Chart.yaml', 'values.yaml']);
    const templates = (
      await call(
        'GET',
        `${base}/storefront/filePath?projectName=${project}&dir=/templates&revision=&deliveryVersion=false`,
      )
    ).json();
    expect(templates).toEqual([
      { name: 'deployment.yaml', is_dir: false, parent: '/templates' },
      { name: 'service.yaml', is_dir: false, parent: '/templates' },
    ]);
    const values = await call(
      'GET',
      `${base}/storefront/fileContent?projectName=${project}&filePath=&fileName=values.yaml&revision=&deliveryVersion=false`,
    );
    expect(values.headers['content-type']).toMatch(/^text\/plain/);
    // the template's variables are filled in, $Service$ names the service
    const parsed = parse(values.body) as Record<string, unknown>;
    expect(parsed).toMatchObject({ replicaCount: 3, service: { port: 80 }, appName: 'storefront' });
    const deployment = await call(
      'GET',
      `${base}/storefront/fileContent?projectName=${project}&filePath=/templates&fileName=deployment.yaml`,
    );
    expect(deployment.body).toContain('kind: Deployment');
    await call(
      'GET',
      `${base}/storefront/fileContent?projectName=${project}&filePath=/templates&fileName=../../etc/passwd`,
      undefined,
      undefined,
      400,
    );
  });

  it('serviceModule: the images the preset rules find, with the service values over the chart values', async () => {
    const module = (await call('GET', `${base}/storefront/serviceModule?projectName=${project}`)).json();
    expectShape(module, {
      service_modules: [{ name: 'string', image_name: 'string', image: 'string', build_names: 'array' }],
      service: infoShape,
    });
    expect(module.service_modules).toEqual([
      { name: 'storefront', image: 'registry.local/shop/web:2.0.0', image_name: 'web', build_names: [] },
      {
        name: 'sidecar',
        image: 'registry.local/shop/log-agent:2.3',
        image_name: 'log-agent',
        build_names: [],
      },
    ]);
  });

  it('PUT /helm/{project} saves edited files: a new revision, images found again', async () => {
    const before = (await call('GET', `${base}/storefront?projectName=${project}`)).json();
    const values = chartFiles('web').find((f) => f.path === 'values.yaml')?.content ?? '';
    await call('PUT', `${base}?projectName=${project}`, {
      helm_service_infos: [
        {
          service_name: 'storefront',
          file_path: '',
          file_name: 'values.yaml',
          file_content: values.replace('log-agent:2.3', 'log-agent:2.4'),
        },
        {
          service_name: 'storefront',
          file_path: '/templates',
          file_name: 'configmap.yaml',
          file_content: 'kind: ConfigMap\n',
        },
      ],
    });
    const after = (await call('GET', `${base}/storefront?projectName=${project}`)).json();
    expect(after.revision).toBe(before.revision + 1);
    const module = (await call('GET', `${base}/storefront/serviceModule?projectName=${project}`)).json();
    expect(module.service_modules[1].image).toBe('registry.local/shop/log-agent:2.4');
    const templates = (
      await call('GET', `${base}/storefront/filePath?projectName=${project}&dir=/templates`)
    ).json();
    expect(templates.map((e: { name: string }) => e.name)).toContain('configmap.yaml');
    // a path out of the chart, an unknown service, and an empty edit list change nothing
    const outOfChart = {
      service_name: 'storefront',
      file_path: '/templates',
      file_name: '../../x.yaml',
      file_content: 'x',
    };
    await call('PUT', `${base}?projectName=${project}`, { helm_service_infos: [outOfChart] }, undefined, 400);
    const ghost = { service_name: 'ghost', file_path: '', file_name: 'values.yaml', file_content: 'x' };
    await call('PUT', `${base}?projectName=${project}`, { helm_service_infos: [ghost] }, undefined, 404);
    await call('PUT', `${base}?projectName=${project}`, { helm_service_infos: [] }, undefined, 400);
    expect((await call('GET', `${base}/storefront?projectName=${project}`)).json().revision).toBe(
      after.revision,
    );
  });

  it('releaseNaming: saved and answered in service_infos; a bad name is a 400', async () => {
    await call('PUT', `/api/aslan/service/helm/services/releaseNaming?projectName=${project}`, {
      service_name: 'storefront',
      naming: '$Service$-$EnvName$',
    });
    const list = (await call('GET', `${base}?projectName=${project}`)).json();
    expect(list.service_infos[0].release_naming).toBe('$Service$-$EnvName$');
    const bad = await call(
      'PUT',
      `/api/aslan/service/helm/services/releaseNaming?projectName=${project}`,
      { service_name: 'storefront', naming: 'Bad Name' },
      undefined,
      400,
    );
    expect(bad.json().message).toMatch(/Release/);
  });

  it('validation: name rule, duplicate, unknown template, unknown source — each a clear message, nothing saved', async () => {
    const badName = (await call('POST', services, fromTemplate('Bad_Name'), undefined, 400)).json();
    expect(badName.message).toMatch(/服务名称|service name/);
    const duplicate = (await call('POST', services, fromTemplate('storefront'), undefined, 409)).json();
    expect(duplicate.description).toBe('storefront');
    const noTemplate = (
      await call('POST', services, fromTemplate('x1', { templateName: 'nope' }), undefined, 404)
    ).json();
    expect(noTemplate.message).toMatch(/Chart 模板|Chart template/);
    await call('POST', services, { ...fromTemplate('x2'), source: 'svn' }, undefined, 400);
    await call('POST', services, fromTemplate('x3', { valuesYAML: '- not\n- a map\n' }), undefined, 400);
    // an update of a service that does not exist
    await call('PUT', services, fromTemplate('never-made'), undefined, 404);
    const list = (await call('GET', `${base}?projectName=${project}`)).json();
    expect(list.service_infos.map((s: { service_name: string }) => s.service_name)).toEqual(['storefront']);
  });
});

describe('from a chart repository (§6.8 chartRepo)', () => {
  it('downloads the chart version from the repository and unpacks it', async () => {
    await call('POST', '/api/aslan/system/helm', {
      repo_name: 'local-charts',
      url: chartRepo.url,
      username: chartRepo.username,
      password: chartRepo.password,
    });
    const body = {
      source: 'chartRepo',
      createFrom: { chartRepoName: 'local-charts', chartName: 'web', chartVersion: '0.1.0' },
    };
    expect((await call('POST', services, body)).json()).toEqual({
      successServices: ['web'],
      failedServices: [],
    });
    expect(chartRepo.requests).toEqual(['GET /charts/index.yaml', 'GET /charts/web-0.1.0.tgz']);
    const info = (await call('GET', `${base}/web?projectName=${project}`)).json();
    expect(info).toMatchObject({
      source: 'chartRepo',
      chart_name: 'web',
      chart_version: '0.1.0',
      create_from: { chart_repo_name: 'local-charts', chart_name: 'web', chart_version: '0.1.0' },
    });
    const missing = { ...body, createFrom: { ...body.createFrom, chartName: 'web2', chartVersion: '9.9.9' } };
    expect((await call('POST', services, missing, undefined, 400)).json().description).toBe('web2 9.9.9');
    const noRepo = { ...body, createFrom: { ...body.createFrom, chartRepoName: 'no-such-repo' } };
    await call('POST', services, noRepo, undefined, 404);
    await call(
      'POST',
      services,
      { source: 'chartRepo', createFrom: { chartRepoName: 'local-charts' } },
      undefined,
      400,
    );
  });
});

describe('from repository folders (§6.8 repo)', () => {
  it('one service per folder named after it; a folder without a chart fails alone', async () => {
    const body = {
      source: 'repo',
      createFrom: {
        codehostID: hostId,
        owner: 'team',
        repo: 'charts',
        branch: 'main',
        paths: ['apps/api', 'apps/empty'],
        namespace: '',
      },
    };
    const result = (await call('POST', services, body)).json();
    expect(result.successServices).toEqual(['api']);
    expect(result.failedServices).toHaveLength(1);
    expect(result.failedServices[0].path).toBe('apps/empty');
    expect(result.failedServices[0].error).toMatch(/Chart\.yaml/);
    const info = (await call('GET', `${base}/api?projectName=${project}`)).json();
    expect(info).toMatchObject({
      source: 'repo',
      codehost_id: hostId,
      repo_owner: 'team',
      repo_name: 'charts',
      branch_name: 'main',
      load_path: 'apps/api',
    });
    await call('POST', services, { ...body, createFrom: { ...body.createFrom, paths: [] } }, undefined, 400);
  });
});

describe('calls answered with a clear error, and who may call', () => {
  it('bulk (§6.9): one service per values file, named after it; a bad file name fails alone', async () => {
    const gitRepoConfig = {
      codehostID: hostId,
      owner: 'team',
      repo: 'charts',
      branch: 'main',
      namespace: '',
      valuesPaths: ['values/alpha.yaml', 'values/beta.yml', 'values/Bad_Name.yaml'],
    };
    const bulk = `/api/aslan/service/helm/services/bulk?projectName=${project}`;
    const result = (
      await call('POST', bulk, {
        source: 'chartTemplate',
        auto_sync: true,
        createFrom: { templateName: 'web-template' },
        valuesData: { yamlSource: 'repo', gitRepoConfig, autoSync: true },
      })
    ).json();
    expect(result.successServices).toEqual(['alpha', 'beta']);
    expect(result.failedServices).toEqual([
      { path: 'values/Bad_Name.yaml', error: expect.stringMatching(/服务名称/) },
    ]);
    const module = (await call('GET', `${base}/alpha/serviceModule?projectName=${project}`)).json();
    expect(module.service_modules[0].image).toBe('registry.local/shop/web:3.0.0');
    expect(module.service.create_from.yaml_data.source_detail).toEqual({
      load_path: 'values/alpha.yaml',
      git_repo_config: { codehost_id: hostId, owner: 'team', repo: 'charts', branch: 'main', namespace: '' },
    });
    await call(
      'POST',
      bulk,
      { source: 'chartTemplate', createFrom: { templateName: 'web-template' } },
      undefined,
      400,
    );
  });

  it('Harbor chart listings answer 400 with a description', async () => {
    const harbor = await call(
      'GET',
      `/api/aslan/service/harbor/project/${project}/charts`,
      undefined,
      undefined,
      400,
    );
    expect(harbor.json().message).toMatch(/Harbor/);
    expect(typeof harbor.json().description).toBe('string');
  });

  it('a user outside the private project may not read or change its Helm services', async () => {
    await call('GET', `${base}?projectName=${project}`, undefined, outsider.token, 403);
    await call('POST', services, fromTemplate('intruder'), outsider.token, 403);
    await call(
      'GET',
      `${base}/storefront/fileContent?projectName=${project}&filePath=&fileName=values.yaml`,
      undefined,
      outsider.token,
      403,
    );
  });
});

describe('the chart an environment deploys (chartForEnvironment)', () => {
  it('chart files, values merged chart < env defaults < service values < overrides, release name and images', async () => {
    const repository = new HelmServicesRepository(t.database.db);
    // reading charts needs no source: a service made above is read back
    const unused = new ChartSources({
      templates: undefined as never,
      folders: noChartFolders,
      chartRepo: () => Promise.reject(new Error('unused')),
      download: () => Promise.reject(new Error('unused')),
    });
    const helm = new HelmServicesService(repository, unused);
    const chart = await chartForEnvironment(helm, repository, project, 'storefront', {
      envName: 'dev',
      namespace: 'helm-shop-dev',
      envDefaultValues: 'replicaCount: 4\nservice:\n  type: NodePort\n',
      overrides: [{ key: 'image.tag', value: '9.9.9' }],
    });
    expect(chart.release).toBe('storefront-dev');
    expect(chart.files.map((f) => f.path)).toContain('templates/deployment.yaml');
    const values = parse(chart.values) as Record<string, unknown>;
    // the service's own values (tag 2.0.0) lose to the override; the env default wins over the chart's 3 replicas
    expect(values).toMatchObject({
      replicaCount: 4,
      image: { tag: '9.9.9' },
      service: { type: 'NodePort', port: 80 },
    });
    expect(chart.images[0]).toMatchObject({
      image: 'registry.local/shop/web:9.9.9',
      repoPath: 'image.repository',
      tagPath: 'image.tag',
    });
    await expect(
      chartForEnvironment(helm, repository, project, 'ghost', { envName: 'dev', namespace: 'n' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
