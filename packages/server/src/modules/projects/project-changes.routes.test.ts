import { type LoginResponse, projectTemplateSchema } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../../test/projects.fixture.js';
import { queryRows } from '../../../test/sql.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { picket, products, projectCalls } from './project-calls.fixture.js';

let t: TestApp;
let owner: LoginResponse;
let reader: LoginResponse;
let stranger: LoginResponse;
let calls: ReturnType<typeof projectCalls>;

beforeAll(async () => {
  t = await createTestApp();
  calls = projectCalls(t);
  owner = await t.createUser('owner');
  reader = await t.createUser('reader');
  stranger = await t.createUser('stranger');
});
afterAll(() => t.close());

const ownedProject = (body: Parameters<typeof calls.ownedProject>[2] = {}) =>
  calls.ownedProject(owner, reader, body);

describe('GET /api/aslan/project/products/:name and …/services', () => {
  it('answers Zadig’s project template, times in unix seconds', async () => {
    const project = await ownedProject({ project_name: 'Shown', desc: 'about', cluster_ids: ['c1'] });
    expect(projectTemplateSchema.strict().parse(project)).toEqual(project);
    expect(project).toEqual({
      product_name: project.product_name,
      project_name: 'Shown',
      desc: 'about',
      public: false,
      admins: [owner.uid],
      team_id: 0,
      enabled: true,
      cluster_ids: ['c1'],
      product_feature: { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'system' },
      onboarding_status: 1,
      services: [],
      shared_services: [],
      vars: [],
      timeout: 0,
      auto_deploy: { enable: false },
      delivery_version_hook: { enable: false, hook_host: '', path: '' },
      create_time: expect.any(Number),
      update_time: expect.any(Number),
      update_by: 'admin',
    });
    expect(Math.abs(project.create_time - Date.now() / 1000)).toBeLessThan(120);
    const services = await calls.send('GET', `${products(project.product_name)}/services`, owner.token);
    expect(services.json()).toEqual(project);
  });

  it('shows a private project to its members only and a public one to everybody', async () => {
    const project = await ownedProject();
    for (const path of [products(project.product_name), `${products(project.product_name)}/services`]) {
      for (const token of [t.admin.token, owner.token, reader.token]) {
        const res = await calls.send('GET', path, token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(project);
      }
      expect((await calls.send('GET', path, stranger.token)).statusCode).toBe(403);
    }
    const open = await createProject(t, { public: true });
    const read = await calls.send('GET', products(open.product_name), stranger.token);
    expect(read.statusCode).toBe(200);
  });

  it('takes the environment page’s query: a sub-environment needs its base environment', async () => {
    const project = await ownedProject();
    const services = (query: string) =>
      calls.send('GET', `${products(project.product_name)}/services?${query}`, owner.token);
    for (const query of [
      'envType=general&isBaseEnv=undefined&baseEnv=undefined',
      'envType=&isBaseEnv=&baseEnv=',
      'envType=share&isBaseEnv=true&baseEnv=',
    ]) {
      expect((await services(query)).json(), query).toEqual(project);
    }
    const sub = await services('envType=share&isBaseEnv=false&baseEnv=dev');
    expect(sub.statusCode).toBe(404);
    expect(sub.json()).toMatchObject({ message: 'The base environment does not exist', description: 'dev' });
    expect((await services('envType=share&isBaseEnv=undefined')).statusCode).toBe(400);
  });

  it('answers 404 to the system administrator and 403 to others for an unknown project', async () => {
    for (const path of [products('nowhere'), `${products('nowhere')}/services`]) {
      const res = await calls.send('GET', path, t.admin.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Project not found', description: expect.any(String) });
      expect((await calls.send('GET', path, owner.token)).statusCode).toBe(403);
    }
  });
});

describe('PUT /api/aslan/project/products/:name/:status', () => {
  it('records the onboarding step; 0 means the wizard is done', async () => {
    const project = await ownedProject();
    const name = project.product_name;
    const step = await calls.send('PUT', products(`${name}/3`), owner.token);
    expect(step.statusCode).toBe(200);
    expect(step.json()).toEqual({ message: 'success' });
    expect(await calls.read(name)).toMatchObject({ onboarding_status: 3, update_by: 'owner' });
    expect((await calls.send('PUT', products(`${name}/0`), owner.token)).statusCode).toBe(200);
    expect((await calls.read(name)).onboarding_status).toBe(0);
  });

  it('refuses bad steps, other users and unknown projects', async () => {
    const name = (await ownedProject()).product_name;
    for (const status of ['abc', '-1', '11', '1.5']) {
      const res = await calls.send('PUT', products(`${name}/${status}`), owner.token);
      expect(res.statusCode, status).toBe(400);
    }
    expect((await calls.send('PUT', products(`${name}/x`), owner.token)).json().message).toBe(
      'Invalid onboarding status',
    );
    expect((await calls.send('PUT', products(`${name}/0`), reader.token)).statusCode).toBe(403);
    expect((await calls.send('PUT', products(`${name}/0`), stranger.token)).statusCode).toBe(403);
    expect((await calls.read(name)).onboarding_status).toBe(1);
    expect((await calls.send('PUT', products('nowhere/0'), t.admin.token)).statusCode).toBe(404);
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
    const name = (await ownedProject()).product_name;
    const asOwner = (method: 'POST', url: string, payload: object) =>
      t.request({ method, url: `${url}?projectName=${name}`, token: owner.token, payload });
    expect(
      (
        await asOwner('POST', '/api/aslan/project/variablesets', {
          name: 'vars',
          project_name: name,
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
      expect(await count(table, name), table).toBeGreaterThan(0);
    }

    const res = await calls.send(
      'DELETE',
      `${picket(name)}?projectName=${name}&is_delete=false`,
      owner.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success' });
    expect((await calls.send('GET', products(name), t.admin.token)).statusCode).toBe(404);
    for (const table of ['variable_sets', 'roles', 'role_bindings', 'user_groups'] as const) {
      expect(await count(table, name), table).toBe(0);
    }
    // a later project of the same name starts clean
    const again = await createProject(t, { product_name: name });
    expect(again.admins).toEqual([t.admin.uid]);
    expect(await count('role_bindings', name)).toBe(1);
  });

  it('lets the system administrator delete with is_delete=true', async () => {
    const name = (await ownedProject()).product_name;
    expect((await calls.send('DELETE', `${picket(name)}?is_delete=true`, t.admin.token)).statusCode).toBe(
      200,
    );
    expect((await calls.send('PUT', products(name), t.admin.token, { desc: 'X' })).statusCode).toBe(404);
  });

  it('refuses members who do not administer it, a missing flag and unknown projects', async () => {
    const project = await ownedProject();
    const name = project.product_name;
    for (const token of [reader.token, stranger.token]) {
      expect((await calls.send('DELETE', `${picket(name)}?is_delete=true`, token)).statusCode).toBe(403);
    }
    for (const query of ['', '?is_delete=', '?is_delete=yes']) {
      const res = await calls.send('DELETE', `${picket(name)}${query}`, owner.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('is_delete must be true or false');
    }
    expect(await calls.read(name)).toEqual(project);
    expect(await count('role_bindings', name)).toBe(2);
    expect(
      (await calls.send('DELETE', `${picket('nowhere')}?is_delete=true`, t.admin.token)).statusCode,
    ).toBe(404);
    expect((await calls.send('DELETE', `${picket('nowhere')}?is_delete=true`, owner.token)).statusCode).toBe(
      403,
    );
  });
});
