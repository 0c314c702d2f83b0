// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserKeyServer } from '../../../test/browserKeyServer';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../screenTests';
import { sessionAnswers } from '../testFixtures';
import { SonarSettings } from './SonarSettings';

const keyServer = browserKeyServer();
const done = { status: 200, body: { message: 'success' } };
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/system/rsaKey/publicKey': keyServer.publicKeyAnswer,
  'GET /api/aslan/system/sonar/integration': (_init: RequestInit, url: string) => ({
    status: 200,
    body: [
      {
        id: 's-1',
        server_address: 'http://sonar.local:9000',
        token: keyServer.encryptFor(url, 'squ_secret'),
        update_time: 1_717_228_800,
        updated_by: 'admin',
      },
    ],
  }),
  'POST /api/aslan/system/sonar/integration': done,
  'PUT /api/aslan/system/sonar/integration/s-1': done,
  'POST /api/aslan/system/sonar/validate': done,
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

setUpScreenTests();

describe('SonarSettings', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('adds a server with an http(s) address after checking the connection', async () => {
    const { calls } = stubFetch(answers);
    renderRoutes([{ path: '*', Component: SonarSettings }], '/');
    expect(
      within(await screen.findByTestId('sonar-row-s-1')).getByText('http://sonar.local:9000'),
    ).toBeTruthy();

    fireEvent.click(screen.getByTestId('sonar-create'));
    await screen.findByTestId('sonar-address');
    type('sonar-address', 'sonar.local');
    type('sonar-token', 'squ_new');
    fireEvent.click(screen.getByTestId('sonar-submit'));
    expect(await findText('The Sonar address starts with http:// or https://')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    type('sonar-address', 'https://sonar.example.com ');
    fireEvent.click(screen.getByTestId('sonar-validate'));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/sonar/validate'))).toBe(true));
    expect(bodyOf(calls.find((call) => call.url.endsWith('/sonar/validate'))!.init)).toEqual({
      server_address: 'https://sonar.example.com',
      token: 'squ_new',
    });
    fireEvent.click(screen.getByTestId('sonar-submit'));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('/sonar/integration') && call.method === 'POST')).toBe(
        true,
      ),
    );
  });

  it('edits a server with its token decrypted back to plain text', async () => {
    const { calls } = stubFetch(answers);
    renderRoutes([{ path: '*', Component: SonarSettings }], '/');
    fireEvent.click(await screen.findByTestId('sonar-edit-s-1'));
    expect(((await screen.findByTestId('sonar-token')) as HTMLInputElement).value).toBe('squ_secret');
    type('sonar-address', 'http://sonar.local:9001');
    fireEvent.click(screen.getByTestId('sonar-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!.init)).toEqual({
      id: 's-1',
      server_address: 'http://sonar.local:9001',
      token: 'squ_secret',
    });
  });
});
