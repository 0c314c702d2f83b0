import { z } from 'zod';
import { requiredText } from '../common/fields.js';

/** The Dockerfile and Kubernetes YAML templates of the template library. */
export const libraryTemplatePaths = {
  dockerfiles: '/api/aslan/template/dockerfile',
  dockerfile: '/api/aslan/template/dockerfile/:id',
  dockerfileValidation: '/api/aslan/template/dockerfile/validation',
  dockerfileReference: '/api/aslan/template/dockerfile/:id/reference',
  yamls: '/api/aslan/template/yaml',
  yaml: '/api/aslan/template/yaml/:id',
  yamlVariables: '/api/aslan/template/yaml/getVariables',
  yamlReference: '/api/aslan/template/yaml/:id/reference',
} as const;

export const libraryTemplateKinds = ['dockerfile', 'k8s-yaml'] as const;
export type LibraryTemplateKind = (typeof libraryTemplateKinds)[number];

/** Large enough for any hand-written Dockerfile or set of manifests. */
export const TEMPLATE_CONTENT_MAX = 512 * 1024;
export const TEMPLATE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const templateContent = z.string({ error: 'validation.invalidType' }).max(TEMPLATE_CONTENT_MAX, {
  error: 'validation.tooLong',
});

export const templateVariableSchema = z.object({
  key: requiredText(128, 'validation.template.variableKeyRequired'),
  value: z
    .string({ error: 'validation.invalidType' })
    .max(65_536, { error: 'validation.tooLong' })
    .default(''),
});
export type TemplateVariableItem = z.infer<typeof templateVariableSchema>;

/** What the editors send on create and save; a Dockerfile template's variables come from its ARG lines. */
export const libraryTemplateBodySchema = z.object({
  name: requiredText(64, 'validation.template.nameRequired').regex(TEMPLATE_NAME_PATTERN, {
    error: 'validation.template.nameFormat',
  }),
  content: templateContent.refine((text) => text.trim() !== '', {
    error: 'validation.template.contentRequired',
  }),
  variable: z.array(templateVariableSchema).max(500).nullish(),
});
export type LibraryTemplateBody = z.infer<typeof libraryTemplateBodySchema>;

export const templateContentBodySchema = z.object({ content: templateContent.default('') });

export const libraryTemplateListQuerySchema = z.object({
  page_num: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(9999).default(9999),
  projectName: z.string().max(64).optional(),
});
export const libraryTemplateParamsSchema = z.object({
  id: z.string().regex(/^\d{1,9}$/, { error: 'validation.invalidType' }),
});

export const templateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  update_by: z.string(),
  update_time: z.number().int(),
});
export const libraryTemplateSchema = templateSummarySchema.extend({
  content: z.string(),
  variable: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type LibraryTemplate = z.infer<typeof libraryTemplateSchema>;

/** Variables every Kubernetes YAML template may use; the environment fills them in on deploy. */
export const systemTemplateVariables = [
  { key: '$Product$', description: 'template.systemVariable.project' },
  { key: '$Service$', description: 'template.systemVariable.service' },
  { key: '$Namespace$', description: 'template.systemVariable.namespace' },
  { key: '$EnvName$', description: 'template.systemVariable.envName' },
] as const;

export const dockerfileTemplateListSchema = z.object({
  dockerfile_template: z.array(templateSummarySchema),
  total: z.number().int(),
});
export const yamlTemplateListSchema = z.object({
  yaml_template: z.array(templateSummarySchema),
  system_variables: z.array(z.object({ key: z.string(), description: z.string() })),
  total: z.number().int(),
});
export const dockerfileValidationSchema = z.object({ error: z.string() });
export const templateVariableListSchema = z.array(z.object({ key: z.string(), value: z.string() }));
export const dockerfileReferenceListSchema = z.array(
  z.object({ project_name: z.string(), build_name: z.string() }),
);
export const yamlReferenceListSchema = z.array(
  z.object({ project_name: z.string(), service_name: z.string() }),
);
