// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { Announcement } from '@slipway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { setUpScreenTests } from '../../system/screenTests';
import { sessionAnswers } from '../../system/testFixtures';
import { AnnouncementBanner } from './AnnouncementBanner';

const base: Announcement = {
  id: 1,
  title: 'Low',
  priority: 'low',
  start_time: 1717228800,
  end_time: 1917232400,
  content: 'low content',
  created_by: 'ada',
  created_at: '2024-06-01T00:00:00Z',
  updated_at: '2024-06-01T00:00:00Z',
};
const active = [
  base,
  { ...base, id: 2, title: 'High', priority: 'high' as const },
  { ...base, id: 3, title: 'Medium', priority: 'medium' as const },
  { ...base, id: 4, title: 'High, newer', priority: 'high' as const, start_time: base.start_time + 60 },
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
    expect(within(screen.getByTestId('announcement-banner-2')).getByText('low content')).toBeTruthy();
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
});
