import { Outlet, useMatches } from 'react-router';
import { useProjectPermissions } from '../../features/permissions/useProjectPermissions';
import { useVisitRecorder } from '../../features/visit/hooks/useVisitRecorder';
import { useSuperRouteBlocker } from '../guards/useSuperRouteBlocker';
import { usePageTitle } from '../navigation/usePageTitle';

/** The navigation behaviour of spec §2, shared by every page. */
export function RootLayout() {
  const matches = useMatches();
  usePageTitle();
  useVisitRecorder();
  useSuperRouteBlocker();
  useProjectPermissions(matches.at(-1)?.params.project_name);
  return <Outlet />;
}
