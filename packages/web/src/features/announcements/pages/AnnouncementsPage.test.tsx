// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { Announcement } from '@slipway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../../system/screenTests';
import { sessionAnswers } from '../../system/testFixtures';
import { AnnouncementsPage } from './AnnouncementsPage';

const upgrade: Announcement = {
  id: 3,
  type: 1,
  receiver: '*',
  content: {
    title: 'Upgrade tonight',
    priority: 1,
    start_time: 1717228800,
    end_time: 1717232400,
    content: 'The platform is down for an hour.',
  },
  create_time: 1717228000,
};

const listAnswer = { status: 200, body: [upgrade] };
const openPage = () =>
  renderRoutes(
    [{ path: '/v1/system/announcement', Component: AnnouncementsPage }],
    '/v1/system/announcement',
  );

setUpScreenTests();

describe('AnnouncementsPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists announcements with their priority and time window', async () => {
    const { calls } = stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/system/announcement/all': listAnswer,
    });
    openPage();
    const row = await screen.findByTestId('announcement-row-3');
    expect(within(row).getByText('High')).toBeTruthy();
    expect(within(row).getByText(/ ~ /)).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith('/api/aslan/'))?.url).toBe(
      '/api/aslan/system/announcement/all',
    );
  });

  it('requires every field before saving', async () => {
    const { calls } = stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/system/announcement/all': listAnswer,
    });
    openPage();
    fireEvent.click(screen.getByTestId('announcement-create'));
    fireEvent.click(await screen.findByTestId('announcement-submit'));
    expect(await findText('Please enter the title')).toBeTruthy();
    expect(await findText('Please choose the priority')).toBeTruthy();
    expect(await findText('Please choose the start time')).toBeTruthy();
    expect(await findText('Please enter the content')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses a window that ends before it starts', async () => {
    const backwards = {
      ...upgrade,
      content: { ...upgrade.content, end_time: upgrade.content.start_time - 60 },
    };
    const { calls } = stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/system/announcement/all': { status: 200, body: [backwards] },
    });
    openPage();
    fireEvent.click(await screen.findByTestId('announcement-edit-3'));
    fireEvent.click(await screen.findByTestId('announcement-submit'));
    expect(await findText('The end time must be after the start time')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("saves an edit, and says 'add/edit announcement failed' when saving fails", async () => {
    const { calls } = stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/system/announcement/all': listAnswer,
      'PUT /api/aslan/system/announcement/update': {
        status: 500,
        body: { type: 'error', code: 500, message: 'Internal server error', description: '' },
      },
    });
    openPage();
    fireEvent.click(await screen.findByTestId('announcement-edit-3'));
    fireEvent.change(screen.getByTestId('announcement-title'), { target: { value: 'Upgrade at ten' } });
    fireEvent.click(screen.getByTestId('announcement-submit'));
    expect(await findText('add/edit announcement failed')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toEqual({
      ...upgrade,
      content: { ...upgrade.content, title: 'Upgrade at ten' },
    });
    expect(screen.getByTestId('announcement-title')).toBeTruthy();
  });

  it('asks before deleting an announcement', async () => {
    const { calls } = stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/system/announcement/all': listAnswer,
      'DELETE /api/aslan/system/announcement/3': { status: 200, body: { message: 'success' } },
    });
    openPage();
    fireEvent.click(await screen.findByTestId('announcement-delete-3'));
    const question = await findText('Are you sure you want to delete the announcement Upgrade tonight?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(
      within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
