import type { GlobalPermission, ProjectPermission } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../session/hooks/useSession';
import { globalPermissionQuery, projectPermissionQuery } from './permissionQueries';

export interface PermissionData {
  global: GlobalPermission | undefined;
  /** undefined outside a project, or until loaded */
  project: ProjectPermission | undefined;
  /** true while a needed permission read is under way */
  loading: boolean;
  /** system admin, or listed as an administrator of the project */
  isProjectAdmin: boolean;
}

export function isAdminOf(
  projectName: string | undefined,
  global: GlobalPermission | undefined,
  project: ProjectPermission | undefined,
): boolean {
  if (!projectName) return false;
  if (global?.is_system_admin || global?.project_admin_list.includes(projectName)) return true;
  return Boolean(project?.is_system_admin || project?.is_project_admin);
}

/**
 * The permissions of spec §6 for the signed-in user: the global ones always, and those of
 * `projectName` when given. The root layout calls it on every route with the route's project_name,
 * so the global permissions load once a user is signed in (at start or after sign-in) and a
 * project's are loaded on the first entry into it; both are then served from the cache.
 */
export function useProjectPermissions(projectName: string | undefined): PermissionData {
  const uid = useSession((state) => state.user?.uid ?? '');
  const global = useQuery(globalPermissionQuery(uid));
  const project = useQuery(projectPermissionQuery(uid, projectName));
  return {
    global: global.data,
    project: project.data,
    loading: global.isLoading || project.isLoading,
    isProjectAdmin: isAdminOf(projectName, global.data, project.data),
  };
}
