import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { isSuperAdmin } from '../../features/session/roles';
import { sessionStore } from '../../features/session/sessionStore';
import { isSignInPath } from '../../lib/appPaths';
import { notifyNoAccess } from './notifyNoAccess';
import { decideSuperRoute } from './superRoute';

/** A non-admin following a link to a super route stays where they are and is told why. */
export function useSuperRouteBlocker(): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const { user, roles } = sessionStore.getState();
    if (!user) return false;
    const decision = decideSuperRoute({
      pathname: nextLocation.pathname,
      isAdmin: isSuperAdmin(roles),
      // after signing in there is no page to stay on: the loader sends the user to the dashboard
      hasCurrentPage: !isSignInPath(currentLocation.pathname),
    });
    return decision === 'stay';
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    notifyNoAccess();
    blocker.reset();
  }, [blocker]);
}
