import { type LoginResponse, projectSchema } from '@slipway/contracts';
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

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.createUser('alice');
  bob = await t.createUser('bob');
  await createProject(t, { name: 'secret', alias: 'Secret' });
  await createProject(t, { name: 'open', alias: 'Open', access: 'public', type: 'helm' });
  await createProject(t, { name: 'member-only', alias: 'Member only', type: 'hosting' });
  await bindProjectRoles(t, 'member-only', [alice.uid], ['read-only']);
});
afterAll(() => t.close());

const list = async (token: string, verbosity = 'detailed') =>
  t.request({ method: 'GET', url: `${url}?verbosity=${verbosity}`, token });
const names = async (token: string) =>
  ((await list(token, 'minimal')).json() as { name: string }[]).map((p) => p.name);

describe('GET /api/v1/picket/projects', () => {
  it('gives the system administrator every project, sorted by identifier, in full', async () => {
    const res = await list(t.admin.token);
    expect(res.statusCode).toBe(200);
    const projects = res.json();
    expect(projects.map((p: { name: string }) => p.name)).toEqual(['member-only', 'open', 'secret']);
    for (const p of projects) expect(projectSchema.strict().parse(p)).toEqual(p);
    expect(projects[2]).toMatchObject({
      name: 'secret',
      identifier: 'secret',
      alias: 'Secret',
      description: '',
      desc: '',
      type: 'k8s',
      deployType: 'k8s',
      access: 'private',
      public: false,
      administrators: [t.admin.uid],
      administrator_names: ['admin'],
      onboarding_status: 1,
      onboard: true,
      envs: [],
      createdBy: 'admin',
      updatedBy: 'admin',
    });
    expect(projects[1]).toMatchObject({ deployType: 'helm', public: true, access: 'public' });
    expect(projects[0]).toMatchObject({ deployType: 'external' });
  });

  it('shows others the public projects and those they hold a role in', async () => {
    expect(await names(alice.token)).toEqual(['member-only', 'open']);
    expect(await names(bob.token)).toEqual(['open']);
    expect((await list(bob.token)).json()).toEqual([
      expect.objectContaining({ name: 'open', alias: 'Open' }),
    ]);
  });

  it('answers the brief and minimal forms with only their fields; detailed is the default', async () => {
    expect((await list(alice.token, 'brief')).json()).toEqual([
      { name: 'member-only', envs: [] },
      { name: 'open', envs: [] },
    ]);
    expect((await list(alice.token, 'minimal')).json()).toEqual([{ name: 'member-only' }, { name: 'open' }]);
    const plain = await t.request({ method: 'GET', url, token: bob.token });
    expect(plain.json()[0]).toHaveProperty('deployType', 'helm');
  });

  it('refuses an unknown verbosity and callers who are not signed in', async () => {
    const bad = await t.request({
      method: 'GET',
      url: `${url}?verbosity=all`,
      token: alice.token,
      headers: en,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: 'error', code: 400 });
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('GET /api/aslan/project/templates/info', () => {
  it('lists the projects the caller may see with their deploy type', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/aslan/project/templates/info',
      token: alice.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { product_name: 'member-only', project_name: 'Member only', deploy_type: 'external' },
      { product_name: 'open', project_name: 'Open', deploy_type: 'helm' },
    ]);
    expect((await t.request({ method: 'GET', url: '/api/aslan/project/templates/info' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/v1/picket/projects', () => {
  const create = (token: string, payload: object) =>
    t.request({ method: 'POST', url, token, payload, headers: en });

  it('refuses users without create_project and lets a system role holding it create', async () => {
    const carol = await t.createUser('carol');
    const denied = await create(carol.token, { name: 'carols', alias: 'Carol', type: 'k8s' });
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
      payload: { uids: [carol.uid], roles: ['project-creator'] },
    });
    expect(binding.statusCode).toBe(200);

    const res = await create(carol.token, {
      name: 'carols',
      alias: 'Carol',
      type: 'host',
      description: 'hosts',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'carols',
      type: 'host',
      deployType: 'cloud_host',
      description: 'hosts',
      access: 'private',
      administrators: [carol.uid],
      administrator_names: ['carol'],
      onboarding_status: 1,
      createdBy: 'carol',
      updatedBy: 'carol',
    });
    // the creator administers it, and so sees the private project
    expect(await names(carol.token)).toContain('carols');
    const edit = await t.request({
      method: 'PUT',
      url: `${url}/carols`,
      token: carol.token,
      payload: { alias: 'Carol 2' },
    });
    expect(edit.statusCode).toBe(200);
  });

  it('makes the named users the administrators instead of the creator', async () => {
    const res = await create(t.admin.token, {
      name: 'shared',
      alias: 'Shared',
      type: 'k8s',
      administrators: [bob.uid, alice.uid, bob.uid],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().administrator_names).toEqual(['alice', 'bob']);
    expect(res.json().administrators).toEqual([alice.uid, bob.uid]);
    expect(await names(bob.token)).toContain('shared');
  });

  it('refuses an identifier that is taken and keeps the first project', async () => {
    const res = await create(t.admin.token, { name: 'secret', alias: 'Other', type: 'helm' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A project with this identifier already exists');
    const kept = await t.request({
      method: 'GET',
      url: '/api/aslan/project/products/secret',
      token: t.admin.token,
    });
    expect(kept.json()).toMatchObject({ alias: 'Secret', type: 'k8s' });
  });

  it('refuses bad input with a 4xx and creates nothing', async () => {
    const before = await names(t.admin.token);
    const valid = { name: 'fresh', alias: 'Fresh', type: 'k8s' };
    const cases: Array<[object | string, number]> = [
      [{}, 400],
      [{ ...valid, name: '' }, 400],
      [{ ...valid, name: 'Upper_Case' }, 400],
      [{ ...valid, name: '-dash' }, 400],
      [{ ...valid, name: 'a'.repeat(33) }, 400],
      [{ ...valid, name: 42 }, 400],
      [{ ...valid, alias: '   ' }, 400],
      [{ ...valid, alias: 'x'.repeat(65) }, 400],
      [{ ...valid, description: 'x'.repeat(1025) }, 400],
      [{ ...valid, type: 'docker' }, 400],
      [{ ...valid, type: undefined }, 400],
      [{ ...valid, access: 'secret' }, 400],
      [{ ...valid, administrators: 'alice' }, 400],
      [{ ...valid, administrators: ['not-a-uid'] }, 400],
      [{ ...valid, administrators: ['00000000-0000-4000-8000-000000000000'] }, 400],
      [{ ...valid, cluster: 'c'.repeat(65) }, 400],
      ['not json', 400],
    ];
    for (const [payload, status] of cases) {
      const res = await t.request({
        method: 'POST',
        url,
        token: t.admin.token,
        payload: payload as object,
        headers: { ...en, 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().type).toBe('error');
    }
    expect(await names(t.admin.token)).toEqual(before);
    const leftovers = await queryRows(
      t.database.db,
      sql`select id from role_bindings where project_name = 'fresh'`,
    );
    expect(leftovers).toEqual([]);
  });

  it('says which rule the input broke', async () => {
    const valid = { name: 'fresh', alias: 'Fresh', type: 'k8s' };
    const unknown = await create(t.admin.token, {
      ...valid,
      administrators: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.json().message).toBe('Unknown user');
    const format = await create(t.admin.token, { ...valid, name: 'Bad Name' });
    expect(format.json()).toMatchObject({
      message: 'Project identifier supports only lowercase letters, digits and hyphen',
      description: expect.stringContaining('name'),
    });
    expect((await create(t.admin.token, { ...valid, type: 'x' })).json().message).toBe(
      'Please choose the project kind',
    );
  });
});
