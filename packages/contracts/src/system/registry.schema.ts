import { z } from 'zod';
import { requiredText } from '../common/fields.js';

export const registryPaths = {
  /** the settings list (secrets AES-encrypted under `?encryptedKey=`), create */
  namespaces: '/api/aslan/system/registry/namespaces',
  namespace: '/api/aslan/system/registry/namespaces/:id',
  /** the registries a project may push to: no credentials */
  forProject: '/api/aslan/system/registry',
  /** the tags of named images in one registry */
  images: '/api/aslan/system/registry/images',
  /** the registries as image-distribution targets (camelCase, as the portal reads them) */
  releaseRepos: '/api/aslan/system/registry/release/repos',
} as const;

export const registryProviders = ['acr', 'swr', 'tcr', 'harbor', 'dockerhub', 'ecr', 'native'] as const;

/** In a registry's `projects`: every project, present and future, may use it. */
export const allProjects = '<all_projects>';

const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');

export const registryAdvancedSettingSchema = z.object({
  modified: z.boolean({ error: 'validation.invalidType' }).default(false),
  enable_tls: z.boolean({ error: 'validation.invalidType' }).default(true),
  tls_cert: z.string().max(65_536, { error: 'validation.tooLong' }).default(''),
});

/** What the portal sends on create and on edit (the edit carries the listed fields too; they are dropped). */
export const registryBodySchema = z.object({
  reg_provider: z.enum(registryProviders, { error: 'validation.registry.provider' }),
  // the settings page shows `reg_addr.split('://')[1]`: an address without a scheme would show nothing
  reg_addr: requiredText(512, 'validation.registry.addressRequired').regex(/^https?:\/\/[^/\s]+/, {
    error: 'validation.registry.addressFormat',
  }),
  namespace: optionalText(255),
  access_key: optionalText(255),
  secret_key: z.string().max(4096, { error: 'validation.tooLong' }).default(''),
  region: optionalText(64),
  is_default: z.boolean({ error: 'validation.invalidType' }).default(false),
  /** the projects whose builds and environments may use it; left out, every project may */
  projects: z
    .array(z.string().trim().min(1, { error: 'validation.registry.projectRequired' }).max(256))
    .max(1000)
    .default([allProjects]),
  advanced_setting: registryAdvancedSettingSchema.default({
    modified: false,
    enable_tls: true,
    tls_cert: '',
  }),
});
export type RegistryBody = z.infer<typeof registryBodySchema>;

export const registrySchema = z.object({
  id: z.string(),
  reg_provider: z.string(),
  reg_addr: z.string(),
  namespace: z.string(),
  access_key: z.string(),
  /** AES-encrypted hex under the caller's browser key */
  secret_key: z.string(),
  region: z.string(),
  is_default: z.boolean(),
  projects: z.array(z.string()),
  advanced_setting: z.object({ modified: z.boolean(), enable_tls: z.boolean(), tls_cert: z.string() }),
  update_time: z.number().int(),
  update_by: z.string(),
});
export type Registry = z.infer<typeof registrySchema>;
export const registryListSchema = z.array(registrySchema);

export const projectRegistrySchema = registrySchema.pick({
  id: true,
  reg_provider: true,
  reg_addr: true,
  namespace: true,
  is_default: true,
});
export type ProjectRegistry = z.infer<typeof projectRegistrySchema>;
export const projectRegistryListSchema = z.array(projectRegistrySchema);

export const registryParamsSchema = z.object({ id: z.string().max(64) });
export const projectRegistryQuerySchema = z.object({ projectName: z.string().max(256).optional() });

/**
 * The portal sends container names without tag; '' as registryId means the default registry. With a
 * project, the registry must be open to it.
 */
export const registryImagesQuerySchema = z.object({
  registryId: z.string().max(64).optional(),
  projectName: z.string().max(256).optional(),
});
export const registryImagesBodySchema = z.object({
  names: z
    .array(z.string().max(255, { error: 'validation.tooLong' }))
    .max(500)
    .default([]),
});

/** One tag of one image: the portal builds `host/owner/name:tag` from it. */
export const registryImageSchema = z.object({
  name: z.string(),
  tag: z.string(),
  host: z.string(),
  owner: z.string(),
});
export type RegistryImage = z.infer<typeof registryImageSchema>;
export const registryImageListSchema = z.array(registryImageSchema);

/** A registry as an image-distribution target; camelCase, as the portal reads it. */
export const releaseRepoSchema = z.object({ id: z.string(), regAddr: z.string(), regNamespace: z.string() });
export type ReleaseRepo = z.infer<typeof releaseRepoSchema>;
export const releaseRepoListSchema = z.array(releaseRepoSchema);
