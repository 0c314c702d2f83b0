import {
  type GlobalPermission,
  PRESET_ROLES,
  projectActions,
  readOnlyProjectActions,
  systemActions,
} from '@slipway/contracts';
import type { Actor, ProjectAccess } from '../../http/permissions.js';
import type { RbacRepository } from './rbac.repository.js';

const union = (lists: Iterable<readonly string[]>) => [...new Set([...lists].flat())].sort();

/** Computes what a user may do (spec §6) from roles, groups, policies and project visibility. */
export class PermissionService {
  constructor(private readonly rbac: RbacRepository) {}

  async global(actor: Actor): Promise<GlobalPermission> {
    const held = await this.rbac.heldRoles(actor.uid);
    const systemRoles = held.filter((h) => h.projectName === '');
    const isSystemAdmin = actor.isSystemAdmin || systemRoles.some((h) => h.role === PRESET_ROLES.systemAdmin);
    const projectAdminList = [
      ...new Set(
        held
          .filter((h) => h.projectName !== '' && h.role === PRESET_ROLES.projectAdmin)
          .map((h) => h.projectName),
      ),
    ].sort();
    return {
      is_system_admin: isSystemAdmin,
      project_admin_list: projectAdminList,
      system_verbs: isSystemAdmin ? [...systemActions] : union(systemRoles.map((h) => h.actions)),
    };
  }

  async project(actor: Actor, projectName: string): Promise<ProjectAccess> {
    const [visibility, held, policies] = await Promise.all([
      this.rbac.projectVisibility(projectName),
      this.rbac.heldRoles(actor.uid, projectName),
      this.rbac.policiesOf(actor.uid, projectName),
    ]);
    const none: ProjectAccess = {
      is_system_admin: actor.isSystemAdmin,
      is_project_admin: actor.isSystemAdmin,
      project_verbs: actor.isSystemAdmin ? [...projectActions] : [],
      workflow_verbs_map: {},
      environment_verbs_map: {},
      canView: actor.isSystemAdmin,
    };
    if (!visibility) return none;
    if (actor.isSystemAdmin) return { ...none, canView: true };

    const isProjectAdmin = held.some((h) => h.role === PRESET_ROLES.projectAdmin);
    const workflowVerbs: Record<string, string[]> = {};
    const environmentVerbs: Record<string, string[]> = {};
    for (const policy of policies) {
      for (const rule of policy.rules) {
        const map = rule.resource_type === 'Environment' ? environmentVerbs : workflowVerbs;
        for (const resource of rule.resources) map[resource] = union([map[resource] ?? [], rule.actions]);
      }
    }
    const projectVerbs = isProjectAdmin
      ? [...projectActions]
      : union([...held.map((h) => h.actions), visibility.isPublic ? readOnlyProjectActions : []]);
    return {
      is_system_admin: false,
      is_project_admin: isProjectAdmin,
      project_verbs: projectVerbs,
      workflow_verbs_map: workflowVerbs,
      environment_verbs_map: environmentVerbs,
      canView: visibility.isPublic || held.length > 0 || policies.length > 0,
    };
  }

  /** Projects the user may see: public ones, and those they hold a role or a policy in. */
  async visibleProjects(actor: Actor): Promise<Set<string> | 'all'> {
    if (actor.isSystemAdmin) return 'all';
    const [held, publicNames, policyProjects] = await Promise.all([
      this.rbac.heldRoles(actor.uid),
      this.rbac.publicProjectNames(),
      this.rbac.policyProjectsOf(actor.uid),
    ]);
    return new Set([
      ...publicNames,
      ...policyProjects,
      ...held.filter((h) => h.projectName !== '').map((h) => h.projectName),
    ]);
  }
}
