// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { typeInto } from '../../test/formActions';
import { renderRoutes } from '../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../system/screenTests';
import { sessionAnswers } from '../system/testFixtures';
import { EnvConfigPage } from './EnvConfigPage';

const configMap = {
  cm_name: 'app-config',
  immutable: false,
  services: ['web'],
  yaml_data: 'kind: ConfigMap\nmetadata:\n  name: app-config\n',
  source_detail: null,
  auto_sync: false,
  update_time: 1717228800,
};
const done = { status: 200, body: { message: 'success' } };
const open = () =>
  renderRoutes(
    [{ path: '/v1/projects/detail/:project_name/envs/detail/:env_name/envConfig', Component: EnvConfigPage }],
    '/v1/projects/detail/shop/envs/detail/dev/envConfig',
  );

setUpScreenTests();

describe('EnvConfigPage (portal shapes §12)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists ConfigMaps, edits one, adds one with YAML and deletes after confirmation', async () => {
    const { calls } = stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/environment/configmaps/dev': { status: 200, body: [configMap] },
      'POST /api/aslan/environment/envcfgs/dev': done,
      'PUT /api/aslan/environment/envcfgs/dev': done,
      'DELETE /api/aslan/environment/envcfgs/dev/cfg/app-config': done,
    });
    open();
    fireEvent.click(await screen.findByTestId('env-config-edit-app-config'));
    typeInto('env-config-yaml', 'kind: ConfigMap\nmetadata:\n  name: app-config\ndata:\n  a: b\n');
    fireEvent.click(screen.getByTestId('env-config-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true), { timeout: 5000 });
    const put = JSON.parse(String(calls.find((call) => call.method === 'PUT')!.init.body));
    expect(put).toMatchObject({ name: 'app-config', common_env_cfg_type: 'ConfigMap', env_name: 'dev' });
    expect(put.yaml_data).toContain('a: b');

    await waitFor(() => expect(screen.queryByTestId('env-config-yaml')).toBeNull());
    fireEvent.click(screen.getByTestId('env-config-add'));
    fireEvent.click(await screen.findByTestId('env-config-save'));
    expect(await findText('Please enter the YAML')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByTestId('env-config-delete-app-config'));
    fireEvent.click(await screen.findByTestId('env-config-delete-ok'));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')!.url).toContain('commonEnvCfgType=ConfigMap');
  });
});
