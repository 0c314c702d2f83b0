// fetch is stubbed because no server runs in unit tests: it answers the view preset and the save.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { typeInto } from '../../test/formActions';
import { renderRoutes } from '../../test/renderRoutes';
import { signedInForEachTest } from '../../test/signedIn';
import { WorkflowViewDialog } from './WorkflowViewDialog';

const PROJECT = 'demo';
const base = '/api/aslan/workflow/view';
const preset = (enabled: string[]) => ({
  name: enabled.length ? 'frontend' : '',
  project_name: PROJECT,
  workflows: ['alpha', 'beta'].map((workflow_name) => ({
    workflow_name,
    workflow_type: 'common_workflow',
    display_name: '',
    enabled: enabled.includes(workflow_name),
  })),
  update_by: '',
  update_time: 0,
});

const render = (view?: string) =>
  renderRoutes(
    [
      {
        path: '/',
        Component: () => <WorkflowViewDialog project={PROJECT} view={view} open onClose={() => {}} />,
      },
    ],
    '/',
  );
const save = () => fireEvent.click(screen.getByTestId('workflow-view-save'));

signedInForEachTest();

describe('WorkflowViewDialog', { timeout: 20_000 }, () => {
  it('asks for a name of at most 32 characters and at least one workflow, and sends nothing until then', async () => {
    const { calls } = stubFetch({ [`GET ${base}/preset`]: { status: 200, body: preset([]) } });
    render();
    await screen.findByText('alpha');
    save();
    expect(await screen.findByText('Please enter the view name')).toBeTruthy();
    expect(await screen.findByText('Please choose at least one workflow')).toBeTruthy();
    typeInto('workflow-view-name', 'x'.repeat(33));
    expect(await screen.findByText('The view name is at most 32 characters')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('posts the name with the ticked workflows', async () => {
    const { calls } = stubFetch({
      [`GET ${base}/preset`]: { status: 200, body: preset([]) },
      [`POST ${base}`]: { status: 200, body: { message: 'success' } },
    });
    render();
    fireEvent.click(await screen.findByText('beta'));
    typeInto('workflow-view-name', ' frontend ');
    save();
    const post = await waitFor(() => {
      const found = calls.find((call) => call.method === 'POST');
      if (!found) throw new Error('not posted yet');
      return found;
    });
    expect(post.url).toBe(`${base}?projectName=${PROJECT}`);
    expect(JSON.parse(String(post.init.body))).toEqual({
      name: 'frontend',
      project_name: PROJECT,
      workflows: [{ workflow_name: 'beta', workflow_type: 'common_workflow', enabled: true }],
    });
  });

  it('posts a product workflow with the type the preset gives it', async () => {
    const withProduct = preset([]);
    withProduct.workflows.push({
      workflow_name: 'pflow',
      workflow_type: 'workflow',
      display_name: 'pflow',
      enabled: false,
    });
    const { calls } = stubFetch({
      [`GET ${base}/preset`]: { status: 200, body: withProduct },
      [`POST ${base}`]: { status: 200, body: { message: 'success' } },
    });
    render();
    fireEvent.click(await screen.findByText('pflow'));
    fireEvent.click(screen.getByText('alpha'));
    typeInto('workflow-view-name', 'mixed');
    save();
    const post = await waitFor(() => {
      const found = calls.find((call) => call.method === 'POST');
      if (!found) throw new Error('not posted yet');
      return found;
    });
    const sent = JSON.parse(String(post.init.body)).workflows as { workflow_name: string }[];
    expect(sent.sort((a, b) => a.workflow_name.localeCompare(b.workflow_name))).toEqual([
      { workflow_name: 'alpha', workflow_type: 'common_workflow', enabled: true },
      { workflow_name: 'pflow', workflow_type: 'workflow', enabled: true },
    ]);
  });

  it('edits a view with its workflows ticked and its name fixed', async () => {
    const { calls } = stubFetch({
      [`GET ${base}/preset`]: { status: 200, body: preset(['alpha']) },
      [`PUT ${base}`]: { status: 200, body: { message: 'success' } },
    });
    render('frontend');
    await screen.findByText('alpha');
    await waitFor(() =>
      expect((screen.getByTestId('workflow-view-name') as HTMLInputElement).value).toBe('frontend'),
    );
    expect((screen.getByTestId('workflow-view-name') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('beta'));
    save();
    const put = await waitFor(() => {
      const found = calls.find((call) => call.method === 'PUT');
      if (!found) throw new Error('not saved yet');
      return found;
    });
    expect(
      JSON.parse(String(put.init.body)).workflows.map((w: { workflow_name: string }) => w.workflow_name),
    ).toEqual(['alpha', 'beta']);
  });
});
