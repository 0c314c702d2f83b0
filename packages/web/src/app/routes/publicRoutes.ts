import type { RouteObject } from 'react-router';
import { tKey } from '../../i18n/tKey';
import { skipDesktopSignIn } from '../guards/sessionLoaders';
import { lazyPage } from './lazyPage';

const signIn = lazyPage(async () => (await import('../../features/auth/pages/SignInPage')).SignInPage);

/** Pages open without a session (spec §2 "Other"). */
export const publicRoutes: RouteObject[] = [
  { index: true, loader: skipDesktopSignIn, handle: { title: tKey('title.signin') }, ...signIn },
  { path: 'signin', loader: skipDesktopSignIn, handle: { title: tKey('title.signin') }, ...signIn },
  {
    path: 'signup',
    handle: { title: tKey('title.signup') },
    ...lazyPage(async () => (await import('../../features/auth/pages/SignUpPage')).SignUpPage),
  },
  {
    path: 'login/password',
    handle: { title: tKey('title.forgotPassword') },
    ...lazyPage(
      async () => (await import('../../features/auth/pages/ForgotPasswordPage')).ForgotPasswordPage,
    ),
  },
  {
    path: 'login/password/reset',
    handle: { title: tKey('title.resetPassword') },
    ...lazyPage(async () => (await import('../../features/auth/pages/ResetPasswordPage')).ResetPasswordPage),
  },
];

export const notFoundRoute = (path: string): RouteObject => ({
  path,
  handle: { title: tKey('title.notFound') },
  ...lazyPage(async () => (await import('../../features/notFound/pages/NotFoundPage')).NotFoundPage),
});
