// fetch is stubbed because no server runs in unit tests: it answers the create call with its body.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { stubFetch } from '../../../../test/fetchStub';
import { renderRoutes } from '../../../../test/renderRoutes';
import { signedInForEachTest } from '../../../../test/signedIn';
import { PROJECT } from '../../testing/workflowFixtures';
import { emptyDraft } from '../draft';
import { WorkflowEditor } from '../WorkflowEditor';

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

signedInForEachTest();

// antd forms re-render on every keystroke, which is slow in jsdom.
describe('the notify section of the workflow editor', { timeout: 60_000 }, () => {
  it('asks for the address and an event, then saves the setting with the workflow', async () => {
    const { calls } = stubFetch({
      'POST /api/aslan/workflow/v4': { status: 200, body: { message: 'success' } },
    });
    renderRoutes(
      [{ path: '*', Component: () => <WorkflowEditor project={PROJECT} initial={emptyDraft()} /> }],
      '/editor',
    );
    type('wf-name', 'with-notify');
    fireEvent.click(screen.getByTestId('wf-add-notify'));
    type('notify-0-address', 'oapi.dingtalk.com');
    expect(await screen.findByText('the webhook address must start with http:// or https://')).toBeTruthy();
    type('notify-0-address', 'https://oapi.dingtalk.com/robot/send?access_token=abc');

    fireEvent.click(screen.getByTestId('wf-add-stage'));
    fireEvent.click(screen.getByTestId('stage-add-job-0'));
    expect(await screen.findByTestId('job-form')).toBeTruthy();
    type('job-name', 'compile');
    type('job-step-script-0', 'make');
    fireEvent.click(screen.getByTestId('job-save'));
    await waitFor(() => expect(within(screen.getByTestId('wf-stage-0')).queryByText('Unsaved')).toBeNull());

    fireEvent.click(screen.getByTestId('wf-save'));
    expect(await screen.findByText('please choose at least one event')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(screen.getByTestId('notify-0-events')).getByText('Failed'));
    fireEvent.click(screen.getByTestId('wf-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = parse(String(calls.find((call) => call.method === 'POST')?.init.body));
    expect(body.notify_ctls).toEqual([
      expect.objectContaining({
        enabled: true,
        webhook_type: 'dingding',
        dingding_webhook: 'https://oapi.dingtalk.com/robot/send?access_token=abc',
        notify_type: ['failed'],
      }),
    ]);
  });
});
