import type { ClusterBody } from '@slipway/contracts';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Kubernetes clusters jobs and environments may run on. The connection (API server, token, CA) is
 * one sealed JSON text: it is never answered; `status` is what the last check of the API found.
 */
export const clusters = pgTable(
  'clusters',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    provider: integer('provider').notNull().default(0),
    production: boolean('production').notNull().default(false),
    description: text('description').notNull().default(''),
    namespace: text('namespace').notNull().default(''),
    connectionType: text('connection_type').notNull().default('agent'),
    apiServer: text('api_server').notNull().default(''),
    /** sealed JSON `{ server, token, caCert }`; empty for an agent cluster */
    connection: text('connection').notNull().default(''),
    status: text('status').notNull().default('pending'),
    lastError: text('last_error').notNull().default(''),
    lastConnectedAt: timestamp('last_connected_at', { withTimezone: true }),
    advancedConfig: jsonb('advanced_config').$type<ClusterBody['advanced_config']>().notNull(),
    cache: jsonb('cache').$type<ClusterBody['cache']>().notNull(),
    dindConfig: jsonb('dind_config').$type<ClusterBody['dind_cfg']>().notNull(),
    createdBy: text('created_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clusters_name').on(t.name)],
);
