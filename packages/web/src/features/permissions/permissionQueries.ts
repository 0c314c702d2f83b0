import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { permissionsApi } from './permissions.api';

/**
 * Permissions are cached for the whole visit (per user, and per project for project permissions):
 * they change only when memberships change, and those screens invalidate them (see below).
 * The cache is dropped when the user changes (SessionEffects), so signing out clears them.
 */
const ROOT = 'permissions';

export const globalPermissionQuery = (uid: string) =>
  queryOptions({
    queryKey: [ROOT, uid, 'global'],
    queryFn: ({ signal }) => permissionsApi.global(signal),
    enabled: uid !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });

export const projectPermissionQuery = (uid: string, projectName: string | undefined) =>
  queryOptions({
    queryKey: [ROOT, uid, 'project', projectName ?? ''],
    queryFn: ({ signal }) => permissionsApi.project(projectName ?? '', signal),
    enabled: uid !== '' && Boolean(projectName),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** After a change of roles, members, groups, policies or administrators: load permissions afresh. */
export function invalidatePermissions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [ROOT] });
}
