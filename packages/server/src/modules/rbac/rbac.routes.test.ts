import type { LoginResponse } from '@slipway/contracts';
import { readOnlyProjectActions, systemResources } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindProjectRoles } from '../../../test/projects.fixture.js';
import { seedProject } from '../../../test/seed.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let owner: LoginResponse;
let dev: LoginResponse;
let outsider: LoginResponse;
const en = { cookie: 'language=en' };
const rule = (resource: string, ...verbs: string[]) => ({ kind: 'resource', resources: [resource], verbs });
/** a system resource and two of its verbs, whatever they are named */
const [systemResource, systemVerb, otherSystemVerb] = Object.entries(systemResources)
  .flatMap(([resource, [first, second]]) => (second ? [[resource, first, second] as const] : []))
  .at(0) ?? ['', '', ''];

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('owner');
  dev = await t.createUser('dev');
  outsider = await t.createUser('outsider');
  await seedProject(t, 'shop');
  await seedProject(t, 'open', { isPublic: true });
  await bindProjectRoles(t, 'shop', [owner.uid], ['project-admin']);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  t.request({
    method,
    url,
    token,
    headers: en,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const projectPermission = async (user: LoginResponse, project: string) =>
  (await call('GET', `/api/v1/policy/permission/project/${project}`, user.token)).json();
const systemVerbs = async (user: LoginResponse) =>
  (await call('GET', '/api/v1/policy/permission', user.token)).json().system_verbs;

describe('policy definitions and permission reads', () => {
  it('lists what can be granted, in the caller language', async () => {
    const system = await call('GET', '/api/v1/policy-definitions?scope=system', dev.token);
    expect(system.json().map((d: { resource: string }) => d.resource)).toEqual(Object.keys(systemResources));
    const project = await t.request({
      method: 'GET',
      url: '/api/v1/policy-definitions?scope=project',
      token: dev.token,
    });
    expect(project.json().find((d: { resource: string }) => d.resource === 'Workflow').alias).toBe('工作流');
    expect((await call('GET', '/api/v1/policy-definitions?scope=galaxy', dev.token)).statusCode).toBe(400);
  });

  it('gives project admins every action, public projects read-only actions, private ones nothing', async () => {
    expect(await projectPermission(owner, 'shop')).toMatchObject({ is_project_admin: true });
    expect(await projectPermission(outsider, 'shop')).toMatchObject({
      is_project_admin: false,
      project_verbs: [],
    });
    expect((await projectPermission(outsider, 'open')).project_verbs).toEqual(
      [...readOnlyProjectActions].sort(),
    );
  });
});

describe('system roles', () => {
  it('creates a role with rules, edits it at /api/v1/roles/{name}?projectName=*, deletes it', async () => {
    const created = await call('POST', '/api/v1/system-roles', t.admin.token, {
      name: 'viewer',
      desc: 'sees numbers',
      rules: [rule(systemResource, systemVerb, systemVerb)],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ message: 'success' });
    const listed = (await call('GET', '/api/v1/system-roles', t.admin.token)).json();
    expect(listed.find((r: { name: string }) => r.name === 'viewer')).toEqual({
      name: 'viewer',
      desc: 'sees numbers',
      type: 'custom',
      isPublic: false,
      rules: [rule(systemResource, systemVerb)],
    });

    await call('POST', '/api/v1/system-rolebindings', t.admin.token, { uid: dev.uid, role: 'viewer' });
    expect(await systemVerbs(dev)).toEqual([systemVerb]);

    // the portal's system role dialog: desc and the uid of the editor come along
    const edited = await call('PUT', '/api/v1/roles/viewer?projectName=*', t.admin.token, {
      userID: t.admin.uid,
      rules: [rule(systemResource, systemVerb, otherSystemVerb)],
      projectName: '*',
      name: 'viewer',
      desc: 'more',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const read = (await call('GET', '/api/v1/roles/viewer?projectName=*', t.admin.token)).json();
    expect(read).toMatchObject({ desc: 'more', rules: [rule(systemResource, systemVerb, otherSystemVerb)] });
    expect(await systemVerbs(dev)).toEqual([systemVerb, otherSystemVerb].sort());

    expect((await call('DELETE', '/api/v1/system-roles/viewer', t.admin.token)).json()).toEqual({
      message: 'success',
    });
    expect(await systemVerbs(dev)).toEqual([]);
  });

  it.each([
    [{ name: 'Bad Name', rules: [rule(systemResource, systemVerb)] }, 'lowercase'],
    [{ name: 'empty', rules: [rule(systemResource)] }, 'at least one permission'],
    [{ name: 'nothing' }, 'at least one permission'],
    [{ name: 'flat', actions: [systemVerb] }, 'at least one permission'],
    [{ name: 'unknown', rules: [rule(systemResource, 'fly')] }, 'Unknown permission'],
    [{ name: 'elsewhere', rules: [rule('Galaxy', systemVerb)] }, 'Unknown permission'],
    [{ name: 'project-verb', rules: [rule('Workflow', 'get_workflow')] }, 'Unknown permission'],
    [{ name: 'r'.repeat(33), rules: [rule(systemResource, systemVerb)] }, 'Too long'],
    [{ name: '', rules: [rule(systemResource, systemVerb)] }, 'role name'],
  ])('rejects %j and stores nothing', async (payload, message) => {
    const before = (await call('GET', '/api/v1/system-roles', t.admin.token)).json();
    const res = await call('POST', '/api/v1/system-roles', t.admin.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await call('GET', '/api/v1/system-roles', t.admin.token)).json()).toEqual(before);
  });

  it('refuses duplicates, changes to preset roles and non-admins', async () => {
    const body = { name: 'admin', rules: [rule(systemResource, systemVerb)] };
    expect((await call('POST', '/api/v1/system-roles', t.admin.token, body)).statusCode).toBe(409);
    expect((await call('DELETE', '/api/v1/system-roles/admin', t.admin.token)).statusCode).toBe(403);
    expect((await call('PUT', '/api/v1/roles/admin?projectName=*', t.admin.token, body)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/v1/system-roles', dev.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/roles/admin?projectName=*', owner.token)).statusCode).toBe(403);
    expect((await call('PUT', '/api/v1/roles/admin?projectName=*', owner.token, body)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/v1/system-roles/none', t.admin.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/roles/none?projectName=*', t.admin.token)).statusCode).toBe(404);
  });
});

describe('project roles', () => {
  const q = '?projectName=shop';

  it('lists the project own roles only; the admin creates, reads, edits and deletes one', async () => {
    const created = await call('POST', `/api/v1/roles${q}`, owner.token, {
      name: 'runner',
      rules: [rule('Workflow', 'get_workflow', 'run_workflow')],
      projectName: 'shop',
    });
    expect(created.statusCode, created.body).toBe(200);
    const roles = (await call('GET', `/api/v1/roles${q}`, owner.token)).json();
    expect(roles).toEqual([
      {
        name: 'runner',
        desc: '',
        type: 'custom',
        isPublic: false,
        rules: [rule('Workflow', 'get_workflow', 'run_workflow')],
      },
    ]);
    await bindProjectRoles(t, 'shop', [dev.uid], ['runner']);
    expect((await projectPermission(dev, 'shop')).project_verbs).toEqual(['get_workflow', 'run_workflow']);
    // members read roles; the portal's edit dialog sends only the name and the rules
    expect((await call('GET', `/api/v1/roles/runner${q}`, dev.token)).json().rules).toEqual([
      rule('Workflow', 'get_workflow', 'run_workflow'),
    ]);
    const edited = await call('PUT', `/api/v1/roles/runner${q}`, owner.token, {
      name: 'runner',
      rules: [rule('Workflow', 'get_workflow'), rule('Service', 'get_service')],
      projectName: 'shop',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await projectPermission(dev, 'shop')).project_verbs).toEqual(['get_service', 'get_workflow']);

    expect((await call('DELETE', `/api/v1/roles/runner${q}`, owner.token)).json()).toEqual({
      message: 'success',
    });
    expect((await projectPermission(dev, 'shop')).project_verbs).toEqual([]);
    expect((await call('DELETE', `/api/v1/roles/runner${q}`, owner.token)).statusCode).toBe(404);
  });

  it('refuses changes by members, reads by outsiders, system verbs and names of public roles', async () => {
    await bindProjectRoles(t, 'shop', [dev.uid], ['read-only']);
    const body = { name: 'sneaky', rules: [rule('Workflow', 'get_workflow')] };
    expect((await call('POST', `/api/v1/roles${q}`, dev.token, body)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/roles${q}`, outsider.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/roles', owner.token)).statusCode).toBe(400);
    const withSystemVerb = await call('POST', `/api/v1/roles${q}`, owner.token, {
      name: 'odd',
      rules: [rule(systemResource, systemVerb)],
    });
    expect(withSystemVerb.statusCode).toBe(400);
    const taken = await call('POST', `/api/v1/roles${q}`, owner.token, {
      name: 'read-only',
      rules: [rule('Workflow', 'get_workflow')],
    });
    expect(taken.statusCode).toBe(409);
  });

  it('keeps public roles apart: system admins change them, every project lists them as preset roles', async () => {
    const created = await call('POST', '/api/v1/public-roles?projectName=shop', t.admin.token, {
      name: 'viewer-plus',
      rules: [rule('Workflow', 'get_workflow', 'run_workflow')],
    });
    expect(created.statusCode, created.body).toBe(200);
    const preset = (await call('GET', '/api/v1/preset-roles?projectName=open', dev.token)).json();
    expect(
      preset.map((r: { name: string; isPublic: boolean; type: string }) => [r.name, r.isPublic, r.type]),
    ).toEqual([
      ['project-admin', true, 'system'],
      ['read-only', true, 'system'],
      ['viewer-plus', true, 'custom'],
    ]);
    expect((await call('GET', '/api/v1/public-roles?projectName=shop', dev.token)).json()).toEqual(preset);
    const own = (await call('GET', `/api/v1/roles${q}`, owner.token)).json();
    expect(own.map((r: { name: string }) => r.name)).not.toContain('viewer-plus');

    const edited = await call('PUT', '/api/v1/public-roles/viewer-plus?projectName=shop', t.admin.token, {
      name: 'viewer-plus',
      rules: [rule('Workflow', 'get_workflow')],
    });
    expect(edited.statusCode).toBe(200);
    const read = await call('GET', '/api/v1/public-roles/viewer-plus?projectName=shop', dev.token);
    expect(read.json().rules).toEqual([rule('Workflow', 'get_workflow')]);

    const byOwner = await call('POST', '/api/v1/public-roles?projectName=shop', owner.token, {
      name: 'x',
      rules: [rule('Workflow', 'get_workflow')],
    });
    expect(byOwner.statusCode).toBe(403);
    expect(
      (await call('DELETE', '/api/v1/public-roles/read-only?projectName=shop', t.admin.token)).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', '/api/v1/public-roles/viewer-plus?projectName=shop', t.admin.token)).statusCode,
    ).toBe(200);
  });
});
