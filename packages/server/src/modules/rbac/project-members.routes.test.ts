import type { LoginResponse } from '@slipway/contracts';
import { readOnlyProjectActions } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindProjectRoles } from '../../../test/projects.fixture.js';
import { seedProject } from '../../../test/seed.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let owner: LoginResponse;
let dev: LoginResponse;
let outsider: LoginResponse;
const en = { cookie: 'language=en' };
const q = '?projectName=shop';

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('owner');
  dev = await t.createUser('dev');
  outsider = await t.createUser('outsider');
  await seedProject(t, 'shop');
  await seedProject(t, 'open', { isPublic: true });
  await bindProjectRoles(t, 'shop', [owner.uid], ['project-admin']);
  const role = await call('POST', `/api/v1/roles${q}`, owner.token, {
    name: 'runner',
    rules: [{ kind: 'resource', resources: ['Workflow'], verbs: ['get_workflow', 'run_workflow'] }],
  });
  expect(role.statusCode, role.body).toBe(200);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, token: string, payload?: unknown) {
  return t.request({
    method,
    url,
    token,
    headers: en,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const verbsOf = async (user: LoginResponse, project = 'shop') =>
  (await call('GET', `/api/v1/policy/permission/project/${project}`, user.token)).json();
const membersOf = async (project = 'shop') =>
  (await call('GET', `/api/v1/picket/bindings?projectName=${project}`, owner.token)).json();
const memberNamed = async (account: string) =>
  (await membersOf()).find((m: { account: string }) => m.account === account);
const grant = (uid: string, role: string, preset = false) => ({ uid, role, preset, type: 'custom' });

describe('project members', () => {
  it('adds members with an array of grants and lists them as the portal reads them', async () => {
    const added = await call('POST', `/api/v1/rolebindings${q}&bulk=true`, owner.token, [
      grant(dev.uid, 'runner'),
      grant(dev.uid, 'read-only', true),
    ]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ message: 'success' });
    expect((await verbsOf(dev)).project_verbs).toEqual(
      [...new Set([...readOnlyProjectActions, 'run_workflow'])].sort(),
    );
    expect(await memberNamed('dev')).toEqual({
      uid: dev.uid,
      username: 'dev',
      account: 'dev',
      identity_type: 'system',
      email: expect.any(String),
      phone: '',
      roles: [
        { name: `user:${dev.uid},role:runner`, uid: dev.uid, role: 'runner', preset: false, type: 'custom' },
        {
          name: `user:${dev.uid},role:read-only`,
          uid: dev.uid,
          role: 'read-only',
          preset: true,
          type: 'custom',
        },
      ],
      policies: [],
      group_roles: [],
    });
    // a private project has no "all users" member
    expect((await membersOf()).some((m: { uid: string }) => m.uid === '*')).toBe(false);
  });

  it('changes a member roles with POST /rolebindings/update, and an empty list removes the member', async () => {
    const url = `/api/v1/rolebindings/update${q}&bulk=true&userID=${dev.uid}`;
    const changed = await call('POST', url, owner.token, [grant(dev.uid, 'read-only', true)]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await memberNamed('dev')).roles.map((r: { role: string }) => r.role)).toEqual(['read-only']);
    const other = await call('POST', url, owner.token, [grant(outsider.uid, 'read-only', true)]);
    expect(other.statusCode).toBe(400);
    expect((await call('POST', url, owner.token, [])).statusCode).toBe(200);
    expect(await memberNamed('dev')).toBeUndefined();
    expect((await verbsOf(dev)).project_verbs).toEqual([]);
  });

  it('removes a binding by its name', async () => {
    await bindProjectRoles(t, 'shop', [outsider.uid], ['runner']);
    const name = encodeURIComponent(`user:${outsider.uid},role:runner`);
    expect((await call('DELETE', `/api/v1/rolebindings/${name}${q}`, owner.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/rolebindings/${name}${q}`, owner.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/rolebindings/12${q}`, owner.token)).statusCode).toBe(404);
    expect((await verbsOf(outsider)).project_verbs).toEqual([]);
  });

  it('shows all users as a read-only member of a public project, which only making it private removes', async () => {
    const all = (await membersOf('open')).find((m: { uid: string }) => m.uid === '*');
    expect(all).toMatchObject({
      username: '*',
      roles: [{ name: 'user:*,role:read-only', uid: '*', role: 'read-only', preset: true, type: 'system' }],
      policies: [],
    });
    const res = await call(
      'DELETE',
      `/api/v1/rolebindings/${encodeURIComponent(all.roles[0].name)}?projectName=open`,
      t.admin.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('private');
  });

  it('refuses unknown roles and users, old bodies, and changes by anyone but the project admins', async () => {
    const url = `/api/v1/rolebindings${q}&bulk=true`;
    expect((await call('POST', url, owner.token, [grant(dev.uid, 'no-such-role')])).statusCode).toBe(404);
    expect(
      (await call('POST', url, owner.token, [grant('00000000-0000-4000-8000-000000000000', 'runner')]))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', url, owner.token, { uids: [dev.uid], roles: ['runner'] })).statusCode).toBe(
      400,
    );
    expect((await call('POST', url, owner.token, [])).statusCode).toBe(400);
    expect((await call('POST', url, dev.token, [grant(dev.uid, 'runner')])).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/picket/bindings${q}`, outsider.token)).statusCode).toBe(403);
    expect(await memberNamed('dev')).toBeUndefined();
  });
});

describe('user groups', () => {
  it('grants roles to a group: its members hold them and see them as roles through the group', async () => {
    const group = await call('POST', `/api/v1/groups${q}`, owner.token, {
      name: 'qa team',
      desc: 'testers',
      uids: [dev.uid],
    });
    expect(group.statusCode).toBe(200);
    const groupId = group.json().id;
    const bound = await call('POST', `/api/v1/rolebindings${q}&bulk=true`, owner.token, [
      { group_id: groupId, role: 'read-only', preset: true, type: 'custom' },
    ]);
    expect(bound.statusCode, bound.body).toBe(200);
    expect((await verbsOf(dev)).project_verbs).toContain('get_test');
    expect((await memberNamed('dev')).group_roles).toEqual([
      {
        name: `group:${groupId},role:read-only`,
        group_id: groupId,
        group_name: 'qa team',
        role: 'read-only',
        preset: true,
      },
    ]);

    expect((await call('POST', `/api/v1/groups${q}`, owner.token, { name: 'qa team' })).statusCode).toBe(409);
    const ghosts = { name: 'ghosts', uids: ['00000000-0000-4000-8000-000000000000'] };
    expect((await call('POST', `/api/v1/groups${q}`, owner.token, ghosts)).statusCode).toBe(400);
    const emptied = await call('PUT', `/api/v1/groups/${groupId}${q}`, owner.token, {
      name: 'qa team',
      uids: [],
    });
    expect(emptied.json().uids).toEqual([]);
    expect((await verbsOf(dev)).project_verbs).toEqual([]);
    const unbound = await call(
      'DELETE',
      `/api/v1/rolebindings/group:${groupId},role:read-only${q}`,
      owner.token,
    );
    expect(unbound.statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/groups/${groupId}${q}`, owner.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/groups/${groupId}${q}`, owner.token)).statusCode).toBe(404);
  });
});

describe('policies', () => {
  const rule = (type: string, items: string[], ...verbs: string[]) => ({
    kind: 'resource',
    resources: [type],
    verbs,
    related_resources: items,
  });

  it('grants verbs on named workflows and environments, listed and read as the portal shows them', async () => {
    const created = await call('POST', `/api/v1/policies${q}`, owner.token, {
      policies: [
        {
          name: 'release-crew',
          description: 'ships',
          rules: [
            rule('Workflow', ['release'], 'get_workflow', 'run_workflow'),
            rule('Environment', ['prod'], 'get_environment'),
          ],
          uids: [dev.uid],
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const permission = await verbsOf(dev);
    expect(permission.workflow_verbs_map).toEqual({ release: ['get_workflow', 'run_workflow'] });
    expect(permission.environment_verbs_map).toEqual({ prod: ['get_environment'] });
    expect((await memberNamed('dev')).policies).toEqual([
      {
        name: `user:${dev.uid},policy:release-crew`,
        uid: dev.uid,
        policy: 'release-crew',
        preset: false,
        type: 'custom',
      },
    ]);
    const detail = (await call('GET', `/api/v1/policies/release-crew${q}`, dev.token)).json();
    expect(detail).toMatchObject({
      name: 'release-crew',
      description: 'ships',
      rules: [
        {
          ...rule('Workflow', ['release'], 'get_workflow', 'run_workflow'),
          match_attributes: [{ key: 'name', value: 'release' }],
        },
        {
          ...rule('Environment', ['prod'], 'get_environment'),
          match_attributes: [{ key: 'name', value: 'prod' }],
        },
      ],
      uids: [dev.uid],
    });
    const [listed] = (await call('GET', `/api/v1/policies${q}`, dev.token)).json();
    expect(Math.abs(listed.update_time - Date.now() / 1000)).toBeLessThan(60);

    const updated = await call('PUT', `/api/v1/policies/release-crew${q}`, owner.token, {
      name: 'release-crew',
      rules: [rule('Workflow', ['release'], 'get_workflow')],
      uids: [],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await verbsOf(dev)).workflow_verbs_map).toEqual({});
    expect((await call('DELETE', `/api/v1/policies/release-crew${q}`, owner.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/policies/release-crew${q}`, owner.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/policies/release-crew${q}`, owner.token)).statusCode).toBe(404);
  });

  it.each([
    ['no rules', { name: 'no-rules', rules: [] }],
    ['an unknown type', { name: 'bad-type', rules: [rule('Cluster', ['x'], 'get_workflow')] }],
    ['no named item', { name: 'no-item', rules: [rule('Workflow', [], 'get_workflow')] }],
    ['a system verb', { name: 'bad-verb', rules: [rule('Workflow', ['x'], 'create_project')] }],
  ])('refuses a policy with %s', async (_, policy) => {
    const res = await call('POST', `/api/v1/policies${q}`, owner.token, { policies: [policy] });
    expect(res.statusCode).toBe(400);
    expect((await call('GET', `/api/v1/policies${q}`, owner.token)).json()).toEqual([]);
  });

  it('refuses a name twice and changes by members', async () => {
    const policy = { name: 'twice', rules: [rule('Workflow', ['x'], 'get_workflow')] };
    expect(
      (await call('POST', `/api/v1/policies${q}`, owner.token, { policies: [policy, policy] })).statusCode,
    ).toBe(409);
    expect((await call('POST', `/api/v1/policies${q}`, dev.token, { policies: [policy] })).statusCode).toBe(
      403,
    );
  });
});

describe('a user own bindings', () => {
  it('are readable by the user and the administrator only', async () => {
    // the portal's store after sign-in: no project is the system, a project its own roles
    const mine = await call('GET', `/api/v1/userbindings?uid=${owner.uid}&projectName=shop`, owner.token);
    expect(mine.json()).toEqual([
      { name: `user:${owner.uid},role:project-admin`, uid: owner.uid, role: 'project-admin', preset: true },
    ]);
    expect(
      (await call('GET', `/api/v1/userbindings?uid=${owner.uid}&projectName=`, owner.token)).json(),
    ).toEqual([]);
    expect((await call('GET', `/api/v1/userbindings?uid=${owner.uid}`, dev.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/userbindings?uid=${owner.uid}`, t.admin.token)).statusCode).toBe(200);
  });
});
