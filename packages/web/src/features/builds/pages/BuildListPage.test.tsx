// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../../system/screenTests';
import { sessionAnswers } from '../../system/testFixtures';
import { BuildListPage } from './BuildListPage';

const row = {
  id: '1',
  name: 'shop-build-api',
  source: 'zadig',
  targets: [{ service_name: 'shop', service_module: 'api', key: 'shop/api' }],
  /** 2024-06-01T08:00:00Z */
  update_time: 1717228800,
  update_by: 'ada',
  productName: 'shop',
  pipelines: ['release', 'nightly'],
  version: '3',
};
const open = () =>
  renderRoutes(
    [{ path: '/v1/projects/detail/:project_name/builds', Component: BuildListPage }],
    '/v1/projects/detail/shop/builds',
  );

setUpScreenTests();

describe('BuildListPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists builds with their modules, updater and workflows, and deletes naming the workflows', async () => {
    const { calls } = stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/build/build': { status: 200, body: [row] },
      'DELETE /api/aslan/build/build': { status: 200, body: { message: 'success' } },
    });
    open();
    expect(await screen.findByText('shop-build-api')).toBeTruthy();
    expect(screen.getByText('api(shop)')).toBeTruthy();
    expect(screen.getByText('ada')).toBeTruthy();
    expect(screen.getByText('release, nightly')).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith('/api/aslan/build/build'))!.url).toBe(
      '/api/aslan/build/build?projectName=shop',
    );
    fireEvent.click(screen.getByTestId('build-delete-shop-build-api'));
    expect(await findText(/is used by the workflows release, nightly/)).toBeTruthy();
    fireEvent.click(screen.getAllByText('Delete').at(-1)!);
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')!.url).toBe(
      '/api/aslan/build/build?name=shop-build-api&version=3&projectName=shop',
    );
  });

  it('says so when the project has no build yet', async () => {
    stubFetch({ ...sessionAnswers, 'GET /api/aslan/build/build': { status: 200, body: [] } });
    open();
    expect(await findText('No build yet')).toBeTruthy();
  });
});
