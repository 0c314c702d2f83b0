// fetch is stubbed because no server runs in unit tests.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { testUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/renderRoutes';
import { sessionStore } from '../../session/sessionStore';
import { PreferencePage } from './PreferencePage';

const saved = { theme: 'light' as const, log_bg_color: '#000000', log_font_color: '#ffffff' };

beforeEach(() => {
  sessionStore.start(testUser);
  sessionStore.setPreference(saved);
});

afterEach(() => sessionStore.clear());

const preview = () => screen.getByTestId('pref-preview');

describe('PreferencePage', () => {
  it('previews the log colours live while they are typed', async () => {
    stubFetch({
      'GET /api/v1/userbindings': { status: 200, body: [] },
      'GET /api/v1/users/u-1/setting': { status: 200, body: saved },
    });
    renderRoutes([{ path: '/v1/profile/preference', Component: PreferencePage }], '/v1/profile/preference');
    expect(preview().style.background).toBe('rgb(0, 0, 0)');
    expect(preview().style.color).toBe('rgb(255, 255, 255)');

    fireEvent.change(screen.getByTestId('pref-log-bg'), { target: { value: '#123456' } });
    fireEvent.change(screen.getByTestId('pref-log-font'), { target: { value: '#abc' } });
    await waitFor(() => expect(preview().style.background).toBe('rgb(18, 52, 86)'));
    expect(preview().style.color).toBe('rgb(170, 187, 204)');

    // An unfinished value keeps the last saved colour and is flagged.
    fireEvent.change(screen.getByTestId('pref-log-bg'), { target: { value: '#12' } });
    await waitFor(() => expect(preview().style.background).toBe('rgb(0, 0, 0)'));
    expect(await screen.findByText('Please enter a hex colour such as #000000')).toBeTruthy();
  });

  it('saves the preference and applies it at once', async () => {
    const dark = { theme: 'dark', log_bg_color: '#202020', log_font_color: '#ffffff' };
    const { calls } = stubFetch({
      'GET /api/v1/userbindings': { status: 200, body: [] },
      'GET /api/v1/users/u-1/setting': { status: 200, body: saved },
      'PUT /api/v1/users/u-1/setting': (init) => ({ status: 200, body: JSON.parse(String(init.body)) }),
    });
    renderRoutes([{ path: '/p', Component: PreferencePage }], '/p');
    fireEvent.click(screen.getByTestId('pref-theme-dark'));
    fireEvent.change(screen.getByTestId('pref-log-bg'), { target: { value: '#202020' } });
    fireEvent.click(screen.getByTestId('pref-save'));
    await waitFor(() => expect(sessionStore.getState().preference).toEqual(dark));
    expect(JSON.parse(String(calls.find((call) => call.method === 'PUT')?.init.body))).toEqual(dark);
  });
});
