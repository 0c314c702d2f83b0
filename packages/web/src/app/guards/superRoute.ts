/** Everything under /v1/system needs the super admin role, except the integration page (spec §2). */
export function isSuperPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path !== '/v1/system' && !path.startsWith('/v1/system/')) return false;
  return path !== '/v1/system/integration' && !path.startsWith('/v1/system/integration/');
}

/**
 * allow: open the page. stay: keep the user on the page they are on.
 * dashboard: there is no page to stay on (the super URL was opened directly), so show the dashboard.
 * Both refusals come with the 'non-super-admin / no access' notification.
 */
export type SuperRouteDecision = 'allow' | 'stay' | 'dashboard';

export function decideSuperRoute(input: {
  pathname: string;
  isAdmin: boolean;
  hasCurrentPage: boolean;
}): SuperRouteDecision {
  if (input.isAdmin || !isSuperPath(input.pathname)) return 'allow';
  return input.hasCurrentPage ? 'stay' : 'dashboard';
}
