// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserKeyServer } from '../../../test/browserKeyServer';
import { stubFetch } from '../../../test/fetchStub';
import { chooseOption } from '../../../test/formActions';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../../system/screenTests';
import { sessionAnswers } from '../../system/testFixtures';
import { ScannerFormPage } from './ScannerFormPage';

const keyServer = browserKeyServer();
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/system/rsaKey/publicKey': keyServer.publicKeyAnswer,
  'GET /api/v1/codehosts': { status: 200, body: [] },
  'GET /api/aslan/system/basicImages': (_init: RequestInit, url: string) => ({
    status: 200,
    body: url.includes('image_type=sonar')
      ? [{ id: 'sonar-img', label: 'sonar-scanner', value: 'sonar', image_from: '' }]
      : [{ id: 'img-1', label: 'Ubuntu 20.04', value: 'focal', image_from: '' }],
  }),
  'GET /api/aslan/system/install': { status: 200, body: [] },
  'GET /api/aslan/system/sonar/integration': (_init: RequestInit, url: string) => ({
    status: 200,
    body: [{ id: 's-1', server_address: 'http://sonar.local', token: keyServer.encryptFor(url, 'tok') }],
  }),
  'POST /api/aslan/testing/scanning': { status: 200, body: {} },
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const openPage = () =>
  renderRoutes(
    [
      { path: '/v1/projects/detail/:project_name/scanner/create', Component: ScannerFormPage },
      { path: '/v1/projects/detail/:project_name/scanner', Component: () => <p>scanner list</p> },
    ],
    '/v1/projects/detail/demo/scanner/create',
  );

setUpScreenTests();

describe('ScannerFormPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('refuses capitals and underscores in the name, and a SonarQube scanner without a server', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    fireEvent.change(await screen.findByTestId('scanner-name'), { target: { value: 'Lint_Scan' } });
    fireEvent.click(screen.getByTestId('scanner-save'));
    expect(await findText('The name supports only lowercase letters, digits and hyphen')).toBeTruthy();
    expect(await findText('A SonarQube scanner needs a Sonar server')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates a script scanner whose exit code is the gate', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    fireEvent.change(await screen.findByTestId('scanner-name'), { target: { value: 'lint-scan' } });
    fireEvent.click(within(screen.getByTestId('scanner-type')).getByText('Other'));
    fireEvent.change(await screen.findByTestId('scanner-script'), { target: { value: 'npx eslint .' } });
    await chooseOption('job-image', 'Ubuntu 20.04');
    fireEvent.click(screen.getByTestId('scanner-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toContain('projectName=demo');
    expect(bodyOf(post.init)).toMatchObject({
      name: 'lint-scan',
      project_name: 'demo',
      scanner_type: 'other',
      image_id: 'img-1',
      script: 'npx eslint .',
      repos: [],
      advanced_settings: { timeout: 60, res_req: 'low', hook_ctl: { enabled: false, items: [] } },
    });
  });
});
