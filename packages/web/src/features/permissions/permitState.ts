import { isPermitted, type PermissionCheck } from '@slipway/contracts';
import type { PermissionData } from './useProjectPermissions';

/** permitted: shown as it is. denied: buttons disabled with the tip, the rest removed. loading: buttons disabled, no tip. */
export type PermitState = 'permitted' | 'denied' | 'loading';

export function permitState(
  check: PermissionCheck,
  data: Omit<PermissionData, 'isProjectAdmin'>,
): PermitState {
  if (isPermitted(check, data.global, data.project)) return 'permitted';
  return data.loading ? 'loading' : 'denied';
}

export function adminState(data: PermissionData): PermitState {
  if (data.isProjectAdmin) return 'permitted';
  return data.loading ? 'loading' : 'denied';
}
