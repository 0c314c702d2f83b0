import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** S3-compatible buckets for artifacts and reports; the secret key is sealed with the master key. */
export const s3Storages = pgTable(
  's3_storages',
  {
    id: text('id').primaryKey(),
    provider: integer('provider').notNull().default(0),
    endpoint: text('endpoint').notNull(),
    bucket: text('bucket').notNull(),
    subfolder: text('subfolder').notNull().default(''),
    insecure: boolean('insecure').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    accessKey: text('access_key').notNull().default(''),
    secretKey: text('secret_key').notNull().default(''),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('s3_storages_one_default').on(t.isDefault).where(sql`${t.isDefault}`)],
);

/** Build images: the built-in ones the product ships (kept by fixed ids) and custom ones. */
export const basicImages = pgTable('basic_images', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  value: text('value').notNull(),
  imageFrom: text('image_from').notNull().default(''),
  imageType: text('image_type').notNull().default(''),
  builtIn: boolean('built_in').notNull().default(false),
  updatedBy: text('updated_by').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Software packages builds install before their script; one row per name and version. */
export const installPackages = pgTable(
  'install_packages',
  {
    name: text('name').notNull(),
    version: text('version').notNull(),
    binPath: text('bin_path').notNull().default(''),
    downloadPath: text('download_path').notNull().default(''),
    scripts: text('scripts').notNull().default(''),
    env: jsonb('env').$type<string[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.name, t.version] })],
);

/** The system's outgoing HTTP proxy (one row at most); its password is sealed. */
export const proxies = pgTable('proxies', {
  id: text('id').primaryKey(),
  type: text('type').notNull().default('no'),
  address: text('address').notNull().default(''),
  port: integer('port').notNull().default(0),
  needPassword: boolean('need_password').notNull().default(false),
  username: text('username').notNull().default(''),
  password: text('password').notNull().default(''),
  enableRepoProxy: boolean('enable_repo_proxy').notNull().default(false),
  enableApplicationProxy: boolean('enable_application_proxy').notNull().default(false),
  usage: text('usage').notNull().default(''),
  updatedBy: text('updated_by').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
