import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { policies, policyBindings } from '../../db/schema.js';

export type PolicyRow = typeof policies.$inferSelect;
export type StoredPolicy = Pick<PolicyRow, 'name' | 'projectName' | 'description' | 'rules'>;

/** Policies of projects and the users they are granted to. */
export class PolicyRepository {
  constructor(private readonly db: Db) {}

  list(projectName: string) {
    return this.db
      .select()
      .from(policies)
      .where(eq(policies.projectName, projectName))
      .orderBy(policies.name);
  }

  async find(name: string, projectName: string): Promise<PolicyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(policies)
      .where(and(eq(policies.name, name), eq(policies.projectName, projectName)));
    return row;
  }

  async members(policyIds: number[]): Promise<Map<number, string[]>> {
    const members = new Map<number, string[]>();
    if (!policyIds.length) return members;
    const rows = await this.db
      .select()
      .from(policyBindings)
      .where(inArray(policyBindings.policyId, policyIds));
    for (const row of rows) members.set(row.policyId, [...(members.get(row.policyId) ?? []), row.uid]);
    return members;
  }

  /** Writes the policy and its users; an existing one (by id) gets its rules, text and users replaced. */
  async save(policy: StoredPolicy, uids: string[], existingId?: number): Promise<PolicyRow> {
    return this.db.transaction(async (tx) => {
      let row: PolicyRow | undefined;
      if (existingId === undefined) {
        [row] = await tx.insert(policies).values(policy).returning();
      } else {
        [row] = await tx
          .update(policies)
          .set({ description: policy.description, rules: policy.rules, updatedAt: new Date() })
          .where(eq(policies.id, existingId))
          .returning();
        await tx.delete(policyBindings).where(eq(policyBindings.policyId, existingId));
      }
      if (!row) throw new Error('policy not written');
      const policyId = row.id;
      if (uids.length) await tx.insert(policyBindings).values(uids.map((uid) => ({ policyId, uid })));
      return row;
    });
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(policies).where(eq(policies.id, id));
  }
}
