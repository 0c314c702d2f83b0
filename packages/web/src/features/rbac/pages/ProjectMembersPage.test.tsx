// fetch is stubbed because no server runs in unit tests: it answers the project's RBAC reads and records the changes.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type CannedAnswer, stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { permissionAnswers } from '../../projects/testing/projectFixtures';
import { ProjectMembersPage } from './ProjectMembersPage';

const bob = '0b0b0b0b-0000-4000-8000-000000000001';
const binding = (uid: string, role: string, preset: boolean, type = 'custom') => ({
  name: `user:${uid},role:${role}`,
  uid,
  role,
  preset,
  type,
});
const members = [
  {
    uid: bob,
    username: 'Bob',
    account: 'bob',
    identity_type: 'system',
    email: '',
    phone: '',
    roles: [binding(bob, 'read-only', true)],
    policies: [
      { name: `user:${bob},policy:night-run`, uid: bob, policy: 'night-run', preset: false, type: 'custom' },
    ],
    group_roles: [
      { name: 'group:1,role:deployer', group_id: 1, group_name: 'qa', role: 'deployer', preset: false },
    ],
  },
  {
    uid: '*',
    username: '*',
    account: '',
    identity_type: '',
    email: '',
    phone: '',
    roles: [binding('*', 'read-only', true, 'system')],
    policies: [],
    group_roles: [],
  },
];
const role = (name: string, changes = {}) => ({
  name,
  desc: '',
  type: 'custom',
  isPublic: false,
  rules: [{ kind: 'resource', resources: ['Workflow'], verbs: ['get_workflow'] }],
  ...changes,
});
const ownRoles = [role('deployer')];
const publicRoles = [
  role('project-admin', { type: 'system', isPublic: true }),
  role('read-only', { type: 'system', isPublic: true }),
];
const definitions = [
  {
    resource: 'Workflow',
    alias: 'Workflow',
    rules: [
      { action: 'get_workflow', alias: 'View' },
      { action: 'run_workflow', alias: 'Run' },
    ],
  },
];

function stubRbac(extra: Record<string, CannedAnswer | ((init: RequestInit) => CannedAnswer)> = {}) {
  return stubFetch({
    ...permissionAnswers([], ['shop']),
    'GET /api/v1/picket/bindings': { status: 200, body: members },
    'GET /api/v1/roles': { status: 200, body: ownRoles },
    'GET /api/v1/preset-roles': { status: 200, body: publicRoles },
    'GET /api/v1/groups': { status: 200, body: [] },
    'GET /api/v1/policy-definitions': { status: 200, body: definitions },
    'POST /api/v1/users/search': { status: 200, body: { users: [], total: 0 } },
    ...extra,
  });
}

const render = () =>
  renderRoutes(
    [{ path: '/v1/projects/detail/:project_name/rbac', Component: ProjectMembersPage }],
    '/v1/projects/detail/shop/rbac',
  );

const bodyOf = (calls: { method: string; url: string; init: RequestInit }[], method: string, path: string) =>
  JSON.parse(String(calls.find((call) => call.method === method && call.url.startsWith(path))?.init.body));

signedInForEachTest();

// The first render loads antd's table, modal and tree code, which takes seconds in jsdom.
describe('ProjectMembersPage', { timeout: 20_000 }, () => {
  it('lists members with their roles, roles through groups and policies, and changes their roles', async () => {
    const { calls } = stubRbac({
      'POST /api/v1/rolebindings/update': { status: 200, body: { message: 'success' } },
    });
    render();
    const row = await screen.findByTestId('member-bob');
    for (const name of ['read-only', 'deployer', 'night-run'])
      expect(within(row).getByText(name)).toBeTruthy();
    // all users read a public project: shown, never changed here
    expect(within(await screen.findByTestId('member-all-users')).getByText('All users')).toBeTruthy();
    expect(screen.queryByTestId('member-roles-all-users')).toBeNull();

    await waitFor(() => expect(screen.getByTestId('member-roles-bob').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('member-roles-bob'));
    // saving waits for the roles, which tell public ones apart
    const submit = await screen.findByTestId('member-roles-submit');
    await waitFor(() => expect(submit.className).not.toContain('ant-btn-loading'));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(calls.some((call) => call.url.startsWith('/api/v1/rolebindings/update'))).toBe(true),
    );
    const update = calls.find((call) => call.url.startsWith('/api/v1/rolebindings/update'));
    expect(update?.method).toBe('POST');
    expect(update?.url).toBe(`/api/v1/rolebindings/update?projectName=shop&bulk=true&userID=${bob}`);
    expect(bodyOf(calls, 'POST', '/api/v1/rolebindings/update')).toEqual([
      { uid: bob, role: 'read-only', preset: true, type: 'custom' },
    ]);
  });

  it('creates a role only with a valid name and at least one permission', async () => {
    const { calls } = stubRbac({ 'POST /api/v1/roles': { status: 200, body: { message: 'success' } } });
    render();
    fireEvent.click(screen.getByTestId('rbac-tab-roles'));
    // preset roles are marked and cannot be changed
    expect(await screen.findByTestId('role-preset-project-admin')).toBeTruthy();
    expect(screen.queryByTestId('role-edit-project-admin')).toBeNull();

    await waitFor(() => expect(screen.getByTestId('role-create').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('role-create'));
    fireEvent.change(await screen.findByTestId('role-name'), { target: { value: 'Tester_1' } });
    fireEvent.click(screen.getByTestId('role-submit'));
    expect(
      await screen.findByText('Role name supports only lowercase letters, digits and hyphen'),
    ).toBeTruthy();
    expect(await screen.findByText('Choose at least one permission')).toBeTruthy();

    fireEvent.change(screen.getByTestId('role-name'), { target: { value: 'tester' } });
    fireEvent.click(await screen.findByTestId('permission-run_workflow'));
    fireEvent.click(screen.getByTestId('role-submit'));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.url.startsWith('/api/v1/roles'))).toBe(true),
    );
    expect(bodyOf(calls, 'POST', '/api/v1/roles')).toEqual({
      name: 'tester',
      desc: '',
      rules: [{ kind: 'resource', resources: ['Workflow'], verbs: ['run_workflow'] }],
    });
  });

  it('keeps the buttons disabled for members who do not administer the project', async () => {
    stubRbac(permissionAnswers([]));
    render();
    await screen.findByTestId('member-bob');
    await waitFor(() => expect(screen.getByTestId('member-add').hasAttribute('disabled')).toBe(true));
    expect(screen.getByTestId('member-roles-bob').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('member-remove-bob').hasAttribute('disabled')).toBe(true);
  });
});
