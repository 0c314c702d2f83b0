// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { renderRoutes } from '../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../system/screenTests';
import { sessionAnswers } from '../system/testFixtures';
import { BuildTemplatesPage } from './BuildTemplatesPage';

const done = { status: 200, body: { message: 'success' } };
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/template/build': {
    status: 200,
    body: {
      build_templates: [{ id: '7', name: 'node-app', update_time: 1717228800, update_by: 'ada' }],
      total: 1,
    },
  },
  'GET /api/aslan/system/basicImages': {
    status: 200,
    body: [{ id: 'img-2', label: 'Ubuntu 20.04', value: 'focal', image_from: '' }],
  },
  'GET /api/aslan/system/install': { status: 200, body: [] },
  'GET /api/aslan/cluster/clusters': { status: 200, body: [] },
  'GET /api/aslan/system/s3storage': { status: 200, body: [] },
  'GET /api/aslan/system/jenkins/exist': { status: 200, body: { exists: false } },
  'GET /api/v1/codehosts': { status: 200, body: [] },
  'POST /api/aslan/template/build': done,
  'DELETE /api/aslan/template/build/7': done,
};
const open = () => renderRoutes([{ path: '/', Component: BuildTemplatesPage }], '/');

setUpScreenTests();
// jsdom lays nothing out; the script editor measures text ranges
beforeAll(() => {
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

describe('BuildTemplatesPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists the templates and deletes one after confirmation', async () => {
    const { calls } = stubFetch(answers);
    open();
    expect(await screen.findByText('node-app')).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith('/api/aslan/template/build'))!.url).toBe(
      '/api/aslan/template/build?page_num=1&page_size=9999',
    );
    fireEvent.click(screen.getByTestId('template-delete-7'));
    expect(await findText('Delete the build template node-app?')).toBeTruthy();
    fireEvent.click(screen.getAllByText('Delete').at(-1)!);
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('creates a template: a build without project or service modules', async () => {
    const { calls } = stubFetch(answers);
    open();
    fireEvent.click(await screen.findByTestId('template-create'));
    fireEvent.click(await screen.findByTestId('build-save'));
    expect(await findText('Please enter the template name')).toBeTruthy();
    fireEvent.change(screen.getByTestId('build-name'), { target: { value: 'Go service' } });
    fireEvent.click(screen.getByTestId('build-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = JSON.parse(String(calls.find((call) => call.method === 'POST')!.init.body));
    expect(body).toMatchObject({ name: 'Go service', pre_build: { image_id: 'img-2', build_os: 'focal' } });
    expect(body).not.toHaveProperty('product_name');
    expect(body.targets).toEqual([]);
  });
});
