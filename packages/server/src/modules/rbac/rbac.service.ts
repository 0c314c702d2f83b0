import {
  type Policy,
  type PolicyBody,
  PRESET_ROLES,
  type ProjectMember,
  type ProjectRoleBody,
  projectActions,
  type Role,
  type RoleBinding,
  type RoleBindingsBulk,
  readOnlyProjectActions,
  type SystemRoleBody,
  systemActions,
  type UserGroup,
  type UserGroupBody,
} from '@slipway/contracts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { PUBLIC_ROLE_PROJECT, type RbacRepository, type RoleRow } from './rbac.repository.js';

const SYSTEM = '';

function toRole(row: RoleRow): Role {
  return {
    id: row.id,
    name: row.name,
    desc: row.description,
    type:
      row.projectName === SYSTEM ? 'system' : row.projectName === PUBLIC_ROLE_PROJECT ? 'public' : 'private',
    project_name: row.projectName,
    preset: row.preset,
    actions: row.actions,
  };
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Roles, bindings, user groups and policies (spec §6, §7 RBAC). */
export class RbacService {
  constructor(private readonly rbac: RbacRepository) {}

  async ensurePresetRoles(): Promise<void> {
    await this.rbac.upsertPresetRole({
      name: PRESET_ROLES.systemAdmin,
      projectName: SYSTEM,
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

  // ---- roles

  async systemRoles(): Promise<Role[]> {
    return (await this.rbac.listRoles([SYSTEM])).map(toRole);
  }

  async publicRoles(): Promise<Role[]> {
    return (await this.rbac.listRoles([PUBLIC_ROLE_PROJECT])).map(toRole);
  }

  async presetRoles(): Promise<Role[]> {
    return (await this.publicRoles()).filter((r) => r.preset);
  }

  async projectRoles(projectName: string): Promise<Role[]> {
    return (await this.rbac.listRoles([projectName, PUBLIC_ROLE_PROJECT])).map(toRole);
  }

  createSystemRole(body: SystemRoleBody): Promise<Role> {
    return this.createRole(SYSTEM, 'system', body.name, body.desc, body.actions);
  }

  /** A public role is created once for every project; a private one for this project only. */
  createProjectRole(projectName: string, body: ProjectRoleBody): Promise<Role> {
    const owner = body.type === 'public' ? PUBLIC_ROLE_PROJECT : projectName;
    return this.createRole(owner, body.type, body.name, body.desc, body.actions);
  }

  createPublicRole(body: ProjectRoleBody): Promise<Role> {
    return this.createRole(PUBLIC_ROLE_PROJECT, 'public', body.name, body.desc, body.actions);
  }

  private async createRole(projectName: string, type: string, name: string, desc: string, actions: string[]) {
    if (await this.rbac.findRole(name, projectName)) throw new ConflictError('error.roleExists');
    if (
      projectName !== SYSTEM &&
      projectName !== PUBLIC_ROLE_PROJECT &&
      (await this.rbac.findRole(name, PUBLIC_ROLE_PROJECT))
    ) {
      throw new ConflictError('error.roleExists');
    }
    try {
      return toRole(
        await this.rbac.insertRole({ name, projectName, type, description: desc, actions, preset: false }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('error.roleExists');
      throw error;
    }
  }

  async updateRole(projectName: string, name: string, desc: string, actions: string[]): Promise<Role> {
    const role = await this.requireEditableRole(projectName, name);
    await this.rbac.updateRole(role.id, { description: desc, actions });
    return toRole({ ...role, description: desc, actions });
  }

  /** Deleting a role removes it from its members (their bindings go with it). */
  async deleteRole(projectName: string, name: string): Promise<void> {
    const role = await this.requireEditableRole(projectName, name);
    await this.rbac.deleteRole(role.id);
  }

  private async requireEditableRole(projectName: string, name: string): Promise<RoleRow> {
    const role = await this.rbac.findRole(name, projectName);
    if (!role) throw new NotFoundError('error.roleNotFound');
    if (role.preset) throw new ForbiddenError('error.presetRole');
    return role;
  }

  // ---- bindings

  async bindings(projectName: string): Promise<RoleBinding[]> {
    const rows = await this.rbac.listBindings(projectName);
    return rows.map((r) => ({
      id: r.id,
      role: r.role,
      project_name: r.project_name,
      uid: r.uid,
      group_id: r.group_id,
      subject_name: r.uid ? (r.user_name ?? '') : (r.group_name ?? ''),
      preset: r.preset,
    }));
  }

  async userBindings(uid: string): Promise<RoleBinding[]> {
    const held = await this.rbac.heldRoles(uid);
    return held.map((h) => ({
      id: h.bindingId,
      role: h.role,
      project_name: h.projectName,
      uid: h.groupId === null ? uid : null,
      group_id: h.groupId,
      subject_name: '',
      preset: h.preset,
    }));
  }

  /** Grants several roles to several users and groups of a project (or of the system, ''). */
  async bindBulk(projectName: string, body: RoleBindingsBulk): Promise<RoleBinding[]> {
    const roleIds = await this.resolveRoles(projectName, body.roles);
    await this.requireUsers(body.uids);
    for (const groupId of body.group_ids) {
      if (!(await this.rbac.findGroup(groupId, projectName))) throw new NotFoundError('error.groupNotFound');
    }
    for (const roleId of roleIds) {
      for (const uid of body.uids) await this.rbac.bind({ uid }, roleId, projectName);
      for (const groupId of body.group_ids) await this.rbac.bind({ groupId }, roleId, projectName);
    }
    return this.bindings(projectName);
  }

  /** Makes `roles` exactly the roles the user holds directly in the project (or system). */
  async replaceUserRoles(projectName: string, uid: string, roleNames: string[]): Promise<RoleBinding[]> {
    await this.requireUsers([uid]);
    const roleIds = await this.resolveRoles(projectName, roleNames);
    if (projectName === SYSTEM && !roleNames.includes(PRESET_ROLES.systemAdmin))
      await this.keepAnAdmin([uid]);
    await this.rbac.unbindUser(uid, projectName, roleIds);
    for (const roleId of roleIds) await this.rbac.bind({ uid }, roleId, projectName);
    return (await this.bindings(projectName)).filter((b) => b.uid === uid);
  }

  async deleteBinding(projectName: string, id: number): Promise<void> {
    if (projectName === SYSTEM) {
      const binding = (await this.bindings(SYSTEM)).find((b) => b.id === id);
      if (binding?.role === PRESET_ROLES.systemAdmin && binding.uid) await this.keepAnAdmin([binding.uid]);
    }
    if (!(await this.rbac.deleteBinding(id, projectName))) throw new NotFoundError('error.bindingNotFound');
  }

  /** Project administrators are the holders of project-admin in the project. */
  projectAdmins(projectName: string): Promise<string[]> {
    return this.rbac.usersWithRole(PRESET_ROLES.projectAdmin, projectName);
  }

  async setProjectAdmins(projectName: string, uids: string[]): Promise<void> {
    await this.requireUsers(uids);
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

  async members(projectName: string): Promise<ProjectMember[]> {
    const [bindings, groups, policies] = await Promise.all([
      this.rbac.listBindings(projectName),
      this.groups(projectName),
      this.policies(projectName),
    ]);
    const members = new Map<string, ProjectMember>();
    const member = (uid: string, account = '', name = '') => {
      let m = members.get(uid);
      if (!m) {
        m = { uid, account, name, email: '', roles: [], group_roles: [], policies: [] };
        members.set(uid, m);
      }
      if (account) m.account = account;
      if (name) m.name = name;
      return m;
    };
    const groupMembers = new Map(groups.map((g) => [g.id, g.uids]));
    for (const b of bindings) {
      if (b.uid) member(b.uid, b.user_account ?? '', b.user_name ?? '').roles.push(b.role);
      else if (b.group_id !== null) {
        for (const uid of groupMembers.get(b.group_id) ?? []) member(uid).group_roles.push(b.role);
      }
    }
    for (const p of policies) for (const uid of p.uids) member(uid).policies.push(p.name);
    const users = await this.rbac.usersByIds([...members.keys()]);
    for (const u of users) {
      const m = member(u.id, u.account, u.name);
      m.email = u.email;
    }
    return [...members.values()].sort((a, b) => a.account.localeCompare(b.account));
  }

  private async resolveRoles(projectName: string, names: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const name of new Set(names)) {
      const role =
        projectName === SYSTEM
          ? await this.rbac.findRole(name, SYSTEM)
          : await this.rbac.findProjectRole(name, projectName);
      if (!role) throw new NotFoundError('error.roleNotFound', name);
      ids.push(role.id);
    }
    return ids;
  }

  private async requireUsers(uids: string[]): Promise<void> {
    const unique = [...new Set(uids)];
    const found = await this.rbac.existingUserIds(unique);
    if (found.length !== unique.length) throw new BadRequestError('validation.user.unknown');
  }

  /** Refuses a change that would leave the system without an administrator. */
  private async keepAnAdmin(losing: string[]): Promise<void> {
    const admins = await this.rbac.usersWithRole(PRESET_ROLES.systemAdmin, SYSTEM);
    if (admins.length > 0 && admins.every((uid) => losing.includes(uid)))
      throw new BadRequestError('error.lastAdmin');
  }

  // ---- groups

  async groups(projectName: string): Promise<UserGroup[]> {
    const rows = await this.rbac.listGroups(projectName);
    const members = await this.rbac.groupMembers(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      desc: r.description,
      project_name: r.projectName,
      uids: members.get(r.id) ?? [],
    }));
  }

  async createGroup(projectName: string, body: UserGroupBody): Promise<UserGroup> {
    await this.requireUsers(body.uids);
    try {
      const row = await this.rbac.insertGroup({ name: body.name, projectName, description: body.desc }, [
        ...new Set(body.uids),
      ]);
      return {
        id: row.id,
        name: row.name,
        desc: row.description,
        project_name: projectName,
        uids: [...new Set(body.uids)],
      };
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('error.groupExists');
      throw error;
    }
  }

  async updateGroup(projectName: string, id: number, body: UserGroupBody): Promise<UserGroup> {
    if (!(await this.rbac.findGroup(id, projectName))) throw new NotFoundError('error.groupNotFound');
    await this.requireUsers(body.uids);
    try {
      await this.rbac.updateGroup(id, { name: body.name, description: body.desc }, [...new Set(body.uids)]);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('error.groupExists');
      throw error;
    }
    return { id, name: body.name, desc: body.desc, project_name: projectName, uids: [...new Set(body.uids)] };
  }

  async deleteGroup(projectName: string, id: number): Promise<void> {
    if (!(await this.rbac.findGroup(id, projectName))) throw new NotFoundError('error.groupNotFound');
    await this.rbac.deleteGroup(id);
  }

  // ---- policies

  async policies(projectName: string): Promise<Policy[]> {
    const rows = await this.rbac.listPolicies(projectName);
    const members = await this.rbac.policyMembers(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      desc: r.description,
      project_name: r.projectName,
      rules: r.rules,
      uids: members.get(r.id) ?? [],
    }));
  }

  async createPolicy(projectName: string, body: PolicyBody): Promise<Policy> {
    if (await this.rbac.findPolicy(body.name, projectName)) throw new ConflictError('error.policyExists');
    return this.savePolicy(projectName, body);
  }

  async updatePolicy(projectName: string, name: string, body: PolicyBody): Promise<Policy> {
    const existing = await this.rbac.findPolicy(name, projectName);
    if (!existing) throw new NotFoundError('error.policyNotFound');
    return this.savePolicy(projectName, { ...body, name }, existing.id);
  }

  async deletePolicy(projectName: string, name: string): Promise<void> {
    const existing = await this.rbac.findPolicy(name, projectName);
    if (!existing) throw new NotFoundError('error.policyNotFound');
    await this.rbac.deletePolicy(existing.id);
  }

  private async savePolicy(projectName: string, body: PolicyBody, existingId?: number): Promise<Policy> {
    const uids = [...new Set(body.uids)];
    await this.requireUsers(uids);
    const id = await this.rbac.savePolicy(
      { name: body.name, projectName, description: body.desc, rules: body.rules },
      uids,
      existingId,
    );
    return { id, name: body.name, desc: body.desc, project_name: projectName, rules: body.rules, uids };
  }
}
