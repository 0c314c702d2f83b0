// fetch is stubbed because no server runs in unit tests: it answers the workflow's git triggers,
// their deletion and the permission reads.
import type { WorkflowHook } from '@slipway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../../system/screenTests';
import { projectVerbs } from '../testing/workflowAnswers';
import { PROJECT } from '../testing/workflowFixtures';
import { GitTriggersTab } from './GitTriggersTab';

const WORKFLOW = 'release';
const hookPath = '/api/aslan/workflow/v4/webhook';
const hook: WorkflowHook = {
  name: 'on-push',
  description: '',
  enabled: true,
  auto_cancel: false,
  secret: '',
  updated_at: 1_714_550_400,
  main_repo: {
    source: 'gitlab',
    codehost_id: 1,
    repo_owner: 'shop',
    repo_namespace: 'shop',
    repo: 'web',
    branch: 'main',
    is_regular: false,
    events: ['push', 'tag'],
    match_folders: ['/', '!.md'],
  },
};
const answers = (verbs: string[]) => ({
  ...projectVerbs(verbs),
  [`GET ${hookPath}`]: { status: 200, body: [hook] },
  [`DELETE ${hookPath}/${WORKFLOW}/trigger/on-push`]: { status: 200, body: { message: 'success' } },
});
const open = () =>
  renderRoutes(
    [{ path: '/', Component: () => <GitTriggersTab project={PROJECT} workflow={WORKFLOW} /> }],
    '/',
  );

setUpScreenTests();

describe('GitTriggersTab', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists each trigger with its repository, branch and events, and deletes one after the question', async () => {
    const { calls } = stubFetch(answers(['get_workflow', 'edit_workflow']));
    open();
    const row = await screen.findByTestId('git-trigger-row-on-push');
    expect(within(row).getByText('shop/web:main')).toBeTruthy();
    expect(within(row).getByText('push')).toBeTruthy();
    expect(within(row).getByText('tag')).toBeTruthy();
    expect(calls.some((call) => call.url === `${hookPath}?workflow_name=${WORKFLOW}`)).toBe(true);
    fireEvent.click(screen.getByTestId('git-trigger-delete-on-push'));
    const question = await findText('Delete the Git trigger "on-push"?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(
      within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('offers no changes to those who may not edit the workflow', async () => {
    stubFetch(answers(['get_workflow']));
    open();
    await screen.findByTestId('git-trigger-row-on-push');
    expect(screen.queryByTestId('git-trigger-add')).toBeNull();
    expect(screen.queryByTestId('git-trigger-delete-on-push')).toBeNull();
  });
});
