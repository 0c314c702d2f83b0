// fetch is stubbed because no server runs in unit tests: it answers the workflow, its task pages and the permission reads.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { projectVerbs } from '../testing/workflowAnswers';
import { fullWorkflow, PROJECT, task, yamlAnswer } from '../testing/workflowFixtures';
import { TaskHistoryPage } from './TaskHistoryPage';

const tasksUrl = '/api/aslan/workflow/v4/workflowtask';

signedInForEachTest();

describe('TaskHistoryPage', { timeout: 30_000 }, () => {
  it('lists the tasks newest first and filters them by creator', async () => {
    const { calls } = stubFetch({
      ...projectVerbs(['get_workflow']),
      'GET /api/aslan/workflow/v4/name/release': yamlAnswer(fullWorkflow),
      [`GET ${tasksUrl}`]: {
        status: 200,
        body: {
          workflow_list: [
            task(2, { status: 'failed', task_creator: 'bob', start_time: 100, end_time: 190 }),
            task(1, { status: 'passed', start_time: 50, end_time: 60 }),
          ],
          total: 2,
        },
      },
    });
    renderRoutes(
      [
        {
          path: '/v1/projects/detail/:project_name/pipelines/custom/:workflow_name',
          Component: TaskHistoryPage,
        },
      ],
      `/v1/projects/detail/${PROJECT}/pipelines/custom/release`,
    );
    const row = await screen.findByTestId('task-row-2');
    expect(screen.getByTestId('workflow-title').textContent).toBe('Release');
    expect(screen.getByTestId('task-status-2').textContent).toBe('Failed');
    expect(within(row).getByText('1m 30s')).toBeTruthy();
    expect(within(row).getByText('bob')).toBeTruthy();
    expect(screen.getByTestId('task-link-1').getAttribute('href')).toBe(
      `/v1/projects/detail/${PROJECT}/pipelines/custom/release/1`,
    );
    // page_num counts the tasks skipped, as the portal sends it
    expect(
      calls.some((call) => call.url === `${tasksUrl}?workflow_name=release&page_num=0&page_size=20`),
    ).toBe(true);

    fireEvent.change(screen.getByTestId('task-filter-creator'), { target: { value: 'bob' } });
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('&creator=bob'))).toBe(true));
  });
});
