import { z } from 'zod';

/** Routes of an environment's ConfigMaps, Secrets, Ingresses and PVCs (portal §12). */
export const environmentConfigPaths = {
  configmaps: '/api/aslan/environment/configmaps',
  configmapsOf: '/api/aslan/environment/configmaps/:envName',
  secretsOf: '/api/aslan/environment/secrets/:envName',
  ingressesOf: '/api/aslan/environment/ingresses/:envName',
  pvcsOf: '/api/aslan/environment/pvcs/:envName',
  envcfgs: '/api/aslan/environment/envcfgs/:envName',
  envcfg: '/api/aslan/environment/envcfgs/:envName/cfg/:objectName',
} as const;

/** The config kinds the portal names (`common_env_cfg_type`). */
export const envConfigKinds = ['Ingress', 'ConfigMap', 'Secret', 'PVC'] as const;
export type EnvConfigKind = (typeof envConfigKinds)[number];

const envConfigKind = z.enum(envConfigKinds, { error: 'validation.envConfig.kind' });
const yamlText = z
  .string({ error: 'validation.envConfig.yamlRequired' })
  .max(1024 * 512, { error: 'validation.tooLong' })
  .refine((s) => s.trim() !== '', { error: 'validation.envConfig.yamlRequired' });
const shortText = z.string().max(1024, { error: 'validation.tooLong' });

/** Where the YAML was imported from; the pages send it with UI fields left in. */
export const envConfigRepoSchema = z
  .object({
    codehostID: z.union([z.number(), z.string().max(32)]).optional(),
    owner: shortText.optional(),
    repo: shortText.optional(),
    branch: shortText.optional(),
    namespace: shortText.optional(),
    valuesPaths: z.union([shortText, z.array(shortText).max(100)]).optional(),
    autoSync: z.boolean().optional(),
  })
  .nullable()
  .optional();

export const envConfigParamsSchema = z.object({ envName: z.string().max(256) });
export const envConfigObjectParamsSchema = envConfigParamsSchema.extend({
  objectName: z.string().max(256),
});

export const envConfigQuerySchema = z.object({
  projectName: z.string().trim().min(1, { error: 'validation.required' }).max(256),
});
export const configMapQuerySchema = envConfigQuerySchema.extend({
  serviceName: z.string().max(256).optional(),
});
export const envConfigKindQuerySchema = envConfigQuerySchema.extend({ commonEnvCfgType: envConfigKind });
export const envConfigUpdateQuerySchema = envConfigQuerySchema.extend({
  rollback: z.enum(['true', 'false', '']).optional(),
  /** with rollback: the stored version restored as it was saved (a Secret's real values, not the mask) */
  version: z.coerce.number().int().positive().optional(),
});

export const envConfigCreateBodySchema = z.object({
  env_name: z.string().max(256).optional(),
  common_env_cfg_type: envConfigKind,
  yaml_data: yamlText,
  git_repo_config: envConfigRepoSchema,
  auto_sync: z.boolean().optional(),
});
export type EnvConfigCreateBody = z.infer<typeof envConfigCreateBodySchema>;

export const envConfigUpdateBodySchema = envConfigCreateBodySchema.extend({
  name: z.string().trim().min(1, { error: 'validation.required' }).max(253),
  service_name: z.string().max(256).optional(),
  restart_associated_svc: z.boolean().optional(),
  services: z.array(z.string().max(256)).max(1000).nullable().optional(),
});
export type EnvConfigUpdateBody = z.infer<typeof envConfigUpdateBodySchema>;

/** The older ConfigMap update call (`PUT`/`POST /configmaps`): same meaning as a ConfigMap envcfg update. */
export const configMapUpdateBodySchema = z.object({
  env_name: z.string().trim().min(1, { error: 'validation.required' }).max(256),
  product_name: z.string().max(256).optional(),
  service_name: z.string().max(256).optional(),
  restart_associated_svc: z.boolean().optional(),
  yaml_data: yamlText,
});

const sourceDetail = z
  .object({
    git_repo_config: z.object({
      codehost_id: z.number(),
      owner: z.string(),
      repo: z.string(),
      branch: z.string(),
      namespace: z.string(),
    }),
    load_path: z.union([z.string(), z.array(z.string())]),
  })
  .nullable();

const common = {
  services: z.array(z.string()),
  yaml_data: z.string(),
  source_detail: sourceDetail,
  auto_sync: z.boolean(),
  /** unix seconds */
  update_time: z.number(),
};
export const configMapRowSchema = z.object({ cm_name: z.string(), immutable: z.boolean(), ...common });
export const secretRowSchema = z.object({ secret_name: z.string(), secret_type: z.string(), ...common });
export const ingressRowSchema = z.object({
  ingress_name: z.string(),
  host_info: z.string(),
  address: z.string(),
  ...common,
});
export const pvcRowSchema = z.object({
  pvc_name: z.string(),
  status: z.string(),
  volume: z.string(),
  capacity: z.string(),
  access_modes: z.string(),
  storageclass: z.string(),
  ...common,
});
export const envConfigVersionListSchema = z.array(
  z.object({
    create_time: z.number(),
    yaml_data: z.string(),
    /** the stored version, to restore it; absent for an object made outside the platform */
    version: z.number().optional(),
    created_by: z.string().optional(),
  }),
);
export type EnvConfigVersion = z.infer<typeof envConfigVersionListSchema>[number];
