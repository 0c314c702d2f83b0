// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetchStub';
import { testUser } from '../../../../test/fixtures';
import { renderRoutes } from '../../../../test/renderRoutes';
import { sessionStore } from '../../../session/sessionStore';
import { setUpScreenTests } from '../../screenTests';
import { sessionAnswers } from '../../testFixtures';
import { MAIL_SETTINGS_PATH, SmtpMissingNotice } from './SmtpMissingNotice';

const admin = [{ name: `user:${testUser.uid},role:admin`, uid: testUser.uid, role: 'admin', preset: true }];
const renderNotice = () => renderRoutes([{ path: '/', Component: SmtpMissingNotice }], '/');

setUpScreenTests();

describe('SmtpMissingNotice', () => {
  it('tells an administrator that mail is not configured, linking to the mail settings', async () => {
    sessionStore.setRoles(admin);
    stubFetch({ ...sessionAnswers, 'GET /api/v1/emails/host': { status: 200, body: '' } });
    renderNotice();
    const notice = await screen.findByTestId('smtp-missing');
    expect(notice.querySelector('a')?.getAttribute('href')).toBe(MAIL_SETTINGS_PATH);
  });

  it('says nothing once a server is set, and never asks for others', async () => {
    sessionStore.setRoles(admin);
    const { calls } = stubFetch({
      ...sessionAnswers,
      'GET /api/v1/emails/host': { status: 200, body: { name: 'smtp.example.com', port: 25 } },
    });
    const first = renderNotice();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/v1/emails/host')).toBe(true));
    expect(screen.queryByTestId('smtp-missing')).toBeNull();
    first.unmount();

    sessionStore.setRoles([]);
    const second = stubFetch({
      ...sessionAnswers,
      'GET /api/v1/userbindings': { status: 200, body: [] },
      'GET /api/v1/emails/host': { status: 200, body: '' },
    });
    renderNotice();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.calls.some((call) => call.url === '/api/v1/emails/host')).toBe(false);
    expect(screen.queryByTestId('smtp-missing')).toBeNull();
  });
});
