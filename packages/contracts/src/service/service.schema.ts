import { z } from 'zod';
import { requiredText } from '../common/fields.js';

/** The service management calls of the portal (portal-shapes §5, §3.10). */
export const servicePaths = {
  services: '/api/aslan/service/services',
  serviceOfType: '/api/aslan/service/services/:name/:type',
  serviceOptions: '/api/aslan/service/services/:name',
  sharedNames: '/api/aslan/service/name',
  yamlValidator: '/api/aslan/service/services/yaml/validator',
  fromNamespace: '/api/aslan/service/services/yaml',
  yamlView: '/api/aslan/service/services/:name/yaml/view',
  deployableEnvs: '/api/aslan/service/services/:name/environments/deployable',
  kubeWorkloads: '/api/aslan/service/services/kube/workloads',
  loaderPreload: '/api/aslan/service/loader/preload/:codehostId',
  loaderLoad: '/api/aslan/service/loader/load/:codehostId',
  loaderValidateUpdate: '/api/aslan/service/loader/validateUpdate/:codehostId',
  templateLoad: '/api/aslan/service/template/load',
  templateReload: '/api/aslan/service/template/reload',
  pmServices: '/api/aslan/service/pm/:projectName',
  pmHealthCheckUpdate: '/api/aslan/service/pm/healthCheckUpdate',
} as const;

export const serviceTypes = ['k8s', 'helm', 'pm'] as const;
export type ServiceType = (typeof serviceTypes)[number];

/** Spec §5: lowercase letters, digits and hyphens. */
export const SERVICE_TEMPLATE_NAME_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
/** Large enough for any hand-written set of manifests. */
export const SERVICE_YAML_MAX = 512 * 1024;

export const serviceTemplateNameSchema = requiredText(64, 'validation.service.nameRequired').regex(
  SERVICE_TEMPLATE_NAME_PATTERN,
  { error: 'validation.service.nameFormat' },
);
const projectNameSchema = requiredText(64, 'validation.project.required');
const visibilitySchema = z.enum(['public', 'private'], { error: 'validation.service.visibility' });
const yamlText = z
  .string({ error: 'validation.invalidType' })
  .max(SERVICE_YAML_MAX, { error: 'validation.tooLong' });
const shortText = (max = 256) =>
  z.string({ error: 'validation.invalidType' }).max(max, { error: 'validation.tooLong' });
/** Query booleans arrive as the strings true/false, sometimes empty or `undefined`. */
const queryFlag = z
  .string()
  .max(16)
  .optional()
  .transform((text) => text === 'true');

export const serviceProjectQuerySchema = z.object({ projectName: projectNameSchema });
export const serviceSaveQuerySchema = serviceProjectQuerySchema.extend({ force: queryFlag });
export const serviceNameParamsSchema = z.object({ name: serviceTemplateNameSchema });
export const serviceTypeParamsSchema = z.object({
  name: serviceTemplateNameSchema,
  type: z.enum(serviceTypes, { error: 'validation.service.typeUnknown' }),
});

export const serviceVariableSchema = z.object({
  key: requiredText(256, 'validation.required'),
  value: z
    .union([z.string(), z.number(), z.boolean()], { error: 'validation.invalidType' })
    .transform(String)
    .pipe(z.string().max(65_536, { error: 'validation.tooLong' }))
    .default(''),
});
export type ServiceVariable = z.output<typeof serviceVariableSchema>;
const variablesSchema = z.array(serviceVariableSchema).max(1000).nullish();

/** POST …/services: the YAML editor saves a K8s YAML service (`force` when it exists). */
export const k8sServiceBodySchema = z.object({
  product_name: shortText(64).optional(),
  service_name: serviceTemplateNameSchema,
  visibility: visibilitySchema.default('private'),
  type: z.literal('k8s', { error: 'validation.service.typeK8s' }).default('k8s'),
  yaml: yamlText.refine((text) => text.trim() !== '', { error: 'validation.service.yamlRequired' }),
  source: shortText(32).default('spock'),
  variable_yaml: yamlText.optional(),
});
export type K8sServiceBody = z.output<typeof k8sServiceBodySchema>;

/** PUT …/services: the service tree re-sends the whole service with visibility toggled. */
export const serviceVisibilityBodySchema = z.object({
  service_name: serviceTemplateNameSchema,
  type: z.enum(serviceTypes, { error: 'validation.service.typeUnknown' }).default('k8s'),
  visibility: visibilitySchema,
});

export const serviceDeleteQuerySchema = serviceProjectQuerySchema.extend({
  visibility: shortText(16).optional(),
});

/** PUT …/yaml/validator: the editor's current object, or `{ yaml }` from the variable preview. */
export const yamlValidateBodySchema = z.object({
  service_name: shortText(64).optional(),
  yaml: yamlText.default(''),
  variable_yaml: yamlText.optional(),
});
export const yamlErrorSchema = z.object({ message: z.string() });
export type YamlError = z.infer<typeof yamlErrorSchema>;

/** PUT …/{name}/yaml/view: the rendered YAML for an environment and the variables typed in. */
export const yamlViewBodySchema = z.object({
  service_name: shortText(64).optional(),
  env_name: shortText(64).nullish(),
  variables: variablesSchema,
  variable_yaml: yamlText.optional(),
});
export type YamlViewBody = z.output<typeof yamlViewBodySchema>;

export const kubeWorkloadsQuerySchema = serviceProjectQuerySchema.extend({
  cluster_id: shortText(64).optional(),
  namespace: shortText(253).optional(),
});

/** POST …/services/yaml: services made of resources found in a namespace. */
export const namespaceServicesBodySchema = z.object({
  cluster_id: shortText(64).optional(),
  namespace: shortText(253).optional(),
  product_name: shortText(64).optional(),
  services: z
    .array(
      z.object({
        name: serviceTemplateNameSchema,
        workloads_map: z.record(z.string().max(64), z.array(z.string().max(253)).max(500)).optional(),
      }),
    )
    .max(200)
    .default([]),
});

export const codehostParamsSchema = z.object({
  codehostId: z.coerce.number({ error: 'validation.invalidType' }).int().min(1).max(2_147_483_647),
});
/** The repository folder or file a service is loaded from, as the file tree sends it. */
export const repoLocationQuerySchema = z.object({
  repoOwner: shortText(256).default(''),
  repoName: requiredText(256, 'validation.required'),
  branchName: shortText(256).default(''),
  path: shortText(1024).default(''),
  isDir: queryFlag,
  remoteName: shortText(64).optional(),
  repoUUID: shortText(128).optional(),
  namespace: shortText(256).optional(),
});
export type RepoLocationQuery = z.output<typeof repoLocationQuerySchema>;
export const loaderValidateQuerySchema = repoLocationQuerySchema.extend({
  serviceName: serviceTemplateNameSchema,
});
export const loaderLoadQuerySchema = repoLocationQuerySchema.omit({ path: true, isDir: true }).extend({
  projectName: projectNameSchema,
});
export const loaderLoadBodySchema = z.object({
  product_name: shortText(64).optional(),
  visibility: visibilitySchema.default('private'),
  is_dir: z.boolean({ error: 'validation.invalidType' }).default(false),
  type: z.literal('k8s', { error: 'validation.service.typeK8s' }).default('k8s'),
  path: shortText(1024).default(''),
});
export type LoaderLoadBody = z.output<typeof loaderLoadBodySchema>;

/** POST …/template/load and …/reload: a service made from a K8s YAML template of the library. */
export const templateServiceBodySchema = z.object({
  service_name: serviceTemplateNameSchema,
  project_name: shortText(64).optional(),
  template_id: z
    .union([z.string(), z.number()], { error: 'validation.service.templateRequired' })
    .transform(String)
    .pipe(z.string().regex(/^\d{1,9}$/, { error: 'validation.service.templateRequired' })),
  variables: variablesSchema,
  auto_sync: z.boolean({ error: 'validation.invalidType' }).default(false),
});
export type TemplateServiceBody = z.output<typeof templateServiceBodySchema>;

const checkNumber = z
  .number({ error: 'validation.service.healthCheckNumber' })
  .int({ error: 'validation.service.healthCheckNumber' })
  .min(1, { error: 'validation.service.healthCheckNumber' })
  .max(3600, { error: 'validation.service.healthCheckNumber' });
/** A host service's health check (Zadig's PmHealthCheck). */
export const healthCheckSchema = z.object({
  protocol: z.enum(['http', 'https', 'tcp'], { error: 'validation.service.healthCheckProtocol' }),
  path: shortText(1024).default(''),
  port: z
    .number({ error: 'validation.service.healthCheckPort' })
    .int({ error: 'validation.service.healthCheckPort' })
    .min(1, { error: 'validation.service.healthCheckPort' })
    .max(65_535, { error: 'validation.service.healthCheckPort' }),
  time_out: checkNumber.default(3),
  interval: checkNumber.default(3),
  healthy_threshold: checkNumber.default(2),
  unhealthy_threshold: checkNumber.default(2),
});
export type HealthCheck = z.output<typeof healthCheckSchema>;

export const envConfigSchema = z.object({
  env_name: requiredText(64, 'validation.required'),
  host_ids: z
    .array(z.string().max(64))
    .max(1000)
    .nullish()
    .transform((ids) => ids ?? []),
  labels: z
    .array(z.string().max(256))
    .max(1000)
    .nullish()
    .transform((labels) => labels ?? []),
});
export type EnvConfig = z.output<typeof envConfigSchema>;

/** POST/PUT …/pm/{projectName}: the host service and the build that deploys it. */
export const pmServiceBodySchema = z.object({
  pm_service_tmpl: z.object({
    product_name: shortText(64).optional(),
    service_name: serviceTemplateNameSchema,
    visibility: visibilitySchema.default('private'),
    type: z.literal('pm', { error: 'validation.service.typePm' }).default('pm'),
    build_name: shortText(64).default(''),
    health_checks: z.array(healthCheckSchema).max(20).nullish(),
    env_configs: z.array(envConfigSchema).max(200).nullish(),
  }),
  build: z
    .looseObject({
      name: shortText(64).optional(),
      pm_deploy_scripts: shortText(256 * 1024).optional(),
      sshs: z.array(z.string().max(64)).max(1000).nullish(),
    })
    .optional(),
});
export type PmServiceBody = z.output<typeof pmServiceBodySchema>;
export const pmProjectParamsSchema = z.object({ projectName: projectNameSchema });

/** PUT …/pm/healthCheckUpdate: the hosts of one environment a host service runs on. */
export const pmHostsUpdateBodySchema = z.object({
  product_name: shortText(64).optional(),
  service_name: serviceTemplateNameSchema,
  env_name: requiredText(64, 'validation.required'),
  revision: z.number().int().min(0).optional(),
  env_configs: z.array(envConfigSchema).max(200).default([]),
});
export type PmHostsUpdateBody = z.output<typeof pmHostsUpdateBodySchema>;
