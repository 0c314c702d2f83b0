import { z } from 'zod';
import { requiredText } from '../common/fields.js';

/** Project kinds (spec §1) and the deployType each maps to (zadig-reference §3). */
export const projectTypes = ['k8s', 'helm', 'hosting', 'host'] as const;
export type ProjectType = (typeof projectTypes)[number];
export const deployTypeOf: Record<ProjectType, string> = {
  k8s: 'k8s',
  helm: 'helm',
  hosting: 'external',
  host: 'cloud_host',
};
export const projectAccess = ['private', 'public'] as const;

/** Identifier: lowercase letters, digits and hyphen (spec §5). */
export const PROJECT_IDENTIFIER_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
export const projectIdentifierSchema = requiredText(32, 'validation.project.identifierRequired').regex(
  PROJECT_IDENTIFIER_PATTERN,
  { error: 'validation.project.identifierFormat' },
);

const administrators = z
  .array(z.string().uuid({ error: 'validation.user.unknown' }), { error: 'validation.project.adminRequired' })
  .max(100)
  .transform((list) => [...new Set(list)]);

export const projectCreateSchema = z.object({
  /** the identifier */
  name: projectIdentifierSchema,
  /** the display name */
  alias: requiredText(64, 'validation.project.aliasRequired'),
  description: z.string().max(1024, { error: 'validation.tooLong' }).default(''),
  type: z.enum(projectTypes, { error: 'validation.project.typeRequired' }),
  access: z.enum(projectAccess, { error: 'validation.project.accessRequired' }).default('private'),
  administrators: administrators.default([]),
  cluster: z.string().max(64).default(''),
});
export type ProjectCreate = z.infer<typeof projectCreateSchema>;

export const projectUpdateSchema = z.object({
  alias: requiredText(64, 'validation.project.aliasRequired').optional(),
  description: z.string().max(1024, { error: 'validation.tooLong' }).optional(),
  access: z.enum(projectAccess, { error: 'validation.project.accessRequired' }).optional(),
  administrators: administrators.optional(),
  cluster: z.string().max(64).optional(),
  /** Only hosting → k8s is allowed, it is irreversible and must be confirmed (spec §4). */
  type: z.enum(projectTypes).optional(),
  confirm_irreversible: z.boolean().optional(),
});
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

export const projectSchema = z.object({
  name: z.string(),
  identifier: z.string(),
  alias: z.string(),
  description: z.string(),
  desc: z.string(),
  type: z.enum(projectTypes),
  deployType: z.string(),
  access: z.enum(projectAccess),
  public: z.boolean(),
  administrators: z.array(z.string()),
  /** account names of the administrators, for display */
  administrator_names: z.array(z.string()),
  cluster: z.string(),
  onboarding_status: z.number().int(),
  onboard: z.boolean(),
  envs: z.array(z.string()),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectVerbosity = ['detailed', 'brief', 'minimal'] as const;
export const projectListQuerySchema = z.object({ verbosity: z.enum(projectVerbosity).default('detailed') });
export const projectBriefSchema = z.object({ name: z.string(), envs: z.array(z.string()) });
export const projectMinimalSchema = z.object({ name: z.string() });

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

export const projectTemplateInfoSchema = z.object({
  product_name: z.string(),
  project_name: z.string(),
  deploy_type: z.string(),
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
