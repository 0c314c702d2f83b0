import { SYSTEM_ADMIN_ROLE, type UserRoleBinding } from '@slipway/contracts';

/** The admin role among the user's system roles makes them super admin (spec §6). */
export function isSuperAdmin(systemRoles: readonly UserRoleBinding[]): boolean {
  return systemRoles.some((binding) => binding.role === SYSTEM_ADMIN_ROLE);
}
