// fetch is stubbed because no server runs in unit tests: it answers the workflow, the v4 list row,
// the task list and its creators, the permission reads and the delete call.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { projectVerbs } from '../../workflows/testing/workflowAnswers';
import { listItem } from '../../workflows/testing/workflowFixtures';
import { finishedTask, PROJECT, storedWorkflow } from '../testing/productFixtures';
import { ProductWorkflowPage } from './ProductWorkflowPage';

const base = '/api/aslan/workflow/workflowtask';
const render = () =>
  renderRoutes(
    [
      {
        path: '/v1/projects/detail/:project_name/pipelines/multi/:workflow_name',
        Component: ProductWorkflowPage,
      },
      {
        path: '/v1/projects/detail/:project_name/pipelines',
        Component: () => <p data-testid="the-list">list</p>,
      },
    ],
    `/v1/projects/detail/${PROJECT}/pipelines/multi/ship`,
  );

signedInForEachTest();

describe('ProductWorkflowPage', { timeout: 30_000 }, () => {
  it('lists the tasks with their environment and modules, and deletes the workflow by its name', async () => {
    const { calls } = stubFetch({
      ...projectVerbs(['get_workflow', 'delete_workflow']),
      'GET /api/aslan/workflow/workflow/find/ship': { status: 200, body: storedWorkflow },
      'GET /api/aslan/workflow/v4': {
        status: 200,
        body: { workflow_list: [listItem('ship', { workflow_type: '' })], total: 1 },
      },
      [`GET ${base}/filters/pipelines/ship`]: { status: 200, body: ['ada'] },
      [`GET ${base}/max/50/start/0/pipelines/ship`]: {
        status: 200,
        body: { data: [finishedTask], total: 1 },
      },
      'DELETE /api/aslan/workflow/workflow/ship': { status: 200, body: { message: 'success' } },
    });
    render();
    const row = await screen.findByTestId('task-row-7');
    expect(within(row).getByText('dev')).toBeTruthy();
    expect(within(row).getByText('web')).toBeTruthy();
    expect(within(row).getByText('ada')).toBeTruthy();
    expect(screen.getByTestId('task-link-7').getAttribute('href')).toBe(
      `/v1/projects/detail/${PROJECT}/pipelines/multi/ship/7?status=failed`,
    );
    expect(screen.getByTestId('task-status-7').textContent).toBe('Failed');

    await waitFor(() =>
      expect(screen.getByTestId('workflow-delete-ship').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByTestId('workflow-delete-ship'));
    fireEvent.change(await screen.findByTestId('workflow-delete-confirm'), { target: { value: 'ship' } });
    fireEvent.click(screen.getByTestId('workflow-delete-submit'));
    expect(await screen.findByTestId('the-list')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')!.url).toBe(
      `/api/aslan/workflow/workflow/ship?projectName=${PROJECT}`,
    );
  });
});
