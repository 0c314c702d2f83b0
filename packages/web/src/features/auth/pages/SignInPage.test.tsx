// fetch is stubbed because no server runs in unit tests.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { stubFetch } from '../../../test/fetchStub';
import { testUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/renderRoutes';
import { sessionStore } from '../../session/sessionStore';
import { SignInPage } from './SignInPage';

const adminBinding = { name: 'user:u-1,role:admin', uid: 'u-1', role: 'admin', preset: true };

const routes = [
  { path: '/signin', Component: SignInPage },
  { path: '*', Component: () => <p data-testid="landed">landed</p> },
];

afterEach(async () => {
  sessionStore.clear();
  await changeLanguage('en');
});

describe('SignInPage', () => {
  it('renders the form and offers sign-up when it is enabled', async () => {
    stubFetch({
      'GET /api/v1/features/RegisterTrigger': {
        status: 200,
        body: { name: 'RegisterTrigger', enabled: true },
      },
    });
    renderRoutes(routes, '/signin');
    expect(screen.getByTestId('signin-account')).toBeTruthy();
    expect(screen.getByTestId('signin-password')).toBeTruthy();
    expect(screen.getByTestId('forgot-password-link').getAttribute('href')).toBe('/login/password');
    expect((await screen.findByTestId('signup-link')).getAttribute('href')).toBe('/signup');
  });

  it('shows the translated messages of the shared schema for empty fields', async () => {
    stubFetch({});
    renderRoutes(routes, '/signin');
    fireEvent.click(screen.getByTestId('signin-submit'));
    expect(await screen.findByText('Please enter your account')).toBeTruthy();
    expect(await screen.findByText('Please enter your password')).toBeTruthy();
    expect(screen.queryByTestId('signup-link')).toBeNull();
  });

  it('shows them in Chinese when the language is Chinese', async () => {
    stubFetch({});
    await changeLanguage('zh-CN');
    renderRoutes(routes, '/signin');
    fireEvent.click(screen.getByTestId('signin-submit'));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
  });

  it('signs in, loads roles and preference, and returns to the redirect page', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/login': { status: 200, body: testUser },
      'GET /api/v1/userbindings': { status: 200, body: [adminBinding] },
      'GET /api/v1/users/u-1/setting': {
        status: 200,
        body: { theme: 'dark', log_bg_color: '#111111', log_font_color: '#eeeeee' },
      },
    });
    const { router } = renderRoutes(routes, '/signin?redirect=%2Fv1%2Fprojects%3Fx%3D1');
    fireEvent.change(screen.getByTestId('signin-account'), { target: { value: ' ada ' } });
    fireEvent.change(screen.getByTestId('signin-password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByTestId('signin-submit'));
    await screen.findByTestId('landed');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/v1/projects?x=1');
    const login = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(login?.init.body))).toEqual({ account: 'ada', password: 'secret-pass' });
    await waitFor(() => expect(sessionStore.getState().preference.theme).toBe('dark'));
    expect(sessionStore.getState().roles).toEqual([adminBinding]);
    expect(calls.some((call) => call.url === '/api/v1/userbindings?uid=u-1&projectName=')).toBe(true);
  });
});
