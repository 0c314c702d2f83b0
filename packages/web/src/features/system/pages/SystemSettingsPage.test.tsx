// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { JobExecutor, WorkflowConcurrency } from '@slipway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type CannedAnswer, stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../screenTests';
import { sessionAnswers } from '../testFixtures';
import { SystemSettingsPage } from './SystemSettingsPage';

const limits = { max_processes: 1024, max_open_files: 4096, log_limit_bytes: 100 * 1024 * 1024 };
const sandboxed: JobExecutor = {
  allow_unsandboxed: false,
  sandbox: { available: true, tool: 'bubblewrap', version: '0.8.0', reason: '' },
  limits,
};
const noSandbox: JobExecutor = {
  allow_unsandboxed: false,
  sandbox: { available: false, tool: 'bubblewrap', version: '', reason: 'bwrap was not found' },
  limits,
};
const concurrency: WorkflowConcurrency = { workflow_concurrency: 2, build_concurrency: 5 };

const executorPath = '/api/aslan/system/jobExecutor';
const concurrencyPath = '/api/aslan/system/concurrency/workflow';

function stubSettings(
  executor: CannedAnswer,
  extra: Record<string, CannedAnswer | ((init: RequestInit) => CannedAnswer)> = {},
) {
  return stubFetch({
    ...sessionAnswers,
    [`GET ${executorPath}`]: executor,
    [`GET ${concurrencyPath}`]: { status: 200, body: concurrency },
    ...extra,
  });
}

const openPage = () => renderRoutes([{ path: '/v1/system', Component: SystemSettingsPage }], '/v1/system');
const sent = (
  calls: Array<{ method: string; url: string; init: RequestInit }>,
  method: string,
  path: string,
) =>
  calls
    .filter((call) => call.method === method && call.url === path)
    .map((call) => JSON.parse(String(call.init.body)));
const unsandboxedSwitch = () => screen.getByTestId('settings-unsandboxed') as HTMLButtonElement;

setUpScreenTests();

describe('SystemSettingsPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('says jobs run in the sandbox, with their limits; allowing jobs without one is not needed', async () => {
    stubSettings({ status: 200, body: sandboxed });
    openPage();
    const status = await screen.findByTestId('settings-sandbox');
    expect(status.dataset.status).toBe('available');
    expect(status.textContent).toContain('Jobs run in a sandbox (bubblewrap 0.8.0)');
    expect(status.className).toContain('ant-alert-success');
    expect(screen.getByTestId('settings-limit-processes').textContent).toBe('1024');
    expect(screen.getByTestId('settings-limit-files').textContent).toBe('4096');
    expect(screen.getByTestId('settings-limit-log').textContent).toBe('100 MB');
    expect(unsandboxedSwitch().disabled).toBe(true);
    expect(screen.getByTestId('settings-unsandboxed-note').textContent).toBe(
      'Not needed: jobs run in the sandbox.',
    );
  });

  it('warns when the server has no sandbox, and allows jobs without one only after confirmation', async () => {
    let executor = noSandbox;
    const { calls } = stubSettings(
      { status: 200, body: noSandbox },
      {
        [`GET ${executorPath}`]: () => ({ status: 200, body: executor }),
        [`PUT ${executorPath}`]: (init) => {
          executor = { ...executor, ...JSON.parse(String(init.body)) };
          return { status: 200, body: executor };
        },
      },
    );
    openPage();
    const status = await screen.findByTestId('settings-sandbox');
    expect(status.dataset.status).toBe('missing');
    expect(status.textContent).toContain('No job sandbox on this server: bwrap was not found');
    expect(status.className).toContain('ant-alert-warning');
    expect(unsandboxedSwitch().disabled).toBe(false);

    // cancelled: nothing changes
    fireEvent.click(unsandboxedSwitch());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Allow jobs without a sandbox?');
    expect(dialog.textContent).toContain("Job scripts would then run as the server's user");
    expect(dialog.textContent).toContain("read the server's keys and database");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(calls, 'PUT', executorPath)).toEqual([]);

    // confirmed: saved, and the status turns red
    fireEvent.click(unsandboxedSwitch());
    // the cancelled dialog may still be fading out
    const confirm = await waitFor(() => {
      const button = screen.getAllByTestId('settings-unsandboxed-confirm').find((b) => !dialog.contains(b));
      expect(button).toBeTruthy();
      return button as HTMLElement;
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(sent(calls, 'PUT', executorPath)).toEqual([{ allow_unsandboxed: true }]));
    await waitFor(() => expect(unsandboxedSwitch().getAttribute('aria-checked')).toBe('true'));
    const unsafe = screen.getByTestId('settings-sandbox');
    expect(unsafe.className).toContain('ant-alert-error');
    expect(unsafe.textContent).toContain("as the server's user");

    // turning it off again needs no confirmation
    fireEvent.click(unsandboxedSwitch());
    await waitFor(() =>
      expect(sent(calls, 'PUT', executorPath)).toEqual([
        { allow_unsandboxed: true },
        { allow_unsandboxed: false },
      ]),
    );
  });

  it('edits the workflow concurrency', async () => {
    const { calls } = stubSettings(
      { status: 200, body: sandboxed },
      { [`POST ${concurrencyPath}`]: (init) => ({ status: 200, body: JSON.parse(String(init.body)) }) },
    );
    openPage();
    const tasks = (await screen.findByTestId('settings-workflow_concurrency')) as HTMLInputElement;
    expect(tasks.value).toBe('2');
    expect((screen.getByTestId('settings-build_concurrency') as HTMLInputElement).value).toBe('5');
    fireEvent.change(tasks, { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('settings-concurrency-save'));
    await waitFor(() =>
      expect(sent(calls, 'POST', concurrencyPath)).toEqual([
        { workflow_concurrency: 7, build_concurrency: 5 },
      ]),
    );
  });

  it('says when a setting cannot be loaded, and loads it again on request', async () => {
    let failing = true;
    stubSettings(
      { status: 200, body: sandboxed },
      {
        [`GET ${executorPath}`]: () =>
          failing
            ? {
                status: 500,
                body: { type: 'error', code: 500, message: 'Internal server error', description: '' },
              }
            : { status: 200, body: sandboxed },
      },
    );
    openPage();
    const failed = await screen.findByTestId('settings-job-executor-error');
    expect(failed.textContent).toContain('This setting could not be loaded');
    expect(await screen.findByTestId('settings-workflow_concurrency')).toBeTruthy();
    failing = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByTestId('settings-sandbox')).toBeTruthy();
  });
});
