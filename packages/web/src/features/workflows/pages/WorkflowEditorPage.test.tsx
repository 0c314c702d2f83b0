// fetch is stubbed because no server runs in unit tests: it answers the workflow read (YAML text) and
// the create and update calls, which send the workflow as YAML text in a form body as the portal does.

import { CREDENTIAL_MASK, maskCredentials } from '@slipway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { fullWorkflow, PROJECT, yamlAnswer } from '../testing/workflowFixtures';
import { WorkflowEditorPage } from './WorkflowEditorPage';

const base = `/v1/projects/detail/${PROJECT}/pipelines`;
const render = (path: string) =>
  renderRoutes(
    [
      { path: '/v1/projects/detail/:project_name/pipelines/custom/create', Component: WorkflowEditorPage },
      {
        path: '/v1/projects/detail/:project_name/pipelines/custom/edit/:workflow_name',
        Component: WorkflowEditorPage,
      },
      { path: '*', Component: () => <p data-testid="elsewhere">elsewhere</p> },
    ],
    path,
  );

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
/** The workflow a save sent: YAML text typed as a form, as the portal sends it. */
const sentBody = (calls: Array<{ method: string; init: RequestInit }>, method: string) => {
  const init = calls.find((call) => call.method === method)?.init ?? {};
  expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
  return parse(String(init.body));
};
const saved = { status: 200, body: { message: 'success' } };

signedInForEachTest();

// antd forms re-render on every keystroke, which is slow in jsdom.
describe('WorkflowEditorPage', { timeout: 60_000 }, () => {
  it('builds a workflow job by job: each job is saved before the next, names unique', async () => {
    const { calls } = stubFetch({
      'POST /api/aslan/workflow/v4': saved,
    });
    const { router } = render(`${base}/custom/create`);
    type('wf-name', 'nightly');
    type('wf-display-name', 'Nightly');
    fireEvent.click(screen.getByTestId('wf-add-stage'));
    type('stage-name-0', 'build');
    fireEvent.click(screen.getByTestId('stage-parallel-0'));

    fireEvent.click(screen.getByTestId('stage-add-job-0'));
    expect(await screen.findByTestId('job-form')).toBeTruthy();
    // the first job is not saved yet: no second job
    fireEvent.click(screen.getByTestId('stage-add-job-0'));
    expect(await screen.findByText('Save the job (unnamed job) first')).toBeTruthy();
    expect(screen.queryByTestId('stage-0-job-1')).toBeNull();

    type('job-name', 'compile');
    type('job-step-script-0', 'make all');
    fireEvent.click(screen.getByTestId('job-save'));
    await waitFor(() => expect(within(screen.getByTestId('wf-stage-0')).queryByText('Unsaved')).toBeNull());

    fireEvent.click(screen.getByTestId('stage-add-job-0'));
    await waitFor(() => expect(screen.getByTestId('stage-0-job-1')).toBeTruthy());
    type('job-name', 'compile');
    fireEvent.click(screen.getByTestId('job-save'));
    expect(await screen.findByText('duplicate job name')).toBeTruthy();
    type('job-name', 'test');
    type('job-step-script-0', 'make test');
    fireEvent.click(screen.getByTestId('job-save'));
    await waitFor(() => expect(within(screen.getByTestId('wf-stage-0')).queryByText('Unsaved')).toBeNull());
    // reorder: test before compile
    fireEvent.click(screen.getByTestId('stage-0-job-1-up'));

    fireEvent.click(screen.getByTestId('wf-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/custom/nightly`));
    const body = sentBody(calls, 'POST');
    expect(body).toMatchObject({
      name: 'nightly',
      display_name: 'Nightly',
      project: PROJECT,
      multi_run: false,
    });
    expect(body.stages).toHaveLength(1);
    expect(body.stages[0]).toMatchObject({ name: 'build', parallel: true });
    expect(body.stages[0].jobs.map((job: { name: string }) => job.name)).toEqual(['test', 'compile']);
    expect(body.stages[0].jobs[1].spec.steps).toEqual([
      { name: 'shell', type: 'shell', spec: { script: 'make all' } },
    ]);
  });

  it("asks for the identifier and a stage before saving ('please enter workflow identifier')", async () => {
    const { calls } = stubFetch({});
    render(`${base}/custom/create`);
    fireEvent.click(screen.getByTestId('wf-save'));
    expect(await screen.findByText('please enter workflow identifier')).toBeTruthy();
    type('wf-name', 'has space');
    expect(
      await screen.findByText('Workflow identifier supports only letters, digits and hyphen'),
    ).toBeTruthy();
    type('wf-name', 'ok-name');
    fireEvent.click(screen.getByTestId('wf-save'));
    expect((await screen.findByTestId('wf-problem')).textContent).toBe('A workflow needs at least one stage');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the workflow as YAML and takes edits back into the form', async () => {
    stubFetch({});
    render(`${base}/custom/create`);
    type('wf-name', 'from-yaml');
    fireEvent.click(screen.getByTestId('wf-add-stage'));
    fireEvent.click(screen.getByTestId('wf-yaml-toggle'));
    const yaml = (await screen.findByTestId('wf-yaml')) as HTMLTextAreaElement;
    expect(yaml.value).toContain('name: from-yaml');
    expect(yaml.value).toContain('name: stage-1');

    // not a valid workflow yet (the stage has no job): it stays in YAML and says why
    fireEvent.change(yaml, { target: { value: `${yaml.value} ` } });
    fireEvent.click(screen.getByTestId('wf-yaml-toggle'));
    expect((await screen.findByTestId('wf-problem')).textContent).toContain(
      'Every stage needs at least one job',
    );

    const edited = [
      'name: from-yaml',
      'display_name: Typed',
      'stages:',
      '  - name: only',
      '    jobs:',
      '      - name: hello',
      '        type: freestyle',
      '        spec:',
      '          steps:',
      '            - name: say',
      '              type: shell',
      '              spec:',
      '                script: echo hi',
    ].join('\n');
    fireEvent.change(screen.getByTestId('wf-yaml'), { target: { value: edited } });
    fireEvent.click(screen.getByTestId('wf-yaml-toggle'));
    await waitFor(() => expect((screen.getByTestId('stage-name-0') as HTMLInputElement).value).toBe('only'));
    expect((screen.getByTestId('wf-display-name') as HTMLInputElement).value).toBe('Typed');
    expect(screen.getByTestId('stage-0-job-0').textContent).toBe('hello');
    expect(screen.queryByTestId('wf-problem')).toBeNull();
  });

  it('edits an existing workflow with PUT and shows what the server refuses', async () => {
    const { calls } = stubFetch({
      'GET /api/aslan/workflow/v4/name/release': yamlAnswer(fullWorkflow),
      'PUT /api/aslan/workflow/v4/release': {
        status: 400,
        body: { type: 'error', code: 400, message: 'Invalid value', description: 'stages.0.name: too long' },
      },
    });
    render(`${base}/custom/edit/release`);
    const name = (await screen.findByTestId('wf-name')) as HTMLInputElement;
    expect(name.value).toBe('release');
    expect(name.disabled).toBe(true);
    expect((screen.getByTestId('stage-name-1') as HTMLInputElement).value).toBe('deploy');
    expect((screen.getByTestId('stage-approval-1') as HTMLButtonElement).getAttribute('aria-checked')).toBe(
      'true',
    );
    type('stage-name-0', 'compile-stage');
    fireEvent.click(screen.getByTestId('wf-save'));
    const error = await screen.findByTestId('wf-save-error');
    expect(error.textContent).toContain('stages.0.name: too long');
    const body = sentBody(calls, 'PUT');
    expect(body.stages[0].name).toBe('compile-stage');
    expect(body.params).toEqual(fullWorkflow.params);
  });

  it('shows a set credential as set and sends the mask back unless a value is typed', async () => {
    const shown = maskCredentials(fullWorkflow);
    const { calls } = stubFetch({
      'GET /api/aslan/workflow/v4/name/release': yamlAnswer(shown),
      'PUT /api/aslan/workflow/v4/release': saved,
    });
    render(`${base}/custom/edit/release`);
    const token = (await screen.findByTestId('param-default-3')) as HTMLInputElement;
    expect(token.value).toBe('');
    expect(token.placeholder).toBe('set — leave to keep');
    fireEvent.click(screen.getByTestId('wf-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = sentBody(calls, 'PUT');
    expect(body.params[3]).toMatchObject({ name: 'TOKEN', value: CREDENTIAL_MASK, default: CREDENTIAL_MASK });
    expect(body.stages).toEqual(shown.stages);
  });
});
