// fetch is stubbed because no server runs in unit tests: it answers the stored workflow, its presets,
// the repository picker's reads and the save.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { PROJECT, presets, runPreset, storedWorkflow } from '../testing/productFixtures';
import { addedHookRepo, addGapSchedule, addHookItem, repoPickerAnswers } from '../testing/triggerActions';
import { ProductWorkflowEditorPage } from './ProductWorkflowEditorPage';

const answers = {
  ...repoPickerAnswers,
  [`GET /api/aslan/workflow/workflow/preset/${PROJECT}`]: { status: 200, body: presets },
  [`GET /api/aslan/workflow/workflow/find/${storedWorkflow.name}`]: { status: 200, body: storedWorkflow },
  'GET /api/aslan/workflow/workflow': { status: 200, body: [storedWorkflow] },
  [`GET /api/aslan/workflow/workflowtask/preset/dev/${storedWorkflow.name}`]: {
    status: 200,
    body: runPreset,
  },
  'GET /api/aslan/environment/environments': {
    status: 200,
    body: [{ name: 'dev', production: false, source: '', status: 'success' }],
  },
  'GET /api/aslan/testing/test': { status: 200, body: [] },
  [`PUT /api/aslan/workflow/workflow/${storedWorkflow.name}`]: { status: 200, body: { message: 'success' } },
};

signedInForEachTest();

describe('ProductWorkflowEditorPage trigger section', { timeout: 60_000 }, () => {
  it('adds a timer and a Git trigger, switches them on, and saves them with the workflow', async () => {
    const { calls } = stubFetch(answers);
    renderRoutes(
      [
        { path: '/workflows/product/edit/:name', Component: ProductWorkflowEditorPage },
        { path: '*', Component: () => <p data-testid="elsewhere">elsewhere</p> },
      ],
      `/workflows/product/edit/${storedWorkflow.name}?projectName=${PROJECT}`,
    );
    fireEvent.click(await screen.findByTestId('pwf-section-trigger'));
    const panel = await screen.findByTestId('pwf-trigger');
    expect(screen.queryByTestId('pwf-trigger-readonly')).toBeNull();

    fireEvent.click(within(panel).getByTestId('schedule-items-enabled'));
    await addGapSchedule();
    expect((await screen.findByTestId('schedule-when-0')).textContent).toBe('every 10 minutes');

    fireEvent.click(within(panel).getByTestId('hook-items-enabled'));
    await addHookItem();
    expect(within(panel).getByText('team/app')).toBeTruthy();

    fireEvent.click(screen.getByTestId('pwf-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = JSON.parse(String(calls.find((call) => call.method === 'PUT')!.init.body));
    expect(body.schedule_enabled).toBe(true);
    expect(body.schedules).toMatchObject({
      enabled: true,
      items: [{ type: 'gap', number: 10, frequency: 'minutes', enabled: true, max_failures: 3 }],
    });
    // the timer starts the run the run dialog would: the environment and the buildable module
    expect(body.schedules.items[0].workflow_args).toMatchObject({
      workflow_name: storedWorkflow.name,
      product_tmpl_name: PROJECT,
      namespace: 'dev',
      targets: [expect.objectContaining({ name: 'web' })],
    });
    expect(body.hook_ctl).toMatchObject({
      enabled: true,
      product_tmpl_name: PROJECT,
      items: [{ auto_cancel: false, main_repo: addedHookRepo }],
    });
    expect(body.hook_ctl.items[0].workflow_args).toMatchObject({ namespace: 'dev' });
  });
});
