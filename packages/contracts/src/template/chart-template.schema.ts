import { z } from 'zod';
import { requiredText, SERIAL_ID_MAX } from '../common/fields.js';
import { TEMPLATE_NAME_PATTERN } from './library-template.schema.js';

/** Helm chart templates of the template library (portal §7.1–7.6). */
export const chartTemplatePaths = {
  charts: '/api/aslan/template/charts',
  chart: '/api/aslan/template/charts/:name',
  files: '/api/aslan/template/charts/:name/files',
  variables: '/api/aslan/template/charts/:name/variables',
  reference: '/api/aslan/template/charts/:name/reference',
} as const;

const text = (max: number) =>
  z.string({ error: 'validation.invalidType' }).max(max, { error: 'validation.tooLong' });
const chartTemplateName = requiredText(64, 'validation.template.nameRequired').regex(TEMPLATE_NAME_PATTERN, {
  error: 'validation.template.nameFormat',
});

export const chartTemplateParamsSchema = z.object({ name: chartTemplateName });
export const chartTemplateListQuerySchema = z.object({ projectName: text(64).optional() });
export const chartTemplateFileQuerySchema = z.object({
  fileName: requiredText(4096),
  filePath: text(4096).default(''),
});

/** The chart's folder in a Git repository, as the import dialog sends it. */
export const chartTemplateBodySchema = z.object({
  name: chartTemplateName,
  codeHostID: z
    .union([
      z.number().int().positive().max(SERIAL_ID_MAX),
      z.string().regex(/^\d{1,9}$/, { error: 'validation.required' }),
    ])
    .transform(Number),
  owner: requiredText(512),
  repo: requiredText(512),
  branch: requiredText(512),
  path: text(4096).default(''),
  namespace: text(512).default(''),
});
export type ChartTemplateBody = z.infer<typeof chartTemplateBodySchema>;

export const chartTemplateVariablesBodySchema = z
  .array(
    z.object({
      key: requiredText(128, 'validation.template.variableKeyRequired'),
      value: text(65_536).default(''),
    }),
  )
  .max(500);

export const chartTemplateSummarySchema = z.object({
  name: z.string(),
  codehostID: z.number().int(),
  owner: z.string(),
  repo: z.string(),
  branch: z.string(),
  path: z.string(),
  namespace: z.string(),
});
export const chartTemplateListSchema = z.object({
  chartTemplates: z.array(chartTemplateSummarySchema),
  systemVariables: z.array(z.object({ key: z.string(), description: z.string() })),
});
export const chartTemplateDetailSchema = chartTemplateSummarySchema.extend({
  files: z.array(z.object({ path: z.string(), name: z.string(), is_dir: z.boolean() })),
  variables: z.array(z.object({ key: z.string(), value: z.string() })).nullable(),
});
export const chartTemplateReferenceSchema = z.array(
  z.object({ project_name: z.string(), service_name: z.string() }),
);
