import type { RoleItem } from '@slipway/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { roleBindings, roles } from '../../db/schema.js';

export class RolesRepository {
  constructor(private readonly db: Db) {}

  /** Creates a preset role once and returns its id. */
  async ensurePresetRole(name: string, projectName = '', description = ''): Promise<number> {
    await this.db
      .insert(roles)
      .values({ name, projectName, description, preset: true })
      .onConflictDoNothing({ target: [roles.name, roles.projectName] });
    const [row] = await this.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.name, name), eq(roles.projectName, projectName)));
    if (!row) throw new Error(`role ${name} missing after insert`);
    return row.id;
  }

  async bind(uid: string, roleId: number): Promise<void> {
    await this.db.insert(roleBindings).values({ uid, roleId }).onConflictDoNothing();
  }

  async rolesOf(uid: string): Promise<RoleItem[]> {
    return this.db
      .select({ role: roles.name, project_name: roles.projectName })
      .from(roleBindings)
      .innerJoin(roles, eq(roles.id, roleBindings.roleId))
      .where(eq(roleBindings.uid, uid))
      .orderBy(roles.projectName, roles.name);
  }
}
