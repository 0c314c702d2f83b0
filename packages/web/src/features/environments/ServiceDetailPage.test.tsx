// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { renderRoutes } from '../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../system/screenTests';
import { sessionAnswers } from '../system/testFixtures';
import { ServiceDetailPage } from './ServiceDetailPage';

const ENV = '/api/aslan/environment/environments/dev';
const detail = {
  scales: [
    {
      name: 'web',
      type: 'Deployment',
      replicas: 1,
      images: [{ name: 'web', image: 'nginx:1.25', image_name: 'nginx' }],
      pods: [
        {
          name: 'web-0',
          status: 'Running',
          pod_ready: true,
          age: '3d',
          containers: [{ name: 'web', image: 'nginx:1.25', status: 'running' }],
        },
      ],
    },
  ],
  ingress: [{ host_info: [{ host: 'web.shop.example.com' }] }],
  service_endpoints: [{ endpoints: [{ service_name: 'web', service_port: 80 }] }],
};
const done = { status: 200, body: { message: 'success' } };
const open = () =>
  renderRoutes(
    [{ path: '/v1/projects/detail/:project_name/envs/detail/:service_name', Component: ServiceDetailPage }],
    '/v1/projects/detail/shop/envs/detail/web?envName=dev',
  );

/** No WebSocket server runs in unit tests; the shell only has to start connecting here. */
class IdleSocket {
  static readonly OPEN = 1;
  readyState = 0;
  onopen = null;
  onmessage = null;
  onerror = null;
  onclose = null;
  constructor(readonly url: string) {}
  send() {}
  close() {}
}

setUpScreenTests();
beforeEach(() => vi.stubGlobal('WebSocket', IdleSocket));
afterEach(() => vi.unstubAllGlobals());

describe('ServiceDetailPage (portal shapes §4)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows entry and in-cluster addresses, scales, deletes a pod after confirmation and opens a shell', async () => {
    const { calls } = stubFetch({
      ...sessionAnswers,
      [`GET ${ENV}`]: {
        status: 200,
        body: { env_name: 'dev', namespace: 'shop-env-dev', cluster_id: 'c1', services: [], vars: [] },
      },
      [`GET ${ENV}/services/web`]: { status: 200, body: detail },
      [`POST ${ENV}/services/web/scaleNew`]: done,
      'DELETE /api/aslan/environment/kube/dev/pods/web-0': done,
      'POST /api/aslan/environment/image/deployment/dev': done,
    });
    open();
    expect(await findText('web.shop.example.com')).toBeTruthy();
    expect(screen.getByText('web.shop-env-dev:80')).toBeTruthy();
    fireEvent.change(screen.getByTestId('workload-replicas-web'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('workload-scale-web'));
    await waitFor(() => expect(calls.some((call) => call.url.includes('scaleNew'))).toBe(true));
    expect(calls.find((call) => call.url.includes('scaleNew'))!.url).toContain('number=3');

    fireEvent.click(screen.getByTestId('pod-delete-web-0'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(await screen.findByTestId('pod-delete-ok'));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));

    fireEvent.click(screen.getByTestId('image-web'));
    fireEvent.change(await screen.findByTestId('image-input-web'), { target: { value: 'nginx:1.26' } });
    fireEvent.click(screen.getByTestId('image-save-web'));
    await waitFor(() => expect(calls.some((call) => call.url.includes('/image/deployment/dev'))).toBe(true));
    expect(JSON.parse(String(calls.find((call) => call.url.includes('/image/'))!.init.body))).toMatchObject({
      service_name: 'web',
      container_name: 'web',
      name: 'web',
      image: 'nginx:1.26',
    });

    fireEvent.click(screen.getByTestId('pod-shell-web-0-web'));
    expect(await findText('Connecting')).toBeTruthy();
  });
});
