// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { typeInto } from '../../test/formActions';
import { renderRoutes } from '../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../system/screenTests';
import { sessionAnswers } from '../system/testFixtures';
import { EnvironmentDetail } from './EnvironmentDetail';

const ENVS = '/api/aslan/environment/environments';
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
  registry_id: '',
  services: [['web', 'api']],
  vars: [],
  share_env_enable: false,
  share_env_is_base: false,
  share_env_base_env: '',
};
const common = {
  ...sessionAnswers,
  [`GET ${ENVS}/dev/groups`]: { status: 200, body: [], headers: { 'X-Total': '0' } },
  'GET /api/aslan/system/registry': { status: 200, body: [] },
};
const ok = { status: 200, body: { message: 'success' } };

function renderDetail() {
  renderRoutes(
    [
      {
        path: '/env',
        Component: () => <EnvironmentDetail projectName="shop" envName="dev" onDeleted={() => {}} />,
      },
    ],
    '/env',
  );
}

const callsTo = (calls: Array<{ method: string; url: string }>, method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.split('?')[0] === path);

setUpScreenTests();

describe('Sharing an environment', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('says why sharing cannot be turned on and does not switch it', async () => {
    const { calls } = stubFetch({
      ...common,
      [`GET ${ENVS}/dev`]: { status: 200, body: info },
      'GET /api/aslan/cluster/istio/check/c1': { status: 200, body: false },
      [`GET ${ENVS}/dev/check/workloads/k8services`]: { status: 200, body: ['service/orphan'] },
      [`POST ${ENVS}/dev/share/enable`]: ok,
    });
    renderDetail();
    fireEvent.click(await screen.findByTestId('env-share-enable'));
    await screen.findByTestId('env-share-refused');
    expect(await findText(/no Istio/)).toBeTruthy();
    expect(await findText(/orphan/)).toBeTruthy();
    expect(callsTo(calls, 'POST', `${ENVS}/dev/share/enable`)).toHaveLength(0);
  });

  it('turns sharing on after the checks pass and follows it until ready', async () => {
    let enabled = false;
    const { calls } = stubFetch({
      ...common,
      [`GET ${ENVS}/dev`]: () => ({
        status: 200,
        body: { ...info, share_env_enable: enabled, share_env_is_base: enabled },
      }),
      'GET /api/aslan/cluster/istio/check/c1': { status: 200, body: true },
      [`GET ${ENVS}/dev/check/workloads/k8services`]: { status: 200, body: [] },
      [`POST ${ENVS}/dev/share/enable`]: () => {
        enabled = true;
        return ok;
      },
      [`GET ${ENVS}/dev/check/sharenv/enable/ready`]: () => ({ status: 200, body: { is_ready: enabled } }),
    });
    renderDetail();
    fireEvent.click(await screen.findByTestId('env-share-enable'));
    expect(await screen.findByTestId('env-share-base', undefined, { timeout: 5000 })).toBeTruthy();
    expect(callsTo(calls, 'POST', `${ENVS}/dev/share/enable`)).toHaveLength(1);
    expect(callsTo(calls, 'GET', `${ENVS}/dev/check/sharenv/enable/ready`).length).toBeGreaterThan(0);
  });

  it('turns sharing off only once confirmed', async () => {
    const { calls } = stubFetch({
      ...common,
      [`GET ${ENVS}/dev`]: {
        status: 200,
        body: { ...info, share_env_enable: true, share_env_is_base: true },
      },
      [`DELETE ${ENVS}/dev/share/enable`]: ok,
      [`GET ${ENVS}/dev/check/sharenv/disable/ready`]: { status: 200, body: { is_ready: false } },
    });
    renderDetail();
    fireEvent.click(await screen.findByTestId('env-share-disable'));
    await findText(/Its sub-environments no longer reach/);
    expect(callsTo(calls, 'DELETE', `${ENVS}/dev/share/enable`)).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('env-share-disable-ok'));
    await screen.findByTestId('env-share-switching');
    expect(callsTo(calls, 'DELETE', `${ENVS}/dev/share/enable`)).toHaveLength(1);
  });

  it('shows the base of a sub-environment and offers no switch', async () => {
    stubFetch({
      ...common,
      [`GET ${ENVS}/dev`]: {
        status: 200,
        body: { ...info, share_env_enable: true, share_env_base_env: 'main' },
      },
    });
    renderDetail();
    expect((await screen.findByTestId('env-share-sub')).textContent).toContain('main');
    expect(screen.queryByTestId('env-share-enable')).toBeNull();
  });

  it('creates a sub-environment of the base with the chosen services', async () => {
    let sent: Record<string, unknown> | undefined;
    const container = { name: 'web', image: 'reg/web:1', image_name: 'web' };
    stubFetch({
      ...common,
      [`GET ${ENVS}/dev`]: {
        status: 200,
        body: { ...info, share_env_enable: true, share_env_is_base: true },
      },
      'GET /api/aslan/environment/init_info/shop': {
        status: 200,
        body: {
          revision: 1,
          vars: [],
          services: [
            [
              { service_name: 'web', type: 'k8s', containers: [container] },
              { service_name: 'api', type: 'k8s', containers: [] },
            ],
          ],
        },
      },
      [`POST ${ENVS}`]: (init) => {
        sent = JSON.parse(String(init.body));
        return ok;
      },
    });
    renderDetail();
    fireEvent.click(await screen.findByTestId('env-share-create-sub'));
    await screen.findByTestId('env-share-sub-name');
    typeInto('env-share-sub-name', 'feat1');
    fireEvent.click(await findText('web'));
    fireEvent.click(screen.getByTestId('env-share-sub-ok'));
    await waitFor(() => expect(sent).toBeDefined(), { timeout: 5000 });
    expect(sent).toMatchObject({
      env_name: 'feat1',
      cluster_id: 'c1',
      share_env: { enable: true, isBase: false, base_env: 'dev' },
      services: [[{ service_name: 'web', containers: [container] }]],
    });
  });
});
