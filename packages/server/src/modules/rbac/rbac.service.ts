import {
  PRESET_ROLES,
  projectActions,
  projectRoleBindingName,
  readOnlyProjectActions,
  systemActions,
  type UserRoleBinding,
} from '@slipway/contracts';
import { GroupRepository } from './group.repository.js';
import { GroupsService } from './groups.service.js';
import { PoliciesService } from './policies.service.js';
import { PolicyRepository } from './policy.repository.js';
import { ProjectBindingsService } from './project-bindings.service.js';
import { PUBLIC_ROLE_PROJECT, type RbacRepository } from './rbac.repository.js';
import { requireUsers } from './require-users.js';
import { RolesService, SYSTEM_ROLES } from './roles.service.js';

/** Roles, bindings, user groups and policies (spec §6, §7 RBAC), and what projects need of them. */
export class RbacService {
  readonly roles: RolesService;
  readonly projectBindings: ProjectBindingsService;
  readonly groups: GroupsService;
  readonly policies: PoliciesService;

  constructor(private readonly rbac: RbacRepository) {
    const groups = new GroupRepository(rbac.db);
    const policies = new PolicyRepository(rbac.db);
    this.roles = new RolesService(rbac);
    this.projectBindings = new ProjectBindingsService(rbac, groups, policies);
    this.groups = new GroupsService(groups, rbac);
    this.policies = new PoliciesService(policies, rbac);
  }

  async ensurePresetRoles(): Promise<void> {
    await this.rbac.upsertPresetRole({
      name: PRESET_ROLES.systemAdmin,
      projectName: SYSTEM_ROLES,
      type: 'system',
      description: 'System administrator',
      actions: [...systemActions],
    });
    await this.rbac.upsertPresetRole({
      name: PRESET_ROLES.projectAdmin,
      projectName: PUBLIC_ROLE_PROJECT,
      type: 'public',
      description: 'Project administrator',
      actions: [...projectActions],
    });
    await this.rbac.upsertPresetRole({
      name: PRESET_ROLES.readOnly,
      projectName: PUBLIC_ROLE_PROJECT,
      type: 'public',
      description: 'Read-only',
      actions: [...readOnlyProjectActions],
    });
  }

  /** The roles `uid` holds in `projectName` (directly or through a group), or system-wide when it is ''. */
  async userBindings(uid: string, projectName: string): Promise<UserRoleBinding[]> {
    const held = await this.rbac.heldRoles(uid, projectName);
    return held.map((h) => ({
      name: projectRoleBindingName(h.groupId === null ? { uid } : { groupId: h.groupId }, h.role),
      uid,
      role: h.role,
      preset: h.preset,
    }));
  }

  /** Project administrators are the holders of project-admin in the project. */
  projectAdmins(projectName: string): Promise<string[]> {
    return this.rbac.usersWithRole(PRESET_ROLES.projectAdmin, projectName);
  }

  async setProjectAdmins(projectName: string, uids: string[]): Promise<void> {
    await requireUsers(this.rbac, uids);
    const role = await this.rbac.findRole(PRESET_ROLES.projectAdmin, PUBLIC_ROLE_PROJECT);
    if (!role) throw new Error('preset role project-admin is missing');
    for (const uid of (await this.projectAdmins(projectName)).filter((u) => !uids.includes(u))) {
      await this.rbac.unbindRole(uid, role.id, projectName);
    }
    for (const uid of uids) await this.rbac.bind({ uid }, role.id, projectName);
  }

  deleteProjectData(projectName: string): Promise<void> {
    return this.rbac.deleteProjectData(projectName);
  }
}
