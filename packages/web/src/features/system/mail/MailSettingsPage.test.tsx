// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { constants, createCipheriv, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto';
import type { MailHost, MailService } from '@slipway/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../screenTests';
import { sessionAnswers } from '../testFixtures';
import { MailSettingsPage } from './MailSettingsPage';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
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

/** The server's side: open the browser's key from the query and encrypt the password under it. */
function encryptedHost(_init: RequestInit, url: string) {
  const encryptedKey = new URL(url, 'http://web.invalid').searchParams.get('encryptedKey') ?? '';
  const block = privateDecrypt(
    { key: privateKey, padding: constants.RSA_NO_PADDING },
    Buffer.from(encryptedKey, 'base64'),
  );
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cfb', block.subarray(block.length - 32), iv);
  const password = Buffer.concat([iv, cipher.update(host.password, 'utf8'), cipher.final()]).toString('hex');
  return { status: 200, body: { ...host, password } };
}

const done = { status: 200, body: { message: 'success' } };
const configured = {
  ...sessionAnswers,
  'GET /api/aslan/system/rsaKey/publicKey': {
    status: 200,
    body: { publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() },
  },
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
