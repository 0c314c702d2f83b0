// fetch is stubbed because no server runs in unit tests: it answers the create call with its body.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { PROJECT } from '../testing/workflowFixtures';
import { emptyDraft } from './draft';
import { WorkflowEditor } from './WorkflowEditor';

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

const openEditor = () =>
  renderRoutes(
    [{ path: '*', Component: () => <WorkflowEditor project={PROJECT} initial={emptyDraft()} /> }],
    '/editor',
  );

signedInForEachTest();

// antd forms re-render on every keystroke, which is slow in jsdom.
describe('share storages in the workflow editor', { timeout: 60_000 }, () => {
  it('are defined with the server rules, used by a job and saved with the workflow', async () => {
    const { calls } = stubFetch({
      'POST /api/aslan/workflow/v4': { status: 200, body: { message: 'success' } },
    });
    openEditor();
    expect(screen.getByTestId('wf-shares-hint').textContent).toContain(
      'Every job starts in its own empty workspace',
    );
    type('wf-name', 'with-shares');
    fireEvent.click(screen.getByTestId('wf-add-share'));
    type('share-name-0', 'Built Files');
    expect(
      await screen.findByText(
        'Share storage names start with a lowercase letter and hold lowercase letters, digits and hyphens (32 at most)',
      ),
    ).toBeTruthy();
    type('share-name-0', 'built');
    type('share-path-0', '/etc/built');
    expect(await screen.findByText(/The mount path must be absolute/)).toBeTruthy();
    type('share-path-0', '/cache/built');

    fireEvent.click(screen.getByTestId('wf-add-stage'));
    fireEvent.click(screen.getByTestId('stage-add-job-0'));
    expect(await screen.findByTestId('job-form')).toBeTruthy();
    type('job-name', 'compile');
    type('job-step-script-0', 'make > /cache/built/out');
    fireEvent.click(screen.getByTestId('job-shares-enabled'));
    const select = await screen.findByTestId('job-shares');
    fireEvent.mouseDown(within(select).getByRole('combobox'));
    fireEvent.click(await screen.findByText('built (at /cache/built)'));
    fireEvent.click(screen.getByTestId('job-save'));
    await waitFor(() => expect(within(screen.getByTestId('wf-stage-0')).queryByText('Unsaved')).toBeNull());

    fireEvent.click(screen.getByTestId('wf-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    // the editor saves YAML text, as the portal does
    const body = parse(String(calls.find((call) => call.method === 'POST')?.init.body));
    expect(body.share_storages).toEqual([{ name: 'built', path: '/cache/built' }]);
    expect(body.stages[0].jobs[0].spec.properties.share_storage_info).toEqual({
      enabled: true,
      share_storages: [{ name: 'built', path: '/cache/built' }],
    });
  });

  it('tell a job that the workflow has none yet', async () => {
    stubFetch({});
    openEditor();
    fireEvent.click(screen.getByTestId('wf-add-stage'));
    fireEvent.click(screen.getByTestId('stage-add-job-0'));
    fireEvent.click(await screen.findByTestId('job-shares-enabled'));
    expect((await screen.findByTestId('job-shares-none')).textContent).toBe(
      'The workflow has no share storages yet: add them under Basic information.',
    );
  });
});
