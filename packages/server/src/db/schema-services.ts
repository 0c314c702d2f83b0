import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A container a service's manifests run, as found in them (image_name is the image without tag). */
export interface ServiceContainer {
  name: string;
  image: string;
  image_name: string;
}

/** A file of a Helm chart a service or chart template keeps (path relative to the chart's root). */
export interface ChartFile {
  path: string;
  content: string;
}

/**
 * The services of a project (Zadig's service templates): `type` is `k8s` (YAML with `{{.var}}`
 * placeholders), `helm` (a chart in `spec.chart`) or `pm` (a host service: builds, deploy script
 * and health checks in `spec`). `revision` grows with every saved change; environments keep the
 * revision and rendered text they deployed.
 */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    project: text('project').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<'k8s' | 'helm' | 'pm'>().notNull(),
    revision: integer('revision').notNull().default(1),
    /** where the text came from: spock (editor), template, a code host (gitlab, github…), chartRepo */
    source: text('source').notNull().default('spock'),
    yaml: text('yaml').notNull().default(''),
    variableYaml: text('variable_yaml').notNull().default(''),
    containers: jsonb('containers').$type<ServiceContainer[]>().notNull().default([]),
    /** the rest of a service's kind-specific settings (chart, template origin, repo folder, pm script…) */
    spec: jsonb('spec').$type<Record<string, unknown>>().notNull().default({}),
    visibility: text('visibility').notNull().default('private'),
    createdBy: text('created_by').notNull().default(''),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('services_project_name').on(t.project, t.name)],
);
