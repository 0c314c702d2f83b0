import { z } from 'zod';

/** Routes of Helm environments' values and render sets (portal §2.6–2.10, §3.5–3.9). */
export const helmEnvPaths = {
  renderchart: '/api/aslan/environment/rendersets/renderchart',
  defaultValues: '/api/aslan/environment/rendersets/default-values',
  yamlContent: '/api/aslan/environment/rendersets/yamlContent',
  estimatedRenderchart: '/api/aslan/environment/environments/:envName/estimated-renderchart',
  estimatedValues: '/api/aslan/environment/environments/:envName/estimated-values',
  charts: '/api/aslan/environment/environments/:envName/helm/charts',
  envDefaultValues: '/api/aslan/environment/environments/:envName/helm/default-values',
  images: '/api/aslan/environment/environments/:envName/helm/images',
  releases: '/api/aslan/environment/environments/:envName/helm/releases',
  values: '/api/aslan/environment/environments/:envName/helm/values',
} as const;

const name = z.string().max(256);
export const valuesText = z.string().max(1024 * 512, { error: 'validation.tooLong' });
/** a.b[0].c: what the portal's key/value rows name */
export const overrideKeyPattern = /^[A-Za-z0-9_-]+(\[\d+\])*(\.[A-Za-z0-9_-]+(\[\d+\])*)*$/;

export const overrideValueSchema = z.object({
  key: z.string().trim().regex(overrideKeyPattern, { error: 'validation.helmEnv.overrideKey' }).max(512),
  value: z
    .union([z.string().max(64 * 1024), z.number(), z.boolean(), z.null()])
    .transform((v) => (v === null ? '' : String(v))),
});
export type OverrideValue = z.infer<typeof overrideValueSchema>;
export const overrideValues = z.array(overrideValueSchema).max(1000).nullable().optional();

/** The repository a values file is read from, as the Helm dialogs send it (UI fields left in). */
export const valuesRepoSchema = z
  .object({
    codehostID: z.union([z.number(), z.string().max(32)]).optional(),
    owner: name.optional(),
    repo: name.optional(),
    branch: name.optional(),
    namespace: name.optional(),
    valuesPaths: z.union([z.string().max(1024), z.array(z.string().max(1024)).max(100)]).optional(),
    autoSync: z.boolean().optional(),
  })
  .nullable()
  .optional();

export const valuesDataSchema = z
  .object({
    yamlSource: z.string().max(64).optional(),
    overrideYaml: valuesText.optional(),
    gitRepoConfig: valuesRepoSchema,
    autoSync: z.boolean().optional(),
  })
  .nullable()
  .optional();
export type ValuesData = z.infer<typeof valuesDataSchema>;

export const helmEnvParamsSchema = z.object({ envName: z.string().max(256) });
export const helmProjectQuerySchema = z.object({
  projectName: z.string().trim().min(1, { error: 'validation.required' }).max(256),
});
export const helmServiceQuerySchema = helmProjectQuerySchema.extend({
  serviceName: z.string().max(4096).optional(),
});
export const renderchartQuerySchema = helmServiceQuerySchema.extend({
  envName: z.string().max(256).optional(),
});
export const defaultValuesQuerySchema = helmProjectQuerySchema.extend({
  envName: z.string().max(256).optional(),
});
export const estimatedValuesQuerySchema = helmServiceQuerySchema.extend({
  format: z.enum(['flatMap', 'yaml', ''], { error: 'validation.helmEnv.format' }).optional(),
  scene: z.string().max(64).optional(),
});
export const estimatedValuesBodySchema = z.object({
  overrideYaml: valuesText.optional(),
  defaultValues: valuesText.optional(),
  overrideValues,
});
export const yamlContentQuerySchema = z.object({
  codehostID: z.coerce
    .number({ error: 'validation.envConfig.repoFile' })
    .int({ error: 'validation.envConfig.repoFile' })
    .positive({ error: 'validation.envConfig.repoFile' })
    // code host ids are 32-bit database keys
    .max(2_147_483_647, { error: 'validation.envConfig.repoFile' }),
  owner: z.string().trim().min(1, { error: 'validation.envConfig.repoFile' }).max(256),
  repo: z.string().trim().min(1, { error: 'validation.envConfig.repoFile' }).max(256),
  branch: z.string().trim().min(1, { error: 'validation.envConfig.repoFile' }).max(256),
  valuesPaths: z.string().trim().min(1, { error: 'validation.envConfig.repoFile' }).max(4096),
  namespace: z.string().max(256).optional(),
  projectName: z.string().max(256).optional(),
});
export type YamlContentQuery = z.infer<typeof yamlContentQuerySchema>;

export const chartValuesUpdateBodySchema = z.object({
  chartValues: z
    .array(
      z.object({
        serviceName: z.string().trim().min(1, { error: 'validation.required' }).max(256),
        chartVersion: z.string().max(128).optional(),
        overrideYaml: valuesText.nullable().optional(),
        overrideValues,
        valuesData: valuesDataSchema,
      }),
    )
    .max(500),
  updateServiceTmpl: z.boolean().optional(),
});
export type ChartValuesUpdateBody = z.infer<typeof chartValuesUpdateBodySchema>;

export const envDefaultValuesBodySchema = z.object({
  defaultValues: valuesText.nullable().optional(),
  valuesData: valuesDataSchema,
});
export type EnvDefaultValuesBody = z.infer<typeof envDefaultValuesBodySchema>;

const yamlData = z.object({
  auto_sync: z.boolean(),
  source_detail: z
    .object({
      load_path: z.union([z.string(), z.array(z.string())]),
      git_repo_config: z.object({
        codehost_id: z.number(),
        owner: z.string(),
        repo: z.string(),
        branch: z.string(),
        namespace: z.string(),
      }),
    })
    .nullable(),
});
export const chartRenderInfoSchema = z.object({
  serviceName: z.string(),
  chartVersion: z.string(),
  overrideYaml: z.string(),
  overrideValues: z.array(z.object({ key: z.string(), value: z.string() })),
  yaml_data: yamlData,
});
export type ChartRenderInfo = z.infer<typeof chartRenderInfoSchema>;
export const chartRenderInfoListSchema = z.array(chartRenderInfoSchema);
export const envDefaultValuesSchema = z.object({ defaultValues: z.string(), yaml_data: yamlData });
export const helmReleaseListSchema = z.array(
  z.object({
    serviceName: z.string(),
    status: z.enum(['deployed', 'failed', 'pending', 'notDeployed']),
    error: z.string(),
    updatable: z.boolean(),
  }),
);
export const helmImageListSchema = z.array(
  z.object({ serviceName: z.string(), container: z.string(), image: z.string() }),
);
export const runningValuesSchema = z.object({ valuesYaml: z.string() });
