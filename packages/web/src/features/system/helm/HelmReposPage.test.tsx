// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { HelmRepo } from '@slipway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserKeyServer } from '../../../test/browserKeyServer';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../screenTests';
import { sessionAnswers } from '../testFixtures';
import { HelmReposPage } from './HelmReposPage';

const keyServer = browserKeyServer();
const stable: HelmRepo = {
  id: 'h-1',
  repo_name: 'stable',
  url: 'https://charts.example.com',
  username: 'reader',
  password: 'chart-pass',
  update_by: 'admin',
  updated_at: 1717228800,
};
const done = { status: 200, body: { message: 'success' } };
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/system/rsaKey/publicKey': keyServer.publicKeyAnswer,
  'GET /api/aslan/system/helm': (_init: RequestInit, url: string) => ({
    status: 200,
    body: [{ ...stable, password: keyServer.encryptFor(url, stable.password) }],
  }),
  'POST /api/aslan/system/helm': done,
  'PUT /api/aslan/system/helm/h-1': done,
  'DELETE /api/aslan/system/helm/h-1': done,
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const openPage = () =>
  renderRoutes([{ path: '/v1/system/helm', Component: HelmReposPage }], '/v1/system/helm');

setUpScreenTests();

describe('HelmReposPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists the repositories and adds one only with an http, https or acr URL', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    const row = await screen.findByTestId('helm-repo-row-h-1');
    expect(within(row).getByText('https://charts.example.com')).toBeTruthy();

    fireEvent.click(screen.getByTestId('helm-repo-create'));
    fireEvent.change(await screen.findByTestId('helm-repo-name'), { target: { value: 'bitnami' } });
    fireEvent.change(screen.getByTestId('helm-repo-url'), { target: { value: 'ftp://charts.example.com' } });
    fireEvent.click(screen.getByTestId('helm-repo-submit'));
    expect(await findText('The repository URL must start with http://, https:// or acr://')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('helm-repo-url'), { target: { value: 'acr://charts.aliyuncs.com' } });
    fireEvent.click(screen.getByTestId('helm-repo-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'POST')!.init)).toEqual({
      repo_name: 'bitnami',
      url: 'acr://charts.aliyuncs.com',
      username: '',
      password: '',
    });
  });

  it('edits a repository with its password decrypted back to plain text', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    fireEvent.click(await screen.findByTestId('helm-repo-edit-h-1'));
    fireEvent.change(await screen.findByTestId('helm-repo-username'), { target: { value: 'writer' } });
    fireEvent.click(screen.getByTestId('helm-repo-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!.init)).toEqual({
      repo_name: 'stable',
      url: 'https://charts.example.com',
      username: 'writer',
      password: 'chart-pass',
    });
  });

  it('deletes a repository only after the question is confirmed', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    fireEvent.click(await screen.findByTestId('helm-repo-delete-h-1'));
    expect(await findText('Delete the Helm repository stable?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getAllByText('Delete').at(-1)!);
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
