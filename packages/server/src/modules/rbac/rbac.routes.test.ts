import type { LoginResponse } from '@slipway/contracts';
import { readOnlyProjectActions } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProject } from '../../../test/seed.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let owner: LoginResponse;
let dev: LoginResponse;
let outsider: LoginResponse;
const en = { cookie: 'language=en' };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('owner');
  dev = await t.createUser('dev');
  outsider = await t.createUser('outsider');
  await seedProject(t, 'shop');
  await seedProject(t, 'open', { isPublic: true });
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/rolebindings?projectName=shop',
    token: t.admin.token,
    payload: { uids: [owner.uid], roles: ['project-admin'] },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

const projectPermission = async (user: LoginResponse, project: string) =>
  (
    await t.request({ method: 'GET', url: `/api/v1/policy/permission/project/${project}`, token: user.token })
  ).json();

describe('policy definitions and permission reads', () => {
  it('lists what can be granted, in the caller language', async () => {
    const system = await t.request({
      method: 'GET',
      url: '/api/v1/policy-definitions?scope=system',
      token: dev.token,
      headers: en,
    });
    expect(system.json()).toEqual(
      expect.arrayContaining([
        {
          resource: 'DataOverview',
          alias: 'Data overview',
          rules: [{ action: 'view_data_overview', alias: 'View' }],
        },
      ]),
    );
    const project = await t.request({
      method: 'GET',
      url: '/api/v1/policy-definitions?scope=project',
      token: dev.token,
    });
    expect(project.json().find((d: { resource: string }) => d.resource === 'Workflow').alias).toBe('工作流');
    const bad = await t.request({
      method: 'GET',
      url: '/api/v1/policy-definitions?scope=galaxy',
      token: dev.token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reads global permissions', async () => {
    const admin = await t.request({ method: 'GET', url: '/api/v1/policy/permission', token: t.admin.token });
    expect(admin.json()).toMatchObject({ is_system_admin: true });
    const ownerPerm = await t.request({
      method: 'GET',
      url: '/api/v1/policy/permission',
      token: owner.token,
    });
    expect(ownerPerm.json()).toEqual({
      is_system_admin: false,
      project_admin_list: ['shop'],
      system_verbs: [],
    });
  });

  it('gives project admins every action, public projects read-only actions, private ones nothing', async () => {
    expect(await projectPermission(owner, 'shop')).toMatchObject({ is_project_admin: true });
    expect(await projectPermission(outsider, 'shop')).toMatchObject({
      is_project_admin: false,
      project_verbs: [],
    });
    const open = await projectPermission(outsider, 'open');
    expect(open.project_verbs).toEqual([...readOnlyProjectActions].sort());
  });
});

describe('system roles and their bindings', () => {
  it('creates, edits and deletes a role; deleting it takes the permission away', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/system-roles',
      token: t.admin.token,
      payload: { name: 'insight-viewer', desc: 'sees numbers', actions: ['view_insight', 'view_insight'] },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: 'insight-viewer',
      type: 'system',
      actions: ['view_insight'],
      preset: false,
    });

    const bound = await t.request({
      method: 'POST',
      url: '/api/v1/system-rolebindings',
      token: t.admin.token,
      payload: { uids: [dev.uid], roles: ['insight-viewer'] },
    });
    expect(bound.statusCode).toBe(200);
    const perm = await t.request({ method: 'GET', url: '/api/v1/policy/permission', token: dev.token });
    expect(perm.json().system_verbs).toEqual(['view_insight']);

    const edited = await t.request({
      method: 'PUT',
      url: '/api/v1/system-roles/insight-viewer',
      token: t.admin.token,
      payload: { desc: 'more', actions: ['view_insight', 'view_data_overview'] },
    });
    expect(edited.json().actions).toEqual(['view_insight', 'view_data_overview']);
    const after = await t.request({ method: 'GET', url: '/api/v1/policy/permission', token: dev.token });
    expect(after.json().system_verbs).toEqual(['view_data_overview', 'view_insight']);

    expect(
      (
        await t.request({
          method: 'DELETE',
          url: '/api/v1/system-roles/insight-viewer',
          token: t.admin.token,
        })
      ).statusCode,
    ).toBe(200);
    const gone = await t.request({ method: 'GET', url: '/api/v1/policy/permission', token: dev.token });
    expect(gone.json().system_verbs).toEqual([]);
  });

  it.each([
    [{ name: 'Bad Name', actions: ['view_insight'] }, 'lowercase'],
    [{ name: 'empty', actions: [] }, 'at least one permission'],
    [{ name: 'nothing' }, 'at least one permission'],
    [{ name: 'unknown', actions: ['fly'] }, 'Unknown permission'],
    [{ name: 'project-verb', actions: ['get_workflow'] }, 'Unknown permission'],
    [{ name: 'r'.repeat(33), actions: ['view_insight'] }, 'Too long'],
    [{ name: '', actions: ['view_insight'] }, 'role name'],
  ])('rejects %j and stores nothing', async (payload, message) => {
    const before = (
      await t.request({ method: 'GET', url: '/api/v1/system-roles', token: t.admin.token })
    ).json();
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/system-roles',
      token: t.admin.token,
      headers: en,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/system-roles', token: t.admin.token })).json(),
    ).toEqual(before);
  });

  it('refuses duplicates, preset roles and non-admins', async () => {
    const dup = await t.request({
      method: 'POST',
      url: '/api/v1/system-roles',
      token: t.admin.token,
      payload: { name: 'admin', actions: ['view_insight'] },
    });
    expect(dup.statusCode).toBe(409);
    expect(
      (await t.request({ method: 'DELETE', url: '/api/v1/system-roles/admin', token: t.admin.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/system-roles', token: dev.token })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: '/api/v1/system-roles/none', token: t.admin.token }))
        .statusCode,
    ).toBe(404);
  });

  it('replaces the system roles of a user but never removes the last administrator', async () => {
    const make = await t.request({
      method: 'PUT',
      url: `/api/v1/system-rolebindings/update?userID=${dev.uid}`,
      token: t.admin.token,
      payload: { roles: ['admin'] },
    });
    expect(make.json().map((b: { role: string }) => b.role)).toEqual(['admin']);
    const devNow = await t.request({ method: 'GET', url: '/api/v1/policy/permission', token: dev.token });
    expect(devNow.json().is_system_admin).toBe(true);

    const unmake = await t.request({
      method: 'PUT',
      url: `/api/v1/system-rolebindings/update?userID=${dev.uid}`,
      token: t.admin.token,
      payload: { roles: [] },
    });
    expect(unmake.statusCode).toBe(200);
    const last = await t.request({
      method: 'PUT',
      url: `/api/v1/system-rolebindings/update?userID=${t.admin.uid}`,
      token: t.admin.token,
      headers: en,
      payload: { roles: [] },
    });
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe('At least one system administrator must remain');
    const adminBinding = (
      await t.request({ method: 'GET', url: '/api/v1/system-rolebindings', token: t.admin.token })
    )
      .json()
      .find((b: { uid: string }) => b.uid === t.admin.uid);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/v1/system-rolebindings/${adminBinding.id}`,
      token: t.admin.token,
    });
    expect(del.statusCode).toBe(400);
    const bad = await t.request({
      method: 'PUT',
      url: '/api/v1/system-rolebindings/update?userID=not-a-uid',
      token: t.admin.token,
      payload: { roles: [] },
    });
    expect(bad.statusCode).toBe(400);
    const unknownRole = await t.request({
      method: 'POST',
      url: '/api/v1/system-rolebindings',
      token: t.admin.token,
      payload: { uids: [dev.uid], roles: ['no-such-role'] },
    });
    expect(unknownRole.statusCode).toBe(404);
  });
});

describe('project roles, members, groups and policies', () => {
  const q = '?projectName=shop';

  it('lets the project admin create a private role and bind members in bulk', async () => {
    const role = await t.request({
      method: 'POST',
      url: `/api/v1/roles${q}`,
      token: owner.token,
      payload: { name: 'runner', desc: 'runs workflows', actions: ['get_workflow', 'run_workflow'] },
    });
    expect(role.statusCode).toBe(200);
    expect(role.json()).toMatchObject({ name: 'runner', type: 'private', project_name: 'shop' });
    const roles = (await t.request({ method: 'GET', url: `/api/v1/roles${q}`, token: owner.token })).json();
    expect(roles.map((r: { name: string }) => r.name)).toEqual(['project-admin', 'read-only', 'runner']);

    const bind = await t.request({
      method: 'POST',
      url: `/api/v1/rolebindings${q}`,
      token: owner.token,
      payload: { uids: [dev.uid], roles: ['runner'] },
    });
    expect(bind.statusCode).toBe(200);
    expect((await projectPermission(dev, 'shop')).project_verbs).toEqual(['get_workflow', 'run_workflow']);
    const members = (
      await t.request({ method: 'GET', url: `/api/v1/picket/bindings${q}`, token: dev.token })
    ).json();
    expect(members.find((m: { account: string }) => m.account === 'dev')).toMatchObject({
      roles: ['runner'],
    });
  });

  it('refuses public roles from a project admin and changes by members', async () => {
    const pub = await t.request({
      method: 'POST',
      url: `/api/v1/roles${q}`,
      token: owner.token,
      payload: { name: 'everywhere', type: 'public', actions: ['get_workflow'] },
    });
    expect(pub.statusCode).toBe(403);
    const byMember = await t.request({
      method: 'POST',
      url: `/api/v1/roles${q}`,
      token: dev.token,
      payload: { name: 'sneaky', actions: ['get_workflow'] },
    });
    expect(byMember.statusCode).toBe(403);
    const outsiderRead = await t.request({ method: 'GET', url: `/api/v1/roles${q}`, token: outsider.token });
    expect(outsiderRead.statusCode).toBe(403);
    const missingProject = await t.request({ method: 'GET', url: '/api/v1/roles', token: owner.token });
    expect(missingProject.statusCode).toBe(400);
  });

  it('deleting a role removes its members permissions', async () => {
    await t.request({
      method: 'POST',
      url: `/api/v1/roles${q}`,
      token: owner.token,
      payload: { name: 'temp', actions: ['get_service'] },
    });
    await t.request({
      method: 'POST',
      url: `/api/v1/rolebindings${q}`,
      token: owner.token,
      payload: { uids: [outsider.uid], roles: ['temp'] },
    });
    expect((await projectPermission(outsider, 'shop')).project_verbs).toEqual(['get_service']);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/v1/roles/temp${q}`, token: owner.token })).statusCode,
    ).toBe(200);
    expect((await projectPermission(outsider, 'shop')).project_verbs).toEqual([]);
    const outsiderRead = await t.request({ method: 'GET', url: `/api/v1/roles${q}`, token: outsider.token });
    expect(outsiderRead.statusCode).toBe(403);
  });

  it('replaces and removes a member roles', async () => {
    const replaced = await t.request({
      method: 'PUT',
      url: `/api/v1/rolebindings/update${q}&userID=${dev.uid}`,
      token: owner.token,
      payload: { roles: ['read-only'] },
    });
    expect(replaced.json().map((b: { role: string }) => b.role)).toEqual(['read-only']);
    expect((await projectPermission(dev, 'shop')).project_verbs).toEqual([...readOnlyProjectActions].sort());
    const binding = replaced.json()[0];
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/v1/rolebindings/${binding.id}${q}`,
          token: owner.token,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/v1/rolebindings/${binding.id}${q}`,
          token: owner.token,
        })
      ).statusCode,
    ).toBe(404);
    expect((await projectPermission(dev, 'shop')).project_verbs).toEqual([]);
  });

  it('grants roles to a user group', async () => {
    const group = await t.request({
      method: 'POST',
      url: `/api/v1/groups${q}`,
      token: owner.token,
      payload: { name: 'qa team', desc: 'testers', uids: [dev.uid] },
    });
    expect(group.statusCode).toBe(200);
    const groupId = group.json().id;
    await t.request({
      method: 'POST',
      url: `/api/v1/rolebindings${q}`,
      token: owner.token,
      payload: { group_ids: [groupId], roles: ['read-only'] },
    });
    expect((await projectPermission(dev, 'shop')).project_verbs).toContain('get_test');
    const members = (
      await t.request({ method: 'GET', url: `/api/v1/picket/bindings${q}`, token: owner.token })
    ).json();
    expect(members.find((m: { account: string }) => m.account === 'dev')).toMatchObject({
      group_roles: ['read-only'],
    });

    const dup = await t.request({
      method: 'POST',
      url: `/api/v1/groups${q}`,
      token: owner.token,
      payload: { name: 'qa team' },
    });
    expect(dup.statusCode).toBe(409);
    const badUser = await t.request({
      method: 'POST',
      url: `/api/v1/groups${q}`,
      token: owner.token,
      payload: { name: 'ghosts', uids: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(badUser.statusCode).toBe(400);

    const emptied = await t.request({
      method: 'PUT',
      url: `/api/v1/groups/${groupId}${q}`,
      token: owner.token,
      payload: { name: 'qa team', uids: [] },
    });
    expect(emptied.json().uids).toEqual([]);
    expect((await projectPermission(dev, 'shop')).project_verbs).toEqual([]);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/v1/groups/${groupId}${q}`, token: owner.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/v1/groups/${groupId}${q}`, token: owner.token }))
        .statusCode,
    ).toBe(404);
  });

  it('grants actions on named workflows and environments through policies', async () => {
    const policy = await t.request({
      method: 'POST',
      url: `/api/v1/policies${q}`,
      token: owner.token,
      payload: {
        name: 'release-crew',
        rules: [
          { resource_type: 'Workflow', resources: ['release'], actions: ['get_workflow', 'run_workflow'] },
          { resource_type: 'Environment', resources: ['prod'], actions: ['get_environment'] },
        ],
        uids: [dev.uid],
      },
    });
    expect(policy.statusCode).toBe(200);
    const perm = await projectPermission(dev, 'shop');
    expect(perm.workflow_verbs_map).toEqual({ release: ['get_workflow', 'run_workflow'] });
    expect(perm.environment_verbs_map).toEqual({ prod: ['get_environment'] });
    const members = (
      await t.request({ method: 'GET', url: `/api/v1/picket/bindings${q}`, token: owner.token })
    ).json();
    expect(members.find((m: { account: string }) => m.account === 'dev').policies).toEqual(['release-crew']);

    const updated = await t.request({
      method: 'PUT',
      url: `/api/v1/policies/release-crew${q}`,
      token: owner.token,
      payload: {
        name: 'release-crew',
        rules: [{ resource_type: 'Workflow', resources: ['release'], actions: ['get_workflow'] }],
        uids: [],
      },
    });
    expect(updated.json().uids).toEqual([]);
    expect((await projectPermission(dev, 'shop')).workflow_verbs_map).toEqual({});

    for (const payload of [
      { name: 'no-rules', rules: [] },
      {
        name: 'bad-type',
        rules: [{ resource_type: 'Cluster', resources: ['x'], actions: ['get_workflow'] }],
      },
      {
        name: 'no-resource',
        rules: [{ resource_type: 'Workflow', resources: [], actions: ['get_workflow'] }],
      },
      {
        name: 'bad-action',
        rules: [{ resource_type: 'Workflow', resources: ['x'], actions: ['view_insight'] }],
      },
    ]) {
      const res = await t.request({
        method: 'POST',
        url: `/api/v1/policies${q}`,
        token: owner.token,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await t.request({ method: 'DELETE', url: `/api/v1/policies/release-crew${q}`, token: owner.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/v1/policies/release-crew${q}`, token: owner.token }))
        .statusCode,
    ).toBe(404);
  });
});

describe('a user own bindings', () => {
  it('are readable by the user and the administrator only', async () => {
    const mine = await t.request({
      method: 'GET',
      url: `/api/v1/userbindings?uid=${owner.uid}`,
      token: owner.token,
    });
    expect(mine.json()).toEqual([expect.objectContaining({ role: 'project-admin', project_name: 'shop' })]);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/userbindings?uid=${owner.uid}`, token: dev.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/userbindings?uid=${owner.uid}`, token: t.admin.token }))
        .statusCode,
    ).toBe(200);
  });

  it('lists public and preset roles', async () => {
    const preset = (await t.request({ method: 'GET', url: '/api/v1/preset-roles', token: dev.token })).json();
    expect(preset.map((r: { name: string }) => r.name)).toEqual(['project-admin', 'read-only']);
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/public-roles',
      token: t.admin.token,
      payload: { name: 'viewer-plus', actions: ['get_workflow', 'run_workflow'] },
    });
    expect(created.json()).toMatchObject({ type: 'public', project_name: '*' });
    const inShop = (
      await t.request({ method: 'GET', url: '/api/v1/roles?projectName=shop', token: owner.token })
    ).json();
    expect(inShop.map((r: { name: string }) => r.name)).toContain('viewer-plus');
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/public-roles',
          token: owner.token,
          payload: { name: 'x', actions: ['get_workflow'] },
        })
      ).statusCode,
    ).toBe(403);
  });
});
