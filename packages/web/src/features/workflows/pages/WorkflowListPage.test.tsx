import { jobVariables } from '@slipway/contracts';
// fetch is stubbed because no server runs in unit tests: it answers the workflow list, the preset,
// the run and delete calls and the permission reads.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { projectVerbs } from '../testing/workflowAnswers';
import { fullWorkflow, listItem, PROJECT, stored } from '../testing/workflowFixtures';
import { WorkflowListPage } from './WorkflowListPage';

const listUrl = '/api/aslan/workflow/v4';
/** The whole workflow, as the run dialog starts from it. */
const preset = stored({ ...fullWorkflow, name: 'build', display_name: 'Nightly build' });
const workflows = [
  listItem('build', {
    display_name: 'Nightly build',
    description: 'compiles everything',
    never_run: false,
    recentTask: { taskID: 7, status: 'failed', task_creator: 'bob', create_time: 1_714_550_400 },
    successRate: 0.75,
    averageExecutionTime: 125,
  }),
  listItem('deploy', {
    never_run: false,
    recentTask: { taskID: 3, status: 'running', task_creator: 'ada', create_time: 1_714_550_400 },
    successRate: 1,
    averageExecutionTime: 42,
  }),
  listItem('fresh'),
];

const render = () =>
  renderRoutes(
    [
      { path: '/v1/projects/detail/:project_name/pipelines', Component: WorkflowListPage },
      { path: '*', Component: () => <p data-testid="elsewhere">elsewhere</p> },
    ],
    `/v1/projects/detail/${PROJECT}/pipelines`,
  );

signedInForEachTest();

// The first render loads antd's table, tag and modal code, which takes seconds in jsdom.
describe('WorkflowListPage', { timeout: 20_000 }, () => {
  it('shows each workflow with its latest status tag, success rate and average duration', async () => {
    const { calls } = stubFetch({
      ...projectVerbs(['get_workflow']),
      [`GET ${listUrl}`]: { status: 200, body: { workflow_list: workflows, total: 3 } },
    });
    render();
    expect(screen.getByTestId('workflows-loading')).toBeTruthy();
    const build = await screen.findByTestId('workflow-row-build');
    expect(within(build).getByText('Nightly build')).toBeTruthy();
    const failed = screen.getByTestId('workflow-status-build');
    expect(failed.textContent).toBe('Failed');
    expect(failed.className).toContain('error');
    const running = screen.getByTestId('workflow-status-deploy');
    expect(running.textContent).toBe('Running');
    expect(running.className).toContain('processing');
    expect(within(build).getByText('75%')).toBeTruthy();
    expect(within(build).getByText('2m 5s')).toBeTruthy();
    expect(within(build).getByText('#7').getAttribute('href')).toBe(
      `/v1/projects/detail/${PROJECT}/pipelines/custom/build/7`,
    );
    expect(within(screen.getByTestId('workflow-row-fresh')).getByText('Never run')).toBeTruthy();
    expect(calls.some((call) => call.url === `${listUrl}?project=${PROJECT}&projectName=${PROJECT}`)).toBe(
      true,
    );
    // without run, edit and delete rights the buttons are disabled
    await waitFor(() => expect(screen.getByTestId('workflow-run-build').hasAttribute('disabled')).toBe(true));
    expect(screen.getByTestId('workflow-delete-build').hasAttribute('disabled')).toBe(true);
  });

  it('searches by name, display name or description', async () => {
    stubFetch({
      ...projectVerbs([]),
      [`GET ${listUrl}`]: { status: 200, body: { workflow_list: workflows, total: 3 } },
    });
    render();
    await screen.findByTestId('workflow-row-build');
    fireEvent.change(screen.getByTestId('workflow-search'), { target: { value: 'COMPILES' } });
    expect(screen.getByTestId('workflow-row-build')).toBeTruthy();
    expect(screen.queryByTestId('workflow-row-deploy')).toBeNull();
    fireEvent.change(screen.getByTestId('workflow-search'), { target: { value: 'nothing like it' } });
    expect(screen.getByTestId('workflows-no-match')).toBeTruthy();
  });

  it('offers to create the first workflow', async () => {
    stubFetch({
      ...projectVerbs(['create_workflow']),
      [`GET ${listUrl}`]: { status: 200, body: { workflow_list: [], total: 0 } },
    });
    const { router } = render();
    await screen.findByTestId('workflows-empty');
    // the button is disabled until the permissions are read, then drawn again
    await waitFor(() => expect(screen.getByTestId('workflow-create').hasAttribute('disabled')).toBe(false));
    expect(screen.getAllByTestId('workflow-create')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('workflow-create'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/v1/projects/detail/${PROJECT}/pipelines/custom/create`),
    );
  });

  it('runs a workflow with the params of the dialog and opens the new task', async () => {
    const { calls } = stubFetch({
      ...projectVerbs(['run_workflow']),
      [`GET ${listUrl}`]: { status: 200, body: { workflow_list: workflows, total: 3 } },
      'GET /api/aslan/workflow/v4/preset/build': {
        status: 200,
        body: {
          ...preset,
          params: [
            {
              name: 'BRANCH',
              description: '',
              type: 'string',
              value: 'main',
              choice_option: [],
              default: 'main',
              is_credential: false,
            },
            {
              name: 'TOKEN',
              description: '',
              type: 'string',
              value: 'secret',
              choice_option: [],
              default: 'secret',
              is_credential: true,
            },
          ],
        },
      },
      'POST /api/aslan/workflow/v4/workflowtask': {
        status: 200,
        body: { project_name: PROJECT, workflow_name: 'build', task_id: 8 },
      },
    });
    const { router } = render();
    await screen.findByTestId('workflow-run-build');
    await waitFor(() =>
      expect(screen.getByTestId('workflow-run-build').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByTestId('workflow-run-build'));
    const branch = (await screen.findByTestId('run-param-BRANCH')) as HTMLInputElement;
    await waitFor(() => expect(branch.value).toBe('main'));
    expect((screen.getByTestId('run-param-TOKEN') as HTMLInputElement).type).toBe('password');
    fireEvent.change(branch, { target: { value: 'release-1' } });
    fireEvent.click(screen.getByTestId('run-submit'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/v1/projects/detail/${PROJECT}/pipelines/custom/build/8`),
    );
    // the run posts the preset back with the values of the dialog
    const post = calls.find((call) => call.method === 'POST');
    const sent = JSON.parse(String(post?.init.body));
    expect(sent).toMatchObject({ name: 'build', project: PROJECT, stages: preset.stages });
    expect(sent.params.map((p: { name: string; value: string }) => [p.name, p.value])).toEqual([
      ['BRANCH', 'release-1'],
      ['TOKEN', 'secret'],
    ]);
    const env = jobVariables(preset.stages[0]!.jobs[0]!)[0]!;
    expect(sent.stages[0].jobs[0].spec.properties.envs[0]).toEqual(env);
  });

  it("deletes only when the name is typed out ('workflow name mismatch')", async () => {
    const { calls } = stubFetch({
      ...projectVerbs(['delete_workflow']),
      [`GET ${listUrl}`]: { status: 200, body: { workflow_list: workflows, total: 3 } },
      'DELETE /api/aslan/workflow/v4/build': { status: 200, body: { message: 'success' } },
    });
    render();
    await screen.findByTestId('workflow-delete-build');
    await waitFor(() =>
      expect(screen.getByTestId('workflow-delete-build').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByTestId('workflow-delete-build'));
    fireEvent.change(await screen.findByTestId('workflow-delete-confirm'), { target: { value: 'buil' } });
    fireEvent.click(screen.getByTestId('workflow-delete-submit'));
    expect((await screen.findByTestId('workflow-delete-mismatch')).textContent).toBe(
      'workflow name mismatch',
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.change(screen.getByTestId('workflow-delete-confirm'), { target: { value: 'build' } });
    fireEvent.click(screen.getByTestId('workflow-delete-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('gives a product row edit and delete of its own kind: the product editor and the product call', async () => {
    const product = listItem('pflow', { workflow_type: '', enabledStages: ['build'] });
    const { calls } = stubFetch({
      ...projectVerbs(['edit_workflow', 'delete_workflow']),
      [`GET ${listUrl}`]: { status: 200, body: { workflow_list: [product, ...workflows], total: 4 } },
      'DELETE /api/aslan/workflow/workflow/pflow': { status: 200, body: { message: 'success' } },
    });
    render();
    await screen.findByTestId('workflow-delete-pflow');
    expect(screen.queryByTestId('workflow-run-pflow')).toBeNull();
    expect(screen.queryByTestId('workflow-triggers-pflow')).toBeNull();
    expect(screen.getByTestId('workflow-triggers-build')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('workflow-delete-pflow').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByTestId('workflow-delete-pflow'));
    fireEvent.change(await screen.findByTestId('workflow-delete-confirm'), { target: { value: 'pflow' } });
    fireEvent.click(screen.getByTestId('workflow-delete-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    const removed = calls.find((call) => call.method === 'DELETE')!;
    expect(removed.url).toBe(`/api/aslan/workflow/workflow/pflow?projectName=${PROJECT}`);

    fireEvent.click(screen.getByTestId('workflow-edit-pflow'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  }, 40_000);
});
