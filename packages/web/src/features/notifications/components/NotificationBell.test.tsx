// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { Notification } from '@slipway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../../system/screenTests';
import { sessionAnswers } from '../../system/testFixtures';
import { NotificationBell } from './NotificationBell';

const taskNotice: Notification = {
  id: 11,
  type: 2,
  is_read: false,
  create_time: 1717228800,
  content: {
    task_id: 7,
    product_name: 'shop',
    pipeline_name: 'deploy',
    type: 'workflow_v4',
    status: 'failed',
  },
};
const message: Notification = {
  id: 12,
  type: 3,
  is_read: true,
  create_time: 1717228700,
  content: { title: 'Quota', content: 'Disk almost full', req_id: 'req-9' },
};
const done = { status: 200, body: { message: 'success' } };
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/system/notification': { status: 200, body: [taskNotice, message] },
  'PUT /api/aslan/system/notification/read': done,
  'POST /api/aslan/system/notification/delete': done,
  'GET /api/aslan/system/notification/subscribe': { status: 200, body: [] },
  'POST /api/aslan/system/notification/subscribe': done,
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;
const openBell = async () => {
  renderRoutes([{ path: '/', Component: NotificationBell }], '/');
  await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toContain('1'));
  fireEvent.click(screen.getByTestId('notification-bell'));
  return screen.findByTestId('notification-panel');
};

setUpScreenTests();

describe('NotificationBell', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('counts the unread notices and lists them: a task status with its link, a message with its request id', async () => {
    stubFetch(answers);
    const panel = await openBell();
    const task = within(panel).getByTestId('notification-11');
    expect(within(task).getByText('deploy #7').closest('a')?.getAttribute('href')).toBe(
      '/v1/projects/detail/shop/pipelines/custom/deploy/7?status=failed',
    );
    expect(within(task).getByText('Unread', { exact: false })).toBeTruthy();
    const note = within(panel).getByTestId('notification-12');
    expect(within(note).getByText('Quota')).toBeTruthy();
    expect(within(note).getByText('Disk almost full (req-9)')).toBeTruthy();
  });

  it('marks one or all read and deletes one, by id', async () => {
    const { calls } = stubFetch(answers);
    const panel = await openBell();
    fireEvent.click(within(panel).getByTestId('notification-read-11'));
    fireEvent.click(within(panel).getByTestId('notification-delete-12'));
    fireEvent.click(within(panel).getByTestId('notification-read-all'));
    await waitFor(() => expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(3));
    const sent = calls
      .filter((call) => call.method !== 'GET')
      .map((call) => [call.method, call.url, bodyOf(call.init)]);
    expect(sent).toEqual([
      ['PUT', '/api/aslan/system/notification/read', { ids: [11] }],
      ['POST', '/api/aslan/system/notification/delete', { ids: [12] }],
      ['PUT', '/api/aslan/system/notification/read', { ids: [11, 12] }],
    ]);
  });

  it('subscribes to every status change of the user’s tasks', async () => {
    const { calls } = stubFetch(answers);
    const panel = await openBell();
    const toggle = within(panel).getByTestId('notification-subscribe');
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    fireEvent.click(toggle);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'POST')!.init)).toEqual({
      type: 2,
      pipelinestatus: '*',
    });
  });
});
