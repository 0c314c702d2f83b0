import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects, users } from './schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Product workflows (the fixed-stage workflow of the old API), kept whole as JSON like custom
 * workflows; a name is unique across both kinds (the service checks the other table).
 */
export const productWorkflows = pgTable(
  'product_workflows',
  {
    name: text('name').primaryKey(),
    projectName: text('project_name')
      .notNull()
      .references(() => projects.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    createdBy: text('created_by').notNull().default(''),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('product_workflows_project_idx').on(t.projectName)],
);

/** A user's favourite workflows (only product workflows can be favourites, spec §6). */
export const workflowFavorites = pgTable(
  'workflow_favorites',
  {
    uid: uuid('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectName: text('project_name').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.projectName, t.name, t.type] })],
);
