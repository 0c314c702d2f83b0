import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGitDaemonCodehost } from '../codehost-fixture.js';
import { readServiceFixture } from '../fixtures/services/service-fixtures.js';
import { type GitServer, startGitServer } from '../git-daemon.js';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller } from './portal-contract.js';

/**
 * Services loaded from a code repository (common/gitFileTree.vue, serviceMgr/common/serviceTree.vue),
 * made from a K8s YAML template (serviceMgr/common/importFromTemplate.vue), and host services
 * (common/pm/pmConfig.vue, env pmHostList.vue): portal-shapes §5.14–§5.16 and §3.10. The repository is
 * served by a real git daemon on loopback.
 */
let t: TestApp;
let git: GitServer;
let hostId: number;
const call = portalCaller(() => t);
const PROJECT = 'src-shop';
const HOSTED = 'src-hosts';
const q = (project = PROJECT) => `projectName=${project}`;
const WEB = readServiceFixture('web.yaml');
const WORKLOADS = readServiceFixture('workloads.yaml');

beforeAll(async () => {
  t = await createTestApp();
  git = await startGitServer({
    'team/deploy': {
      'README.md': '# deploy',
      'single/web.yaml': WEB,
      'apps/cart/deploy.yaml': WORKLOADS,
      'apps/cart/svc.yml': 'apiVersion: v1\nkind: Service\nmetadata:\n  name: cart\n',
      'apps/orders/deploy.yaml': WEB,
      'apps/docs/README.md': 'no yaml here',
      'bad/Bad_Name.yaml': WEB,
    },
  });
  hostId = await addGitDaemonCodehost(t, git, 'services-git');
  await createProject(t, { product_name: PROJECT });
  await createProject(t, {
    product_name: HOSTED,
    product_feature: { basic_facility: 'cloud_host', deploy_type: 'k8s', create_env_type: 'system' },
  });
});
afterAll(async () => {
  await git?.stop();
  await t?.close();
});

const repo = (path: string, isDir: boolean) =>
  `repoOwner=team&repoName=deploy&branchName=main&path=${encodeURIComponent(path)}&isDir=${isDir}&remoteName=origin`;
const loadQuery = `${q()}&repoOwner=team&repoName=deploy&branchName=main&remoteName=origin&repoUUID=&namespace=team`;

describe('loading services from a repository folder', () => {
  it('preloads the names: a file, a folder of YAML files, or sub-folders holding YAML files', async () => {
    const preload = (path: string, isDir: boolean) =>
      call('GET', `/api/aslan/service/loader/preload/${hostId}?${repo(path, isDir)}`);
    expect((await preload('single/web.yaml', false)).json()).toEqual(['web']);
    expect((await preload('apps/cart', true)).json()).toEqual(['cart']);
    expect((await preload('apps', true)).json()).toEqual(['cart', 'orders']);
    const none = await call(
      'GET',
      `/api/aslan/service/loader/preload/${hostId}?${repo('README.md', false)}`,
      undefined,
      undefined,
      400,
    );
    expect(none.json().message).toBe('所选路径下没有 YAML 文件');
    await call(
      'GET',
      `/api/aslan/service/loader/preload/${hostId}?${repo('bad/Bad_Name.yaml', false)}`,
      undefined,
      undefined,
      400,
    );
    await call(
      'GET',
      `/api/aslan/service/loader/preload/${hostId}?${repo('../etc', true)}`,
      undefined,
      undefined,
      400,
    );
  });

  it('loads each service with its files joined, its containers and its origin', async () => {
    await call('POST', `/api/aslan/service/loader/load/${hostId}?${loadQuery}`, {
      product_name: PROJECT,
      visibility: 'private',
      is_dir: true,
      type: 'k8s',
      path: 'apps',
    });
    const list = (await call('GET', `/api/aslan/service/services?${q()}&envName=`)).json().data;
    expect(list.map((s: { service_name: string }) => s.service_name)).toEqual(['cart', 'orders']);
    expectShape(list[0], {
      source: 'string',
      codehost_id: 'integer',
      repo_owner: 'string',
      repo_name: 'string',
      branch_name: 'string',
      load_path: 'string',
      is_dir: 'boolean',
      remote_name: 'string',
    });
    expect(list[0]).toMatchObject({
      source: 'other',
      load_path: 'apps/cart',
      repo_name: 'deploy',
      is_dir: true,
    });
    const cart = (await call('GET', `/api/aslan/service/services/cart/k8s?${q()}`)).json();
    expect(cart.yaml).toContain('kind: Service');
    expect(cart.containers.map((c: { name: string }) => c.name)).toEqual([
      'db',
      'migrate',
      'report',
      'debug',
    ]);
  });

  it('refuses loading a name the project has, and changes nothing', async () => {
    const res = await call(
      'POST',
      `/api/aslan/service/loader/load/${hostId}?${loadQuery}`,
      {
        product_name: PROJECT,
        is_dir: true,
        type: 'k8s',
        path: 'apps',
      },
      undefined,
      409,
    );
    expect(res.json().message).toBe('服务名称与现有服务重复');
  });

  it('allows a reload only from a location holding that service, then reloads it', async () => {
    const validate = (path: string, name: string, status = 200) =>
      call(
        'GET',
        `/api/aslan/service/loader/validateUpdate/${hostId}?${repo(path, true)}&serviceName=${name}&repoUUID=`,
        undefined,
        undefined,
        status,
      );
    await validate('apps', 'cart');
    const mismatch = await validate('apps', 'web', 400);
    expect(mismatch.json().message).toBe('服务名称与所选文件夹不匹配');
    await call('PUT', `/api/aslan/service/loader/load/${hostId}?${loadQuery}`, {
      product_name: PROJECT,
      is_dir: true,
      type: 'k8s',
      path: 'apps/cart',
    });
    const cart = (await call('GET', `/api/aslan/service/services/cart/k8s?${q()}`)).json();
    expect(cart.revision).toBe(2);
  });
});

describe('services from a K8s YAML template', () => {
  let templateId = '';
  beforeAll(async () => {
    await call('POST', '/api/aslan/template/yaml', {
      name: 'svc-nginx',
      content:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: $Service$\n  namespace: $Namespace$\nspec:\n  replicas: {{.replicas}}\n  template:\n    spec:\n      containers:\n        - name: {{.container}}\n          image: {{.image}}\n',
      variable: [
        { key: 'replicas', value: '1' },
        { key: 'container', value: 'nginx' },
        { key: 'image', value: 'nginx:1.25' },
      ],
    });
    const list = (await call('GET', `/api/aslan/template/yaml?${q()}&page_num=1&page_size=9999`)).json();
    templateId = list.yaml_template.find((x: { name: string }) => x.name === 'svc-nginx').id;
  });

  it('makes a service with the variables sent, the template’s values for the rest', async () => {
    const body = {
      service_name: 'front',
      project_name: PROJECT,
      template_id: templateId,
      variables: [{ key: 'image', value: 'nginx:1.27' }],
      auto_sync: true,
    };
    await call('POST', `/api/aslan/service/template/load?${q()}`, body);
    const front = (await call('GET', `/api/aslan/service/services/front/k8s?${q()}`)).json();
    expect(front).toMatchObject({ source: 'template', template_id: templateId, auto_sync: true });
    expect(front.yaml).toContain('name: front');
    expect(front.yaml).toContain('namespace: $Namespace$');
    expect(front.containers).toEqual([{ name: 'nginx', image: 'nginx:1.27', image_name: 'nginx' }]);
    await call('POST', `/api/aslan/service/template/load?${q()}`, body, undefined, 409);
    await call('POST', `/api/aslan/service/template/reload?${q()}`, {
      ...body,
      variables: [{ key: 'image', value: 'nginx:1.28' }],
    });
    const reloaded = (await call('GET', `/api/aslan/service/services/front/k8s?${q()}`)).json();
    expect(reloaded).toMatchObject({ revision: 2, containers: [{ image: 'nginx:1.28' }] });
    await call(
      'POST',
      `/api/aslan/service/template/load?${q()}`,
      { ...body, service_name: 'x', template_id: '99999' },
      undefined,
      404,
    );
    await call(
      'POST',
      `/api/aslan/service/template/reload?${q()}`,
      { ...body, service_name: 'ghost' },
      undefined,
      404,
    );
  });
});

describe('services of a template, for the template library', () => {
  it('lists the services made from a template and remakes the auto-synced ones from its new text', async () => {
    const list = (await call('GET', `/api/aslan/template/yaml?${q()}&page_num=1&page_size=9999`)).json();
    const id = Number(list.yaml_template.find((x: { name: string }) => x.name === 'svc-nginx').id);
    await call('POST', `/api/aslan/service/template/load?${q()}`, {
      service_name: 'manual',
      project_name: PROJECT,
      template_id: String(id),
      variables: [],
      auto_sync: false,
    });
    expect((await call('GET', `/api/aslan/template/yaml/${id}/reference`)).json()).toEqual([
      { project_name: PROJECT, service_name: 'front' },
      { project_name: PROJECT, service_name: 'manual' },
    ]);
    // a template services are made from stays
    await call('DELETE', `/api/aslan/template/yaml/${id}`, undefined, undefined, 400);
    const template = (await call('GET', `/api/aslan/template/yaml/${id}?${q()}`)).json();
    await call('PUT', `/api/aslan/template/yaml/${id}`, {
      name: template.name,
      content: template.content.replace('replicas: {{.replicas}}', 'replicas: {{.replicas}}\n  paused: true'),
      variable: template.variable,
    });
    expect((await call('POST', `/api/aslan/template/yaml/${id}/reference`)).json()).toEqual({
      message: 'success',
    });
    const front = (await call('GET', `/api/aslan/service/services/front/k8s?${q()}`)).json();
    const manual = (await call('GET', `/api/aslan/service/services/manual/k8s?${q()}`)).json();
    expect(front.yaml).toContain('paused: true');
    expect(front.containers).toEqual([{ name: 'nginx', image: 'nginx:1.28', image_name: 'nginx' }]);
    expect(manual.yaml).not.toContain('paused');
  });
});

describe('host services', () => {
  const pmBody = (overrides: Record<string, unknown> = {}) => ({
    pm_service_tmpl: {
      product_name: HOSTED,
      service_name: 'api',
      visibility: 'private',
      type: 'pm',
      build_name: 'api-build',
      health_checks: [
        {
          protocol: 'http',
          path: '/health',
          port: 8080,
          time_out: 3,
          interval: 5,
          healthy_threshold: 2,
          unhealthy_threshold: 2,
        },
      ],
      env_configs: [{ env_name: 'dev', host_ids: ['1'], labels: [] }],
      ...overrides,
    },
    build: {
      name: 'api-build',
      source: 'zadig',
      product_name: HOSTED,
      timeout: 10,
      targets: [{ product_name: HOSTED, service_name: 'api', service_module: 'api' }],
      repos: [],
      pre_build: { build_os: 'bookworm', image_id: 'bookworm', installs: [], envs: [] },
      scripts: 'echo build',
      post_build: {},
      pm_deploy_scripts: 'systemctl restart api',
      sshs: [],
    },
  });

  it('creates the service and its build; the service reads as pmConfig.vue and pmServiceDetail.vue read it', async () => {
    await call('POST', `/api/aslan/service/pm/${HOSTED}?${q(HOSTED)}`, pmBody());
    const api = (await call('GET', `/api/aslan/service/services/api/pm?${q(HOSTED)}`)).json();
    expectShape(api, {
      service_name: 'string',
      build_name: 'string',
      visibility: 'string',
      health_checks: [
        { protocol: 'string', path: 'string', port: 'integer', time_out: 'integer', interval: 'integer' },
      ],
      env_configs: [{ env_name: 'string', host_ids: 'array', labels: 'array' }],
      env_statuses: 'array',
    });
    const build = (await call('GET', `/api/aslan/build/build/api-build?${q(HOSTED)}`)).json();
    expect(build.pm_deploy_scripts).toBe('systemctl restart api');
    const list = (await call('GET', `/api/aslan/service/services?${q(HOSTED)}`)).json();
    expect(list.data.map((s: { service_name: string; type: string }) => [s.service_name, s.type])).toEqual([
      ['api', 'pm'],
    ]);
  });

  it('updates it, and refuses bad health checks, a duplicate, or a host service in a K8s project', async () => {
    await call('PUT', `/api/aslan/service/pm/${HOSTED}?${q(HOSTED)}`, pmBody({ health_checks: null }));
    const api = (await call('GET', `/api/aslan/service/services/api/pm?${q(HOSTED)}`)).json();
    expect(api).toMatchObject({ health_checks: null, revision: 2 });
    await call('POST', `/api/aslan/service/pm/${HOSTED}?${q(HOSTED)}`, pmBody(), undefined, 409);
    const port = await call(
      'PUT',
      `/api/aslan/service/pm/${HOSTED}?${q(HOSTED)}`,
      pmBody({ health_checks: [{ protocol: 'tcp', port: 70000 }] }),
      undefined,
      400,
    );
    expect(port.json().message).toBe('端口范围 1 ~ 65535');
    await call(
      'PUT',
      `/api/aslan/service/pm/${HOSTED}?${q(HOSTED)}`,
      pmBody({ health_checks: [{ protocol: 'udp', port: 80 }] }),
      undefined,
      400,
    );
    const wrongKind = await call(
      'POST',
      `/api/aslan/service/pm/${PROJECT}?${q()}`,
      pmBody({ product_name: PROJECT, service_name: 'api2' }),
      undefined,
      400,
    );
    expect(wrongKind.json().message).toBe('该项目不支持此类服务');
  });

  it('changes the hosts of one environment only', async () => {
    await call('PUT', `/api/aslan/service/pm/healthCheckUpdate?${q(HOSTED)}`, {
      product_name: HOSTED,
      service_name: 'api',
      env_name: 'qa',
      revision: 2,
      env_configs: [{ env_name: 'qa', host_ids: ['2', '3'] }],
    });
    const api = (await call('GET', `/api/aslan/service/services/api/pm?${q(HOSTED)}`)).json();
    expect(api.env_configs).toEqual([
      { env_name: 'dev', host_ids: ['1'], labels: [] },
      { env_name: 'qa', host_ids: ['2', '3'], labels: [] },
    ]);
    await call(
      'PUT',
      `/api/aslan/service/pm/healthCheckUpdate?${q(HOSTED)}`,
      { service_name: 'nope', env_name: 'qa' },
      undefined,
      404,
    );
  });
});
