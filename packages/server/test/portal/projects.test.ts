import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectPortalAnswer, expectShape, portalCall, type Shape } from './portal-contract.js';

/**
 * The portal's project calls (src/api/index.js and the pages calling them): the new-project form
 * (detail_ope/create.vue), the list (store projectList, detail_ope/home.vue), the project page and
 * the onboarding router (detail_ope/detail.vue), the service pages' template edits (serviceTree.vue,
 * serviceAside.vue, helm order.vue and matchRule.vue), the policy and delivery pages, delete.
 */
let t: TestApp;
const P = 'portal-shop';

/** What detail_ope/create.vue sends: the display name, the pinyin identifier, the creator as admin. */
const newProject = (product_name: string, project_name: string, feature: object) => ({
  project_name,
  product_name,
  admins: [t.admin.uid],
  cluster_ids: [],
  desc: 'the shop',
  enabled: true,
  public: false,
  product_feature: feature,
});
const k8sYaml = { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'system' };

/** Every field of the project template some portal page reads. */
const templateShape: Shape = {
  product_name: 'string',
  project_name: 'string',
  desc: 'string',
  public: 'boolean',
  admins: 'array',
  team_id: 'integer',
  cluster_ids: 'array',
  onboarding_status: 'integer',
  product_feature: { basic_facility: 'string', deploy_type: 'string', create_env_type: 'string' },
  services: 'array',
  shared_services: 'array',
  vars: 'array',
  timeout: 'integer',
  auto_deploy: { enable: 'boolean' },
  delivery_version_hook: { enable: 'boolean', hook_host: 'string', path: 'string' },
};
const listItemShape: Shape = {
  name: 'string',
  alias: 'string',
  desc: 'string',
  public: 'boolean',
  deployType: 'string',
  envs: 'array',
  updatedAt: 'seconds',
  updatedBy: 'string',
  onboarding_status: 'integer',
};

const getTemplate = async () => {
  const res = await portalCall(t, {
    method: 'GET',
    url: `/api/aslan/project/products/${P}/services?projectName=${P}&envType=general&isBaseEnv=undefined&baseEnv=undefined`,
  });
  expectPortalAnswer(res);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  const res = await portalCall(t, {
    method: 'POST',
    url: '/api/v1/picket/projects',
    body: newProject(P, '商城', k8sYaml),
  });
  expectPortalAnswer(res);
});
afterAll(() => t.close());

describe('the portal’s project calls', () => {
  it('POST /api/v1/picket/projects (createProjectAPI): every kind, then routed by its product_feature', async () => {
    const kinds = {
      'portal-helm': { basic_facility: 'kubernetes', deploy_type: 'helm', create_env_type: 'system' },
      'portal-hosting': { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'external' },
      'portal-host': { basic_facility: 'cloud_host', deploy_type: 'k8s', create_env_type: 'system' },
    };
    for (const [name, feature] of Object.entries(kinds)) {
      const res = await portalCall(t, {
        method: 'POST',
        url: '/api/v1/picket/projects',
        body: newProject(name, name, feature),
      });
      expectPortalAnswer(res);
      expect(res.json()).toEqual({ message: 'success' });
      const read = await portalCall(t, {
        method: 'GET',
        url: `/api/aslan/project/products/${name}?projectName=${name}`,
      });
      expect(read.json().product_feature).toEqual(feature);
    }
    const missing = await portalCall(t, {
      method: 'POST',
      url: '/api/v1/picket/projects',
      body: { ...newProject('portal-bad', '', k8sYaml) },
    });
    expectPortalAnswer(missing, 400);
  });

  it('GET /api/v1/picket/projects?verbosity=detailed (getProjectsAPI): the list, updatedAt in seconds', async () => {
    const res = await portalCall(t, { method: 'GET', url: '/api/v1/picket/projects?verbosity=detailed' });
    expectPortalAnswer(res);
    const list = res.json();
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expectShape(item, listItemShape);
    expect(list.find((p: { name: string }) => p.name === P)).toMatchObject({
      alias: '商城',
      desc: 'the shop',
      deployType: 'k8s',
      public: false,
      envs: [],
      updatedBy: 'admin',
      onboarding_status: 1,
    });
  });

  it('GET /api/v1/picket/projects?ignoreNoVersions=false&verbosity=detailed (getVersionProductListAPI)', async () => {
    const res = await portalCall(t, {
      method: 'GET',
      url: '/api/v1/picket/projects?ignoreNoVersions=false&verbosity=detailed',
    });
    expectPortalAnswer(res);
    const list = res.json();
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expectShape(item, listItemShape);
  });

  it('GET /api/aslan/project/products/{p} (getProjectInfoAPI): what the onboarding router reads', async () => {
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/project/products/${P}?projectName=${P}`,
    });
    expectPortalAnswer(res);
    expectShape(res.json(), {
      onboarding_status: 'integer',
      product_name: 'string',
      product_feature: { basic_facility: 'string', deploy_type: 'string', create_env_type: 'string' },
    });
    expect(res.json()).toMatchObject({ product_name: P, onboarding_status: 1, product_feature: k8sYaml });
  });

  it('GET /api/aslan/project/products/{p}/services (getSingleProjectAPI): the template', async () => {
    const template = await getTemplate();
    expectShape(template, templateShape);
    expect(template).toMatchObject({
      product_name: P,
      project_name: '商城',
      admins: [t.admin.uid],
      team_id: 0,
      // serviceTree.vue pushes a group onto it and iterates the groups
      services: [],
      shared_services: [],
      vars: [],
    });
  });

  it('PUT /api/v1/picket/projects/{p} (updateSingleProjectAPI): the edit form sends the template back', async () => {
    const template = await getTemplate();
    // create.vue turns team_id 0 into null before sending
    const edited = { ...template, team_id: null, project_name: '新商城', desc: 'renamed', public: true };
    const res = await portalCall(t, {
      method: 'PUT',
      url: `/api/v1/picket/projects/${P}?projectName=${P}`,
      body: edited,
    });
    expectPortalAnswer(res);
    expect(await getTemplate()).toMatchObject({ project_name: '新商城', desc: 'renamed', public: true });

    // the policy page (timeout, auto update, naming rules) and the delivery page (version hook)
    const policy = {
      ...(await getTemplate()),
      timeout: 15,
      auto_deploy: { enable: true },
      custom_image_rule: { pr_rule: '{{.REPO_PR}}:{{.TIMESTAMP}}', branch_rule: 'svc:{{.REPO_BRANCH}}' },
      delivery_version_hook: { enable: true, hook_host: 'https://hooks.example.com', path: '/release' },
    };
    expectPortalAnswer(
      await portalCall(t, {
        method: 'PUT',
        url: `/api/v1/picket/projects/${P}?projectName=${P}`,
        body: policy,
      }),
    );
    expect(await getTemplate()).toMatchObject({
      timeout: 15,
      auto_deploy: { enable: true },
      custom_image_rule: policy.custom_image_rule,
      delivery_version_hook: policy.delivery_version_hook,
    });
  });

  it('PUT /api/aslan/project/products/{p} (updateEnvTemplateAPI): services order and variables are kept', async () => {
    const template = await getTemplate();
    const body = {
      ...template,
      services: [['gateway', 'cart'], ['orders']],
      vars: [{ key: 'replicas', value: '2', alias: '{{.replicas}}', state: 'present', services: ['cart'] }],
    };
    const res = await portalCall(t, {
      method: 'PUT',
      url: `/api/aslan/project/products/${P}?projectName=${P}`,
      body,
    });
    expectPortalAnswer(res);
    const saved = await getTemplate();
    expect(saved.services).toEqual(body.services);
    expect(saved.vars).toEqual(body.vars);
  });

  it('PATCH /api/aslan/project/products/{p} (updateServicesOrchestrationAPI): the new start order', async () => {
    const res = await portalCall(t, {
      method: 'PATCH',
      url: `/api/aslan/project/products/${P}?projectName=${P}`,
      body: { services: [['orders'], ['cart', 'gateway']] },
    });
    expectPortalAnswer(res);
    expect((await getTemplate()).services).toEqual([['orders'], ['cart', 'gateway']]);
    const unknown = await portalCall(t, {
      method: 'PATCH',
      url: `/api/aslan/project/products/${P}?projectName=${P}`,
      body: { services: [['orders', 'cart', 'gateway', 'ghost']] },
    });
    expectPortalAnswer(unknown, 400);
  });

  it('GET /api/aslan/project/products/{p}/searching-rules (getMatchRulesAPI): the preset rules first', async () => {
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/project/products/${P}/searching-rules?projectName=${P}`,
    });
    expectPortalAnswer(res);
    const rules = res.json();
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules)
      expectShape(rule, { repo: 'string', image: 'string', tag: 'string', inUse: 'boolean' });
    expect(rules.map((r: { presetId?: number }) => r.presetId)).toEqual([1, 2]);
  });

  it('PUT /api/aslan/project/products/{p}/searching-rules (updateMatchRulesAPI): the rules are kept', async () => {
    const rules = [
      { repo: '', image: 'image.repository', tag: 'image.tag', inUse: true, presetId: 1 },
      { repo: '', image: 'image', tag: '', inUse: false, presetId: 2 },
      { repo: 'global.registry', image: 'app.image', tag: 'app.tag', inUse: true, showWarningText: false },
    ];
    const url = `/api/aslan/project/products/${P}/searching-rules?projectName=${P}`;
    expectPortalAnswer(await portalCall(t, { method: 'PUT', url, body: { rules } }));
    const saved = (await portalCall(t, { method: 'GET', url })).json();
    expect(saved).toEqual([
      rules[0],
      rules[1],
      { repo: 'global.registry', image: 'app.image', tag: 'app.tag', inUse: true },
    ]);
  });

  it('PUT /api/aslan/project/products/{p}/{status} (saveOnboardingStatusAPI): message success', async () => {
    const res = await portalCall(t, {
      method: 'PUT',
      url: `/api/aslan/project/products/${P}/0?projectName=${P}`,
    });
    expectPortalAnswer(res);
    expect(res.json().message).toBe('success');
    expect((await getTemplate()).onboarding_status).toBe(0);
  });

  it('GET /api/aslan/project/templates/info (templatesAPI): the workflow editors’ project options', async () => {
    const res = await portalCall(t, { method: 'GET', url: '/api/aslan/project/templates/info' });
    expectPortalAnswer(res);
    const options = res.json();
    expect(options.length).toBeGreaterThan(0);
    for (const option of options)
      expectShape(option, { value: 'string', label: 'string', services: 'array' });
    expect(options.map((o: { value: string }) => o.value)).toContain(P);
  });

  it('DELETE /api/v1/picket/projects/{p}?is_delete= (deleteProjectAPI)', async () => {
    const res = await portalCall(t, {
      method: 'DELETE',
      url: `/api/v1/picket/projects/portal-host?projectName=portal-host&is_delete=true`,
    });
    expectPortalAnswer(res);
    expect(res.json()).toEqual({ message: 'success' });
    const gone = await portalCall(t, {
      method: 'GET',
      url: '/api/aslan/project/products/portal-host?projectName=portal-host',
    });
    expectPortalAnswer(gone, 404);
  });
});
