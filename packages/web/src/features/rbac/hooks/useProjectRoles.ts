import type { ProjectRoleBindingBody, Role } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { publicRolesQuery, rolesQuery } from './rbacQueries';

/** Who a grant is for: a user or a user group of the project. */
export type Grantee = { uid: string } | { group_id: number };

/** The roles usable in a project: its own, then the public ones every project shares. */
export function useProjectRoles(projectName: string) {
  const own = useQuery(rolesQuery(projectName));
  const shared = useQuery(publicRolesQuery(projectName));
  const roles: Role[] = [...(own.data ?? []), ...(shared.data ?? [])];
  const isPublic = new Set(roles.filter((role) => role.isPublic).map((role) => role.name));
  return {
    roles,
    isPending: own.isPending || shared.isPending,
    /** one grant per grantee and role, as the portal sends them (`preset` for a public role) */
    grants: (grantees: readonly Grantee[], roleNames: readonly string[]): ProjectRoleBindingBody[] =>
      grantees.flatMap((grantee) =>
        roleNames.map((role) => ({ ...grantee, role, preset: isPublic.has(role), type: 'custom' as const })),
      ),
  };
}
