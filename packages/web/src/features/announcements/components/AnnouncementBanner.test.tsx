// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { Announcement } from '@slipway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { setUpScreenTests } from '../../system/screenTests';
import { sessionAnswers } from '../../system/testFixtures';
import { AnnouncementBanner } from './AnnouncementBanner';

const notice = (id: number, title: string, priority: number, start_time = 1717228800): Announcement => ({
  id,
  type: 1,
  receiver: '*',
  content: { title, priority, content: `${title} content`, start_time, end_time: 1917232400 },
  create_time: 1717228000,
});
const active = [
  notice(1, 'Low', 3),
  notice(2, 'High', 1),
  notice(3, 'Medium', 2),
  notice(4, 'High, newer', 1, 1717228860),
];

const renderBanner = () => renderRoutes([{ path: '/', Component: AnnouncementBanner }], '/');
const shownIds = () =>
  [
    ...screen.getByTestId('announcement-banner').querySelectorAll('[data-testid^="announcement-banner-"]'),
  ].map((alert) => alert.getAttribute('data-testid'));

setUpScreenTests();

describe('AnnouncementBanner', () => {
  it('shows the active announcements, high priority first', async () => {
    stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/system/announcement': { status: 200, body: active },
    });
    renderBanner();
    await screen.findByTestId('announcement-banner');
    expect(shownIds()).toEqual([
      'announcement-banner-4',
      'announcement-banner-2',
      'announcement-banner-3',
      'announcement-banner-1',
    ]);
    expect(within(screen.getByTestId('announcement-banner-2')).getByText('High content')).toBeTruthy();
  });

  it('keeps a closed announcement closed for the session', async () => {
    stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/system/announcement': { status: 200, body: active },
    });
    const first = renderBanner();
    const high = await screen.findByTestId('announcement-banner-2');
    fireEvent.click(within(high).getByRole('button'));
    await waitFor(() => expect(screen.queryByTestId('announcement-banner-2')).toBeNull());
    first.unmount();

    renderBanner();
    await screen.findByTestId('announcement-banner');
    expect(shownIds()).toEqual(['announcement-banner-4', 'announcement-banner-3', 'announcement-banner-1']);
  });

  it('shows nothing when no announcement is active', async () => {
    const { calls } = stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/system/announcement': { status: 200, body: [] },
    });
    renderBanner();
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/aslan/system/announcement')).toBe(true),
    );
    expect(screen.queryByTestId('announcement-banner')).toBeNull();
  });

  it('shows an edited announcement again after it was closed', async () => {
    stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/system/announcement': { status: 200, body: [notice(5, 'Before', 1)] },
    });
    const first = renderBanner();
    fireEvent.click(within(await screen.findByTestId('announcement-banner-5')).getByRole('button'));
    await waitFor(() => expect(screen.queryByTestId('announcement-banner-5')).toBeNull());
    first.unmount();

    stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/system/announcement': { status: 200, body: [notice(5, 'After', 1)] },
    });
    renderBanner();
    expect(await screen.findByTestId('announcement-banner-5')).toBeTruthy();
  });
});
