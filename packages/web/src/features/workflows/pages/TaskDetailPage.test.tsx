// fetch is stubbed because no server runs in unit tests: it answers the task reads (changing after
// an approval), the task actions and the permission reads.
import { CREDENTIAL_MASK, jobVariables, maskCredentials, type StageTask } from '@slipway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { testUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { projectVerbs } from '../testing/workflowAnswers';
import { fullWorkflow, PROJECT, stored, task } from '../testing/workflowFixtures';
import { TaskDetailPage } from './TaskDetailPage';

const taskUrl = 'GET /api/aslan/workflow/v4/workflowtask/workflow/release/task/4';
const job = (name: string, status: string, start = 0, end = 0) => ({
  name,
  type: 'freestyle',
  status,
  start_time: start,
  end_time: end,
  error: '',
  timeout: 600,
  spec: {},
  outputs: {},
});
const stage = (name: string, status: string, changes: Partial<StageTask> = {}): StageTask => ({
  name,
  status,
  start_time: 0,
  end_time: 0,
  parallel: false,
  approval: { enabled: false, description: '', timeout: 60, needed_approvers: 1, approve_users: [] },
  jobs: [],
  error: '',
  ...changes,
});
const reviewers = (decision: '' | 'approve') => [
  { user_id: testUser.uid, user_name: 'Ada', reject_or_approve: decision, comment: '', operation_time: 0 },
  { user_id: 'u-9', user_name: 'Bob', reject_or_approve: '' as const, comment: '', operation_time: 0 },
];
const waitingForApproval = task(4, {
  status: 'pending-approval',
  stages: [
    stage('build', 'passed', {
      start_time: 100,
      end_time: 165,
      jobs: [job('compile', 'passed', 100, 165)],
    }),
    stage('deploy', 'pending-approval', {
      approval: {
        enabled: true,
        description: 'look at the notes',
        timeout: 30,
        needed_approvers: 1,
        approve_users: reviewers(''),
      },
      jobs: [job('ship', '')],
    }),
  ],
});

const render = () =>
  renderRoutes(
    [
      {
        path: '/v1/projects/detail/:project_name/pipelines/custom/:workflow_name/:task_id',
        Component: TaskDetailPage,
      },
      { path: '*', Component: () => <p data-testid="elsewhere">elsewhere</p> },
    ],
    `/v1/projects/detail/${PROJECT}/pipelines/custom/release/4`,
  );

signedInForEachTest();

describe('TaskDetailPage', { timeout: 30_000 }, () => {
  it('draws the stages and jobs with their statuses and lets a reviewer approve', async () => {
    let approved = false;
    const { calls } = stubFetch({
      ...projectVerbs(['get_workflow', 'run_workflow']),
      [taskUrl]: () => ({
        status: 200,
        body: approved
          ? task(4, {
              status: 'running',
              stages: [
                waitingForApproval.stages[0] as StageTask,
                stage('deploy', 'running', {
                  approval: {
                    ...(waitingForApproval.stages[1] as StageTask).approval,
                    approve_users: reviewers('approve'),
                  },
                  jobs: [job('ship', 'running', 200)],
                }),
              ],
            })
          : waitingForApproval,
      }),
      'POST /api/aslan/workflow/v4/workflowtask/approve': () => {
        approved = true;
        return { status: 200, body: { message: 'success' } };
      },
    });
    render();
    expect((await screen.findByTestId('task-status')).textContent).toBe('Pending approval');
    expect(screen.getByTestId('stage-build').dataset.status).toBe('passed');
    expect(screen.getByTestId('job-compile').dataset.status).toBe('passed');
    expect(within(screen.getByTestId('job-compile')).getByText('1m 5s')).toBeTruthy();
    expect(screen.getByTestId('job-ship').dataset.status).toBe('');
    expect(within(screen.getByTestId('job-ship')).getByText('Not started')).toBeTruthy();
    // not failed: no retry; still running: cancel
    expect(screen.queryByTestId('task-retry')).toBeNull();
    expect(screen.getByTestId('task-cancel')).toBeTruthy();

    fireEvent.click(screen.getByTestId('approve-deploy'));
    fireEvent.change(await screen.findByTestId('approve-comment'), { target: { value: 'ship it' } });
    fireEvent.click(screen.getByTestId('approve-submit'));
    await waitFor(() => expect(screen.getByTestId('job-ship').dataset.status).toBe('running'));
    expect(screen.queryByTestId('approve-deploy')).toBeNull();
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      stage_name: 'deploy',
      approve: true,
      comment: 'ship it',
      workflow_name: 'release',
      task_id: 4,
    });
  });

  it('does not offer approval to someone who is not a reviewer', async () => {
    const other = task(4, {
      ...waitingForApproval,
      stages: waitingForApproval.stages.map((item) => ({
        ...item,
        approval: {
          ...item.approval,
          approve_users: item.approval.approve_users.filter((user) => user.user_id !== testUser.uid),
        },
      })),
    });
    stubFetch({ ...projectVerbs(['get_workflow']), [taskUrl]: { status: 200, body: other } });
    render();
    await screen.findByTestId('stage-deploy');
    expect(screen.queryByTestId('approve-deploy')).toBeNull();
    expect(screen.queryByTestId('reject-deploy')).toBeNull();
  });

  it('cancels a running task after confirmation and retries a failed one', async () => {
    let status = 'running';
    const { calls } = stubFetch({
      ...projectVerbs(['run_workflow']),
      [taskUrl]: () => ({
        status: 200,
        body: task(4, { status, end_time: status === 'running' ? 0 : 1_714_550_500 }),
      }),
      'DELETE /api/aslan/workflow/v4/workflowtask/workflow/release/task/4': () => {
        status = 'failed';
        return { status: 200, body: { message: 'success' } };
      },
      'POST /api/aslan/workflow/v4/workflowtask/retry/workflow/release/task/4': () => {
        status = 'running';
        return { status: 200, body: { message: 'success' } };
      },
    });
    render();
    await screen.findByTestId('task-cancel');
    await waitFor(() => expect(screen.getByTestId('task-cancel').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('task-cancel'));
    fireEvent.click(await screen.findByTestId('task-cancel-confirm'));
    await waitFor(() => expect(screen.getByTestId('task-status').textContent).toBe('Failed'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(screen.queryByTestId('task-cancel')).toBeNull();

    fireEvent.click(screen.getByTestId('task-retry'));
    await waitFor(() => expect(screen.getByTestId('task-status').textContent).toBe('Running'));
    expect(calls.some((call) => call.url.includes('/retry/'))).toBe(true);
  });

  it('runs again from the workflow the task ran: its values, a credential as the mask', async () => {
    const preset = maskCredentials(stored(fullWorkflow));
    const clone = structuredClone(preset);
    clone.params[0]!.value = 'feature-7';
    jobVariables(clone.stages[0]!.jobs[0]!)[0]!.value = 'darwin';
    const { calls } = stubFetch({
      ...projectVerbs(['get_workflow', 'run_workflow']),
      [taskUrl]: { status: 200, body: task(4, { status: 'passed', end_time: 1_714_550_500 }) },
      'GET /api/aslan/workflow/v4/workflowtask/clone/workflow/release/task/4': { status: 200, body: clone },
      'GET /api/aslan/workflow/v4/preset/release': { status: 200, body: preset },
      'POST /api/aslan/workflow/v4/workflowtask': {
        status: 200,
        body: { project_name: PROJECT, workflow_name: 'release', task_id: 5 },
      },
    });
    const { router } = render();
    await screen.findByTestId('task-clone');
    await waitFor(() => expect(screen.getByTestId('task-clone').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('task-clone'));
    const branch = (await screen.findByTestId('run-param-BRANCH')) as HTMLInputElement;
    await waitFor(() => expect(branch.value).toBe('feature-7'));
    expect((screen.getByTestId('run-env-compile-GOOS') as HTMLInputElement).value).toBe('darwin');
    fireEvent.click(screen.getByTestId('run-submit'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/v1/projects/detail/${PROJECT}/pipelines/custom/release/5`,
      ),
    );
    const sent = JSON.parse(String(calls.find((call) => call.method === 'POST')?.init.body));
    expect(sent.params.find((p: { name: string }) => p.name === 'TOKEN').value).toBe(CREDENTIAL_MASK);
    expect(sent.params[0].value).toBe('feature-7');
    expect(sent.stages[0].jobs[0].spec.properties.envs.map((e: { value: string }) => e.value)).toEqual([
      'darwin',
      CREDENTIAL_MASK,
    ]);
  });
});
