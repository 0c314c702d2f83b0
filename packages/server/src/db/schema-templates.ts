import { jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { ChartFile } from './schema-services.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Helm chart repositories of system settings; the password is sealed with the master key. */
export const helmRepos = pgTable('helm_repos', {
  id: text('id').primaryKey(),
  repoName: text('repo_name').notNull().unique(),
  url: text('url').notNull(),
  username: text('username').notNull().default(''),
  password: text('password').notNull().default(''),
  updatedBy: text('updated_by').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A variable of a template as the library stores it: its name and default value. */
export interface TemplateVariable {
  key: string;
  value: string;
}

/**
 * The Dockerfile, Kubernetes YAML and Helm chart templates of the template library (`kind` tells
 * which); names are unique within a kind. A chart keeps its files in `files`.
 */
export const libraryTemplates = pgTable(
  'library_templates',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'dockerfile' | 'k8s-yaml' | 'chart'>().notNull(),
    name: text('name').notNull(),
    content: text('content').notNull().default(''),
    variables: jsonb('variables').$type<TemplateVariable[]>().notNull().default([]),
    files: jsonb('files').$type<ChartFile[]>().notNull().default([]),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('library_templates_kind_name').on(t.kind, t.name)],
);
