import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Timers of workflows and tests (docs/architecture.md "Workflow schedules"): one row per schedule
 * item of an owner (`custom` workflow, `product` workflow or `test`). `next_run_at` is the slot the
 * scheduler fires next; null when the item never runs again.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    ownerKind: text('owner_kind').notNull(),
    projectName: text('project_name').notNull(),
    ownerName: text('owner_name').notNull(),
    /** the item as the API took it (type, frequency, number, time, cron, args …) */
    item: jsonb('item').$type<Record<string, unknown>>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** when the item was saved: gap intervals are counted from here */
    anchorAt: timestamp('anchor_at', { withTimezone: true }).notNull().defaultNow(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lastSlotAt: timestamp('last_slot_at', { withTimezone: true }),
    /** a message key, '' while the item is enabled or was switched off by a user */
    disabledReason: text('disabled_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schedules_owner').on(t.ownerKind, t.ownerName),
    index('schedules_next_run_at').on(t.nextRunAt),
  ],
);

/**
 * One row per slot a schedule fired: the unique (schedule, slot) pair is what lets exactly one of
 * several server processes claim a slot. The task it started is kept to count its outcome once.
 */
export const scheduleFirings = pgTable(
  'schedule_firings',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    slotAt: timestamp('slot_at', { withTimezone: true }).notNull(),
    workflowName: text('workflow_name').notNull().default(''),
    taskId: integer('task_id'),
    /** the task's final status (or `error` when none could start); null while it runs */
    outcome: text('outcome'),
    error: text('error').notNull().default(''),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('schedule_firings_slot').on(t.scheduleId, t.slotAt),
    index('schedule_firings_task').on(t.workflowName, t.taskId),
  ],
);
