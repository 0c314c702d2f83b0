import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Common workflows of the older v3 calls, kept whole as JSON. The portal names them by id; the
 * name is unique over every project, so the engine's tasks of one never mix with another's (the
 * service also refuses names of custom and product workflows).
 */
export const commonWorkflows = pgTable(
  'common_workflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    projectName: text('project_name')
      .notNull()
      .references(() => projects.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    createdBy: text('created_by').notNull().default(''),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('common_workflows_name_key').on(t.name),
    index('common_workflows_project_idx').on(t.projectName),
  ],
);
