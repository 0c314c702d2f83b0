import { and, between, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { workflowTasks } from '../db/schema.js';
import { workflowTaskTotals } from '../db/schema-workflow-task-totals.js';

export interface TaskPageQuery {
  workflowName: string;
  /** tasks to skip, newest first */
  offset: number;
  limit: number;
  status?: string;
  creator?: string;
}

type TaskRow = typeof workflowTasks.$inferSelect;

/** Whole task rows. */
export const wholeTaskRows = getTableColumns(workflowTasks);

/**
 * Task rows whose definition holds only its display name, for lists that show no more of it
 * (definitions are the largest part of a row, and each would be opened for credentials).
 */
export const taskRowsWithDisplayName = {
  ...getTableColumns(workflowTasks),
  definition: sql<
    TaskRow['definition']
  >`jsonb_strip_nulls(jsonb_build_object('display_name', ${workflowTasks.definition}->'display_name'))`,
};

type TaskColumns = typeof wholeTaskRows | typeof taskRowsWithDisplayName;

const newestFirst = desc(workflowTasks.taskId);

/**
 * Tasks of a workflow, newest first: `limit` of them after skipping `offset`, and how many there are.
 * Without a filter the count is the workflow's running total; and when its task numbers run 1..n
 * without a gap (they do unless a task insert failed), the page is a range of task numbers, found
 * in the index, instead of an offset that walks past every task skipped.
 */
export async function readTaskPage(
  db: Db,
  query: TaskPageQuery,
  columns: TaskColumns,
): Promise<{ rows: TaskRow[]; total: number }> {
  const ofWorkflow = eq(workflowTasks.workflowName, query.workflowName);
  if (query.status || query.creator) {
    const where = and(
      ofWorkflow,
      query.status ? eq(workflowTasks.status, query.status) : undefined,
      query.creator ? eq(workflowTasks.creator, query.creator) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      pageByOffset(db, where, query, columns),
      db.select({ count: sql<number>`count(*)::int` }).from(workflowTasks).where(where),
    ]);
    return { rows, total: counted?.count ?? 0 };
  }
  const [totals] = await db
    .select({ count: workflowTaskTotals.taskCount, newest: workflowTaskTotals.recentId })
    .from(workflowTaskTotals)
    .where(eq(workflowTaskTotals.workflowName, query.workflowName));
  const total = totals?.count ?? 0;
  if (total === 0 || query.offset >= total) return { rows: [], total };
  if (totals?.newest !== total) return { rows: await pageByOffset(db, ofWorkflow, query, columns), total };
  // numbers 1..total: the page holds the numbers from total - offset down
  const highest = total - query.offset;
  const rows = await db
    .select(columns)
    .from(workflowTasks)
    .where(and(ofWorkflow, between(workflowTasks.taskId, Math.max(1, highest - query.limit + 1), highest)))
    .orderBy(newestFirst);
  return { rows, total };
}

/**
 * A page by offset: the task numbers are picked from the index first, so that the rows skipped are
 * not read whole, then the page's rows are read.
 */
async function pageByOffset(
  db: Db,
  where: SQL | undefined,
  query: TaskPageQuery,
  columns: TaskColumns,
): Promise<TaskRow[]> {
  const picked = await db
    .select({ taskId: workflowTasks.taskId })
    .from(workflowTasks)
    .where(where)
    .orderBy(newestFirst)
    .limit(query.limit)
    .offset(query.offset);
  if (picked.length === 0) return [];
  return db
    .select(columns)
    .from(workflowTasks)
    .where(
      and(
        eq(workflowTasks.workflowName, query.workflowName),
        inArray(
          workflowTasks.taskId,
          picked.map((row) => row.taskId),
        ),
      ),
    )
    .orderBy(newestFirst);
}
