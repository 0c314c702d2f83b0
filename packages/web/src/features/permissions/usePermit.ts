import type { PermissionCheck } from '@slipway/contracts';
import { adminState, type PermitState, permitState } from './permitState';
import { useProjectPermissions } from './useProjectPermissions';

/** Whether the signed-in user may do what `check` asks (spec §6). */
export function usePermit(check: PermissionCheck): PermitState {
  const data = useProjectPermissions(check.type === 'project' ? check.project : undefined);
  return permitState(check, data);
}

/** Whether the signed-in user administers the project (members, roles, policies, settings). */
export function useProjectAdmin(projectName: string | undefined): PermitState {
  return adminState(useProjectPermissions(projectName));
}
