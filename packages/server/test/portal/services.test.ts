import type { LoginResponse } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments } from '../../src/db/schema-environments.js';
import { ServicesRepository } from '../../src/modules/services/services.repository.js';
import { ServicesService } from '../../src/modules/services/services.service.js';
import { readServiceFixture } from '../fixtures/services/service-fixtures.js';
import { bindProjectRoles, createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller } from './portal-contract.js';

/**
 * The portal's service management calls of a K8s YAML project (serviceMgr/serviceK8s.vue,
 * k8s/serviceEditor.vue, common/serviceTree.vue, common/variablePreviewEditor.vue; portal-shapes §5).
 */
let t: TestApp;
let reader: LoginResponse;
const call = portalCaller(() => t);
const PROJECT = 'svc-shop';
const OTHER = 'svc-other';
const q = (project = PROJECT) => `projectName=${project}`;
const services = (project = PROJECT) => `/api/aslan/service/services?${q(project)}`;
const WEB = readServiceFixture('web.yaml');

/** What serviceEditor.vue sends on save. */
const editorBody = (name: string, yaml: string, extra: Record<string, unknown> = {}) => ({
  product_name: PROJECT,
  service_name: name,
  visibility: 'private',
  type: 'k8s',
  yaml,
  source: 'spock',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, { product_name: PROJECT });
  await createProject(t, { product_name: OTHER });
  reader = await t.createUser('svc-reader');
  await bindProjectRoles(t, PROJECT, [reader.uid], ['read-only']);
});
afterAll(() => t.close());

describe('saving a K8s YAML service from the editor', () => {
  it('creates it, answers the containers and variables, and lists it in the project', async () => {
    const res = await call('POST', `${services()}&force=false`, editorBody('web', WEB));
    expectShape(res.json(), {
      service_module: [{ name: 'string', image_name: 'string', image: 'string', build_names: 'array' }],
      system_variable: [{ key: 'string', value: 'string' }],
      custom_variable: [{ key: 'string', value: 'string' }],
    });
    expect(res.json().service_module).toEqual([
      // variables without a value are named in their place, so the YAML still parses
      { name: 'web', image: 'image.repo:image.tag', image_name: 'image.repo', build_names: [] },
    ]);
    expect(res.json().custom_variable.map((v: { key: string; state: string }) => [v.key, v.state])).toEqual([
      ['replicas', 'new'],
      ['image.repo', 'new'],
      ['image.tag', 'new'],
      ['port', 'new'],
    ]);
    const list = (await call('GET', `${services()}&envName=`)).json();
    expectShape(list, {
      data: [
        {
          service_name: 'string',
          type: 'string',
          product_name: 'string',
          visibility: 'string',
          source: 'string',
        },
      ],
    });
    expect(list.data.map((s: { service_name: string }) => s.service_name)).toEqual(['web']);
    const project = (
      await call(
        'GET',
        `/api/aslan/project/products/${PROJECT}/services?${q()}&envType=general&isBaseEnv=undefined&baseEnv=undefined`,
      )
    ).json();
    expect(project.services.flat()).toContain('web');
  });

  it('extracts containers with the service variables filled in, and grows the revision on each save', async () => {
    const variableYaml = 'image:\n  repo: nginx\n  tag: "1.27"\nport: 80\nreplicas: 1\n';
    const saved = await call(
      'POST',
      `${services()}&force=true`,
      editorBody('web', WEB, { variable_yaml: variableYaml }),
    );
    expect(saved.json().service_module).toEqual([
      { name: 'web', image: 'nginx:1.27', image_name: 'nginx', build_names: [] },
    ]);
    const one = (await call('GET', `/api/aslan/service/services/web/k8s?${q()}`)).json();
    expectShape(one, {
      service_name: 'string',
      product_name: 'string',
      type: 'string',
      yaml: 'string',
      visibility: 'string',
      source: 'string',
      revision: 'integer',
    });
    expect(one).toMatchObject({ service_name: 'web', yaml: WEB, revision: 2, variable_yaml: variableYaml });
    const options = (await call('GET', `/api/aslan/service/services/web?${q()}`)).json();
    expect(options.system_variable).toEqual([
      { key: '$Product$', value: PROJECT },
      { key: '$Service$', value: 'web' },
      { key: '$Namespace$', value: '' },
      { key: '$EnvName$', value: '' },
    ]);
  });

  it('refuses a duplicate name, a bad name, unparsable YAML, and changes nothing', async () => {
    const duplicate = await call('POST', `${services()}&force=false`, editorBody('web', WEB), undefined, 409);
    expect(duplicate.json().message).toBe('服务名称与现有服务重复');
    const english = await t.request({
      method: 'POST',
      url: `${services()}&force=false`,
      token: t.admin.token,
      headers: { 'accept-language': 'en' },
      payload: editorBody('web', WEB),
    });
    expect(english.json().message).toBe('service name duplicates existing');
    const badName = await call('POST', services(), editorBody('Web_1', WEB), undefined, 400);
    expect(badName.json().message).toBe('服务名称只支持小写字母、数字和中划线');
    const badYaml = await call('POST', services(), editorBody('broken', 'kind: [\n'), undefined, 400);
    expect(badYaml.json().description).toMatch(/document 1/);
    await call('POST', services(), editorBody('empty', '   '), undefined, 400);
    await call('POST', services(), { ...editorBody('x', WEB), product_name: OTHER }, undefined, 400);
    const names = (await call('GET', services()))
      .json()
      .data.map((s: { service_name: string }) => s.service_name);
    expect(names).toEqual(['web']);
  });

  it('lets a read-only member read but not save, delete or switch visibility', async () => {
    await call('GET', services(), undefined, reader.token);
    await call('POST', `${services()}&force=true`, editorBody('web', WEB), reader.token, 403);
    await call(
      'DELETE',
      `/api/aslan/service/services/web/k8s?${q()}&visibility=private`,
      undefined,
      reader.token,
      403,
    );
    await call(
      'PUT',
      services(),
      { service_name: 'web', type: 'k8s', visibility: 'public' },
      reader.token,
      403,
    );
    // members check and preview YAML from the environment forms
    await call('PUT', `/api/aslan/service/services/yaml/validator?${q()}`, { yaml: WEB }, reader.token);
  });
});

describe('checking and previewing YAML', () => {
  it('answers [] for valid YAML and one message per problem otherwise', async () => {
    const ok = await call('PUT', `/api/aslan/service/services/yaml/validator?${q()}`, {
      service_name: 'web',
      yaml: WEB,
      type: 'k8s',
    });
    expect(ok.json()).toEqual([]);
    const bad = await call('PUT', `/api/aslan/service/services/yaml/validator?${q()}`, {
      yaml: 'apiVersion: v1\nkind: [\n---\n- a\n',
    });
    expect(bad.json()).toHaveLength(2);
    expectShape(bad.json(), { '0': { message: 'string' } } as never);
    expect(bad.json()[1].message).toBe('YAML 文档须为 K8s 资源对象: document 2');
  });

  it('renders the service for an environment with the variables typed in (a plain string)', async () => {
    await t.database.db.insert(environments).values({
      project: PROJECT,
      name: 'dev',
      namespace: 'shop-dev',
      defaultValues: 'replicas: 3\nport: 9000\n',
      services: [],
    });
    const res = await call('PUT', `/api/aslan/service/services/web/yaml/view?${q()}`, {
      service_name: 'web',
      env_name: 'dev',
      variables: [{ key: 'replicas', value: '5' }],
    });
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    // the environment's variables (port 9000) win over the service's own (80); the caller's over both
    expect(res.body).toContain('namespace: shop-dev');
    expect(res.body).toContain('replicas: 5');
    expect(res.body).toContain('containerPort: 9000');
    expect(res.body).toContain('env-name: dev');
    const checked = await call('PUT', `/api/aslan/service/services/yaml/validator?${q()}`, {
      yaml: res.body,
    });
    expect(checked.json()).toEqual([]);
    const fresh = await call('PUT', `/api/aslan/service/services/web/yaml/view?${q()}`, {
      service_name: 'web',
    });
    expect(fresh.body).toContain('image: nginx:1.27');
    await call(
      'PUT',
      `/api/aslan/service/services/nope/yaml/view?${q()}`,
      { service_name: 'nope' },
      undefined,
      404,
    );
  });

  it('renders for the environments module through ServicesService', async () => {
    const svc = new ServicesService(new ServicesRepository(t.database.db));
    expect((await svc.list(PROJECT)).map((s) => [s.name, s.type, s.revision])).toEqual([['web', 'k8s', 2]]);
    const web = await svc.get(PROJECT, 'web');
    expect(web.containers).toEqual([{ name: 'web', image: 'nginx:1.27', image_name: 'nginx' }]);
    const rendered = await svc.render(PROJECT, 'web', {
      env: 'dev',
      namespace: 'custom-ns',
      variableYaml: 'image:\n  tag: "2.0"\n',
    });
    expect(rendered).toContain('namespace: custom-ns');
    expect(rendered).toContain('image: nginx:2.0');
    // the environment's replicas (3) over the service's (1)
    expect(rendered).toContain('replicas: 3');
  });
});

describe('environments, sharing and removal', () => {
  it('lists the environments that do not run the service yet', async () => {
    await t.database.db.insert(environments).values({
      project: PROJECT,
      name: 'qa',
      services: [
        {
          name: 'web',
          type: 'k8s',
          revision: 1,
          variable_yaml: '',
          rendered: '',
          containers: [],
          updated_at: 0,
        },
      ],
    });
    const res = await call('GET', `/api/aslan/service/services/web/environments/deployable?${q()}`);
    expect(res.json()).toEqual(['dev']);
  });

  it('shares a public service with other projects', async () => {
    const one = (await call('GET', `/api/aslan/service/services/web/k8s?${q()}`)).json();
    await call('PUT', services(), { ...one, visibility: 'public' });
    const shared = (await call('GET', `/api/aslan/service/name?${q(OTHER)}`)).json();
    expectShape(shared, { '0': { service_name: 'string', product_name: 'string' } } as never);
    expect(shared).toEqual([
      { service_name: 'web', product_name: PROJECT, type: 'k8s', visibility: 'public' },
    ]);
    expect((await call('GET', `/api/aslan/service/name?${q()}`)).json()).toEqual([]);
  });

  it('offers no namespace resources to import, and says why when some are asked for', async () => {
    const res = await call(
      'GET',
      `/api/aslan/service/services/kube/workloads?${q()}&cluster_id=local&namespace=default`,
    );
    expect(res.json().workloads_map).toMatchObject({ deployment: [], service: [] });
    await call(
      'POST',
      `/api/aslan/service/services/yaml?${q()}`,
      {
        cluster_id: 'local',
        namespace: 'default',
        product_name: PROJECT,
        visibility: 'private',
        type: 'k8s',
        services: [{ name: 'imported', workloads_map: { deployment: ['x'] } }],
      },
      undefined,
      400,
    );
  });

  it('deletes a service and its place in the start order', async () => {
    await call('POST', services(), editorBody('worker', readServiceFixture('workloads.yaml')));
    await call('DELETE', `/api/aslan/service/services/web/k8s?${q()}&visibility=public`);
    await call(
      'DELETE',
      `/api/aslan/service/services/web/k8s?${q()}&visibility=public`,
      undefined,
      undefined,
      404,
    );
    const project = (await call('GET', `/api/aslan/project/products/${PROJECT}/services?${q()}`)).json();
    expect(project.services).toEqual([['worker']]);
  });
});

describe('malformed input', () => {
  it('answers 4xx, never 5xx, to wrong types, huge texts and broken bodies on every service call', async () => {
    const bodies: unknown[] = [
      {},
      [],
      { service_name: 42, yaml: ['x'] },
      { service_name: 'a'.repeat(10_000), yaml: 'x' },
      { service_name: 'ok', yaml: `kind: ${'['.repeat(5000)}` },
      { service_name: 'ok', yaml: 'a: &a [*a, *a]\nb: *a\n', variable_yaml: '- not a map' },
      { yaml: 'x: 1', variables: [{ key: '', value: {} }] },
      { pm_service_tmpl: { service_name: 'ok', health_checks: [{}] }, build: { name: 7 } },
      { service_name: 'ok', template_id: 'abc', variables: 'x' },
    ];
    const calls: [string, string][] = [
      ['POST', services()],
      ['PUT', services()],
      ['PUT', `/api/aslan/service/services/yaml/validator?${q()}`],
      ['PUT', `/api/aslan/service/services/worker/yaml/view?${q()}`],
      ['POST', `/api/aslan/service/template/load?${q()}`],
      ['POST', `/api/aslan/service/pm/${PROJECT}?${q()}`],
      ['PUT', `/api/aslan/service/pm/healthCheckUpdate?${q()}`],
      ['POST', `/api/aslan/service/loader/load/abc?${q()}`],
    ];
    for (const [method, url] of calls) {
      for (const body of bodies) {
        const res = await t.request({
          method: method as 'POST',
          url,
          token: t.admin.token,
          payload: body as object,
        });
        expect(
          res.statusCode,
          `${method} ${url} ${JSON.stringify(body).slice(0, 80)} ${res.body}`,
        ).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json().description).toBe('string');
      }
    }
    const nul = await t.request({
      method: 'GET',
      url: `/api/aslan/service/services/we%00b/k8s?${q()}`,
      token: t.admin.token,
    });
    expect(nul.statusCode).toBe(400);
    const names = (await call('GET', services()))
      .json()
      .data.map((s: { service_name: string }) => s.service_name);
    expect(names).toEqual(['worker']);
  });
});
