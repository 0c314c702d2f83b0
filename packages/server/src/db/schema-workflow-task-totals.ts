import { integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Running totals of each workflow's tasks, so that lists need not sum every task per request.
 * Triggers on workflow_tasks keep them (migration 0030): a row counts by its current status, so a
 * retried task moves from one count to another, and tasks deleted with their workflow leave.
 */
export const workflowTaskTotals = pgTable('workflow_task_totals', {
  workflowName: text('workflow_name').primaryKey(),
  taskCount: integer('task_count').notNull().default(0),
  finishedCount: integer('finished_count').notNull().default(0),
  passedCount: integer('passed_count').notNull().default(0),
  /** finished tasks with a start and an end, and their seconds summed (exact: numeric) */
  timedCount: integer('timed_count').notNull().default(0),
  timedSeconds: numeric('timed_seconds').notNull().default('0'),
  /** the latest task, latest passed task and latest failed (failed, timeout, reject) task */
  recentId: integer('recent_id'),
  passedId: integer('passed_id'),
  failedId: integer('failed_id'),
});
