import { type LoaderFunctionArgs, redirect } from 'react-router';
import { sessionStore } from '../../features/session/sessionStore';
import { DEFAULT_HOME, MOBILE_HOME, safeRedirect, signInRedirectPath } from '../../lib/appPaths';
import { isMobileUserAgent } from '../../lib/device';

/** Pages marked (auth): without a session, sign in first and come back afterwards. */
export function requireSession({ request }: LoaderFunctionArgs): null {
  if (sessionStore.getState().user) return null;
  const url = new URL(request.url);
  throw redirect(signInRedirectPath(`${url.pathname}${url.search}`));
}

/** The desktop area /v1: signed-in mobile devices get the mobile view instead (spec §2). */
export function requireDesktopSession(args: LoaderFunctionArgs): null {
  requireSession(args);
  if (isMobileUserAgent(navigator.userAgent)) throw redirect(MOBILE_HOME);
  return null;
}

/** Sign-in pages: a user who is already signed in goes on to where they were heading. */
export function skipWhenSignedIn(home: string) {
  return ({ request }: LoaderFunctionArgs): null => {
    if (!sessionStore.getState().user) return null;
    const target = safeRedirect(new URL(request.url).searchParams.get('redirect'));
    throw redirect(target ?? home);
  };
}

export const skipDesktopSignIn = skipWhenSignedIn(DEFAULT_HOME);
export const skipMobileSignIn = skipWhenSignedIn(MOBILE_HOME);
