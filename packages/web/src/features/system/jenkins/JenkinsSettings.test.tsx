// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserKeyServer } from '../../../test/browserKeyServer';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../screenTests';
import { sessionAnswers } from '../testFixtures';
import { JenkinsSettings } from './JenkinsSettings';

const keys = browserKeyServer();
const server = { id: '4', url: 'http://jenkins.local:8080', username: 'ci', password: 'api-tøken' };
const done = { status: 200, body: { message: 'success' } };
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/system/rsaKey/publicKey': keys.publicKeyAnswer,
  'GET /api/aslan/system/jenkins/integration': (_init: RequestInit, url: string) => ({
    status: 200,
    body: [{ ...server, password: keys.encryptFor(url, server.password) }],
  }),
  'POST /api/aslan/system/jenkins/integration': done,
  'PUT /api/aslan/system/jenkins/integration/4': done,
  'DELETE /api/aslan/system/jenkins/integration/4': done,
  'POST /api/aslan/system/jenkins/user/connection': {
    status: 400,
    body: { code: 400, message: 'Jenkins refused the account', description: '' },
  },
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const open = () => renderRoutes([{ path: '/', Component: JenkinsSettings }], '/');
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

setUpScreenTests();

describe('JenkinsSettings', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists servers with the token masked and edits one with the token read through the browser key', async () => {
    const { calls } = stubFetch(answers);
    open();
    expect(await screen.findByText('http://jenkins.local:8080')).toBeTruthy();
    expect(screen.queryByText(server.password)).toBeNull();
    fireEvent.click(screen.getByTestId('jenkins-edit-4'));
    expect(((await screen.findByTestId('jenkins-password')) as HTMLInputElement).value).toBe(server.password);
    type('jenkins-username', ' admin ');
    fireEvent.click(screen.getByTestId('jenkins-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!.init)).toEqual({
      id: '4',
      url: server.url,
      username: 'admin',
      password: server.password,
    });
  });

  it('checks the fields, tests the connection and shows the refusal', async () => {
    const { calls } = stubFetch(answers);
    open();
    fireEvent.click(await screen.findByTestId('jenkins-create'));
    type('jenkins-url', 'jenkins.local');
    fireEvent.click(screen.getByTestId('jenkins-test'));
    expect(await findText('The Jenkins address must start with http:// or https://')).toBeTruthy();
    expect(screen.getByText('Please enter the API token')).toBeTruthy();
    type('jenkins-url', 'http://jenkins.local');
    type('jenkins-username', 'ci');
    type('jenkins-password', 'token');
    fireEvent.click(screen.getByTestId('jenkins-test'));
    expect(await findText('Could not connect: Jenkins refused the account')).toBeTruthy();
    expect(bodyOf(calls.find((call) => call.url.endsWith('/user/connection'))!.init)).toEqual({
      url: 'http://jenkins.local',
      username: 'ci',
      password: 'token',
    });
    fireEvent.click(screen.getByTestId('jenkins-submit'));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/integration'))).toBe(true),
    );
  });

  it('deletes a server after confirmation', async () => {
    const { calls } = stubFetch(answers);
    open();
    fireEvent.click(await screen.findByTestId('jenkins-delete-4'));
    expect(await findText('Delete the Jenkins server http://jenkins.local:8080?')).toBeTruthy();
    fireEvent.click(screen.getAllByText('Delete').at(-1)!);
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
