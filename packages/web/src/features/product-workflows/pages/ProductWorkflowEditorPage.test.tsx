// fetch is stubbed because no server runs in unit tests: it answers the preset modules, the
// project's product workflows, environments and tests, and the create call.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { PROJECT, presets, storedWorkflow } from '../testing/productFixtures';
import { ProductWorkflowEditorPage } from './ProductWorkflowEditorPage';

const answers = {
  [`GET /api/aslan/workflow/workflow/preset/${PROJECT}`]: { status: 200, body: presets },
  'GET /api/aslan/workflow/workflow': { status: 200, body: [storedWorkflow] },
  'GET /api/aslan/environment/environments': {
    status: 200,
    body: [{ name: 'dev', production: false, source: '', status: 'success' }],
  },
  'GET /api/aslan/testing/test': { status: 200, body: [] },
};
const render = () =>
  renderRoutes(
    [
      { path: '/workflows/product/create', Component: ProductWorkflowEditorPage },
      { path: '*', Component: () => <p data-testid="elsewhere">elsewhere</p> },
    ],
    `/workflows/product/create?projectName=${PROJECT}`,
  );
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

signedInForEachTest();

describe('ProductWorkflowEditorPage', { timeout: 30_000 }, () => {
  it('switches sections, shows the rules where they fail and saves the whole object', async () => {
    const { calls } = stubFetch({
      ...answers,
      'POST /api/aslan/workflow/workflow': { status: 200, body: { message: 'success' } },
    });
    render();
    await screen.findByTestId('pwf-panel-base');

    // a taken identifier is refused as soon as it is typed
    type('pwf-name', storedWorkflow.name);
    expect((await screen.findByTestId('issue-name')).textContent).toBe('workflow identifier duplicate');
    type('pwf-name', 'bad_name');
    expect((await screen.findByTestId('issue-name')).textContent).toBe(
      'Workflow identifier supports only letters, digits and hyphen',
    );
    type('pwf-name', 'ship-web');
    await waitFor(() => expect(screen.queryByTestId('issue-name')).toBeNull());

    // build deploy lists the preset modules; with none left the save goes to that section and says why
    fireEvent.click(screen.getByTestId('pwf-section-build'));
    const panel = await screen.findByTestId('pwf-panel-build');
    for (const module of ['web', 'worker'])
      fireEvent.click(within(panel).getByTestId(`pwf-build-module-${module}`));
    fireEvent.click(screen.getByTestId('pwf-section-notify'));
    await screen.findByTestId('pwf-panel-notify');
    fireEvent.click(screen.getByTestId('pwf-save'));
    expect((await screen.findByTestId('issue-modules')).textContent).toBe(
      'please choose at least one service module',
    );
    expect(screen.getByTestId('pwf-panel-build')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // artifact deploy excludes build deploy: turning it on turns the other off
    fireEvent.click(screen.getByTestId('pwf-section-artifact'));
    fireEvent.click(await screen.findByTestId('pwf-artifact-enabled'));
    fireEvent.click(screen.getByTestId('pwf-section-build'));
    expect((await screen.findByTestId('pwf-build-enabled')).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByTestId('pwf-build-enabled'));
    fireEvent.click(within(screen.getByTestId('pwf-panel-build')).getByTestId('pwf-build-module-web'));

    // the distribute part stays off unless switched on
    fireEvent.click(screen.getByTestId('pwf-section-distribute'));
    expect((await screen.findByTestId('pwf-distribute-enabled')).getAttribute('aria-checked')).toBe('false');

    fireEvent.click(screen.getByTestId('pwf-save'));
    await screen.findByTestId('elsewhere');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toContain(`projectName=${PROJECT}`);
    const body = JSON.parse(String(post?.init.body));
    expect(body).toMatchObject({
      name: 'ship-web',
      product_tmpl_name: PROJECT,
      build_stage: { enabled: true },
      artifact_stage: { enabled: false },
      hook_ctl: { product_tmpl_name: PROJECT },
      schedule_enabled: false,
    });
    expect(
      body.build_stage.modules.map(
        (module: { hide_service_module: boolean; target: { service_module: string } }) => [
          module.target.service_module,
          module.hide_service_module,
        ],
      ),
    ).toEqual([
      ['web', false],
      ['worker', true],
    ]);
  });
});
