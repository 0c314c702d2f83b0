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
import { codehosts, workflows } from './schema.js';

/** What an OAuth provider gave beside the access token (kept on the code host): sealed. */
export const codehostOauthTokens = pgTable('codehost_oauth_tokens', {
  codehostId: integer('codehost_id')
    .primaryKey()
    .references(() => codehosts.id, { onDelete: 'cascade' }),
  refreshToken: text('refresh_token').notNull().default(''),
  /** when the access token stops working; null when the provider gave no lifetime */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The git webhook triggers of a custom workflow; the secret is sealed. */
export const workflowHooks = pgTable(
  'workflow_hooks',
  {
    id: serial('id').primaryKey(),
    workflowName: text('workflow_name')
      .notNull()
      .references(() => workflows.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    name: text('name').notNull(),
    /** the trigger as the API takes it, without its secret */
    hook: jsonb('hook').$type<Record<string, unknown>>().notNull(),
    secret: text('secret').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('workflow_hooks_workflow_name_name').on(t.workflowName, t.name)],
);

/** Delivery ids already handled, so a provider's redelivery does not run workflows twice. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    source: text('source').notNull(),
    deliveryId: text('delivery_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.deliveryId] }),
    index('webhook_deliveries_received_at').on(t.receivedAt),
  ],
);
