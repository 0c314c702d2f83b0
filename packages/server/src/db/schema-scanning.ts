import type { ScannerBody } from '@slipway/contracts';
import { index, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { projects } from './schema.js';

/** Code scanners of a project; the scanner object is kept whole (it holds no credentials). */
export const scanners = pgTable(
  'scanners',
  {
    id: text('id').primaryKey(),
    projectName: text('project_name')
      .notNull()
      .references(() => projects.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    name: text('name').notNull(),
    /** the Sonar integration a SonarQube scanner reports to, '' for none */
    sonarId: text('sonar_id').notNull().default(''),
    definition: jsonb('definition').$type<ScannerBody>().notNull(),
    createdBy: text('created_by').notNull().default(''),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('scanners_project_name_name').on(t.projectName, t.name),
    index('scanners_sonar_idx').on(t.sonarId),
  ],
);

/** Sonar servers of system settings; the token is sealed at rest. */
export const sonarIntegrations = pgTable('sonar_integrations', {
  id: text('id').primaryKey(),
  serverAddress: text('server_address').notNull(),
  token: text('token').notNull(),
  updatedBy: text('updated_by').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
