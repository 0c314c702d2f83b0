// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { chooseOption, typeInto } from '../../test/formActions';
import { renderRoutes } from '../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../system/screenTests';
import { sessionAnswers } from '../system/testFixtures';
import { ExternalConfigPage } from './ExternalConfigPage';

const workload = (name: string, envName = '') => ({
  service_name: name,
  workLoadType: 'Deployment',
  product_name: envName ? 'shop' : '',
  env_name: envName,
  images: [`nginx:${name}`],
});

setUpScreenTests();

describe('ExternalConfigPage (portal shapes §11)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('hosts the chosen workloads of a namespace; those of another environment cannot be chosen', async () => {
    const { calls } = stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/cluster/clusters': { status: 200, body: [{ id: 'c1', name: 'local-cluster' }] },
      'GET /api/aslan/environment/kube/available_namespaces': { status: 200, body: [{ name: 'legacy' }] },
      'GET /api/aslan/environment/kube/workloads': {
        status: 200,
        body: { services: [workload('web'), workload('db', 'prod')] },
      },
      'POST /api/aslan/service/workloads': { status: 200, body: { message: 'success' } },
    });
    renderRoutes(
      [
        { path: '/v1/projects/detail/:project_name/envs/externalConfig', Component: ExternalConfigPage },
        { path: '/v1/projects/detail/:project_name/envs/detail', element: <p>detail page</p> },
      ],
      '/v1/projects/detail/shop/envs/externalConfig',
    );
    await screen.findByTestId('hosted-name', {}, { timeout: 5000 });
    typeInto('hosted-name', 'legacy');
    await chooseOption('hosted-cluster', 'local-cluster');
    await chooseOption('hosted-namespace', 'legacy');
    const db = (await screen.findByTestId('hosted-workload-db', {}, { timeout: 5000 })) as HTMLInputElement;
    expect(db.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('hosted-workload-web'));
    fireEvent.click(screen.getByTestId('hosted-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), { timeout: 5000 });
    expect(JSON.parse(String(calls.find((call) => call.method === 'POST')!.init.body))).toEqual({
      env_name: 'legacy',
      cluster_id: 'c1',
      namespace: 'legacy',
      product_name: 'shop',
      registry_id: '',
      workloads: [{ name: 'web', type: 'Deployment' }],
    });
    expect(await findText('detail page')).toBeTruthy();
  });
});
