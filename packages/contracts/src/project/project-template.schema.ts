import { z } from 'zod';
import {
  clusterIdsSchema,
  productFeatureSchema,
  projectAdminsSchema,
  projectDescSchema,
  projectDisplayNameSchema,
} from './project.schema.js';

/** Zadig's rule for service names. */
export const SERVICE_NAME_PATTERN = /^[a-zA-Z0-9_-]+$/;
export const serviceNameSchema = z
  .string({ error: 'validation.project.serviceName' })
  .max(64, { error: 'validation.tooLong' })
  .regex(SERVICE_NAME_PATTERN, { error: 'validation.project.serviceName' });

/** The services' start order: groups started one after the other, the services of a group together. */
export const servicesOrderSchema = z
  .array(z.array(serviceNameSchema, { error: 'validation.project.servicesOrder' }).max(500), {
    error: 'validation.project.servicesOrder',
  })
  .max(100);
export type ServicesOrder = z.infer<typeof servicesOrderSchema>;

/** A service of another project used by this one. */
export const sharedServiceSchema = z.object({ name: serviceNameSchema, owner: z.string().max(64) });
export type SharedService = z.output<typeof sharedServiceSchema>;

/** A project-wide variable of K8s YAML services ({{.key}} in their YAML). */
export const projectVarSchema = z.object({
  key: z
    .string({ error: 'validation.project.varKeyRequired' })
    .trim()
    .min(1, { error: 'validation.project.varKeyRequired' })
    .max(128, { error: 'validation.tooLong' }),
  value: z
    .string()
    .max(64 * 1024, { error: 'validation.tooLong' })
    .default(''),
  alias: z.string().max(256).default(''),
  /** present | new | unused, as the service page marks it */
  state: z.string().max(32).default(''),
  services: z.array(serviceNameSchema).max(500).default([]),
});
export type ProjectVar = z.output<typeof projectVarSchema>;

/**
 * Naming rules of built images and packages; {{.VARIABLE}} parts are filled in at build time.
 * Zadig's checks: only [a-zA-Z0-9_.-] around the variables, images as name:tag; empty means unset.
 */
const withVariablesFilled = (rule: string) => rule.replace(/\{\{\s*\.[A-Za-z_]+\s*\}\}/g, 'ss');
const IMAGE_RULE = /^[a-z0-9][a-zA-Z0-9-_:.]+$/;
const IMAGE_TAG = /^[a-z0-9A-Z_][a-zA-Z0-9-_.]+$/;
const TAR_RULE = /^[a-z0-9][a-zA-Z0-9-_.]+$/;
const isImageRule = (rule: string) => {
  const filled = withVariablesFilled(rule);
  return IMAGE_RULE.test(filled) && IMAGE_TAG.test(filled.split(':')[1] ?? '');
};
const isTarRule = (rule: string) => TAR_RULE.test(withVariablesFilled(rule));
const customRuleSchema = (valid: (rule: string) => boolean) => {
  const rule = z
    .string()
    .max(256, { error: 'validation.tooLong' })
    .refine((value) => value === '' || valid(value), { error: 'validation.project.customRule' })
    .optional();
  return z.object({
    pr_rule: rule,
    branch_rule: rule,
    pr_and_branch_rule: rule,
    tag_rule: rule,
    jenkins_rule: rule,
    commit_rule: rule,
  });
};
export const customImageRuleSchema = customRuleSchema(isImageRule);
export const customTarRuleSchema = customRuleSchema(isTarRule);
export type CustomRule = z.output<typeof customImageRuleSchema>;

export const deliveryVersionHookSchema = z.object({
  enable: z.boolean().default(false),
  hook_host: z.string().max(256, { error: 'validation.tooLong' }).default(''),
  path: z.string().max(256, { error: 'validation.tooLong' }).default(''),
});
export type DeliveryVersionHook = z.output<typeof deliveryVersionHookSchema>;

/**
 * The project (Zadig's product template) as GET /api/aslan/project/products/{p}[/services] answers it;
 * times in unix seconds.
 */
export const projectTemplateSchema = z.object({
  /** the identifier */
  product_name: z.string(),
  /** the display name */
  project_name: z.string(),
  desc: z.string(),
  public: z.boolean(),
  admins: z.array(z.string()),
  team_id: z.number().int(),
  enabled: z.boolean(),
  cluster_ids: z.array(z.string()),
  product_feature: productFeatureSchema,
  onboarding_status: z.number().int(),
  services: servicesOrderSchema,
  shared_services: z.array(sharedServiceSchema),
  vars: z.array(projectVarSchema),
  /** minutes a deployment may take; 0 is the default (10) */
  timeout: z.number().int(),
  auto_deploy: z.object({ enable: z.boolean() }),
  delivery_version_hook: deliveryVersionHookSchema,
  custom_image_rule: customImageRuleSchema.optional(),
  custom_tar_rule: customTarRuleSchema.optional(),
  create_time: z.number().int(),
  update_time: z.number().int(),
  update_by: z.string(),
});
export type ProjectTemplate = z.output<typeof projectTemplateSchema>;

/**
 * PUT /api/v1/picket/projects/{p} and PUT /api/aslan/project/products/{p}: the template as read,
 * changed. Fields left out stay; read-only ones (times, onboarding, team) are not taken from it.
 * product_feature may change only from hosting to K8s YAML, which is irreversible.
 */
export const projectTemplateUpdateSchema = z.object({
  product_name: z.string().optional(),
  project_name: projectDisplayNameSchema.optional(),
  desc: projectDescSchema.optional(),
  public: z.boolean({ error: 'validation.project.accessRequired' }).optional(),
  /** when given, at least one */
  admins: projectAdminsSchema.optional(),
  cluster_ids: clusterIdsSchema.optional(),
  product_feature: productFeatureSchema.optional(),
  services: servicesOrderSchema.optional(),
  shared_services: z.array(sharedServiceSchema).max(500).optional(),
  vars: z.array(projectVarSchema).max(1000).optional(),
  timeout: z.number().int().min(0).max(100_000).optional(),
  auto_deploy: z.object({ enable: z.boolean() }).optional(),
  delivery_version_hook: deliveryVersionHookSchema.optional(),
  custom_image_rule: customImageRuleSchema.nullable().optional(),
  custom_tar_rule: customTarRuleSchema.nullable().optional(),
});
export type ProjectTemplateUpdate = z.input<typeof projectTemplateUpdateSchema>;

/** PATCH /api/aslan/project/products/{p}: a new start order of the project's services. */
export const servicesOrchestrationSchema = z.object({ services: servicesOrderSchema });

/** GET …/services query: the portal sends booleans and missing values as strings ('undefined', ''). */
export const projectServicesQuerySchema = z.object({
  envType: z.string().max(32).optional(),
  isBaseEnv: z.string().max(32).optional(),
  baseEnv: z.string().max(64).optional(),
});

/**
 * A rule finding images in a Helm chart's values.yaml: the value paths of repository, image and tag.
 * presetId marks the rules Zadig ships with.
 */
export const imageSearchingRuleSchema = z.object({
  repo: z.string().max(256, { error: 'validation.tooLong' }).default(''),
  image: z.string().max(256, { error: 'validation.tooLong' }).default(''),
  tag: z.string().max(256, { error: 'validation.tooLong' }).default(''),
  inUse: z.boolean().default(false),
  presetId: z.number().int().min(0).max(1000).optional(),
});
export type ImageSearchingRule = z.output<typeof imageSearchingRuleSchema>;
export const searchingRulesBodySchema = z.object({
  rules: z
    .array(imageSearchingRuleSchema, { error: 'validation.project.rulesRequired' })
    .min(1, { error: 'validation.project.rulesRequired' })
    .max(100)
    .refine((rules) => rules.some((rule) => rule.inUse), { error: 'validation.project.ruleInUseRequired' }),
});

/** The rules a project starts with: image.repository + image.tag, or image as one value. */
export const PRESET_IMAGE_SEARCHING_RULES: readonly ImageSearchingRule[] = [
  { repo: '', image: 'image.repository', tag: 'image.tag', inUse: true, presetId: 1 },
  { repo: '', image: 'image', tag: '', inUse: true, presetId: 2 },
];
