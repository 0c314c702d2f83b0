import type { PermissionCheck } from '@slipway/contracts';
import type { ReactNode } from 'react';
import { PermitGate } from './PermitGate';
import { usePermit, useProjectAdmin } from './usePermit';

export type PermitProps = PermissionCheck & { children: ReactNode };

/**
 * The permission directive of spec §6: permitted → children as they are; otherwise buttons are
 * disabled with the 'no permission' tip and any other element is removed. While the permissions
 * load, buttons are disabled without the tip.
 */
export function Permit({ children, ...check }: PermitProps) {
  return <PermitGate state={usePermit(check)}>{children}</PermitGate>;
}

/** The same for what only the project's administrators (and system admins) may do. */
export function ProjectAdminPermit({ project, children }: { project: string; children: ReactNode }) {
  return <PermitGate state={useProjectAdmin(project)}>{children}</PermitGate>;
}
