// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { renderRoutes } from '../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../system/screenTests';
import { sessionAnswers } from '../system/testFixtures';
import { EnvConfigPage } from './EnvConfigPage';

const yaml = (value: string) =>
  `kind: ConfigMap\nmetadata:\n  name: app-config\ndata:\n  greeting: ${value}\n`;
const configMap = {
  cm_name: 'app-config',
  immutable: false,
  services: [],
  yaml_data: yaml('two'),
  source_detail: null,
  auto_sync: false,
  update_time: 1717228800,
};
const HISTORY = '/api/aslan/environment/envcfgs/dev/cfg/app-config';
const versions = [
  { create_time: 1717228900, yaml_data: yaml('two'), version: 12, created_by: 'grace' },
  { create_time: 1717228800, yaml_data: yaml('one'), version: 11, created_by: 'ada' },
];
const open = () =>
  renderRoutes(
    [{ path: '/v1/projects/detail/:project_name/envs/detail/:env_name/envConfig', Component: EnvConfigPage }],
    '/v1/projects/detail/shop/envs/detail/dev/envConfig',
  );
const history = () => screen.findByTestId('env-config-history');

setUpScreenTests();

describe('Config object history (portal shapes §12, versionHistory)', {
  timeout: SCREEN_TEST_TIMEOUT_MS,
}, () => {
  it('lists who saved each version and when, shows a version and rolls back only after confirmation', async () => {
    const { calls } = stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/environment/configmaps/dev': { status: 200, body: [configMap] },
      [`GET ${HISTORY}`]: { status: 200, body: versions },
      'PUT /api/aslan/environment/envcfgs/dev': { status: 200, body: { message: 'success' } },
    });
    open();
    fireEvent.click(await screen.findByTestId('env-config-history-app-config'));
    const table = await history();
    expect(await within(table).findByText('grace')).toBeTruthy();
    expect(within(table).getByText('ada')).toBeTruthy();
    expect(within(table).getByText('Current')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('/cfg/app-config'))!.url).toContain(
      'commonEnvCfgType=ConfigMap',
    );
    // the current version cannot be rolled back to
    expect(screen.queryByTestId('env-config-version-rollback-0')).toBeNull();

    fireEvent.click(screen.getByTestId('env-config-version-view-1'));
    expect((await screen.findByTestId('env-config-version-yaml')).textContent).toContain('greeting: one');

    fireEvent.click(screen.getByTestId('env-config-version-rollback-1'));
    expect(
      (await screen.findAllByText(/Roll app-config back to the version saved at/)).length,
    ).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByTestId('env-config-rollback-ok'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toContain('rollback=true');
    expect(put.url).toContain('version=11');
    expect(JSON.parse(String(put.init.body))).toMatchObject({
      name: 'app-config',
      common_env_cfg_type: 'ConfigMap',
      yaml_data: yaml('one'),
    });
    expect(await findText('Rolled back')).toBeTruthy();
    // the history and the list are read again
    await waitFor(() => expect(calls.filter((call) => call.url.includes('/cfg/app-config'))).toHaveLength(2));
  });

  it('shows Secrets as the server sends them, masked, with a note', async () => {
    stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/environment/configmaps/dev': { status: 200, body: [] },
      'GET /api/aslan/environment/secrets/dev': {
        status: 200,
        body: [
          { secret_name: 'db-login', secret_type: 'Opaque', services: [], yaml_data: '', update_time: 0 },
        ],
      },
      'GET /api/aslan/environment/envcfgs/dev/cfg/db-login': {
        status: 200,
        body: [
          {
            create_time: 1717228800,
            yaml_data: 'kind: Secret\ndata:\n  password: "********"\n',
            version: 3,
            created_by: 'ada',
          },
        ],
      },
    });
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Secret' }));
    fireEvent.click(await screen.findByTestId('env-config-history-db-login'));
    expect(await findText(/Secret values are hidden/)).toBeTruthy();
    fireEvent.click(await screen.findByTestId('env-config-version-view-0'));
    expect((await screen.findByTestId('env-config-version-yaml')).textContent).toContain('********');
  });

  it('says so when the history cannot be read', async () => {
    stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/environment/configmaps/dev': { status: 200, body: [configMap] },
      [`GET ${HISTORY}`]: { status: 500, body: { message: 'down' } },
    });
    open();
    fireEvent.click(await screen.findByTestId('env-config-history-app-config'));
    expect(await screen.findByTestId('env-config-history-error')).toBeTruthy();
    expect(screen.getByText('The history could not be loaded')).toBeTruthy();
  });
});
