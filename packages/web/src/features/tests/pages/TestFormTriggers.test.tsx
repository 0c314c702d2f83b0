// fetch is stubbed because no server runs in unit tests: it answers the form's reads, the
// repository picker's and the save.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import {
  addedHookRepo,
  addGapSchedule,
  addHookItem,
  repoPickerAnswers,
} from '../../product-workflows/testing/triggerActions';
import { SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../../system/screenTests';
import { sessionAnswers } from '../../system/testFixtures';
import { TestFormPage } from './TestFormPage';

const answers = {
  ...sessionAnswers,
  ...repoPickerAnswers,
  'GET /api/aslan/system/basicImages': {
    status: 200,
    body: [{ id: 'img-1', label: 'Ubuntu 20.04', value: 'focal', image_from: '' }],
  },
  'GET /api/aslan/system/install': { status: 200, body: [] },
  'POST /api/aslan/testing/test': { status: 200, body: {} },
};

setUpScreenTests();

describe('TestFormPage triggers', { timeout: Math.max(SCREEN_TEST_TIMEOUT_MS, 60_000) }, () => {
  it('adds a timer and a Git trigger naming this test, and saves them with it', async () => {
    const { calls } = stubFetch(answers);
    renderRoutes(
      [
        { path: '/v1/projects/detail/:project_name/test/add/function', Component: TestFormPage },
        { path: '/v1/projects/detail/:project_name/test', Component: () => <p>test list</p> },
      ],
      '/v1/projects/detail/demo/test/add/function',
    );
    fireEvent.change(await screen.findByTestId('test-name'), { target: { value: 'nightly_api' } });
    const trigger = screen.getByTestId('test-trigger');
    fireEvent.click(within(trigger).getByTestId('schedule-items-enabled'));
    await addGapSchedule();
    expect((await screen.findByTestId('schedule-when-0')).textContent).toBe('every 10 minutes');
    fireEvent.click(within(trigger).getByTestId('hook-items-enabled'));
    // a branch pattern is typed once the regular-expression box is ticked
    await addHookItem('^release-.*$');

    fireEvent.click(screen.getByTestId('test-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = JSON.parse(String(calls.find((call) => call.method === 'POST')!.init.body));
    const testArgs = { product_name: 'demo', test_name: 'nightly_api' };
    expect(body.schedules).toEqual({
      enabled: true,
      items: [
        expect.objectContaining({ type: 'gap', number: 10, frequency: 'minutes', test_args: testArgs }),
      ],
    });
    expect(body.hook_ctl).toEqual({
      enabled: true,
      items: [
        expect.objectContaining({
          auto_cancel: false,
          main_repo: expect.objectContaining({ ...addedHookRepo, branch: '^release-.*$', is_regular: true }),
          test_args: testArgs,
        }),
      ],
    });
  });
});
