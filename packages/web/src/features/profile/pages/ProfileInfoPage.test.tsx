// fetch is stubbed because no server runs in unit tests.
import type { Personal } from '@slipway/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { testUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/renderRoutes';
import { sessionStore } from '../../session/sessionStore';
import { formatDateTime } from '../../system/formatTime';
import { ProfileInfoPage } from './ProfileInfoPage';

const personal: Personal = {
  uid: 'u-1',
  account: 'ada',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '',
  identity_type: 'system',
  admin: false,
  created_at: 1704067200,
  last_login_time: 1714550400,
  token: 'header.payload.signature',
};

beforeEach(() => sessionStore.start(testUser));
afterEach(() => sessionStore.clear());

const open = (answer: Personal) => {
  stubFetch({
    'GET /api/v1/userbindings': { status: 200, body: [] },
    'GET /api/v1/users/u-1/personal': { status: 200, body: answer },
  });
  renderRoutes([{ path: '/v1/profile/info', Component: ProfileInfoPage }], '/v1/profile/info');
};

describe('ProfileInfoPage', () => {
  it('shows the times the server sends in unix seconds, and the API token to copy', async () => {
    open(personal);
    expect(await screen.findByText(formatDateTime(1714550400))).toBeTruthy();
    expect(screen.getByText(formatDateTime(1704067200))).toBeTruthy();
    expect(screen.getByText('User')).toBeTruthy();
    const token = screen.getByTestId('profile-api-token');
    expect(token.textContent).toContain('header.payload.signature');
    expect(within(token.parentElement as HTMLElement).getByRole('button', { name: /copy/i })).toBeTruthy();
  });

  it('says "-" for a user who never signed in, and names administrators', async () => {
    open({ ...personal, last_login_time: 0, admin: true });
    expect(await screen.findByText('System administrator')).toBeTruthy();
    expect(screen.getByText('-')).toBeTruthy();
  });
});
