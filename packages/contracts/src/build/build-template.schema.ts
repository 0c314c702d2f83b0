import { z } from 'zod';
import { requiredText } from '../common/fields.js';
import { buildFieldsObject, buildRuleIssues } from './build.schema.js';

export const buildTemplatePaths = {
  templates: '/api/aslan/template/build',
  template: '/api/aslan/template/build/:id',
} as const;

/** A build template: the build object without a project; any name, unique in the library. */
export const buildTemplateBodySchema = buildFieldsObject
  .extend({
    name: requiredText(128, 'validation.buildTemplate.nameRequired'),
    id: z.union([z.string(), z.number()]).optional(),
  })
  .superRefine((template, ctx) => {
    for (const issue of buildRuleIssues(template, false)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type BuildTemplateBody = z.infer<typeof buildTemplateBodySchema>;

export type BuildTemplate = Omit<BuildTemplateBody, 'id'> & {
  id: string;
  update_time: number;
  update_by: string;
};

/** The template library and the "use a template" pickers read `{build_templates:[{id, name}]}`. */
export interface BuildTemplateList {
  build_templates: { id: string; name: string; update_time: number; update_by: string }[];
  total: number;
}

export const buildTemplateListQuerySchema = z.object({
  page_num: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(9999).default(9999),
  projectName: z.string().max(64).optional(),
});
export const buildTemplateParamsSchema = z.object({
  id: z.string().regex(/^\d{1,9}$/, { error: 'validation.invalidType' }),
});
