// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { chooseOption } from '../../test/formActions';
import { renderRoutes } from '../../test/renderRoutes';
import { SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../system/screenTests';
import { sessionAnswers } from '../system/testFixtures';
import { EnvironmentRegistry } from './EnvironmentRegistry';
import type { EnvShareInfo } from './envShare.api';

const env = {
  product_name: 'shop',
  env_name: 'dev',
  namespace: 'shop-env-dev',
  cluster_id: 'c1',
  cluster_name: 'local',
  is_prod: false,
  source: 'spock',
  status: 'Running',
  update_time: 0,
  error: '',
  services: [],
  vars: [],
  registry_id: 'r1',
} satisfies EnvShareInfo;

setUpScreenTests();

describe('The registry of an environment', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the current registry and saves another one with the portal call', async () => {
    let sent: { url: string; body: unknown } | undefined;
    stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/system/registry': {
        status: 200,
        body: [
          { id: 'r1', reg_addr: 'https://reg.one', namespace: 'team', is_default: true },
          { id: 'r2', reg_addr: 'https://reg.two', namespace: 'ops', is_default: false },
        ],
      },
      'PUT /api/aslan/environment/environments/dev/registry': (init, url) => {
        sent = { url, body: JSON.parse(String(init.body)) };
        return { status: 200, body: { message: 'success' } };
      },
    });
    renderRoutes(
      [{ path: '/env', Component: () => <EnvironmentRegistry projectName="shop" env={env} /> }],
      '/env',
    );
    await waitFor(() =>
      expect(screen.getByTestId('env-registry').textContent).toContain('https://reg.one/team'),
    );
    expect(screen.getByTestId('env-registry-save').hasAttribute('disabled')).toBe(true);
    await chooseOption('env-registry', 'https://reg.two/ops');
    fireEvent.click(screen.getByTestId('env-registry-save'));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.body).toEqual({ registry_id: 'r2' });
    expect(sent?.url).toContain('projectName=shop');
  });
});
