import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workflowGenericHooks } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export type GenericHookRow = typeof workflowGenericHooks.$inferSelect;
export type GenericHookFields = Pick<GenericHookRow, 'workflowName' | 'name' | 'hook'>;

/** The generic webhooks of workflows; tokens arrive and leave sealed. */
export class GenericHooksRepository {
  constructor(private readonly db: Db) {}

  ofWorkflow(workflowName: string): Promise<GenericHookRow[]> {
    return this.db
      .select()
      .from(workflowGenericHooks)
      .where(eq(workflowGenericHooks.workflowName, workflowName))
      .orderBy(asc(workflowGenericHooks.id));
  }

  async find(workflowName: string, name: string): Promise<GenericHookRow | undefined> {
    const [row] = await this.db
      .select()
      .from(workflowGenericHooks)
      .where(and(eq(workflowGenericHooks.workflowName, workflowName), eq(workflowGenericHooks.name, name)));
    return row;
  }

  /** false when the workflow already has a hook of that name */
  async insert(fields: GenericHookFields, sealedToken: string): Promise<boolean> {
    try {
      await this.db.insert(workflowGenericHooks).values({ ...fields, token: sealedToken });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async update(id: number, hook: GenericHookFields['hook']): Promise<void> {
    await this.db
      .update(workflowGenericHooks)
      .set({ hook, updatedAt: new Date() })
      .where(eq(workflowGenericHooks.id, id));
  }

  async replaceToken(id: number, sealedToken: string): Promise<void> {
    await this.db
      .update(workflowGenericHooks)
      .set({ token: sealedToken, updatedAt: new Date() })
      .where(eq(workflowGenericHooks.id, id));
  }

  async delete(workflowName: string, name: string): Promise<boolean> {
    const rows = await this.db
      .delete(workflowGenericHooks)
      .where(and(eq(workflowGenericHooks.workflowName, workflowName), eq(workflowGenericHooks.name, name)))
      .returning({ id: workflowGenericHooks.id });
    return rows.length > 0;
  }
}
