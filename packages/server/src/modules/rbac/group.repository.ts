import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userGroupMembers, userGroups } from '../../db/schema.js';

export type GroupRow = typeof userGroups.$inferSelect;

/** User groups of projects and their members. */
export class GroupRepository {
  constructor(private readonly db: Db) {}

  list(projectName: string) {
    return this.db
      .select()
      .from(userGroups)
      .where(eq(userGroups.projectName, projectName))
      .orderBy(userGroups.name);
  }

  async find(id: number, projectName: string): Promise<GroupRow | undefined> {
    const [row] = await this.db
      .select()
      .from(userGroups)
      .where(and(eq(userGroups.id, id), eq(userGroups.projectName, projectName)));
    return row;
  }

  async members(groupIds: number[]): Promise<Map<number, string[]>> {
    const members = new Map<number, string[]>();
    if (!groupIds.length) return members;
    const rows = await this.db
      .select()
      .from(userGroupMembers)
      .where(inArray(userGroupMembers.groupId, groupIds));
    for (const row of rows) members.set(row.groupId, [...(members.get(row.groupId) ?? []), row.uid]);
    return members;
  }

  async insert(group: typeof userGroups.$inferInsert, uids: string[]): Promise<GroupRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(userGroups).values(group).returning();
      if (!row) throw new Error('insert returned no row');
      if (uids.length)
        await tx.insert(userGroupMembers).values(uids.map((uid) => ({ groupId: row.id, uid })));
      return row;
    });
  }

  async update(id: number, patch: { name: string; description: string }, uids: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(userGroups).set(patch).where(eq(userGroups.id, id));
      await tx.delete(userGroupMembers).where(eq(userGroupMembers.groupId, id));
      if (uids.length) await tx.insert(userGroupMembers).values(uids.map((uid) => ({ groupId: id, uid })));
    });
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(userGroups).where(eq(userGroups.id, id));
  }
}
