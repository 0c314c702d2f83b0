// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../../system/screenTests';
import { sessionAnswers } from '../../system/testFixtures';
import { PluginTemplatesPage } from './PluginTemplatesPage';

const plugin = {
  id: 'p1',
  name: 'slack-notify',
  description: 'posts to a channel',
  category: 'notify',
  version: 'v1',
  image: '',
  is_offical: false,
  inputs: [],
  outputs: [],
  script: 'echo hi',
  updated_by: 'ada',
  update_time: 1717228800,
};
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/workflow/v4/plugin': { status: 200, body: [plugin] },
  'DELETE /api/aslan/workflow/v4/plugin/p1': { status: 200, body: { message: 'success' } },
};
const open = () => renderRoutes([{ path: '/', Component: PluginTemplatesPage }], '/');

setUpScreenTests();
// jsdom lays nothing out; the script editor measures text ranges
beforeAll(() => {
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

describe('PluginTemplatesPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists the plugins with their columns and deletes one after confirmation', async () => {
    const { calls } = stubFetch(answers);
    open();
    expect(await screen.findByText('slack-notify')).toBeTruthy();
    const row = screen.getByTestId('plugin-row-p1');
    expect(row.textContent).toContain('v1');
    expect(row.textContent).toContain('notify');
    expect(row.textContent).toContain('posts to a channel');
    fireEvent.click(screen.getByTestId('plugin-delete-p1'));
    expect(await findText('Delete the plugin slack-notify? Jobs made from it keep their copy.')).toBeTruthy();
    fireEvent.click(screen.getAllByText('Delete').at(-1)!);
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'DELETE' && call.url === '/api/aslan/workflow/v4/plugin/p1'),
      ).toBe(true),
    );
  });

  it('opens the editor empty to add a plugin, and with the plugin to edit it', async () => {
    stubFetch(answers);
    open();
    fireEvent.click(await screen.findByTestId('plugin-create'));
    expect(((await screen.findByTestId('plugin-name')) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(screen.queryByTestId('plugin-name')).toBeNull());
    fireEvent.click(screen.getByTestId('plugin-edit-p1'));
    expect(((await screen.findByTestId('plugin-name')) as HTMLInputElement).value).toBe('slack-notify');
  });
});
