import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { isSuperAdmin } from '../../features/session/roles';
import { sessionStore } from '../../features/session/sessionStore';
import { notifyNoAccess } from './notifyNoAccess';
import { decideSuperRoute } from './superRoute';

/** A non-admin following a link to a super route stays where they are and is told why. */
export function useSuperRouteBlocker(): void {
  const blocker = useBlocker(({ nextLocation }) => {
    const { user, roles } = sessionStore.getState();
    if (!user) return false;
    const decision = decideSuperRoute({
      pathname: nextLocation.pathname,
      isAdmin: isSuperAdmin(roles),
      hasCurrentPage: true,
    });
    return decision === 'stay';
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    notifyNoAccess();
    blocker.reset();
  }, [blocker]);
}
