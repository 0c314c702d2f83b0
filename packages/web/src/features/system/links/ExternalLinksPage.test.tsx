// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { ExternalLink } from '@slipway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../screenTests';
import { sessionAnswers } from '../testFixtures';
import { QuickLinks } from './components/QuickLinks';
import { ExternalLinksPage } from './ExternalLinksPage';

const docs: ExternalLink = {
  id: 4,
  name: 'Docs',
  url: 'https://docs.example.com',
  create_time: 1717228800,
  update_time: 1717228800,
  update_by: 'admin',
};
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/system/externalLink': { status: 200, body: [docs] },
  'POST /api/aslan/system/externalLink': { status: 200, body: { message: 'success' } },
  'PUT /api/aslan/system/externalLink/4': { status: 200, body: { message: 'success' } },
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;
const openPage = () =>
  renderRoutes(
    [{ path: '/v1/system/config/manage/link', Component: ExternalLinksPage }],
    '/v1/system/config/manage/link',
  );

setUpScreenTests();

describe('ExternalLinksPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists the links and adds one with a name and an http(s) address', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    const row = await screen.findByTestId('link-row-4');
    expect(within(row).getByText('https://docs.example.com').getAttribute('href')).toBe(
      'https://docs.example.com',
    );

    fireEvent.click(screen.getByTestId('link-create'));
    fireEvent.change(await screen.findByTestId('link-name'), { target: { value: 'Grafana' } });
    fireEvent.change(screen.getByTestId('link-url'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByTestId('link-submit'));
    expect(await findText('The URL must start with http:// or https://')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('link-url'), { target: { value: 'https://grafana.example.com' } });
    fireEvent.click(screen.getByTestId('link-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(bodyOf(post!.init)).toEqual({ name: 'Grafana', url: 'https://grafana.example.com' });
  });

  it('edits a link with PUT to its id', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    fireEvent.click(await screen.findByTestId('link-edit-4'));
    fireEvent.change(await screen.findByTestId('link-name'), { target: { value: 'Manual' } });
    fireEvent.click(screen.getByTestId('link-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!.init)).toEqual({
      name: 'Manual',
      url: 'https://docs.example.com',
    });
  });
});

describe('QuickLinks', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('opens each link in a new tab, or says there is none', async () => {
    stubFetch(answers);
    const first = renderRoutes([{ path: '/', Component: QuickLinks }], '/');
    fireEvent.click(await screen.findByTestId('quick-links'));
    const link = await screen.findByTestId('quick-link-4');
    expect(link.getAttribute('href')).toBe('https://docs.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    first.unmount();

    stubFetch({ ...answers, 'GET /api/aslan/system/externalLink': { status: 200, body: [] } });
    renderRoutes([{ path: '/', Component: QuickLinks }], '/');
    fireEvent.click(await screen.findByTestId('quick-links'));
    expect(await findText('No quick links yet')).toBeTruthy();
  });
});
