import type { BuildBody } from '@slipway/contracts';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { projects } from './schema.js';

/** A build definition as saved: the build object with credential variable values sealed. */
export type StoredBuild = BuildBody;

/** Build configurations of a project; the build object is kept whole, its secrets sealed. */
export const builds = pgTable(
  'builds',
  {
    id: serial('id').primaryKey(),
    projectName: text('project_name')
      .notNull()
      .references(() => projects.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    name: text('name').notNull(),
    source: text('source').notNull().default('zadig'),
    /** the build template it was made from, '' for none */
    templateId: text('template_id').notNull().default(''),
    /** the Jenkins integration a Jenkins build runs on, '' for none */
    jenkinsId: text('jenkins_id').notNull().default(''),
    definition: jsonb('definition').$type<StoredBuild>().notNull(),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('builds_project_name_name').on(t.projectName, t.name),
    index('builds_template_idx').on(t.templateId),
    index('builds_jenkins_idx').on(t.jenkinsId),
  ],
);

/** Which build produces a service module: one build per module and project. */
export const buildTargets = pgTable(
  'build_targets',
  {
    projectName: text('project_name').notNull(),
    serviceName: text('service_name').notNull(),
    serviceModule: text('service_module').notNull(),
    buildId: integer('build_id')
      .notNull()
      .references(() => builds.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.projectName, t.serviceName, t.serviceModule] }),
    index('build_targets_build_idx').on(t.buildId),
  ],
);

/** Build templates of the template library: global, names unique; secrets sealed as in builds. */
export const buildTemplates = pgTable('build_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  definition: jsonb('definition').$type<StoredBuild>().notNull(),
  updatedBy: text('updated_by').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Jenkins servers Jenkins builds run on; the API token is sealed. */
export const jenkinsIntegrations = pgTable('jenkins_integrations', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  username: text('username').notNull(),
  password: text('password').notNull(),
  updatedBy: text('updated_by').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
