import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { environments } from './schema-environments.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Where values or a config object came from when read from a repository file. */
export interface ValuesSource {
  auto_sync: boolean;
  source_detail: {
    load_path: string | string[];
    git_repo_config: { codehost_id: number; owner: string; repo: string; branch: string; namespace: string };
  } | null;
}

/**
 * Every saved text of an environment's ConfigMaps, Secrets, Ingresses and PVCs, newest last, so
 * the version history can show and restore them; the cluster holds only the current one.
 */
export const environmentConfigVersions = pgTable('environment_config_versions', {
  id: serial('id').primaryKey(),
  environmentId: integer('environment_id')
    .notNull()
    .references(() => environments.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  yaml: text('yaml').notNull(),
  source: jsonb('source').$type<ValuesSource | null>(),
  createdBy: text('created_by').notNull().default(''),
  createdAt: createdAt(),
});

/**
 * The Helm values an environment layers over each chart's values.yaml: per service the override
 * YAML and key/value pairs; the row with service '' keeps where the environment's default values
 * (environments.default_values) were loaded from.
 */
export const environmentChartValues = pgTable(
  'environment_chart_values',
  {
    id: serial('id').primaryKey(),
    environmentId: integer('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    chartVersion: text('chart_version').notNull().default(''),
    overrideYaml: text('override_yaml').notNull().default(''),
    overrideValues: jsonb('override_values').$type<{ key: string; value: string }[]>().notNull().default([]),
    source: jsonb('source')
      .$type<ValuesSource>()
      .notNull()
      .default({ auto_sync: false, source_detail: null }),
    updatedBy: text('updated_by').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [unique('environment_chart_values_env_service').on(t.environmentId, t.service)],
);
