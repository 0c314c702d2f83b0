import type { LoginResponse, Project } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindProjectRoles, createProject } from '../../../test/projects.fixture.js';
import { queryRows } from '../../../test/sql.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let owner: LoginResponse;
let reader: LoginResponse;
let stranger: LoginResponse;

const en = { cookie: 'language=en' };
const picket = (name: string) => `/api/v1/picket/projects/${name}`;
const products = (name: string) => `/api/aslan/project/products/${name}`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('owner');
  reader = await t.createUser('reader');
  stranger = await t.createUser('stranger');
});
afterAll(() => t.close());

/** A private project administered by `owner`, with `reader` holding read-only. */
async function ownedProject(body: Parameters<typeof createProject>[1] = {}): Promise<Project> {
  const project = await createProject(t, { administrators: [owner.uid], ...body });
  await bindProjectRoles(t, project.name, [reader.uid], ['read-only']);
  return project;
}

const read = async (name: string): Promise<Project> =>
  (await t.request({ method: 'GET', url: products(name), token: t.admin.token })).json();

const send = (method: 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  t.request({ method, url, token, headers: en, ...(payload ? { payload } : {}) });

describe('GET /api/aslan/project/products/:name', () => {
  it('shows a private project to its members only and a public one to everybody', async () => {
    const project = await ownedProject({ alias: 'Shown' });
    for (const token of [t.admin.token, owner.token, reader.token]) {
      const res = await t.request({ method: 'GET', url: products(project.name), token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(project);
    }
    expect(
      (await t.request({ method: 'GET', url: products(project.name), token: stranger.token })).statusCode,
    ).toBe(403);
    const open = await createProject(t, { access: 'public' });
    expect(
      (await t.request({ method: 'GET', url: products(open.name), token: stranger.token })).statusCode,
    ).toBe(200);
  });

  it('answers 404 to the system administrator and 403 to others for an unknown project', async () => {
    const res = await t.request({
      method: 'GET',
      url: products('nowhere'),
      token: t.admin.token,
      headers: en,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Project not found');
    expect(
      (await t.request({ method: 'GET', url: products('nowhere'), token: owner.token })).statusCode,
    ).toBe(403);
  });
});

describe('updating a project', () => {
  it('lets the project administrator edit through either path, and records who did', async () => {
    const project = await ownedProject();
    const res = await send('PUT', picket(project.name), owner.token, {
      alias: 'Renamed',
      description: 'about it',
      access: 'public',
      cluster: 'c1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      alias: 'Renamed',
      description: 'about it',
      desc: 'about it',
      access: 'public',
      public: true,
      cluster: 'c1',
      updatedBy: 'owner',
      createdBy: 'admin',
    });
    const full = await send('PUT', products(project.name), owner.token, {
      alias: 'Again',
      access: 'private',
    });
    expect(full.json()).toMatchObject({ alias: 'Again', access: 'private', description: 'about it' });
    expect(await read(project.name)).toEqual(full.json());
  });

  it('PATCH changes only the fields it names', async () => {
    const project = await ownedProject({ description: 'kept', access: 'public' });
    const res = await send('PATCH', products(project.name), owner.token, { alias: 'Patched' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      alias: 'Patched',
      description: 'kept',
      access: 'public',
      type: 'k8s',
    });
    const access = await send('PATCH', products(project.name), owner.token, { access: 'private' });
    expect(access.json()).toMatchObject({ alias: 'Patched', access: 'private' });
  });

  it('refuses a read-only member and a stranger, and changes nothing', async () => {
    const project = await ownedProject();
    for (const token of [reader.token, stranger.token]) {
      expect((await send('PUT', picket(project.name), token, { alias: 'Hacked' })).statusCode).toBe(403);
      expect((await send('PUT', products(project.name), token, { alias: 'Hacked' })).statusCode).toBe(403);
      expect((await send('PATCH', products(project.name), token, { alias: 'Hacked' })).statusCode).toBe(403);
    }
    expect(await read(project.name)).toEqual(project);
  });

  it('hands administration over to the named users', async () => {
    const project = await ownedProject();
    const res = await send('PUT', picket(project.name), owner.token, { administrators: [stranger.uid] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ administrators: [stranger.uid], administrator_names: ['stranger'] });
    expect((await send('PATCH', products(project.name), owner.token, { alias: 'Mine' })).statusCode).toBe(
      403,
    );
    expect((await send('PATCH', products(project.name), stranger.token, { alias: 'Mine' })).statusCode).toBe(
      200,
    );
  });

  it('allows only hosting → K8s YAML, and only when confirmed', async () => {
    const k8s = await ownedProject({ type: 'k8s' });
    const change = (name: string, payload: object) => send('PUT', picket(name), owner.token, payload);
    const refused = await change(k8s.name, { type: 'helm', confirm_irreversible: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Only a hosting project can be changed, and only to K8s YAML');
    expect((await change(k8s.name, { type: 'hosting', confirm_irreversible: true })).statusCode).toBe(400);
    expect((await change(k8s.name, { type: 'k8s', alias: 'Same type' })).statusCode).toBe(200);

    const hosting = await ownedProject({ type: 'hosting' });
    for (const payload of [{ type: 'k8s' }, { type: 'k8s', confirm_irreversible: false }]) {
      const unconfirmed = await change(hosting.name, payload);
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.json().message).toBe('Changing to K8s YAML is irreversible: confirm it');
    }
    expect((await change(hosting.name, { type: 'helm', confirm_irreversible: true })).statusCode).toBe(400);
    expect((await read(hosting.name)).type).toBe('hosting');

    const done = await change(hosting.name, { type: 'k8s', confirm_irreversible: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ type: 'k8s', deployType: 'k8s' });
    // irreversible
    expect((await change(hosting.name, { type: 'hosting', confirm_irreversible: true })).statusCode).toBe(
      400,
    );
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const project = await ownedProject({ description: 'original' });
    const cases: object[] = [
      { alias: '' },
      { alias: '  ' },
      { alias: 'x'.repeat(65) },
      { alias: 7 },
      { description: 'x'.repeat(1025) },
      { access: 'hidden' },
      { cluster: 'c'.repeat(65) },
      { type: 'docker' },
      { type: 'k8s', confirm_irreversible: 'yes' },
      { administrators: [] },
      { administrators: 'owner' },
      { administrators: ['not-a-uid'] },
      { administrators: ['00000000-0000-4000-8000-000000000000'] },
      { administrators: [owner.uid, '00000000-0000-4000-8000-000000000000'], alias: 'Half' },
    ];
    for (const payload of cases) {
      const res = await send('PUT', picket(project.name), owner.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().type).toBe('error');
    }
    for (const payload of [{ alias: '' }, { access: 'hidden' }, { description: 'x'.repeat(1025) }]) {
      expect((await send('PATCH', products(project.name), owner.token, payload)).statusCode).toBe(400);
    }
    expect(await read(project.name)).toEqual(project);
    const emptied = await send('PUT', picket(project.name), owner.token, { administrators: [] });
    expect(emptied.json().message).toBe('Please choose the administrators');
  });

  it('answers 404 for an unknown project to the system administrator, 403 to others', async () => {
    for (const [method, url] of [
      ['PUT', picket('nowhere')],
      ['PUT', products('nowhere')],
      ['PATCH', products('nowhere')],
    ] as const) {
      expect((await send(method, url, t.admin.token, { alias: 'X' })).statusCode).toBe(404);
      expect((await send(method, url, owner.token, { alias: 'X' })).statusCode).toBe(403);
    }
  });
});

describe('PUT /api/aslan/project/products/:name/:status', () => {
  it('records the onboarding step; 0 means the wizard is done', async () => {
    const project = await ownedProject();
    expect(project).toMatchObject({ onboarding_status: 1, onboard: true });
    const step = await send('PUT', products(`${project.name}/3`), owner.token);
    expect(step.statusCode).toBe(200);
    expect(step.json()).toEqual({ message: 'success' });
    expect(await read(project.name)).toMatchObject({
      onboarding_status: 3,
      onboard: true,
      updatedBy: 'owner',
    });
    expect((await send('PUT', products(`${project.name}/0`), owner.token)).statusCode).toBe(200);
    expect(await read(project.name)).toMatchObject({ onboarding_status: 0, onboard: false });
  });

  it('refuses bad steps, other users and unknown projects', async () => {
    const project = await ownedProject();
    for (const status of ['abc', '-1', '11', '1.5']) {
      const res = await send('PUT', products(`${project.name}/${status}`), owner.token);
      expect(res.statusCode, status).toBe(400);
    }
    expect((await send('PUT', products(`${project.name}/x`), owner.token)).json().message).toBe(
      'Invalid onboarding status',
    );
    expect((await send('PUT', products(`${project.name}/0`), reader.token)).statusCode).toBe(403);
    expect((await send('PUT', products(`${project.name}/0`), stranger.token)).statusCode).toBe(403);
    expect((await read(project.name)).onboarding_status).toBe(1);
    expect((await send('PUT', products('nowhere/0'), t.admin.token)).statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/picket/projects/:name', () => {
  const count = async (
    table: 'roles' | 'role_bindings' | 'variable_sets' | 'user_groups',
    project: string,
  ) => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where project_name = ${project}`,
    );
    return row?.n;
  };

  it('removes the project with its variable groups, roles, bindings and groups', async () => {
    const project = await ownedProject();
    const asOwner = (method: 'POST', url: string, payload: object) =>
      t.request({ method, url: `${url}?projectName=${project.name}`, token: owner.token, payload });
    expect(
      (
        await asOwner('POST', '/api/aslan/project/variablesets', {
          name: 'vars',
          project_name: project.name,
          variable_yaml: 'a: 1',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await asOwner('POST', '/api/v1/roles', {
          name: 'deployer',
          rules: [{ kind: 'resource', resources: ['Environment'], verbs: ['get_environment'] }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await asOwner('POST', '/api/v1/groups', { name: 'team', uids: [reader.uid] })).statusCode).toBe(
      200,
    );
    for (const table of ['variable_sets', 'roles', 'role_bindings', 'user_groups'] as const) {
      expect(await count(table, project.name), table).toBeGreaterThan(0);
    }

    const res = await send('DELETE', `${picket(project.name)}?is_delete=false`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success' });
    expect(
      (await t.request({ method: 'GET', url: products(project.name), token: t.admin.token })).statusCode,
    ).toBe(404);
    for (const table of ['variable_sets', 'roles', 'role_bindings', 'user_groups'] as const) {
      expect(await count(table, project.name), table).toBe(0);
    }
    // a later project of the same name starts clean
    const again = await createProject(t, { name: project.name });
    expect(again.administrators).toEqual([t.admin.uid]);
    expect(await count('role_bindings', project.name)).toBe(1);
  });

  it('lets the system administrator delete with is_delete=true', async () => {
    const project = await ownedProject();
    expect((await send('DELETE', `${picket(project.name)}?is_delete=true`, t.admin.token)).statusCode).toBe(
      200,
    );
    expect((await send('PATCH', products(project.name), t.admin.token, { alias: 'X' })).statusCode).toBe(404);
  });

  it('refuses members who do not administer it, a missing flag and unknown projects', async () => {
    const project = await ownedProject();
    for (const token of [reader.token, stranger.token]) {
      expect((await send('DELETE', `${picket(project.name)}?is_delete=true`, token)).statusCode).toBe(403);
    }
    for (const query of ['', '?is_delete=', '?is_delete=yes']) {
      const res = await send('DELETE', `${picket(project.name)}${query}`, owner.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('is_delete must be true or false');
    }
    expect(await read(project.name)).toEqual(project);
    expect(await count('role_bindings', project.name)).toBe(2);
    expect((await send('DELETE', `${picket('nowhere')}?is_delete=true`, t.admin.token)).statusCode).toBe(404);
    expect((await send('DELETE', `${picket('nowhere')}?is_delete=true`, owner.token)).statusCode).toBe(403);
  });
});
