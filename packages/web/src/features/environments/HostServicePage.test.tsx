// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserKeyServer } from '../../test/browserKeyServer';
import { stubFetch } from '../../test/fetchStub';
import { chooseOption } from '../../test/formActions';
import { renderRoutes } from '../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../system/screenTests';
import { sessionAnswers } from '../system/testFixtures';
import { HostServicePage } from './HostServicePage';

const keyServer = browserKeyServer();
const host = (id: string, name: string, ip: string) => ({ id, name, ip, private_key: '' });
const row = {
  service_name: 'api',
  type: 'pm',
  status: 'Succeeded',
  images: [],
  revision: 2,
  env_statuses: [{ address: '10.0.0.1:8080', status: 'Running' }],
  env_configs: [{ env_name: 'dev', host_ids: ['h1'], labels: [] }],
};

setUpScreenTests();

describe('HostServicePage (portal shapes §1.4, §3.10)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows host health and saves the hosts the service runs on', async () => {
    const { calls } = stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/system/rsaKey/publicKey': keyServer.publicKeyAnswer,
      'GET /api/aslan/project/pms': {
        status: 200,
        body: [host('h1', 'web-1', '10.0.0.1'), host('h2', 'web-2', '10.0.0.2')],
      },
      'GET /api/aslan/environment/environments/dev/groups': { status: 200, body: [row] },
      'PUT /api/aslan/service/pm/healthCheckUpdate': { status: 200, body: { message: 'success' } },
    });
    renderRoutes(
      [
        {
          path: '/v1/projects/detail/:project_name/envs/detail/:service_name/pm',
          Component: HostServicePage,
        },
      ],
      '/v1/projects/detail/shop/envs/detail/api/pm?envName=dev',
    );
    expect(await findText('10.0.0.1:8080 Running')).toBeTruthy();
    await chooseOption('host-service-hosts', 'web-2 (10.0.0.2)');
    fireEvent.click(screen.getByTestId('host-service-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true), { timeout: 5000 });
    expect(JSON.parse(String(calls.find((call) => call.method === 'PUT')!.init.body))).toEqual({
      product_name: 'shop',
      service_name: 'api',
      env_name: 'dev',
      revision: 2,
      env_configs: [{ env_name: 'dev', host_ids: ['h1', 'h2'], labels: [] }],
    });
  });
});
