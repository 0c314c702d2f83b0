// fetch is stubbed because no server runs in unit tests: it answers the finished task (the shape of
// portal shapes §5), the permission reads, the build log stream and the restart call.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { terminalRows } from '../../../test/terminalRows';
import { projectVerbs } from '../../workflows/testing/workflowAnswers';
import { finishedTask, PROJECT } from '../testing/productFixtures';
import { ProductTaskPage } from './ProductTaskPage';

const taskUrl = 'GET /api/aslan/workflow/workflowtask/id/7/pipelines/ship';
const render = () =>
  renderRoutes(
    [
      {
        path: '/v1/projects/detail/:project_name/pipelines/multi/:workflow_name/:task_id',
        Component: ProductTaskPage,
      },
    ],
    `/v1/projects/detail/${PROJECT}/pipelines/multi/ship/7?status=failed`,
  );

signedInForEachTest();

describe('ProductTaskPage', { timeout: 30_000 }, () => {
  it('shows the stages, their sub tasks with times, repositories and errors, and restarts a failed task', async () => {
    const { calls } = stubFetch({
      ...projectVerbs(['get_workflow', 'run_workflow']),
      [taskUrl]: { status: 200, body: finishedTask },
      // the finished build's log, read by line
      'GET /api/aslan/logs/lines/workflow/build/ship/7/web_web': {
        status: 200,
        body: { total: 2, from: 1, lines: ['compiling', 'done'], end_byte: 16, running: false },
      },
      'POST /api/aslan/workflow/workflowtask/id/7/pipelines/ship/restart': {
        status: 200,
        body: { message: 'success' },
      },
    });
    render();
    expect((await screen.findByTestId('task-status')).textContent).toBe('Failed');
    expect(screen.getByTestId('task-duration').textContent).toBe('1m 35s');
    expect(screen.getByTestId('stage-buildv2').dataset.status).toBe('passed');
    expect(screen.getByTestId('stage-deploy').dataset.status).toBe('failed');
    const build = screen.getByTestId('subtask-buildv2-web_web');
    expect(within(build).getByText('1m 5s')).toBeTruthy();
    expect(within(build).getByText('team/app main 01234567')).toBeTruthy();
    expect(screen.getByTestId('subtask-status-deploy-web_web').textContent).toBe('Failed');
    expect(screen.getByTestId('subtask-error-web_web').textContent).toBe('host unreachable');
    // a finished task is read, not cancelled
    expect(screen.queryByTestId('task-cancel')).toBeNull();

    fireEvent.click(within(build).getByTestId('subtask-log-web_web'));
    await waitFor(() => expect(terminalRows().join('\n')).toContain('compiling\ndone'));
    const logCall = calls.find((call) => call.url.includes('/logs/lines/'))!.url;
    expect(logCall).toBe(
      `/api/aslan/logs/lines/workflow/build/ship/7/web_web?subTask=buildv2&projectName=${PROJECT}&count=1000`,
    );

    fireEvent.click(await screen.findByTestId('task-restart'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  });
});
