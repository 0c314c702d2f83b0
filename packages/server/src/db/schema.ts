import type {
  CustomRule,
  DeliveryVersionHook,
  ImageSearchingRule,
  ProjectVar,
  SharedService,
} from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
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
    /** Session tokens issued before this moment are refused: set when the password changes. */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
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
  language: text('language'),
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
    /** '' for system roles, '*' for public project roles (shared by every project), else the project. */
    projectName: text('project_name').notNull().default(''),
    /** system | public | private */
    type: text('type').notNull().default('system'),
    description: text('description').notNull().default(''),
    actions: jsonb('actions').$type<string[]>().notNull().default([]),
    preset: boolean('preset').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_name_project_key').on(t.name, t.projectName)],
);

export const userGroups = pgTable(
  'user_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    projectName: text('project_name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_groups_project_name_key').on(t.projectName, t.name)],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    uid: uuid('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('user_group_members_key').on(t.groupId, t.uid),
    index('user_group_members_uid_idx').on(t.uid),
  ],
);

/** A role granted to a user or to a user group, within a project ('' for system roles). */
export const roleBindings = pgTable(
  'role_bindings',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => userGroups.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    projectName: text('project_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    unique('role_bindings_subject_role_key').on(t.uid, t.groupId, t.roleId, t.projectName).nullsNotDistinct(),
    index('role_bindings_uid_idx').on(t.uid),
    index('role_bindings_project_idx').on(t.projectName),
    check('role_bindings_one_subject', sql`(${t.uid} is null) <> (${t.groupId} is null)`),
  ],
);

/** Actions on named workflows or environments of one project, granted to users (collaboration). */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    projectName: text('project_name').notNull(),
    description: text('description').notNull().default(''),
    rules: jsonb('rules')
      .$type<Array<{ resource_type: string; resources: string[]; actions: string[] }>>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('policies_project_name_key').on(t.projectName, t.name)],
);

export const policyBindings = pgTable(
  'policy_bindings',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    uid: uuid('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('policy_bindings_key').on(t.policyId, t.uid),
    index('policy_bindings_uid_idx').on(t.uid),
  ],
);

export const projects = pgTable('projects', {
  /** the identifier */
  name: text('name').primaryKey(),
  alias: text('alias').notNull(),
  description: text('description').notNull().default(''),
  /** the kind, as Zadig's deployType: k8s | helm | external (hosting) | cloud_host (host) */
  type: text('type').notNull(),
  isPublic: boolean('is_public').notNull().default(false),
  clusterIds: jsonb('cluster_ids').$type<string[]>().notNull().default([]),
  onboardingStatus: integer('onboarding_status').notNull().default(1),
  /** the services' start order, kept for the services the project will have */
  services: jsonb('services').$type<string[][]>().notNull().default([]),
  sharedServices: jsonb('shared_services').$type<SharedService[]>().notNull().default([]),
  vars: jsonb('vars').$type<ProjectVar[]>().notNull().default([]),
  /** Helm image-match rules; none: the preset ones */
  imageSearchingRules: jsonb('image_searching_rules').$type<ImageSearchingRule[]>().notNull().default([]),
  /** minutes a deployment may take, 0: the default */
  deployTimeout: integer('deploy_timeout').notNull().default(0),
  autoDeploy: boolean('auto_deploy').notNull().default(false),
  deliveryVersionHook: jsonb('delivery_version_hook')
    .$type<DeliveryVersionHook>()
    .notNull()
    .default({ enable: false, hook_host: '', path: '' }),
  customImageRule: jsonb('custom_image_rule').$type<CustomRule>(),
  customTarRule: jsonb('custom_tar_rule').$type<CustomRule>(),
  createdBy: text('created_by').notNull().default(''),
  updatedBy: text('updated_by').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const variableSets = pgTable(
  'variable_sets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    projectName: text('project_name')
      .notNull()
      .references(() => projects.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    description: text('description').notNull().default(''),
    variableYaml: text('variable_yaml').notNull().default(''),
    createdBy: text('created_by').notNull().default(''),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('variable_sets_project_name_key').on(t.projectName, t.name)],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    uid: text('uid').notNull().default(''),
    username: text('username').notNull().default(''),
    method: text('method').notNull(),
    path: text('path').notNull(),
    projectName: text('project_name').notNull().default(''),
    /** what was done and the object it was done to (label keys, translated when read) */
    action: text('action').notNull().default(''),
    function: text('function').notNull().default(''),
    name: text('name').notNull().default(''),
    status: integer('status').notNull(),
    requestBody: text('request_body').notNull().default(''),
    clientIp: text('client_ip').notNull().default(''),
  },
  (t) => [
    index('audit_logs_created_at_idx').on(t.createdAt),
    index('audit_logs_username_idx').on(t.username),
    index('audit_logs_project_idx').on(t.projectName),
  ],
);

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** 1 high, 2 medium, 3 low */
    priority: integer('priority').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    content: text('content').notNull(),
    createdBy: text('created_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('announcements_window_idx').on(t.startTime, t.endTime)],
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

/** Custom (v4) workflow definitions; the whole model is kept as JSON (architecture.md). */
export const workflows = pgTable(
  'workflows',
  {
    name: text('name').primaryKey(),
    projectName: text('project_name')
      .notNull()
      .references(() => projects.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    displayName: text('display_name').notNull().default(''),
    description: text('description').notNull().default(''),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    createdBy: text('created_by').notNull().default(''),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('workflows_project_idx').on(t.projectName)],
);

/** The last task number given out per workflow. */
export const workflowCounters = pgTable('workflow_counters', {
  workflowName: text('workflow_name').primaryKey(),
  lastTaskId: integer('last_task_id').notNull().default(0),
});

/** Runs of a workflow: the definition as it was, its stages with their state, and the outcome. */
export const workflowTasks = pgTable(
  'workflow_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workflowName: text('workflow_name').notNull(),
    taskId: integer('task_id').notNull(),
    projectName: text('project_name').notNull(),
    status: text('status').notNull(),
    creator: text('creator').notNull().default(''),
    revoker: text('revoker').notNull().default(''),
    multiRun: boolean('multi_run').notNull().default(false),
    isRestart: boolean('is_restart').notNull().default(false),
    params: jsonb('params').$type<unknown[]>().notNull().default([]),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    stages: jsonb('stages').$type<unknown[]>().notNull().default([]),
    error: text('error').notNull().default(''),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** the server replica running the task ('' while none claimed it) */
    owner: text('owner').notNull().default(''),
    /** until when the owner's claim holds; another replica fails the task as interrupted after it */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('workflow_tasks_workflow_task_key').on(t.workflowName, t.taskId),
    index('workflow_tasks_status_idx').on(t.status),
    index('workflow_tasks_project_created_idx').on(t.projectName, t.createdAt),
    index('workflow_tasks_creator_idx').on(t.creator),
  ],
);

/** System settings (concurrency and the like), one JSON value per key. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

/** Notices in the bell of one user (task status changes, messages), content as the portal reads it. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: uuid('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_uid_created_idx').on(t.uid, t.createdAt)],
);

/** Which notices a user asked for, per notice type (`pipeline_status` "*": every task status). */
export const notificationSubscriptions = pgTable(
  'notification_subscriptions',
  {
    uid: uuid('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    pipelineStatus: text('pipeline_status').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.type] })],
);

/** Quick links shown in every page's header. */
export const externalLinks = pgTable('external_links', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  updatedBy: text('updated_by').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The one SMTP server (id 1), its password sealed with the master key. A deleted one keeps its row
 * with `deleted_at`, so SMTP_URL, which only gives the first value, does not bring it back.
 */
export const mailHosts = pgTable(
  'mail_hosts',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    port: integer('port').notNull(),
    username: text('username').notNull().default(''),
    password: text('password').notNull().default(''),
    isTls: boolean('is_tls').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [check('mail_hosts_single_row', sql`${t.id} = 1`)],
);

/** The one sender of mails (id 1); deleted like the host. */
export const mailServices = pgTable(
  'mail_services',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull().default(''),
    address: text('address').notNull(),
    displayName: text('display_name').notNull(),
    theme: text('theme').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [check('mail_services_single_row', sql`${t.id} = 1`)],
);

/** Image registries builds push to; the secret key is sealed with the master key. At most one is the default. */
export const registries = pgTable(
  'registries',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    address: text('address').notNull(),
    namespace: text('namespace').notNull().default(''),
    accessKey: text('access_key').notNull().default(''),
    secretKey: text('secret_key').notNull().default(''),
    region: text('region').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    /** the projects that may use it; '<all_projects>' stands for every project */
    projects: text('projects').array().notNull().default(sql`ARRAY['<all_projects>']::text[]`),
    enableTls: boolean('enable_tls').notNull().default(true),
    tlsCert: text('tls_cert').notNull().default(''),
    advancedModified: boolean('advanced_modified').notNull().default(false),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('registries_one_default').on(t.isDefault).where(sql`${t.isDefault}`)],
);

/** Code hosts builds and services read from; their secrets are sealed with the master key. */
export const codehosts = pgTable('codehosts', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  address: text('address').notNull().default(''),
  alias: text('alias').notNull().default(''),
  name: text('name').notNull().default(''),
  region: text('region').notNull().default(''),
  applicationId: text('application_id').notNull().default(''),
  clientSecret: text('client_secret').notNull().default(''),
  username: text('username').notNull().default(''),
  password: text('password').notNull().default(''),
  accessToken: text('access_token').notNull().default(''),
  authType: text('auth_type').notNull().default(''),
  sshKey: text('ssh_key').notNull().default(''),
  privateAccessToken: text('private_access_token').notNull().default(''),
  enableProxy: boolean('enable_proxy').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export * from './schema-builds.js';
export * from './schema-codehooks.js';
export * from './schema-environments.js';
export * from './schema-generic-hooks.js';
export * from './schema-plugin-templates.js';
export * from './schema-product-workflows.js';
export * from './schema-scanning.js';
export * from './schema-schedules.js';
export * from './schema-services.js';
export * from './schema-settings.js';
export * from './schema-testing.js';
export * from './schema-workflow-notify.js';
export * from './schema-workflow-views.js';
