import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webhookDeliveries, workflowHooks } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export type WorkflowHookRow = typeof workflowHooks.$inferSelect;
export type WorkflowHookFields = Pick<WorkflowHookRow, 'workflowName' | 'name' | 'hook' | 'secret'>;

/** How long a delivery id is remembered: providers redeliver within hours, not weeks. */
const DELIVERY_MEMORY_MS = 7 * 24 * 3600 * 1000;

/** The git triggers of workflows (secrets arrive and leave sealed) and the deliveries handled. */
export class WorkflowHooksRepository {
  constructor(private readonly db: Db) {}

  ofWorkflow(workflowName: string): Promise<WorkflowHookRow[]> {
    return this.db
      .select()
      .from(workflowHooks)
      .where(eq(workflowHooks.workflowName, workflowName))
      .orderBy(asc(workflowHooks.id));
  }

  all(): Promise<WorkflowHookRow[]> {
    return this.db.select().from(workflowHooks).orderBy(asc(workflowHooks.id));
  }

  async find(workflowName: string, name: string): Promise<WorkflowHookRow | undefined> {
    const [row] = await this.db
      .select()
      .from(workflowHooks)
      .where(and(eq(workflowHooks.workflowName, workflowName), eq(workflowHooks.name, name)));
    return row;
  }

  /** false when the workflow already has a trigger of that name */
  async insert(fields: WorkflowHookFields): Promise<boolean> {
    try {
      await this.db.insert(workflowHooks).values(fields);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async update(id: number, fields: WorkflowHookFields): Promise<void> {
    await this.db
      .update(workflowHooks)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(workflowHooks.id, id));
  }

  async delete(workflowName: string, name: string): Promise<boolean> {
    const rows = await this.db
      .delete(workflowHooks)
      .where(and(eq(workflowHooks.workflowName, workflowName), eq(workflowHooks.name, name)))
      .returning({ id: workflowHooks.id });
    return rows.length > 0;
  }

  /** Records a delivery; false when it was recorded before (a redelivery). */
  async firstDelivery(source: string, deliveryId: string, now: Date): Promise<boolean> {
    await this.db
      .delete(webhookDeliveries)
      .where(lt(webhookDeliveries.receivedAt, new Date(now.getTime() - DELIVERY_MEMORY_MS)));
    const rows = await this.db
      .insert(webhookDeliveries)
      .values({ source, deliveryId, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: webhookDeliveries.deliveryId });
    return rows.length > 0;
  }
}
