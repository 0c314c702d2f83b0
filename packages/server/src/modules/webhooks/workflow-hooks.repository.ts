import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webhookDeliveries, workflowHooks } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { DELIVERY_ID_MEMORY_MS } from './delivery-parts.js';

export type WorkflowHookRow = typeof workflowHooks.$inferSelect;
export type WorkflowHookFields = Pick<WorkflowHookRow, 'workflowName' | 'name' | 'hook' | 'secret'>;

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

  /**
   * Claims a delivery: false when the same id was claimed within `rememberMs` (a redelivery). The
   * primary key makes the claim atomic, so of several servers sharing the database exactly one wins;
   * an id older than its memory is claimed anew.
   */
  async firstDelivery(source: string, deliveryId: string, rememberMs: number, now: Date): Promise<boolean> {
    await this.db
      .delete(webhookDeliveries)
      .where(lt(webhookDeliveries.receivedAt, new Date(now.getTime() - DELIVERY_ID_MEMORY_MS)));
    const rows = await this.db
      .insert(webhookDeliveries)
      .values({ source, deliveryId, receivedAt: now })
      .onConflictDoUpdate({
        target: [webhookDeliveries.source, webhookDeliveries.deliveryId],
        set: { receivedAt: now },
        setWhere: lt(webhookDeliveries.receivedAt, new Date(now.getTime() - rememberMs)),
      })
      .returning({ id: webhookDeliveries.deliveryId });
    return rows.length > 0;
  }
}
