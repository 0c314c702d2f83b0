import { z } from 'zod';

const base = '/api/aslan/environment';
export const environmentPaths = {
  /** list (`?subresource=ingress`), create (`?auto=true` one-click), update many (`?auto=true`) */
  environments: `${base}/environments`,
  environment: `${base}/environments/:envName`,
  groups: `${base}/environments/:envName/groups`,
  workloads: `${base}/environments/:envName/workloads`,
  services: `${base}/environments/:envName/services`,
  service: `${base}/environments/:envName/services/:serviceName`,
  restart: `${base}/environments/:envName/services/:serviceName/restart`,
  restartNew: `${base}/environments/:envName/services/:serviceName/restartNew`,
  scaleNew: `${base}/environments/:envName/services/:serviceName/scaleNew`,
  registry: `${base}/environments/:envName/registry`,
  shareEnable: `${base}/environments/:envName/share/enable`,
  shareReady: `${base}/environments/:envName/check/sharenv/:operation/ready`,
  versions: `${base}/environments/:envName/versions`,
  versionsDiff: `${base}/environments/:envName/versions/diff`,
  rollback: `${base}/environments/:envName/versions/:revision/rollback`,
  pod: `${base}/kube/:envName/pods/:podName`,
  podEvents: `${base}/kube/pods/:podName/events`,
  events: `${base}/kube/events`,
  availableNamespaces: `${base}/kube/available_namespaces`,
  image: `${base}/image/:type/:envName`,
  exportService: `${base}/export/service`,
  revisions: `${base}/revision/products`,
  diff: `${base}/diff/products/:projectName/service/:serviceName`,
  initInfo: `${base}/init_info/:projectName`,
} as const;

/** Environment names and namespaces (spec §5): lowercase letters, digits, hyphen. */
export const environmentNameSchema = z
  .string({ error: 'validation.environment.nameRequired' })
  .trim()
  .min(1, { error: 'validation.environment.nameRequired' })
  .max(32, { error: 'validation.tooLong' })
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/, { error: 'validation.environment.nameFormat' });

export const envNamespaceSchema = z
  .string()
  .trim()
  .max(63, { error: 'validation.environment.namespaceFormat' })
  .regex(/^([a-z0-9]([a-z0-9-]*[a-z0-9])?)?$/, { error: 'validation.environment.namespaceFormat' });

const text = (max: number) => z.string().max(max, { error: 'validation.tooLong' });
/** The portal sends booleans in queries as `true`/`false`, and sometimes `undefined` or nothing. */
const queryFlag = z
  .string()
  .max(16)
  .optional()
  .transform((v) => v === 'true');

export const environmentVarSchema = z.object({
  key: text(256).min(1, { error: 'validation.project.varKeyRequired' }),
  value: z
    .union([z.string(), z.number(), z.boolean()])
    .transform(String)
    .pipe(text(64 * 1024))
    .default(''),
  services: z
    .array(text(256))
    .max(1000)
    .nullish()
    .transform((v) => v ?? []),
});
export type EnvironmentVar = z.infer<typeof environmentVarSchema>;

const containerSchema = z.looseObject({
  name: text(256),
  image: text(1024).default(''),
  image_name: text(1024).default(''),
});

/** A service the create form chose (from init_info), with the images picked and, for hosts, the hosts. */
export const envChosenServiceSchema = z.looseObject({
  service_name: text(256).min(1, { error: 'validation.required' }),
  type: text(16).default('k8s'),
  containers: z
    .array(containerSchema)
    .max(100)
    .nullish()
    .transform((v) => v ?? []),
  picked: z.boolean().optional(),
  env_configs: z
    .array(z.looseObject({ host_ids: z.array(text(128)).max(1000).nullish() }))
    .max(100)
    .nullish(),
});

export const envProjectQuerySchema = z.looseObject({
  projectName: text(256).min(1, { error: 'validation.project.required' }),
});

export const environmentListQuerySchema = envProjectQuerySchema.extend({
  subresource: text(32).optional(),
  envType: text(32).optional(),
});

export const environmentCreateQuerySchema = envProjectQuerySchema.extend({
  auto: queryFlag,
  helm: queryFlag,
  scene: text(32).optional(),
  envType: text(32).optional(),
});

/** A self-test sub-environment's link to its base (`isBase` is always false from the create form). */
export const envShareCreateSchema = z.object({
  enable: z.boolean().default(false),
  isBase: z.boolean().default(false),
  base_env: text(256).default(''),
});

export const environmentCreateBodySchema = z.looseObject({
  product_name: text(256).optional(),
  env_name: environmentNameSchema,
  cluster_id: text(128).default(''),
  namespace: envNamespaceSchema.default(''),
  source: text(32).default('spock'),
  registry_id: text(128).default(''),
  production: z.boolean().optional(),
  vars: z
    .array(environmentVarSchema)
    .max(1000)
    .nullish()
    .transform((v) => v ?? []),
  services: z
    .array(z.array(envChosenServiceSchema).max(1000))
    .max(1000)
    .nullish()
    .transform((v) => v ?? []),
  share_env: envShareCreateSchema.optional(),
});
export type EnvironmentCreateBody = z.infer<typeof environmentCreateBodySchema>;

export const environmentParamsSchema = z.object({ envName: text(256) });
export const envServiceParamsSchema = z.object({ envName: text(256), serviceName: text(256) });

export const environmentUpdateQuerySchema = envProjectQuerySchema.extend({
  force: queryFlag,
  envType: text(32).optional(),
});

export const environmentUpdateBodySchema = z.looseObject({
  vars: z
    .array(environmentVarSchema)
    .max(1000)
    .nullish()
    .transform((v) => v ?? []),
  service_names: z.array(text(256)).max(1000).nullish(),
});

/** PUT …/environments?auto=true: add or update services in several environments at once. */
export const environmentsAutoUpdateQuerySchema = envProjectQuerySchema.extend({
  auto: queryFlag,
  helm: queryFlag,
  force: queryFlag,
});
export const environmentsAutoUpdateBodySchema = z
  .array(
    z.looseObject({
      env_name: text(256).min(1, { error: 'validation.environment.nameRequired' }),
      service_names: z.array(text(256)).max(1000).nullish(),
      vars: z.array(environmentVarSchema).max(1000).nullish(),
    }),
  )
  .max(100);

export const envDeleteServicesBodySchema = z.looseObject({
  service_names: z.array(text(256)).min(1, { error: 'validation.environment.servicesRequired' }).max(1000),
});

export const environmentDeleteQuerySchema = envProjectQuerySchema.extend({
  is_delete: text(16).optional(),
  envType: text(32).optional(),
});

export const envGroupsQuerySchema = envProjectQuerySchema.extend({
  serviceName: text(256).optional(),
  filter: text(1024).optional(),
  perPage: z.coerce.number().int().min(1).max(10_000).default(20).catch(20),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1).catch(1),
});

const workloadKind = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(['deployment', 'statefulset'], { error: 'validation.environment.workloadKind' }));

export const envWorkloadQuerySchema = envProjectQuerySchema.extend({
  type: workloadKind,
  name: text(253).min(1, { error: 'validation.required' }),
});

export const envScaleQuerySchema = envWorkloadQuerySchema.extend({
  number: z.coerce
    .number({ error: 'validation.environment.replicas' })
    .int({ error: 'validation.environment.replicas' })
    .min(0, { error: 'validation.environment.replicas' })
    .max(100, { error: 'validation.environment.replicas' }),
});

export const envImageParamsSchema = z.object({ type: workloadKind, envName: text(256) });
export const envImageBodySchema = z.looseObject({
  product_name: text(256).optional(),
  service_name: text(256).min(1, { error: 'validation.required' }),
  container_name: text(256).min(1, { error: 'validation.required' }),
  name: text(253).min(1, { error: 'validation.required' }),
  image: text(1024).trim().min(1, { error: 'validation.environment.imageRequired' }),
});

export const envPodParamsSchema = z.object({ envName: text(256), podName: text(253) });
export const envScopedQuerySchema = envProjectQuerySchema.extend({
  envName: text(256).min(1, { error: 'validation.environment.nameRequired' }),
  envType: text(32).optional(),
});
export const envEventsQuerySchema = envScopedQuerySchema.extend({
  type: text(64).default(''),
  name: text(253).default(''),
});
export const envExportQuerySchema = envScopedQuerySchema.extend({ serviceName: text(256).min(1) });
export const envRegistryBodySchema = z.looseObject({ registry_id: text(128).default('') });
export const envShareParamsSchema = z.object({
  envName: text(256),
  operation: z.enum(['enable', 'disable']),
});
export const envNamespacesQuerySchema = z.looseObject({
  clusterId: text(128).default(''),
  type: text(32).optional(),
});
export const envDiffParamsSchema = z.object({ projectName: text(256), serviceName: text(256) });
export const envInitInfoParamsSchema = z.object({ projectName: text(256) });
export const envVersionsDiffQuerySchema = envProjectQuerySchema.extend({
  /** two revisions, comma-separated */
  revisions: text(64),
});
export const envRollbackParamsSchema = z.object({
  envName: text(256),
  revision: z.coerce.number().int().min(1).max(1_000_000_000),
});
