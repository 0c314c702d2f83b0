import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The health probe of a host, as the host dialog sends it. */
export interface StoredHostProbe {
  probe_type: 'tcp' | 'http' | 'https';
  http_probe?: {
    path: string;
    port: number;
    timeout_second: number;
    response_success_flag: string;
    http_headers: Array<{ name: string; value: string }>;
  };
}

/**
 * Hosts (cloud VMs) deploy scripts reach over SSH. System hosts have an empty project; a project's
 * hosts carry its name. The private key is sealed with the master key.
 */
export const hosts = pgTable(
  'hosts',
  {
    id: text('id').primaryKey(),
    /** '' for system hosts */
    projectName: text('project_name').notNull().default(''),
    name: text('name').notNull(),
    provider: integer('provider').notNull().default(0),
    label: text('label').notNull().default(''),
    ip: text('ip').notNull(),
    port: integer('port').notNull().default(22),
    isProd: boolean('is_prod').notNull().default(false),
    userName: text('user_name').notNull(),
    privateKey: text('private_key').notNull(),
    probe: jsonb('probe').$type<StoredHostProbe>().notNull(),
    /** normal (online) or abnormal, set by the health probe */
    status: text('status').notNull().default('abnormal'),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('hosts_project_name').on(t.projectName, t.name)],
);
