// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { formatDateTime } from '../formatTime';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../screenTests';
import { adaUser, adminRole, bobUser, sessionAnswers, systemDefinitions, viewerRole } from '../testFixtures';
import { UsersPage } from './UsersPage';

const everyone = [adaUser, bobUser];

/** The user search of the server: account or name contains the text. */
function searchUsers(init: RequestInit) {
  const { name } = JSON.parse(String(init.body)) as { name: string };
  const users = everyone.filter((user) => `${user.account} ${user.name}`.toLowerCase().includes(name));
  return { status: 200, body: { users, total_count: users.length } };
}

const baseAnswers = {
  ...sessionAnswers,
  'POST /api/v1/picket/users': searchUsers,
  'GET /api/v1/features/RegisterTrigger': { status: 200, body: { name: 'RegisterTrigger', enabled: false } },
  'GET /api/v1/system-roles': { status: 200, body: [adminRole, viewerRole] },
  'GET /api/v1/policy-definitions': { status: 200, body: systemDefinitions },
};

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;
const openPage = (path = '/v1/system/users') =>
  renderRoutes([{ path: '/v1/system/users', Component: UsersPage }], path);
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

setUpScreenTests();

describe('UsersPage, users tab', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists the users with their system roles and searches as the user stops typing', async () => {
    const { calls } = stubFetch(baseAnswers);
    openPage();
    const adaRow = await screen.findByTestId('user-row-ada');
    expect(within(adaRow).getByText('admin')).toBeTruthy();
    expect(within(adaRow).getByText('Administrator')).toBeTruthy();
    expect(within(adaRow).getByText('ada@example.com')).toBeTruthy();
    // unix seconds, in the browser's time zone
    expect(within(adaRow).getByText(formatDateTime(adaUser.last_login_time))).toBeTruthy();
    const bobRow = screen.getByTestId('user-row-bob');
    expect(within(bobRow).getByText('Never signed in')).toBeTruthy();
    expect(within(bobRow).queryByText('Administrator')).toBeNull();

    type('user-search', 'b');
    type('user-search', 'bo ');
    await waitFor(() => expect(screen.queryByTestId('user-row-ada')).toBeNull());
    expect(screen.getByTestId('user-row-bob')).toBeTruthy();
    const searches = calls
      .filter((call) => call.url === '/api/v1/picket/users')
      .map((call) => bodyOf(call.init));
    expect(searches).toEqual([
      { name: '', page: 1, per_page: 20 },
      { name: 'bo', page: 1, per_page: 20 },
    ]);
  });

  it('shows the empty state when no user matches', async () => {
    stubFetch({
      ...baseAnswers,
      'POST /api/v1/picket/users': { status: 200, body: { users: [], total_count: 0 } },
    });
    openPage();
    expect(await findText('No users found')).toBeTruthy();
  });

  it('checks the new user with the shared rules before sending it, with the system roles chosen', async () => {
    const { calls } = stubFetch({
      ...baseAnswers,
      'POST /api/v1/users': (init) => ({ status: 200, body: { ...bobUser, ...(bodyOf(init) as object) } }),
    });
    openPage();
    fireEvent.click(screen.getByTestId('user-create'));
    type('user-account', 'carol');
    type('user-name', 'Carol');
    type('user-email', 'not-a-mail');
    type('user-password', 'short');
    type('user-confirm', 'other');
    fireEvent.click(screen.getByTestId('user-submit'));
    expect(await findText('Please enter a valid email address')).toBeTruthy();
    expect(await findText('Password must be at least 8 characters')).toBeTruthy();
    expect(await findText('two passwords do not match')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/v1/users')).toBe(false);

    type('user-email', 'carol@example.com');
    type('user-password', 'long-enough-1');
    type('user-confirm', 'long-enough-1');
    const select = screen.getByTestId('user-roles-select');
    fireEvent.mouseDown(within(select).getByRole('combobox'));
    fireEvent.click(await findText('viewer (Reads insight)'));
    fireEvent.click(screen.getByTestId('user-submit'));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/v1/users')).toBe(true));
    const created = calls.find((call) => call.url === '/api/v1/users');
    expect(bodyOf(created?.init ?? {})).toEqual({
      account: 'carol',
      name: 'Carol',
      email: 'carol@example.com',
      password: 'long-enough-1',
      isAdmin: ['viewer'],
    });
    await waitFor(() => expect(screen.queryByTestId('user-account')).toBeNull());
  });

  it('asks before deleting a user and never offers to delete oneself', async () => {
    const { calls } = stubFetch({
      ...baseAnswers,
      'DELETE /api/v1/picket/users/u-2': { status: 200, body: { message: 'success' } },
    });
    openPage();
    await screen.findByTestId('user-row-bob');
    expect((screen.getByTestId('user-delete-ada') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('user-delete-bob'));
    const question = await findText('Are you sure you want to delete the user bob?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    const popup = question.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/v1/picket/users/u-2')).toBe(
        true,
      ),
    );
  });

  it('replaces the system roles of a user with the bindings the portal sends', async () => {
    const update = '/api/v1/system-rolebindings/update?userID=u-2';
    const { calls } = stubFetch({
      ...baseAnswers,
      'POST /api/v1/system-rolebindings/update': { status: 200, body: { message: 'success' } },
    });
    openPage();
    fireEvent.click(await screen.findByTestId('user-roles-bob'));
    const select = await screen.findByTestId('user-roles-select');
    fireEvent.mouseDown(within(select).getByRole('combobox'));
    fireEvent.click(await findText('viewer (Reads insight)'));
    fireEvent.click(screen.getByTestId('user-submit'));
    await waitFor(() => expect(calls.some((call) => call.url === update)).toBe(true));
    const post = calls.find((call) => call.url === update);
    expect(post?.method).toBe('POST');
    expect(bodyOf(post?.init ?? {})).toEqual([{ name: 'user:u-2,role:viewer', role: 'viewer', uid: 'u-2' }]);
  });
});

describe('UsersPage, system roles tab', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('marks preset roles and locks them', async () => {
    stubFetch(baseAnswers);
    openPage('/v1/system/users?tab=roles');
    const adminRow = await screen.findByTestId('system-role-row-admin');
    expect(within(adminRow).getByText('Preset')).toBeTruthy();
    expect((screen.getByTestId('system-role-edit-admin') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('system-role-delete-admin') as HTMLButtonElement).disabled).toBe(true);
    expect(
      within(screen.getByTestId('system-role-row-viewer')).getByText('Data / View insight'),
    ).toBeTruthy();
  });

  it('needs at least one permission before a role is created', async () => {
    const { calls } = stubFetch({
      ...baseAnswers,
      'POST /api/v1/system-roles': { status: 200, body: { message: 'success' } },
    });
    openPage('/v1/system/users?tab=roles');
    fireEvent.click(await screen.findByTestId('system-role-create'));
    type('system-role-name', 'Bad Name');
    fireEvent.click(screen.getByTestId('system-role-submit'));
    expect(await findText('Role name supports only lowercase letters, digits and hyphen')).toBeTruthy();
    expect(await findText('Choose at least one permission')).toBeTruthy();

    type('system-role-name', 'insight-reader');
    fireEvent.click(await screen.findByTestId('system-role-permission-efficiency_over'));
    fireEvent.click(screen.getByTestId('system-role-submit'));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.url === '/api/v1/system-roles')).toBe(true),
    );
    const created = calls.find((call) => call.url === '/api/v1/system-roles' && call.method === 'POST');
    expect(bodyOf(created?.init ?? {})).toEqual({
      name: 'insight-reader',
      desc: '',
      rules: [{ kind: 'resource', resources: ['DataCenter'], verbs: ['efficiency_over'] }],
    });
  });

  it('edits a role as the portal does, at /api/v1/roles/{name}?projectName=*', async () => {
    const { calls } = stubFetch({
      ...baseAnswers,
      'PUT /api/v1/roles/viewer': { status: 200, body: { message: 'success' } },
    });
    openPage('/v1/system/users?tab=roles');
    fireEvent.click(await screen.findByTestId('system-role-edit-viewer'));
    fireEvent.click(await screen.findByTestId('system-role-permission-create_project'));
    fireEvent.click(screen.getByTestId('system-role-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/v1/roles/viewer?projectName=*');
    expect(bodyOf(put?.init ?? {})).toEqual({
      name: 'viewer',
      desc: 'Reads insight',
      rules: [
        { kind: 'resource', resources: ['DataCenter'], verbs: ['efficiency_over'] },
        { kind: 'resource', resources: ['Project'], verbs: ['create_project'] },
      ],
    });
  });
});
