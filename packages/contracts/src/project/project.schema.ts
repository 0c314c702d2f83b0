import { z } from 'zod';
import { requiredText } from '../common/fields.js';

/**
 * What a project is built on (Zadig's product_feature): the infrastructure, how services are
 * described on Kubernetes, and whether environments are created or taken over.
 */
export const productFeatureSchema = z.object(
  {
    basic_facility: z.enum(['kubernetes', 'cloud_host'], { error: 'validation.project.typeRequired' }),
    deploy_type: z.enum(['k8s', 'helm'], { error: 'validation.project.typeRequired' }).default('k8s'),
    create_env_type: z
      .enum(['system', 'external'], { error: 'validation.project.typeRequired' })
      .default('system'),
  },
  { error: 'validation.project.typeRequired' },
);
export type ProductFeature = z.output<typeof productFeatureSchema>;

/**
 * The project kinds of spec §1 by Zadig's deployType: K8s YAML, K8s Helm chart, K8s hosting
 * (external) and host (cloud_host).
 */
export const projectDeployTypes = ['k8s', 'helm', 'external', 'cloud_host'] as const;
export type ProjectDeployType = (typeof projectDeployTypes)[number];

const features: Record<ProjectDeployType, ProductFeature> = {
  k8s: { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'system' },
  helm: { basic_facility: 'kubernetes', deploy_type: 'helm', create_env_type: 'system' },
  external: { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'external' },
  cloud_host: { basic_facility: 'cloud_host', deploy_type: 'k8s', create_env_type: 'system' },
};

/** The product_feature of a kind, as the portal's project form sets it. */
export const productFeatureOf = (deployType: ProjectDeployType): ProductFeature => ({
  ...features[deployType],
});

/** The kind a product_feature means, with Zadig's precedence: taken-over environments, then hosts. */
export function deployTypeOf(feature: ProductFeature): ProjectDeployType {
  if (feature.create_env_type === 'external') return 'external';
  if (feature.basic_facility === 'cloud_host') return 'cloud_host';
  return feature.deploy_type;
}

/** Identifier: lowercase letters, digits and hyphen (spec §5). */
export const PROJECT_IDENTIFIER_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
export const projectIdentifierSchema = requiredText(32, 'validation.project.identifierRequired').regex(
  PROJECT_IDENTIFIER_PATTERN,
  { error: 'validation.project.identifierFormat' },
);
export const projectDisplayNameSchema = requiredText(64, 'validation.project.aliasRequired');
export const projectDescSchema = z
  .string({ error: 'validation.tooLong' })
  .max(1024, { error: 'validation.tooLong' });

/** Project administrators by uid, each once. */
export const projectAdminsSchema = z
  .array(z.string().uuid({ error: 'validation.user.unknown' }), { error: 'validation.project.adminRequired' })
  .max(100)
  .transform((list) => [...new Set(list)]);
export const clusterIdsSchema = z.array(z.string().max(64, { error: 'validation.tooLong' })).max(100);

/** POST /api/v1/picket/projects: the portal's new-project form. */
export const projectCreateSchema = z.object({
  /** the display name */
  project_name: projectDisplayNameSchema,
  /** the identifier */
  product_name: projectIdentifierSchema,
  /** none: the creator administers the project */
  admins: projectAdminsSchema.default([]),
  cluster_ids: clusterIdsSchema.default([]),
  desc: projectDescSchema.default(''),
  /** always true in the portal; Zadig keeps it but nothing reads it */
  enabled: z.boolean().optional(),
  public: z.boolean({ error: 'validation.project.accessRequired' }).default(false),
  product_feature: productFeatureSchema,
});
export type ProjectCreate = z.input<typeof projectCreateSchema>;

export const projectVerbosity = ['detailed', 'brief', 'minimal'] as const;
const queryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');
export const projectListQuerySchema = z.object({
  /** Zadig's default is the minimal form */
  verbosity: z.enum(projectVerbosity).default('minimal'),
  /** only projects that have environments */
  ignoreNoEnvs: queryFlag.default(false),
  /** minimal form: only projects that have delivery versions */
  ignoreNoVersions: queryFlag.default(false),
});
export const projectMinimalSchema = z.object({ name: z.string() });
export const projectBriefSchema = projectMinimalSchema.extend({ envs: z.array(z.string()) });
/** An item of the detailed project list; updatedAt in unix seconds. */
export const projectSummarySchema = projectBriefSchema.extend({
  alias: z.string(),
  desc: z.string(),
  updatedAt: z.number().int(),
  updatedBy: z.string(),
  /** true while the onboarding wizard is unfinished */
  onboard: z.boolean(),
  /** the wizard's step, 0 once done (the portal's onboarding list reads it) */
  onboarding_status: z.number().int(),
  public: z.boolean(),
  deployType: z.enum(projectDeployTypes),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectDeleteQuerySchema = z.object({
  is_delete: z
    .enum(['true', 'false'], { error: 'validation.project.isDeleteRequired' })
    .transform((v) => v === 'true'),
});

/** Onboarding wizard step (spec §4): 0 when done, else the step the wizard stopped at. */
export const ONBOARDING_DONE = 0;
export const onboardingParamsSchema = z.object({
  name: z.string().max(64),
  status: z.coerce.number({ error: 'validation.project.onboardingStatus' }).int().min(0).max(10),
});

/** GET /api/aslan/project/templates/info: the project pickers of the workflow editors. */
export const projectTemplateInfoSchema = z.object({
  value: z.string(),
  label: z.string(),
  services: z.array(
    z.object({
      value: z.string(),
      label: z.string(),
      containers: z.array(z.object({ value: z.string(), label: z.string() })),
    }),
  ),
});

/** Variable group: name and YAML (spec §3), per project. */
export const VARIABLE_SET_NAME_PATTERN = /^[a-zA-Z0-9_-]+$/;
export const variableSetBodySchema = z.object({
  name: requiredText(64, 'validation.variableSet.nameRequired').regex(VARIABLE_SET_NAME_PATTERN, {
    error: 'validation.variableSet.nameFormat',
  }),
  description: z.string().max(1024, { error: 'validation.tooLong' }).default(''),
  project_name: requiredText(64, 'validation.project.required'),
  variable_yaml: z.string().max(256 * 1024, { error: 'validation.tooLong' }),
});
export type VariableSetBody = z.infer<typeof variableSetBodySchema>;
export const variableSetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  project_name: z.string(),
  variable_yaml: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  updated_by: z.string(),
  updated_at: z.string(),
});
export type VariableSet = z.infer<typeof variableSetSchema>;
export const variableSetListQuerySchema = z.object({
  projectName: requiredText(64, 'validation.project.required'),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(20),
});
