import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  policies,
  policyBindings,
  projects,
  roleBindings,
  roles,
  userGroupMembers,
  userGroups,
  users,
  workflows,
} from '../../db/schema.js';

export type RoleRow = typeof roles.$inferSelect;

/** The project of a public role row: public roles are stored once and shared by every project. */
export const PUBLIC_ROLE_PROJECT = '*';

export interface HeldRole {
  bindingId: number;
  role: string;
  actions: string[];
  projectName: string;
  preset: boolean;
  /** the group the role comes through, if any */
  groupId: number | null;
}

export class RbacRepository {
  /** the database, for the repositories of groups and policies */
  constructor(readonly db: Db) {}

  // ---- roles

  async findRole(name: string, projectName: string): Promise<RoleRow | undefined> {
    const [row] = await this.db
      .select()
      .from(roles)
      .where(and(eq(roles.name, name), eq(roles.projectName, projectName)));
    return row;
  }

  /** A role usable in a project: its own private role, or a public one. */
  async findProjectRole(name: string, projectName: string): Promise<RoleRow | undefined> {
    const [row] = await this.db
      .select()
      .from(roles)
      .where(and(eq(roles.name, name), inArray(roles.projectName, [projectName, PUBLIC_ROLE_PROJECT])))
      .orderBy(sql`${roles.projectName} = ${PUBLIC_ROLE_PROJECT}`);
    return row;
  }

  listRoles(projectNames: string[]): Promise<RoleRow[]> {
    return this.db
      .select()
      .from(roles)
      .where(inArray(roles.projectName, projectNames))
      .orderBy(sql`${roles.preset} desc`, roles.name);
  }

  async upsertPresetRole(role: Omit<typeof roles.$inferInsert, 'id' | 'preset'>): Promise<number> {
    const [row] = await this.db
      .insert(roles)
      .values({ ...role, preset: true })
      .onConflictDoUpdate({
        target: [roles.name, roles.projectName],
        set: { actions: role.actions ?? [], type: role.type ?? 'system', preset: true },
      })
      .returning({ id: roles.id });
    if (!row) throw new Error(`preset role ${role.name} not written`);
    return row.id;
  }

  async insertRole(role: Omit<typeof roles.$inferInsert, 'id'>): Promise<RoleRow> {
    const [row] = await this.db.insert(roles).values(role).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async updateRole(id: number, patch: { description: string; actions: string[] }): Promise<void> {
    await this.db.update(roles).set(patch).where(eq(roles.id, id));
  }

  async deleteRole(id: number): Promise<void> {
    await this.db.delete(roles).where(eq(roles.id, id));
  }

  async deleteProjectData(projectName: string): Promise<void> {
    await this.db.delete(roleBindings).where(eq(roleBindings.projectName, projectName));
    await this.db.delete(roles).where(eq(roles.projectName, projectName));
    await this.db.delete(policies).where(eq(policies.projectName, projectName));
    await this.db.delete(userGroups).where(eq(userGroups.projectName, projectName));
  }

  // ---- bindings

  /** The roles a user holds, with the project each is held in ('' = system). */
  async rolesOf(uid: string): Promise<Array<{ role: string; project_name: string }>> {
    const held = await this.heldRoles(uid);
    const seen = new Set<string>();
    return held
      .map((h) => ({ role: h.role, project_name: h.projectName }))
      .filter((r) => !seen.has(`${r.project_name}/${r.role}`) && seen.add(`${r.project_name}/${r.role}`))
      .sort((a, b) => a.project_name.localeCompare(b.project_name) || a.role.localeCompare(b.role));
  }

  /** Roles a user holds directly and through groups; projectName undefined = everywhere. */
  heldRoles(uid: string, projectName?: string): Promise<HeldRole[]> {
    const groupIds = this.db
      .select({ id: userGroupMembers.groupId })
      .from(userGroupMembers)
      .where(eq(userGroupMembers.uid, uid));
    return this.db
      .select({
        bindingId: roleBindings.id,
        role: roles.name,
        actions: roles.actions,
        projectName: roleBindings.projectName,
        preset: roles.preset,
        groupId: roleBindings.groupId,
      })
      .from(roleBindings)
      .innerJoin(roles, eq(roles.id, roleBindings.roleId))
      .where(
        and(
          or(eq(roleBindings.uid, uid), inArray(roleBindings.groupId, groupIds)),
          projectName === undefined ? undefined : eq(roleBindings.projectName, projectName),
        ),
      );
  }

  async bind(
    subject: { uid: string } | { groupId: number },
    roleId: number,
    projectName: string,
  ): Promise<void> {
    await this.db
      .insert(roleBindings)
      .values({
        uid: 'uid' in subject ? subject.uid : null,
        groupId: 'groupId' in subject ? subject.groupId : null,
        roleId,
        projectName,
      })
      .onConflictDoNothing();
  }

  async unbindUser(uid: string, projectName: string, keepRoleIds: number[] = []): Promise<void> {
    await this.db
      .delete(roleBindings)
      .where(
        and(
          eq(roleBindings.uid, uid),
          eq(roleBindings.projectName, projectName),
          keepRoleIds.length ? notInArray(roleBindings.roleId, keepRoleIds) : undefined,
        ),
      );
  }

  async unbindRole(uid: string, roleId: number, projectName: string): Promise<void> {
    await this.db
      .delete(roleBindings)
      .where(
        and(
          eq(roleBindings.uid, uid),
          eq(roleBindings.roleId, roleId),
          eq(roleBindings.projectName, projectName),
        ),
      );
  }

  async deleteBinding(id: number, projectName: string): Promise<boolean> {
    const rows = await this.db
      .delete(roleBindings)
      .where(and(eq(roleBindings.id, id), eq(roleBindings.projectName, projectName)))
      .returning({ id: roleBindings.id });
    return rows.length > 0;
  }

  /** Takes back a role, by name, from a user or a group in a project; the number of bindings removed. */
  async unbindNamed(
    subject: { uid: string } | { groupId: number },
    roleName: string,
    projectName: string,
  ): Promise<number> {
    const named = this.db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
    const rows = await this.db
      .delete(roleBindings)
      .where(
        and(
          'uid' in subject ? eq(roleBindings.uid, subject.uid) : eq(roleBindings.groupId, subject.groupId),
          inArray(roleBindings.roleId, named),
          eq(roleBindings.projectName, projectName),
        ),
      )
      .returning({ id: roleBindings.id });
    return rows.length;
  }

  /** Every binding of a project (or of the system, projectName ''), with names for display. */
  listBindings(projectName: string) {
    return this.db
      .select({
        id: roleBindings.id,
        role: roles.name,
        project_name: roleBindings.projectName,
        uid: roleBindings.uid,
        group_id: roleBindings.groupId,
        user_name: users.name,
        user_account: users.account,
        group_name: userGroups.name,
        preset: roles.preset,
        /** where the role lives: '*' for a public role */
        role_project: roles.projectName,
      })
      .from(roleBindings)
      .innerJoin(roles, eq(roles.id, roleBindings.roleId))
      .leftJoin(users, eq(users.id, roleBindings.uid))
      .leftJoin(userGroups, eq(userGroups.id, roleBindings.groupId))
      .where(eq(roleBindings.projectName, projectName))
      .orderBy(roleBindings.id);
  }

  /** Users holding a role by name in a project (project admins, system admins). */
  async usersWithRole(roleName: string, projectName: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ uid: roleBindings.uid })
      .from(roleBindings)
      .innerJoin(roles, eq(roles.id, roleBindings.roleId))
      .where(
        and(
          eq(roles.name, roleName),
          eq(roleBindings.projectName, projectName),
          sql`${roleBindings.uid} is not null`,
        ),
      );
    return rows.map((r) => r.uid as string);
  }

  // ---- policies

  /** Policies of a project that name a user. */
  policiesOf(uid: string, projectName: string) {
    return this.db
      .select({ name: policies.name, rules: policies.rules })
      .from(policyBindings)
      .innerJoin(policies, eq(policies.id, policyBindings.policyId))
      .where(and(eq(policyBindings.uid, uid), eq(policies.projectName, projectName)));
  }

  async policyProjectsOf(uid: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ projectName: policies.projectName })
      .from(policyBindings)
      .innerJoin(policies, eq(policies.id, policyBindings.policyId))
      .where(eq(policyBindings.uid, uid));
    return rows.map((r) => r.projectName);
  }

  // ---- projects, as far as permissions need them

  async projectVisibility(projectName: string): Promise<{ isPublic: boolean } | undefined> {
    const [row] = await this.db
      .select({ isPublic: projects.isPublic })
      .from(projects)
      .where(eq(projects.name, projectName));
    return row;
  }

  async projectOfWorkflow(workflowName: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ projectName: workflows.projectName })
      .from(workflows)
      .where(eq(workflows.name, workflowName));
    return row?.projectName;
  }

  async publicProjectNames(): Promise<string[]> {
    const rows = await this.db
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.isPublic, true));
    return rows.map((r) => r.name);
  }

  usersByIds(uids: string[]) {
    if (!uids.length) return Promise.resolve([]);
    return this.db
      .select({
        id: users.id,
        account: users.account,
        name: users.name,
        email: users.email,
        phone: users.phone,
        identityType: users.identityType,
      })
      .from(users)
      .where(inArray(users.id, uids));
  }

  async existingUserIds(uids: string[]): Promise<string[]> {
    if (!uids.length) return [];
    const rows = await this.db.select({ id: users.id }).from(users).where(inArray(users.id, uids));
    return rows.map((r) => r.id);
  }
}
