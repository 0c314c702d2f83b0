import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isSuperAdmin } from '../../features/session/roles';
import { sessionStore } from '../../features/session/sessionStore';
import { DEFAULT_HOME } from '../../lib/appPaths';
import { notifyNoAccess } from './notifyNoAccess';
import { decideSuperRoute } from './superRoute';

/**
 * Runs when a system page is opened directly (in-app navigation is stopped earlier by
 * useSuperRouteBlocker): a non-admin lands on the dashboard with the notification.
 */
export function superRouteLoader({ request }: LoaderFunctionArgs): null {
  const { user, roles } = sessionStore.getState();
  if (!user) return null; // the session guard of /v1 sends the user to sign in
  const { pathname } = new URL(request.url);
  if (decideSuperRoute({ pathname, isAdmin: isSuperAdmin(roles), hasCurrentPage: false }) === 'allow')
    return null;
  notifyNoAccess();
  throw redirect(DEFAULT_HOME);
}
