import type { GlobalPermission, ProjectPermission } from './rbac.schema.js';

/** What a permission check asks (spec §6: type, project, action(s), resource, operator). */
export interface PermissionCheck {
  type: 'system' | 'project';
  project?: string;
  action: string | readonly string[];
  /** A single workflow or environment whose own verbs also count. */
  resource?: { type: 'Workflow' | 'Environment'; name: string };
  /** and: every action is needed; or: any one is enough. Default and. */
  operator?: 'and' | 'or';
}

/**
 * The one rule of spec §6, used by the server's route checks and the web's permission component:
 * system admin has everything; project admins have everything in their project; otherwise the
 * action must be in system_verbs (system scope) or in project_verbs or the named resource's verbs.
 * Missing permission data means denied.
 */
export function isPermitted(
  check: PermissionCheck,
  global: GlobalPermission | undefined,
  project: ProjectPermission | undefined,
): boolean {
  if (!global) return false;
  if (global.is_system_admin) return true;
  const actions = typeof check.action === 'string' ? [check.action] : [...check.action];
  if (actions.length === 0) return false;

  let held: (action: string) => boolean;
  if (check.type === 'system') {
    held = (action) => global.system_verbs.includes(action);
  } else {
    if (!check.project) return false;
    if (global.project_admin_list.includes(check.project) || project?.is_project_admin) return true;
    if (!project) return false;
    const map =
      check.resource?.type === 'Environment' ? project.environment_verbs_map : project.workflow_verbs_map;
    const resourceVerbs = check.resource ? (map[check.resource.name] ?? []) : [];
    held = (action) => project.project_verbs.includes(action) || resourceVerbs.includes(action);
  }
  return check.operator === 'or' ? actions.some(held) : actions.every(held);
}
