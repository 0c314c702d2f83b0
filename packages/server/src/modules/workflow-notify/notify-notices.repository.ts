import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workflowNotifyNotices, workflowTasks } from '../../db/schema.js';

export type NotifyNoticeRow = typeof workflowNotifyNotices.$inferSelect;

const FINISHED = ['passed', 'failed', 'timeout', 'cancelled', 'reject'];

/** Notices of notifications not sent, and what notifications read of earlier tasks. */
export class NotifyNoticesRepository {
  constructor(private readonly db: Db) {}

  async add(notice: {
    taskRowId: number;
    webhookType: string;
    event: string;
    reason: string;
  }): Promise<void> {
    await this.db.insert(workflowNotifyNotices).values(notice);
  }

  listOf(taskRowId: number): Promise<NotifyNoticeRow[]> {
    return this.db
      .select()
      .from(workflowNotifyNotices)
      .where(eq(workflowNotifyNotices.taskRowId, taskRowId))
      .orderBy(asc(workflowNotifyNotices.id));
  }

  /** The status of the workflow's newest finished task before this one, if any. */
  async previousFinishedStatus(workflowName: string, taskId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ status: workflowTasks.status })
      .from(workflowTasks)
      .where(
        and(
          eq(workflowTasks.workflowName, workflowName),
          lt(workflowTasks.taskId, taskId),
          inArray(workflowTasks.status, FINISHED),
        ),
      )
      .orderBy(desc(workflowTasks.taskId))
      .limit(1);
    return row?.status;
  }
}
