// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { MailHost, MailService } from '@slipway/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserKeyServer } from '../../../test/browserKeyServer';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../screenTests';
import { sessionAnswers } from '../testFixtures';
import { MailSettingsPage } from './MailSettingsPage';

const keyServer = browserKeyServer();
const host: MailHost = {
  name: 'smtp.example.com',
  port: 465,
  username: 'robot',
  password: 'smtp-pässword',
  isTLS: false,
  created_at: 1717228800,
  updated_at: 1717228800,
};
const service: MailService = {
  name: '',
  address: 'ci@example.com',
  display_name: 'CI Bot',
  theme: '',
  created_at: 1717228800,
  updated_at: 1717228800,
};

/** The server's side: the password encrypted under the key the browser sent. */
const encryptedHost = (_init: RequestInit, url: string) => ({
  status: 200,
  body: { ...host, password: keyServer.encryptFor(url, host.password) },
});

const done = { status: 200, body: { message: 'success' } };
const configured = {
  ...sessionAnswers,
  'GET /api/aslan/system/rsaKey/publicKey': keyServer.publicKeyAnswer,
  'GET /api/v1/emails/internal/host': encryptedHost,
  'GET /api/v1/emails/service': { status: 200, body: service },
  'PATCH /api/v1/emails/host': done,
  'PATCH /api/v1/emails/service': done,
  'POST /api/v1/emails/host': done,
  'POST /api/v1/emails/service': done,
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;
const openPage = () =>
  renderRoutes(
    [{ path: '/v1/system/config/manage/mail', Component: MailSettingsPage }],
    '/v1/system/config/manage/mail',
  );

setUpScreenTests();

describe('MailSettingsPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the server and sender, and edits them with the password read through the browser key', async () => {
    const { calls } = stubFetch(configured);
    openPage();
    expect(await screen.findByText('smtp.example.com')).toBeTruthy();
    expect(screen.getByText('CI Bot')).toBeTruthy();
    expect(screen.queryByText(host.password)).toBeNull();

    fireEvent.click(screen.getByTestId('mail-edit'));
    expect(((await screen.findByTestId('mail-password')) as HTMLInputElement).value).toBe(host.password);
    fireEvent.change(screen.getByTestId('mail-port'), { target: { value: '587' } });
    fireEvent.click(screen.getByTestId('mail-submit'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    const patch = (path: string) =>
      bodyOf(calls.find((call) => call.method === 'PATCH' && call.url === path)!.init);
    expect(patch('/api/v1/emails/host')).toEqual({
      name: 'smtp.example.com',
      port: 587,
      username: 'robot',
      password: host.password,
      isTLS: false,
    });
    expect(patch('/api/v1/emails/service')).toEqual({
      name: '',
      theme: '',
      address: 'ci@example.com',
      display_name: 'CI Bot',
    });
  });

  it('says mail is not configured, and creates server and sender with POST', async () => {
    const { calls } = stubFetch({
      ...configured,
      'GET /api/v1/emails/internal/host': { status: 200, body: '' },
      'GET /api/v1/emails/service': { status: 200, body: '' },
    });
    openPage();
    expect(await screen.findByTestId('mail-not-configured')).toBeTruthy();
    fireEvent.click(screen.getByTestId('mail-edit'));
    fireEvent.change(await screen.findByTestId('mail-host'), { target: { value: 'smtp.example.com' } });
    fireEvent.change(screen.getByTestId('mail-address'), { target: { value: 'not-an-address' } });
    fireEvent.change(screen.getByTestId('mail-display-name'), { target: { value: 'CI' } });
    fireEvent.click(screen.getByTestId('mail-submit'));
    expect(await findText('Please enter a valid email address')).toBeTruthy();
    fireEvent.change(screen.getByTestId('mail-address'), { target: { value: 'ci@example.com' } });
    fireEvent.click(screen.getByTestId('mail-submit'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const post = (path: string) =>
      bodyOf(calls.find((call) => call.method === 'POST' && call.url === path)!.init);
    expect(post('/api/v1/emails/host')).toMatchObject({ name: 'smtp.example.com', port: 465, isTLS: false });
    expect(post('/api/v1/emails/service')).toEqual({
      name: '',
      theme: '',
      address: 'ci@example.com',
      display_name: 'CI',
    });
  });
});
