// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { Codehost } from '@slipway/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserKeyServer } from '../../../test/browserKeyServer';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../screenTests';
import { sessionAnswers } from '../testFixtures';
import { CodehostsPage } from './CodehostsPage';

const keys = browserKeyServer();
const gerrit: Codehost = {
  id: 7,
  type: 'gerrit',
  address: 'https://review.example.com',
  alias: 'review',
  name: '',
  region: '',
  application_id: '',
  client_secret: '',
  username: 'ci',
  password: 'gerrit-pässword',
  access_token: '',
  auth_type: '',
  ssh_key: '',
  private_access_token: '',
  enable_proxy: true,
  is_ready: '2',
  updated_at: 1717228800,
};

const done = { status: 200, body: { message: 'success' } };
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/system/rsaKey/publicKey': keys.publicKeyAnswer,
  'GET /api/v1/codehosts': (_init: RequestInit, url: string) => ({
    status: 200,
    body: [
      {
        ...gerrit,
        password: keys.encryptFor(url, gerrit.password),
        client_secret: keys.encryptFor(url, ''),
      },
    ],
  }),
  // the Jenkins and Sonar cards of the same page list their servers
  'GET /api/aslan/system/jenkins/integration': { status: 200, body: [] },
  'GET /api/aslan/system/sonar/integration': { status: 200, body: [] },
  'PATCH /api/v1/codehosts/7': done,
  'POST /api/v1/codehosts': { status: 200, body: { id: 8 } },
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const openPage = () =>
  renderRoutes([{ path: '/v1/system/integration', Component: CodehostsPage }], '/v1/system/integration');

setUpScreenTests();

describe('CodehostsPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists the hosts and edits one with its password read through the browser key', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    expect(await findText('https://review.example.com')).toBeTruthy();
    expect(screen.queryByText(gerrit.password)).toBeNull();
    fireEvent.click(screen.getByTestId('codehost-edit-7'));
    expect(((await screen.findByTestId('codehost-password')) as HTMLInputElement).value).toBe(
      gerrit.password,
    );
    fireEvent.change(screen.getByTestId('codehost-alias'), { target: { value: 'gerrit' } });
    fireEvent.click(screen.getByTestId('codehost-submit'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    const patch = bodyOf(calls.find((call) => call.method === 'PATCH')!.init);
    expect(patch).toMatchObject({
      type: 'gerrit',
      address: 'https://review.example.com',
      username: 'ci',
      password: gerrit.password,
      alias: 'gerrit',
      enable_proxy: true,
      client_secret: '',
    });
  });

  it('sends the whole row with the proxy switch turned', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    await findText('https://review.example.com');
    fireEvent.click(screen.getByTestId('codehost-proxy-7'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(bodyOf(calls.find((call) => call.method === 'PATCH')!.init)).toMatchObject({
      id: 7,
      type: 'gerrit',
      password: gerrit.password,
      enable_proxy: false,
    });
  });

  it('shows members the hosts without the buttons that change them', async () => {
    const { calls } = stubFetch({ ...answers, 'GET /api/v1/userbindings': { status: 200, body: [] } });
    openPage();
    expect(await screen.findByText('https://review.example.com')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/v1/userbindings'))).toBe(true));
    expect(screen.queryByTestId('codehost-add')).toBeNull();
    expect(screen.queryByTestId('codehost-edit-7')).toBeNull();
  });

  it('adds a GitHub host with its fixed address and only the fields of its kind, then starts its OAuth', async () => {
    const { calls } = stubFetch({ ...answers, 'POST /api/v1/codehosts': { status: 200, body: { id: 12 } } });
    const navigate = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      origin: window.location.origin,
      pathname: '/v1/system/integration',
      assign: navigate,
    });
    openPage();
    fireEvent.click(await screen.findByTestId('codehost-add'));
    fireEvent.mouseDown((await screen.findByTestId('codehost-type')).querySelector('input')!);
    fireEvent.click(await screen.findByTitle('github'));
    fireEvent.change(await screen.findByTestId('codehost-application_id'), { target: { value: 'app' } });
    fireEvent.change(screen.getByTestId('codehost-client_secret'), { target: { value: 'secret' } });
    // the provider's callback address is shown to paste into its OAuth app
    expect(screen.queryByTestId('codehost-callback')?.textContent ?? '').toContain(
      '/api/directory/codehosts/callback',
    );
    fireEvent.click(screen.getByTestId('codehost-submit'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(bodyOf(calls.find((call) => call.method === 'POST')!.init)).toMatchObject({
      type: 'github',
      address: 'https://github.com',
      application_id: 'app',
      client_secret: 'secret',
      username: '',
    });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `/api/v1/codehosts/12/auth?redirect_url=${encodeURIComponent(`${window.location.origin}/v1/system/integration`)}`,
      ),
    );
    vi.unstubAllGlobals();
  });
});
