import { boolean, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** An input as a template stores it (the contracts' plugin input). */
export interface StoredPluginInput {
  name: string;
  description: string;
  type: 'string' | 'text' | 'choice' | 'bool';
  value: string;
  choice_option: string[];
  is_credential: boolean;
}

/** Plugin templates: a shell script with typed inputs, used by `plugin` jobs; names are unique. */
export const pluginTemplates = pgTable('plugin_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  category: text('category').notNull().default(''),
  version: text('version').notNull().default(''),
  image: text('image').notNull().default(''),
  inputs: jsonb('inputs').$type<StoredPluginInput[]>().notNull().default([]),
  outputs: jsonb('outputs').$type<Array<{ name: string; description: string }>>().notNull().default([]),
  script: text('script').notNull(),
  official: boolean('official').notNull().default(false),
  updatedBy: text('updated_by').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
