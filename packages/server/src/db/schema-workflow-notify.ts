import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { workflowTasks } from './schema.js';

/**
 * Notices of workflow notifications that could not be sent (docs/architecture.md "Workflow
 * notifications"): shown with the task, never changing its status; they go with the task.
 */
export const workflowNotifyNotices = pgTable(
  'workflow_notify_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskRowId: bigint('task_row_id', { mode: 'number' })
      .notNull()
      .references(() => workflowTasks.id, { onDelete: 'cascade' }),
    /** dingding, wechat, feishu or mail */
    webhookType: text('webhook_type').notNull(),
    event: text('event').notNull(),
    /** why it was not sent; addresses in it are masked */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflow_notify_notices_task_idx').on(t.taskRowId)],
);
