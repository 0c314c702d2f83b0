import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account: text('account').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    identityType: text('identity_type').notNull().default('system'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_account_key').on(sql`lower(${t.account})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const userSettings = pgTable('user_settings', {
  uid: uuid('uid')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: text('theme').notNull().default('light'),
  logBgColor: text('log_bg_color').notNull().default('#000000'),
  logFontColor: text('log_font_color').notNull().default('#ffffff'),
  updatedAt: updatedAt(),
});

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: uuid('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_uid_idx').on(t.uid)],
);

export const features = pgTable('features', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: updatedAt(),
});

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** '' for system roles, else the project the role belongs to. */
    projectName: text('project_name').notNull().default(''),
    description: text('description').notNull().default(''),
    preset: boolean('preset').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_name_project_key').on(t.name, t.projectName)],
);

export const roleBindings = pgTable(
  'role_bindings',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('role_bindings_uid_role_key').on(t.uid, t.roleId)],
);

export const visitRecords = pgTable(
  'visit_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    domain: text('domain').notNull(),
    username: text('username').notNull(),
    url: text('url').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('visit_records_visited_at_idx').on(t.visitedAt)],
);
