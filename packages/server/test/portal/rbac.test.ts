import type { LoginResponse } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProject } from '../seed.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectPortalAnswer, expectShape, portalCall, type Shape } from './portal-contract.js';

/**
 * Roles, project members and policies as the portal calls them: the system role screen (系统设置 › 角色管理),
 * and a project's members, roles and policies (权限管理 › 成员 / 角色 / 策略).
 */
let t: TestApp;
let owner: LoginResponse;
let dev: LoginResponse;
const project = 'shop';
const q = `?projectName=${project}`;
const rule = (resource: string, ...verbs: string[]) => ({ kind: 'resource', resources: [resource], verbs });

/** What the role dialogs read of one role: the ticked permissions. */
const roleDetailShape: Shape = { rules: [{ kind: 'string', resources: 'array', verbs: 'array' }] };
const success = { message: 'success' };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('owner');
  dev = await t.createUser('dev');
  await seedProject(t, project);
  await seedProject(t, 'open', { isPublic: true });
  const calls = [
    // the project's administrator, as the add-member dialog grants a public (preset) role
    {
      method: 'POST' as const,
      url: `/api/v1/rolebindings${q}&bulk=true`,
      body: [{ uid: owner.uid, role: 'project-admin', preset: true, type: 'custom' }],
    },
    {
      method: 'POST' as const,
      url: '/api/v1/system-roles',
      body: { name: 'analyst', desc: 'reads the numbers', rules: [rule('DataCenter', 'data_over')] },
    },
    {
      method: 'POST' as const,
      url: `/api/v1/roles${q}`,
      body: {
        name: 'runner',
        rules: [rule('Workflow', 'get_workflow', 'run_workflow')],
        projectName: project,
      },
    },
    {
      method: 'POST' as const,
      url: `/api/v1/policies${q}`,
      body: {
        policies: [
          {
            name: 'release-crew',
            description: 'ships releases',
            rules: [{ ...rule('Workflow', 'get_workflow', 'run_workflow'), related_resources: ['release'] }],
            uids: [dev.uid],
          },
        ],
      },
    },
  ];
  for (const call of calls) {
    const res = await portalCall(t, call);
    expect(res.statusCode, `${call.url} ${res.body}`).toBe(200);
  }
});
afterAll(() => t.close());

describe('system roles (系统设置 › 角色管理)', () => {
  it('GET /api/v1/system-roles: the table and the user dialogs read name and desc', async () => {
    const res = await portalCall(t, { method: 'GET', url: '/api/v1/system-roles' });
    expectPortalAnswer(res);
    const roles = res.json();
    expect(roles.map((r: { name: string }) => r.name)).toEqual(['admin', 'analyst']);
    expectShape(roles, { '0': { name: 'string', desc: 'string' }, '1': { name: 'string', desc: 'string' } });
  });

  it('GET /api/v1/policy-definitions?scope=system: the permission groups of the role dialog', async () => {
    const res = await portalCall(t, { method: 'GET', url: '/api/v1/policy-definitions?scope=system' });
    expectPortalAnswer(res);
    expect(res.json().length).toBeGreaterThan(0);
    for (const group of res.json()) {
      expectShape(group, {
        resource: 'string',
        alias: 'string',
        rules: [{ action: 'string', alias: 'string' }],
      });
    }
  });

  it('POST /api/v1/system-roles: {name, desc, rules}', async () => {
    const res = await portalCall(t, {
      method: 'POST',
      url: '/api/v1/system-roles ',
      body: {
        name: 'tester',
        desc: 'runs tests',
        rules: [rule('DataCenter', 'data_over', 'efficiency_over')],
      },
    });
    expectPortalAnswer(res);
    expect(res.json()).toEqual(success);
  });

  it('GET /api/v1/roles/{name}?projectName=*: the edit dialog ticks rules[].resources[0]/verbs', async () => {
    const res = await portalCall(t, { method: 'GET', url: '/api/v1/roles/analyst?projectName=*' });
    expectPortalAnswer(res);
    expectShape(res.json(), roleDetailShape);
    expect(res.json().rules).toEqual([rule('DataCenter', 'data_over')]);
  });

  it('PUT /api/v1/roles/{name}?projectName=*: {userID, rules, projectName:"*", name, desc}', async () => {
    const res = await portalCall(t, {
      method: 'PUT',
      url: '/api/v1/roles/analyst?projectName=*',
      body: {
        userID: t.admin.uid,
        rules: [rule('DataCenter', 'data_over', 'efficiency_over')],
        projectName: '*',
        name: 'analyst',
        desc: 'reads more numbers',
      },
    });
    expectPortalAnswer(res);
    const read = (await portalCall(t, { method: 'GET', url: '/api/v1/roles/analyst?projectName=*' })).json();
    expect(read).toMatchObject({
      desc: 'reads more numbers',
      rules: [rule('DataCenter', 'data_over', 'efficiency_over')],
    });
  });

  it('DELETE /api/v1/system-roles/{name}', async () => {
    const res = await portalCall(t, { method: 'DELETE', url: '/api/v1/system-roles/tester ' });
    expectPortalAnswer(res);
    expect(res.json()).toEqual(success);
    const missing = await portalCall(t, { method: 'DELETE', url: '/api/v1/system-roles/tester' });
    expectPortalAnswer(missing, 404);
  });
});

describe('project roles (权限管理 › 角色)', () => {
  it('GET /api/v1/roles?projectName=: the project own roles, each with name and isPublic', async () => {
    const res = await portalCall(t, { method: 'GET', url: `/api/v1/roles${q}`, token: owner.token });
    expectPortalAnswer(res);
    expect(res.json().map((r: { name: string }) => r.name)).toEqual(['runner']);
    expectShape(res.json(), { '0': { name: 'string', isPublic: 'boolean' } });
    expect(res.json()[0].isPublic).toBe(false);
  });

  it('GET /api/v1/policy-definitions?projectName=&scope=project&env_type=: groups by resource', async () => {
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/v1/policy-definitions?projectName=${project}&scope=project&env_type=k8s`,
      token: owner.token,
    });
    expectPortalAnswer(res);
    const resources = res.json().map((d: { resource: string }) => d.resource.toLowerCase());
    expect(resources).toEqual(expect.arrayContaining(['workflow', 'environment']));
    for (const group of res.json()) {
      expectShape(group, {
        resource: 'string',
        alias: 'string',
        rules: [{ action: 'string', alias: 'string' }],
      });
    }
  });

  it('POST /api/v1/roles?projectName=: {name, rules, projectName}', async () => {
    const res = await portalCall(t, {
      method: 'POST',
      url: `/api/v1/roles${q}`,
      token: owner.token,
      body: {
        name: 'deployer',
        rules: [rule('Environment', 'get_environment', 'config_environment')],
        projectName: project,
      },
    });
    expectPortalAnswer(res);
    expect(res.json()).toEqual(success);
  });

  it('GET /api/v1/roles/{name}?projectName=: the edit dialog reads rules', async () => {
    const res = await portalCall(t, { method: 'GET', url: `/api/v1/roles/runner${q}`, token: owner.token });
    expectPortalAnswer(res);
    expectShape(res.json(), roleDetailShape);
    expect(res.json().rules).toEqual([rule('Workflow', 'get_workflow', 'run_workflow')]);
  });

  it('PUT /api/v1/roles/{name}?projectName=: {name, rules, projectName}', async () => {
    const res = await portalCall(t, {
      method: 'PUT',
      url: `/api/v1/roles/runner${q}`,
      token: owner.token,
      body: { name: 'runner', rules: [rule('Workflow', 'get_workflow')], projectName: project },
    });
    expectPortalAnswer(res);
    const read = await portalCall(t, { method: 'GET', url: `/api/v1/roles/runner${q}`, token: owner.token });
    expect(read.json().rules).toEqual([rule('Workflow', 'get_workflow')]);
  });

  it('DELETE /api/v1/roles/{name}?projectName=', async () => {
    await portalCall(t, {
      method: 'POST',
      url: `/api/v1/roles${q}`,
      token: owner.token,
      body: { name: 'short-lived', rules: [rule('Service', 'get_service')], projectName: project },
    });
    const res = await portalCall(t, {
      method: 'DELETE',
      url: `/api/v1/roles/short-lived${q}`,
      token: owner.token,
    });
    expectPortalAnswer(res);
    expect(res.json()).toEqual(success);
  });
});

describe('public roles', () => {
  it('POST /api/v1/public-roles?projectName=: {name, rules}', async () => {
    const res = await portalCall(t, {
      method: 'POST',
      url: `/api/v1/public-roles${q}`,
      body: { name: 'viewer-plus', rules: [rule('Workflow', 'get_workflow', 'run_workflow')] },
    });
    expectPortalAnswer(res);
    expect(res.json()).toEqual(success);
  });

  it('GET /api/v1/preset-roles?projectName=: the public roles of the member role picker, by name', async () => {
    const res = await portalCall(t, { method: 'GET', url: `/api/v1/preset-roles${q}`, token: dev.token });
    expectPortalAnswer(res);
    expect(res.json().map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['project-admin', 'read-only', 'viewer-plus']),
    );
    expectShape(res.json(), { '0': { name: 'string' } });
  });

  it('GET /api/v1/public-roles?projectName=: the same public roles', async () => {
    const res = await portalCall(t, { method: 'GET', url: `/api/v1/public-roles${q}`, token: dev.token });
    expectPortalAnswer(res);
    expectShape(res.json(), { '0': { name: 'string', isPublic: 'boolean' } });
  });

  it('GET /api/v1/public-roles/{name}?projectName=: the edit dialog reads rules', async () => {
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/v1/public-roles/viewer-plus${q}`,
      token: owner.token,
    });
    expectPortalAnswer(res);
    expectShape(res.json(), roleDetailShape);
  });

  it('PUT /api/v1/public-roles/{name}?projectName=: {name, rules}', async () => {
    const res = await portalCall(t, {
      method: 'PUT',
      url: `/api/v1/public-roles/viewer-plus${q}`,
      body: { name: 'viewer-plus', rules: [rule('Workflow', 'get_workflow')] },
    });
    expectPortalAnswer(res);
    const read = await portalCall(t, { method: 'GET', url: `/api/v1/public-roles/viewer-plus${q}` });
    expect(read.json().rules).toEqual([rule('Workflow', 'get_workflow')]);
  });

  it('DELETE /api/v1/public-roles/{name}?projectName=', async () => {
    await portalCall(t, {
      method: 'POST',
      url: `/api/v1/public-roles${q}`,
      body: { name: 'short-lived-public', rules: [rule('Service', 'get_service')] },
    });
    const res = await portalCall(t, { method: 'DELETE', url: `/api/v1/public-roles/short-lived-public${q}` });
    expectPortalAnswer(res);
    expect(res.json()).toEqual(success);
  });
});

describe('project members (权限管理 › 成员)', () => {
  /** What the member table reads of every member (the "all users" one included). */
  const memberShape: Shape = {
    uid: 'string',
    username: 'string',
    account: 'string',
    identity_type: 'string',
    email: 'string',
    phone: 'string',
    roles: [{ name: 'string', role: 'string', type: 'string' }],
    policies: [{ name: 'string', policy: 'string', type: 'string' }],
  };
  const membersOf = async (projectName: string) =>
    (
      await portalCall(t, {
        method: 'GET',
        url: `/api/v1/picket/bindings?projectName=${projectName}`,
        token: owner.token,
      })
    ).json();

  it('POST /api/v1/rolebindings?projectName=&bulk=true: [{uid, role, preset, type:"custom"}] per user', async () => {
    const res = await portalCall(t, {
      method: 'POST',
      url: `/api/v1/rolebindings${q}&bulk=true`,
      token: owner.token,
      body: [{ uid: dev.uid, role: 'runner', preset: false, type: 'custom' }],
    });
    expectPortalAnswer(res);
    expect(res.json()).toEqual(success);
  });

  it('GET /api/v1/picket/bindings?projectName=: members with roles and policies as objects', async () => {
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/v1/picket/bindings${q}`,
      token: owner.token,
    });
    expectPortalAnswer(res);
    const members = res.json();
    const devRow = members.find((m: { uid: string }) => m.uid === dev.uid);
    expectShape(devRow, memberShape);
    expect(devRow).toMatchObject({ username: 'dev', account: 'dev', identity_type: 'system' });
    expect(devRow.roles.map((r: { role: string }) => r.role)).toEqual(['runner']);
    expect(devRow.policies.map((p: { policy: string }) => p.policy)).toEqual(['release-crew']);
    for (const member of members) expectShape(member, memberShape);
    // a public project: the "all users" member holds read-only, made by the system
    const all = (await membersOf('open')).find((m: { uid: string }) => m.uid === '*');
    expectShape(all, memberShape);
    expect(all.roles).toEqual([expect.objectContaining({ role: 'read-only', type: 'system' })]);
  });

  it('POST /api/v1/rolebindings/update?projectName=&bulk=true&userID=: the roles a member is to hold', async () => {
    const res = await portalCall(t, {
      method: 'POST',
      url: `/api/v1/rolebindings/update${q}&bulk=true&userID=${dev.uid}`,
      token: owner.token,
      body: [
        { uid: dev.uid, role: 'runner', type: 'custom', preset: false },
        { uid: dev.uid, role: 'read-only', type: 'custom', preset: true },
      ],
    });
    expectPortalAnswer(res);
    const devRow = (await membersOf(project)).find((m: { uid: string }) => m.uid === dev.uid);
    expect(devRow.roles.map((r: { role: string }) => r.role).sort()).toEqual(['read-only', 'runner']);

    // removing a member sends an empty list: the policy keeps them listed, with no roles
    const removed = await portalCall(t, {
      method: 'POST',
      url: `/api/v1/rolebindings/update${q}&bulk=true&userID=${dev.uid}`,
      token: owner.token,
      body: [],
    });
    expectPortalAnswer(removed);
    expect((await membersOf(project)).find((m: { uid: string }) => m.uid === dev.uid).roles).toEqual([]);
  });

  it('DELETE /api/v1/rolebindings/{name}?projectName=: by the name the member list gives', async () => {
    await portalCall(t, {
      method: 'POST',
      url: `/api/v1/rolebindings${q}&bulk=true`,
      token: owner.token,
      body: [{ uid: dev.uid, role: 'runner', preset: false, type: 'custom' }],
    });
    const devRow = (await membersOf(project)).find((m: { uid: string }) => m.uid === dev.uid);
    const res = await portalCall(t, {
      method: 'DELETE',
      url: `/api/v1/rolebindings/${encodeURIComponent(devRow.roles[0].name)}${q}`,
      token: owner.token,
    });
    expectPortalAnswer(res);
    expect((await membersOf(project)).find((m: { uid: string }) => m.uid === dev.uid).roles).toEqual([]);
    // the read-only of all users in a public project goes only by making the project private
    const all = (await membersOf('open')).find((m: { uid: string }) => m.uid === '*');
    const refused = await portalCall(t, {
      method: 'DELETE',
      url: `/api/v1/rolebindings/${encodeURIComponent(all.roles[0].name)}?projectName=open`,
    });
    expectPortalAnswer(refused, 400);
  });
});

describe('policies (权限管理 › 策略)', () => {
  it('GET /api/v1/policies?projectName=: name, description, update_time in seconds', async () => {
    const res = await portalCall(t, { method: 'GET', url: `/api/v1/policies${q}`, token: dev.token });
    expectPortalAnswer(res);
    expect(res.json()).toHaveLength(1);
    expectShape(res.json(), { '0': { name: 'string', description: 'string', update_time: 'seconds' } });
  });

  it('GET /api/v1/policies/{name}?projectName=: rules with resources, verbs and the named items', async () => {
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/v1/policies/release-crew${q}`,
      token: dev.token,
    });
    expectPortalAnswer(res);
    expectShape(res.json(), {
      name: 'string',
      description: 'string',
      rules: [
        {
          resources: 'array',
          verbs: 'array',
          match_attributes: [{ key: 'string', value: 'string' }],
          related_resources: 'array',
        },
      ],
    });
    expect(res.json().rules).toEqual([
      expect.objectContaining({
        resources: ['Workflow'],
        verbs: ['get_workflow', 'run_workflow'],
        related_resources: ['release'],
      }),
    ]);
  });

  it('GET /api/v1/policy/permission/project/{p}: what the policy grants on the named workflow', async () => {
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/v1/policy/permission/project/${project}`,
      token: dev.token,
    });
    expectPortalAnswer(res);
    expectShape(res.json(), {
      is_system_admin: 'boolean',
      is_project_admin: 'boolean',
      project_verbs: 'array',
      workflow_verbs_map: 'object',
      environment_verbs_map: 'object',
    });
    expect(res.json().workflow_verbs_map).toEqual({ release: ['get_workflow', 'run_workflow'] });
  });
});
