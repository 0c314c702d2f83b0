import { jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { workflows } from './schema.js';

/**
 * Generic webhooks of a custom workflow: a secret address that runs it with params read from the
 * request. The token is sealed; it is shown once, when made.
 */
export const workflowGenericHooks = pgTable(
  'workflow_generic_hooks',
  {
    id: serial('id').primaryKey(),
    workflowName: text('workflow_name')
      .notNull()
      .references(() => workflows.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    name: text('name').notNull(),
    /** the hook as the API takes it: description, enabled, auto_cancel, params */
    hook: jsonb('hook').$type<Record<string, unknown>>().notNull(),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('workflow_generic_hooks_workflow_name_key').on(t.workflowName, t.name)],
);
