import { boolean, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { ServiceContainer } from './schema-services.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** One service as an environment runs it: the revision and text it deployed and the images now set. */
export interface EnvironmentService {
  name: string;
  type: 'k8s' | 'helm' | 'pm';
  revision: number;
  variable_yaml: string;
  /** the manifests applied (k8s) or the merged values (helm); empty for host services */
  rendered: string;
  containers: ServiceContainer[];
  /** host services: the hosts the service runs on */
  host_ids?: string[];
  updated_at: number;
}

/** Sharing of a base environment with sub-environments (Zadig's self-test mode). */
export interface EnvironmentShare {
  enable: boolean;
  is_base: boolean;
  base_env: string;
}

/**
 * The environments of a project: a namespace in a cluster (`local` runs on this machine) or a set
 * of hosts; `services` is what runs there now; `revision` grows with every change and each change
 * keeps a snapshot in `environment_revisions` for diff and rollback.
 */
export const environments = pgTable(
  'environments',
  {
    id: serial('id').primaryKey(),
    project: text('project').notNull(),
    name: text('name').notNull(),
    namespace: text('namespace').notNull().default(''),
    clusterId: text('cluster_id').notNull().default(''),
    production: boolean('production').notNull().default(false),
    /** spock (K8s YAML), helm, pm (hosts) or external (taken over) */
    source: text('source').notNull().default('spock'),
    status: text('status').notNull().default('creating'),
    error: text('error').notNull().default(''),
    registryId: text('registry_id').notNull().default(''),
    /** the environment's global variables (K8s YAML) or default values (Helm) */
    defaultValues: text('default_values').notNull().default(''),
    share: jsonb('share')
      .$type<EnvironmentShare>()
      .notNull()
      .default({ enable: false, is_base: false, base_env: '' }),
    services: jsonb('services').$type<EnvironmentService[]>().notNull().default([]),
    revision: integer('revision').notNull().default(1),
    createdBy: text('created_by').notNull().default(''),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('environments_project_name').on(t.project, t.name)],
);

/** What an environment ran at each revision: the services and variables, for diff and rollback. */
export const environmentRevisions = pgTable(
  'environment_revisions',
  {
    id: serial('id').primaryKey(),
    environmentId: integer('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    services: jsonb('services').$type<EnvironmentService[]>().notNull(),
    defaultValues: text('default_values').notNull().default(''),
    createdBy: text('created_by').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [unique('environment_revisions_env_revision').on(t.environmentId, t.revision)],
);
