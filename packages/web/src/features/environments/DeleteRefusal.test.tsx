// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { renderRoutes } from '../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../system/screenTests';
import { sessionAnswers } from '../system/testFixtures';
import { EnvironmentsPage } from './EnvironmentsPage';
import { ServiceDetailPage } from './ServiceDetailPage';

const ENVS = '/api/aslan/environment/environments';
const refused = { status: 400, body: { code: 400, message: 'Refused', description: 'still in use' } };
const info = {
  product_name: 'shop',
  env_name: 'dev',
  namespace: 'shop-env-dev',
  cluster_id: 'c1',
  cluster_name: 'local',
  is_prod: false,
  source: 'spock',
  status: 'Running',
  update_time: 1717228800,
  error: '',
  services: [['web']],
  vars: [],
};

/** No WebSocket server runs in unit tests; the service page only has to render. */
class IdleSocket {
  static readonly OPEN = 1;
  readyState = 0;
  constructor(readonly url: string) {}
  send() {}
  close() {}
}

/** The refusal must reach the user exactly once: the HTTP client reports it, the page adds nothing. */
async function expectReportedOnce() {
  await waitFor(() => expect(screen.queryAllByText(/still in use/).length).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.queryAllByText(/still in use/)).toHaveLength(1);
}

setUpScreenTests();
beforeEach(() => vi.stubGlobal('WebSocket', IdleSocket));
afterEach(() => vi.unstubAllGlobals());

describe('A refused deletion in the environment pages', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('reports a refused environment deletion once and keeps the environment open', async () => {
    stubFetch({
      ...sessionAnswers,
      [`GET ${ENVS}`]: {
        status: 200,
        body: [{ name: 'dev', production: false, source: 'spock', status: 'Running' }],
      },
      [`GET ${ENVS}/dev`]: { status: 200, body: info },
      [`GET ${ENVS}/dev/groups`]: { status: 200, body: [], headers: { 'X-Total': '0' } },
      [`DELETE ${ENVS}/dev`]: refused,
    });
    renderRoutes(
      [{ path: '/v1/projects/detail/:project_name/envs', Component: EnvironmentsPage }],
      '/v1/projects/detail/shop/envs',
    );
    fireEvent.click(await screen.findByTestId('env-delete'));
    fireEvent.click(await screen.findByTestId('env-delete-ok'));
    await expectReportedOnce();
    expect(screen.getByTestId('env-delete')).toBeTruthy();
  });

  it('reports a refused pod deletion once', async () => {
    stubFetch({
      ...sessionAnswers,
      [`GET ${ENVS}/dev`]: {
        status: 200,
        body: { env_name: 'dev', namespace: 'shop-env-dev', cluster_id: 'c1', services: [], vars: [] },
      },
      [`GET ${ENVS}/dev/services/web`]: {
        status: 200,
        body: {
          scales: [
            {
              name: 'web',
              type: 'Deployment',
              replicas: 1,
              images: [],
              pods: [{ name: 'web-0', status: 'Running', pod_ready: true, age: '3d', containers: [] }],
            },
          ],
          ingress: [],
          service_endpoints: [],
        },
      },
      'DELETE /api/aslan/environment/kube/dev/pods/web-0': refused,
    });
    renderRoutes(
      [{ path: '/v1/projects/detail/:project_name/envs/detail/:service_name', Component: ServiceDetailPage }],
      '/v1/projects/detail/shop/envs/detail/web?envName=dev',
    );
    expect(await findText('web-0')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pod-delete-web-0'));
    fireEvent.click(await screen.findByTestId('pod-delete-ok'));
    await expectReportedOnce();
  });
});
