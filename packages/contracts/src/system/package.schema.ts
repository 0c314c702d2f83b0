import { z } from 'zod';
import { requiredText } from '../common/fields.js';

export const packagePaths = {
  list: '/api/aslan/system/install',
  /** delete is a PUT carrying the whole package of the chosen version */
  delete: '/api/aslan/system/install/delete',
} as const;

const ENV_ENTRY = /^[A-Za-z_][A-Za-z0-9_]*=/;

/** A software package as sent on create, update and delete; name + version is its identity. */
export const packageBodySchema = z.object({
  name: requiredText(64, 'validation.package.nameRequired').regex(/^[A-Za-z0-9._-]+$/, {
    error: 'validation.package.nameFormat',
  }),
  version: requiredText(64, 'validation.package.versionRequired').regex(/^[A-Za-z0-9._+-]+$/, {
    error: 'validation.package.versionFormat',
  }),
  bin_path: requiredText(1024, 'validation.package.binPathRequired'),
  download_path: z
    .string({ error: 'validation.invalidType' })
    .trim()
    .max(2048, { error: 'validation.tooLong' })
    .refine((s) => s === '' || /^https?:\/\/\S+$/i.test(s), { error: 'validation.package.downloadPath' })
    .default(''),
  scripts: requiredText(65_536, 'validation.package.scriptsRequired'),
  env: z
    .array(
      z
        .string({ error: 'validation.package.env' })
        .max(4096, { error: 'validation.tooLong' })
        .regex(ENV_ENTRY, { error: 'validation.package.env' }),
    )
    .max(100)
    .nullable()
    .transform((env) => env ?? [])
    .default([]),
  enabled: z.boolean({ error: 'validation.invalidType' }).default(true),
});
export type PackageBody = z.infer<typeof packageBodySchema>;

/** The identity of a package: the delete body may carry only these. */
export const packageKeySchema = z.object({
  name: requiredText(64, 'validation.package.nameRequired'),
  version: requiredText(64, 'validation.package.versionRequired'),
});

export const installPackageSchema = z.object({
  name: z.string(),
  version: z.string(),
  bin_path: z.string(),
  download_path: z.string(),
  scripts: z.string(),
  env: z.array(z.string()),
  enabled: z.boolean(),
  /** unix seconds */
  update_time: z.number().int(),
  update_by: z.string(),
});
export type InstallPackage = z.infer<typeof installPackageSchema>;
export const installPackageListSchema = z.array(installPackageSchema);

/** `available=true` lists only enabled packages (what build forms pick from). */
export const packageListQuerySchema = z.object({ available: z.enum(['true', 'false']).optional() });
