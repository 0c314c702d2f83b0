// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { BasicImage } from '@slipway/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../screenTests';
import { sessionAnswers } from '../testFixtures';
import { BasicImagesPage } from './BasicImagesPage';

const builder: BasicImage = {
  id: 'img-1',
  label: 'builder',
  value: 'registry.local/team/builder:1.0',
  image_from: 'custom',
  image_type: '',
  update_time: 1717228800,
  update_by: 'admin',
};
const done = { status: 200, body: { message: 'success' } };
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/system/basicImages': { status: 200, body: [builder] },
  'POST /api/aslan/system/basicImages': done,
  'PUT /api/aslan/system/basicImages/img-1': done,
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const openPage = () =>
  renderRoutes([{ path: '/v1/system/imgs', Component: BasicImagesPage }], '/v1/system/imgs');

setUpScreenTests();

describe('BasicImagesPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists only custom images and adds one written repository/namespace/name:label', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    expect(await screen.findByTestId('image-row-img-1')).toBeTruthy();
    expect(calls[calls.length - 1]?.url).toContain('image_from=custom');

    fireEvent.click(screen.getByTestId('image-create'));
    fireEvent.change(await screen.findByTestId('image-label'), { target: { value: 'node 20' } });
    fireEvent.change(screen.getByTestId('image-value'), { target: { value: 'Not An Image!' } });
    fireEvent.click(screen.getByTestId('image-submit'));
    expect(await findText('The image name is written as repository/namespace/name:label')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('image-value'), { target: { value: 'registry.local/team/node:20' } });
    fireEvent.click(screen.getByTestId('image-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'POST')!.init)).toMatchObject({
      label: 'node 20',
      value: 'registry.local/team/node:20',
      image_from: 'custom',
    });
  });
});
