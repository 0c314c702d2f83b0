import { type LoginResponse, projectSummarySchema } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindProjectRoles, createProject } from '../../../test/projects.fixture.js';
import { queryRows } from '../../../test/sql.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let alice: LoginResponse;
let bob: LoginResponse;

const en = { cookie: 'language=en' };
const url = '/api/v1/picket/projects';
const feature = {
  k8s: { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'system' },
  helm: { basic_facility: 'kubernetes', deploy_type: 'helm', create_env_type: 'system' },
  external: { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'external' },
  cloud_host: { basic_facility: 'cloud_host', deploy_type: 'k8s', create_env_type: 'system' },
} as const;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.createUser('alice');
  bob = await t.createUser('bob');
  await createProject(t, { product_name: 'secret', project_name: 'Secret' });
  await createProject(t, {
    product_name: 'open',
    project_name: 'Open',
    public: true,
    product_feature: feature.helm,
  });
  await createProject(t, {
    product_name: 'member-only',
    project_name: 'Member only',
    product_feature: feature.external,
  });
  await bindProjectRoles(t, 'member-only', [alice.uid], ['read-only']);
});
afterAll(() => t.close());

const list = async (token: string, query = 'verbosity=detailed') =>
  t.request({ method: 'GET', url: `${url}?${query}`, token, headers: en });
const names = async (token: string) =>
  ((await list(token, 'verbosity=minimal')).json() as { name: string }[]).map((p) => p.name);
const template = async (name: string) =>
  (
    await t.request({ method: 'GET', url: `/api/aslan/project/products/${name}`, token: t.admin.token })
  ).json();

describe('GET /api/v1/picket/projects', () => {
  it('gives the system administrator every project, sorted by identifier, in Zadig’s detailed form', async () => {
    const res = await list(t.admin.token);
    expect(res.statusCode).toBe(200);
    const projects = res.json();
    expect(projects.map((p: { name: string }) => p.name)).toEqual(['member-only', 'open', 'secret']);
    for (const p of projects) expect(projectSummarySchema.strict().parse(p)).toEqual(p);
    expect(projects[2]).toEqual({
      name: 'secret',
      envs: [],
      alias: 'Secret',
      desc: '',
      updatedAt: expect.any(Number),
      updatedBy: 'admin',
      onboard: true,
      onboarding_status: 1,
      public: false,
      deployType: 'k8s',
    });
    // unix seconds
    expect(Math.abs(projects[2].updatedAt - Date.now() / 1000)).toBeLessThan(120);
    expect(projects[1]).toMatchObject({ deployType: 'helm', public: true });
    expect(projects[0]).toMatchObject({ deployType: 'external' });
  });

  it('shows others the public projects and those they hold a role in', async () => {
    expect(await names(alice.token)).toEqual(['member-only', 'open']);
    expect(await names(bob.token)).toEqual(['open']);
    expect((await list(bob.token)).json()).toEqual([
      expect.objectContaining({ name: 'open', alias: 'Open' }),
    ]);
  });

  it('answers the brief and minimal forms with only their fields; minimal is the default', async () => {
    expect((await list(alice.token, 'verbosity=brief')).json()).toEqual([
      { name: 'member-only', envs: [] },
      { name: 'open', envs: [] },
    ]);
    expect((await list(alice.token, 'verbosity=minimal')).json()).toEqual([
      { name: 'member-only' },
      { name: 'open' },
    ]);
    expect((await t.request({ method: 'GET', url, token: bob.token })).json()).toEqual([{ name: 'open' }]);
  });

  it('filters by environments and delivery versions, which no project has yet', async () => {
    for (const query of ['verbosity=detailed&ignoreNoEnvs=true', 'verbosity=minimal&ignoreNoVersions=true']) {
      const res = await list(t.admin.token, query);
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toEqual([]);
    }
    // the delivery page's call: the flag only filters the minimal form
    expect((await list(alice.token, 'ignoreNoVersions=false&verbosity=detailed')).json()).toHaveLength(2);
    expect((await list(alice.token, 'ignoreNoVersions=true&verbosity=detailed')).json()).toHaveLength(2);
  });

  it('refuses an unknown verbosity or flag, and callers who are not signed in', async () => {
    for (const query of ['verbosity=all', 'ignoreNoEnvs=yes']) {
      const bad = await list(alice.token, query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json()).toMatchObject({ type: 'error', code: 400, description: expect.any(String) });
    }
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('GET /api/aslan/project/templates/info', () => {
  it('lists the projects the caller may see as the workflow editors’ options', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/aslan/project/templates/info',
      token: alice.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { value: 'member-only', label: 'member-only', services: [] },
      { value: 'open', label: 'open', services: [] },
    ]);
    expect((await t.request({ method: 'GET', url: '/api/aslan/project/templates/info' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/v1/picket/projects', () => {
  const body = (product_name: string, changes: object = {}) => ({
    project_name: product_name.toUpperCase(),
    product_name,
    product_feature: feature.k8s,
    ...changes,
  });
  const create = (token: string, payload: object) =>
    t.request({ method: 'POST', url, token, payload, headers: en });

  it('refuses users without create_project and lets a system role holding it create', async () => {
    const carol = await t.createUser('carol');
    const denied = await create(carol.token, body('carols'));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('no permission');
    expect(await names(t.admin.token)).not.toContain('carols');

    const role = await t.request({
      method: 'POST',
      url: '/api/v1/system-roles',
      token: t.admin.token,
      payload: {
        name: 'project-creator',
        desc: 'creates projects',
        rules: [{ kind: 'resource', resources: ['Project'], verbs: ['create_project'] }],
      },
    });
    expect(role.statusCode).toBe(200);
    const binding = await t.request({
      method: 'POST',
      url: '/api/v1/system-rolebindings',
      token: t.admin.token,
      payload: { uid: carol.uid, role: 'project-creator' },
    });
    expect(binding.statusCode).toBe(200);

    const res = await create(
      carol.token,
      body('carols', { desc: 'hosts', product_feature: feature.cloud_host }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success' });
    expect(await template('carols')).toMatchObject({
      product_name: 'carols',
      project_name: 'CAROLS',
      desc: 'hosts',
      public: false,
      admins: [carol.uid],
      product_feature: feature.cloud_host,
      onboarding_status: 1,
      update_by: 'carol',
    });
    // the creator administers it, and so sees the private project
    expect(await names(carol.token)).toContain('carols');
  });

  it('keeps each kind’s product_feature, and reads others by Zadig’s precedence', async () => {
    for (const [kind, productFeature] of Object.entries(feature)) {
      expect(
        (
          await create(
            t.admin.token,
            body(`kind-${kind.replace('_', '-')}`, { product_feature: productFeature }),
          )
        ).statusCode,
      ).toBe(200);
      expect((await template(`kind-${kind.replace('_', '-')}`)).product_feature).toEqual(productFeature);
    }
    // hosts deploy by scripts, whatever the form left in deploy_type; taken-over environments come first
    const odd = [
      [
        'odd-host',
        { basic_facility: 'cloud_host', deploy_type: 'helm', create_env_type: 'system' },
        'cloud_host',
      ],
      [
        'odd-hosting',
        { basic_facility: 'cloud_host', deploy_type: 'helm', create_env_type: 'external' },
        'external',
      ],
      ['odd-short', { basic_facility: 'kubernetes' }, 'k8s'],
    ] as const;
    for (const [name, productFeature, deployType] of odd) {
      expect((await create(t.admin.token, body(name, { product_feature: productFeature }))).statusCode).toBe(
        200,
      );
      const listed = (await list(t.admin.token)).json().find((p: { name: string }) => p.name === name);
      expect(listed.deployType, name).toBe(deployType);
    }
  });

  it('makes the named users the administrators instead of the creator, and stores clusters and access', async () => {
    const res = await create(
      t.admin.token,
      body('shared', {
        admins: [bob.uid, alice.uid, bob.uid],
        cluster_ids: ['c1', 'c2'],
        public: true,
        enabled: true,
      }),
    );
    expect(res.statusCode).toBe(200);
    const shared = await template('shared');
    expect([...shared.admins].sort()).toEqual([alice.uid, bob.uid].sort());
    expect(shared).toMatchObject({ cluster_ids: ['c1', 'c2'], public: true });
    expect(await names(bob.token)).toContain('shared');
  });

  it('refuses an identifier that is taken and keeps the first project', async () => {
    const res = await create(
      t.admin.token,
      body('secret', { project_name: 'Other', product_feature: feature.helm }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A project with this identifier already exists');
    expect(await template('secret')).toMatchObject({ project_name: 'Secret', product_feature: feature.k8s });
  });

  it('refuses bad input with a 4xx and creates nothing', async () => {
    const before = await names(t.admin.token);
    const valid = body('fresh');
    const cases: Array<object | string> = [
      {},
      { ...valid, product_name: '' },
      { ...valid, product_name: 'Upper_Case' },
      { ...valid, product_name: '-dash' },
      { ...valid, product_name: 'a'.repeat(33) },
      { ...valid, product_name: 42 },
      { ...valid, project_name: '   ' },
      { ...valid, project_name: 'x'.repeat(65) },
      { ...valid, desc: 'x'.repeat(1025) },
      { ...valid, product_feature: undefined },
      { ...valid, product_feature: { basic_facility: 'docker' } },
      { ...valid, product_feature: { ...feature.k8s, deploy_type: 'kustomize' } },
      { ...valid, public: 'yes' },
      { ...valid, admins: 'alice' },
      { ...valid, admins: ['not-a-uid'] },
      { ...valid, admins: ['00000000-0000-4000-8000-000000000000'] },
      { ...valid, cluster_ids: ['c'.repeat(65)] },
      { ...valid, cluster_ids: 'c1' },
      'not json',
    ];
    for (const payload of cases) {
      const res = await t.request({
        method: 'POST',
        url,
        token: t.admin.token,
        payload: payload as object,
        headers: { ...en, 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ type: 'error', description: expect.any(String) });
    }
    expect(await names(t.admin.token)).toEqual(before);
    const leftovers = await queryRows(
      t.database.db,
      sql`select id from role_bindings where project_name = 'fresh'`,
    );
    expect(leftovers).toEqual([]);
  });

  it('says which rule the input broke', async () => {
    const valid = body('fresh');
    const unknown = await create(t.admin.token, {
      ...valid,
      admins: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.json().message).toBe('Unknown user');
    const format = await create(t.admin.token, { ...valid, product_name: 'Bad Name' });
    expect(format.json()).toMatchObject({
      message: 'Project identifier supports only lowercase letters, digits and hyphen',
      description: expect.stringContaining('product_name'),
    });
    expect((await create(t.admin.token, { ...valid, project_name: '' })).json().message).toBe(
      'Please enter the project name',
    );
    expect((await create(t.admin.token, { ...valid, product_feature: 'k8s' })).json().message).toBe(
      'Please choose the project kind',
    );
  });
});
