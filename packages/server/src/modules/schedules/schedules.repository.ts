import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scheduleFirings, schedules } from '../../db/schema.js';

export type ScheduleRow = typeof schedules.$inferSelect;
export type ScheduleFields = Pick<
  ScheduleRow,
  'ownerKind' | 'projectName' | 'ownerName' | 'item' | 'enabled' | 'anchorAt' | 'nextRunAt'
>;
export type FiringRow = typeof scheduleFirings.$inferSelect;

/** Thrown inside a claim's transaction to roll it back: another process has the slot. */
class SlotTaken extends Error {}

/** Schedules of workflows and tests, and the ledger of the slots they fired. */
export class SchedulesRepository {
  constructor(private readonly db: Db) {}

  async find(id: number): Promise<ScheduleRow | undefined> {
    const [row] = await this.db.select().from(schedules).where(eq(schedules.id, id));
    return row;
  }

  ofOwner(kind: string, owner: string): Promise<ScheduleRow[]> {
    return this.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.ownerKind, kind), eq(schedules.ownerName, owner)))
      .orderBy(asc(schedules.id));
  }

  async insert(fields: ScheduleFields): Promise<ScheduleRow> {
    const [row] = await this.db.insert(schedules).values(fields).returning();
    if (!row) throw new Error('schedule insert returned nothing');
    return row;
  }

  /** Saving an item starts it afresh: no failures counted, no reason to be off. */
  async replaceItem(id: number, fields: Omit<ScheduleFields, 'ownerKind' | 'projectName' | 'ownerName'>) {
    await this.db
      .update(schedules)
      .set({ ...fields, consecutiveFailures: 0, disabledReason: '', updatedAt: new Date() })
      .where(eq(schedules.id, id));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(schedules).where(eq(schedules.id, id));
  }

  /** All items of one owner become `rows`, in one transaction. */
  async replaceOwner(kind: string, project: string, owner: string, rows: ScheduleFields[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(schedules)
        .where(
          and(
            eq(schedules.ownerKind, kind),
            eq(schedules.projectName, project),
            eq(schedules.ownerName, owner),
          ),
        );
      if (rows.length) await tx.insert(schedules).values(rows);
    });
  }

  /** Removes an owner's items; without a project, in whichever project the owner is. */
  async removeOwner(kind: string, owner: string, project?: string): Promise<void> {
    await this.db
      .delete(schedules)
      .where(
        and(
          eq(schedules.ownerKind, kind),
          eq(schedules.ownerName, owner),
          project === undefined ? undefined : eq(schedules.projectName, project),
        ),
      );
  }

  /** Enabled items whose slot has come, oldest slot first. */
  due(now: Date, limit = 100): Promise<ScheduleRow[]> {
    return this.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.enabled, true), lte(schedules.nextRunAt, now)))
      .orderBy(asc(schedules.nextRunAt))
      .limit(limit);
  }

  /**
   * Claims `slot` of a schedule for this process: moves `next_run_at` on only while it still is
   * that slot (a second process waiting on the row finds it changed) and records the slot in the
   * ledger, whose unique (schedule, slot) refuses a second claim. Answers the ledger row's id, or
   * undefined when the slot was not this process's to fire.
   */
  async claim(id: number, slot: Date, next: Date | null): Promise<number | undefined> {
    try {
      return await this.db.transaction(async (tx) => {
        const moved = await tx
          .update(schedules)
          .set({ nextRunAt: next, lastSlotAt: slot })
          .where(and(eq(schedules.id, id), eq(schedules.enabled, true), eq(schedules.nextRunAt, slot)))
          .returning({ id: schedules.id });
        if (!moved.length) throw new SlotTaken();
        const [firing] = await tx
          .insert(scheduleFirings)
          .values({ scheduleId: id, slotAt: slot })
          .onConflictDoNothing()
          .returning({ id: scheduleFirings.id });
        if (!firing) throw new SlotTaken();
        return firing.id;
      });
    } catch (error) {
      if (error instanceof SlotTaken) return undefined;
      throw error;
    }
  }

  async recordTask(firingId: number, workflowName: string, taskId: number): Promise<void> {
    await this.db
      .update(scheduleFirings)
      .set({ workflowName, taskId })
      .where(eq(scheduleFirings.id, firingId));
  }

  async firingOfTask(workflowName: string, taskId: number): Promise<FiringRow | undefined> {
    const [row] = await this.db
      .select()
      .from(scheduleFirings)
      .where(and(eq(scheduleFirings.workflowName, workflowName), eq(scheduleFirings.taskId, taskId)));
    return row;
  }

  /** Sets a firing's outcome once; answers its schedule's id only to the caller that set it. */
  async recordOutcome(firingId: number, outcome: string, error = ''): Promise<number | undefined> {
    const [row] = await this.db
      .update(scheduleFirings)
      .set({ outcome, error })
      .where(and(eq(scheduleFirings.id, firingId), isNull(scheduleFirings.outcome)))
      .returning({ scheduleId: scheduleFirings.scheduleId });
    return row?.scheduleId;
  }

  firingsOf(scheduleId: number): Promise<FiringRow[]> {
    return this.db
      .select()
      .from(scheduleFirings)
      .where(eq(scheduleFirings.scheduleId, scheduleId))
      .orderBy(asc(scheduleFirings.slotAt));
  }

  async resetFailures(id: number): Promise<void> {
    await this.db.update(schedules).set({ consecutiveFailures: 0 }).where(eq(schedules.id, id));
  }

  /**
   * Counts one more failure in a row and, in the same statement, switches the item off with
   * `reason` when the count reaches `limit` (no limit: never).
   */
  async addFailure(id: number, limit: number | undefined, reason: string): Promise<void> {
    const count = sql`${schedules.consecutiveFailures} + 1`;
    const reached = limit ? sql`${count} >= ${limit}` : sql`false`;
    await this.db
      .update(schedules)
      .set({
        consecutiveFailures: count,
        enabled: sql`case when ${reached} then false else ${schedules.enabled} end`,
        nextRunAt: sql`case when ${reached} then null else ${schedules.nextRunAt} end`,
        disabledReason: sql`case when ${reached} then ${reason} else ${schedules.disabledReason} end`,
      })
      .where(eq(schedules.id, id));
  }
}
