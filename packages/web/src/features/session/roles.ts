import { type RoleItem, SYSTEM_ADMIN_ROLE } from '@slipway/contracts';

/** The system-wide admin role (no project) makes a user super admin (spec §6). */
export function isSuperAdmin(roles: readonly RoleItem[]): boolean {
  return roles.some((item) => item.role === SYSTEM_ADMIN_ROLE && item.project_name === '');
}
