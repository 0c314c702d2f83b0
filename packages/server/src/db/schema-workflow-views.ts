import { jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** A workflow named by a view: its name and kind (custom or product workflow). */
export interface ViewMember {
  workflow_name: string;
  workflow_type: string;
}

/**
 * Named groups of a project's workflows (workflow views); names are unique per project. Members
 * are read against the workflows that exist, so a deleted workflow drops out of every view.
 */
export const workflowViews = pgTable(
  'workflow_views',
  {
    id: serial('id').primaryKey(),
    projectName: text('project_name').notNull(),
    name: text('name').notNull(),
    workflows: jsonb('workflows').$type<ViewMember[]>().notNull().default([]),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('workflow_views_project_name').on(t.projectName, t.name)],
);
