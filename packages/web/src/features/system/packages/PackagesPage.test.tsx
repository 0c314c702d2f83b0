// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { InstallPackage } from '@slipway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../screenTests';
import { sessionAnswers } from '../testFixtures';
import { PackagesPage } from './PackagesPage';

const node: InstallPackage = {
  name: 'node',
  version: '20.11.0',
  bin_path: '$HOME/node/bin',
  download_path: 'http://mirror.local/node.tar.xz',
  scripts: 'tar -xf $FILEPATH -C $HOME/node',
  env: ['NODE_ENV=ci'],
  enabled: true,
  update_time: 1717228800,
  update_by: 'admin',
};
const done = { status: 200, body: { message: 'success' } };
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/system/install': { status: 200, body: [node] },
  'POST /api/aslan/system/install': done,
  'PUT /api/aslan/system/install/delete': done,
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const openPage = () =>
  renderRoutes([{ path: '/v1/system/apps', Component: PackagesPage }], '/v1/system/apps');

setUpScreenTests();

describe('PackagesPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('adds a package version with its variables one per line, refusing a line that is not KEY=value', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    const row = await screen.findByTestId('package-row-node@20.11.0');
    expect(within(row).getByText('20.11.0')).toBeTruthy();

    fireEvent.click(screen.getByTestId('package-create'));
    fireEvent.change(await screen.findByTestId('package-name'), { target: { value: 'go' } });
    fireEvent.change(screen.getByTestId('package-version'), { target: { value: '1.22.1' } });
    fireEvent.change(screen.getByTestId('package-bin-path'), { target: { value: '$HOME/go/bin' } });
    fireEvent.change(screen.getByTestId('package-env'), {
      target: { value: 'GOPATH=/workspace/go\nnot a variable' },
    });
    fireEvent.click(screen.getByTestId('package-submit'));
    expect(await findText('Not a KEY=value line: not a variable')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('package-env'), { target: { value: 'GOPATH=/workspace/go\n\n' } });
    fireEvent.click(screen.getByTestId('package-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'POST')!.init)).toMatchObject({
      name: 'go',
      version: '1.22.1',
      bin_path: '$HOME/go/bin',
      env: ['GOPATH=/workspace/go'],
      enabled: true,
    });
  });

  it('deletes a version with the PUT the server expects, after confirmation', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    fireEvent.click(await screen.findByTestId('package-delete-node@20.11.0'));
    const question = await findText('Are you sure you want to delete node 20.11.0?');
    fireEvent.click(
      within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(calls.some((call) => call.url.includes('/install/delete'))).toBe(true));
    const call = calls.find((c) => c.url.includes('/install/delete'))!;
    expect(call.method).toBe('PUT');
    expect(bodyOf(call.init)).toMatchObject({ name: 'node', version: '20.11.0' });
  });
});
