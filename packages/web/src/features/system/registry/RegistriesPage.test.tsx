// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { Registry } from '@slipway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserKeyServer } from '../../../test/browserKeyServer';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../screenTests';
import { sessionAnswers } from '../testFixtures';
import { RegistriesPage } from './RegistriesPage';

const keyServer = browserKeyServer();
const harbor: Registry = {
  id: 'r-1',
  reg_provider: 'harbor',
  reg_addr: 'https://harbor.example.com',
  namespace: 'team',
  access_key: 'robot',
  secret_key: 's3cret-key',
  region: '',
  is_default: true,
  projects: ['<all_projects>'],
  advanced_setting: { modified: false, enable_tls: true, tls_cert: '' },
  update_time: 1717228800,
  update_by: 'admin',
};
const done = { status: 200, body: { message: 'success' } };
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/system/rsaKey/publicKey': keyServer.publicKeyAnswer,
  'GET /api/aslan/system/registry/namespaces': (_init: RequestInit, url: string) => ({
    status: 200,
    body: [{ ...harbor, secret_key: keyServer.encryptFor(url, harbor.secret_key) }],
  }),
  'POST /api/aslan/system/registry/namespaces': done,
  'PUT /api/aslan/system/registry/namespaces/r-1': done,
  'GET /api/v1/picket/projects': {
    status: 200,
    body: [
      { name: 'shop', alias: 'Shop', envs: [] },
      { name: 'blog', alias: '', envs: [] },
    ],
  },
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const openPage = () =>
  renderRoutes([{ path: '/v1/system/registry', Component: RegistriesPage }], '/v1/system/registry');

setUpScreenTests();

describe('RegistriesPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists the registries and adds one with an http(s) address', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    const row = await screen.findByTestId('registry-row-r-1');
    expect(within(row).getByText('https://harbor.example.com')).toBeTruthy();

    fireEvent.click(screen.getByTestId('registry-create'));
    fireEvent.change(await screen.findByTestId('registry-address'), { target: { value: 'registry.local' } });
    fireEvent.click(screen.getByTestId('registry-submit'));
    expect(await findText('The address must start with http:// or https://')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('registry-address'), { target: { value: 'http://127.0.0.1:5000' } });
    fireEvent.click(screen.getByTestId('registry-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'POST')!.init)).toMatchObject({
      reg_provider: 'native',
      reg_addr: 'http://127.0.0.1:5000',
      is_default: false,
      projects: ['<all_projects>'],
      advanced_setting: { modified: false, enable_tls: true, tls_cert: '' },
    });
  });

  it('narrows a registry open to every project down to the projects picked', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    const row = await screen.findByTestId('registry-row-r-1');
    expect(within(row).getByText('All projects')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('registry-edit-r-1'));
    const projects = await screen.findByTestId('registry-projects');
    fireEvent.mouseDown(within(projects).getByRole('combobox'));
    fireEvent.click(await findText('Shop (shop)'));
    fireEvent.click(screen.getByTestId('registry-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!.init)).toMatchObject({ projects: ['shop'] });
  });

  it('edits a registry with its secret key decrypted back to plain text', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    fireEvent.click(await screen.findByTestId('registry-edit-r-1'));
    fireEvent.change(await screen.findByTestId('registry-namespace'), { target: { value: 'renamed' } });
    fireEvent.click(screen.getByTestId('registry-enable-tls'));
    fireEvent.click(screen.getByTestId('registry-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!.init)).toMatchObject({
      namespace: 'renamed',
      secret_key: 's3cret-key',
      access_key: 'robot',
      reg_addr: 'https://harbor.example.com',
      advanced_setting: { modified: false, enable_tls: false, tls_cert: '' },
    });
  });
});
