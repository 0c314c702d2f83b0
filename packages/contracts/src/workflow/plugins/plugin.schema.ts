import { z } from 'zod';
import { requiredText } from '../../common/fields.js';
import { type EnvVar, jobBaseShape, VARIABLE_KEY_PATTERN } from '../job-fields.schema.js';

export const pluginInputTypes = ['string', 'text', 'choice', 'bool'] as const;
export type PluginInputType = (typeof pluginInputTypes)[number];

const SCRIPT_MAX = 256 * 1024;
const VALUE_MAX = 64 * 1024;

/** An input of a plugin: shown in the job form, given to the script as an environment variable. */
export const pluginInputSchema = z
  .object({
    name: requiredText(64, 'validation.plugin.inputNameRequired').regex(VARIABLE_KEY_PATTERN, {
      error: 'validation.variable.keyFormat',
    }),
    description: z.string().max(256).default(''),
    type: z.enum(pluginInputTypes, { error: 'validation.plugin.inputType' }).default('string'),
    /** the default value in a template; the value given in a job */
    value: z.string().max(VALUE_MAX).default(''),
    choice_option: z.array(z.string().max(256)).max(100).default([]),
    is_credential: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (input.type === 'choice' && !input.choice_option.length)
      ctx.addIssue({ code: 'custom', message: 'validation.plugin.choiceOptions', path: ['choice_option'] });
    if (input.type === 'choice' && input.value && !input.choice_option.includes(input.value))
      ctx.addIssue({ code: 'custom', message: 'validation.plugin.choiceValue', path: ['value'] });
    if (input.type === 'bool' && input.value && !['true', 'false'].includes(input.value))
      ctx.addIssue({ code: 'custom', message: 'validation.plugin.boolValue', path: ['value'] });
  });
export type PluginInput = z.infer<typeof pluginInputSchema>;

export const pluginOutputSchema = z.object({
  name: requiredText(64, 'validation.plugin.outputNameRequired').regex(VARIABLE_KEY_PATTERN, {
    error: 'validation.variable.keyFormat',
  }),
  description: z.string().max(256).default(''),
});

/** Names must be unique within a list of inputs or outputs. */
function uniqueNames(
  items: Array<{ name: string }>,
  field: 'inputs' | 'outputs',
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    if (seen.has(item.name))
      ctx.addIssue({ code: 'custom', message: 'validation.plugin.nameDuplicate', path: [field, i, 'name'] });
    seen.add(item.name);
  }
}

const pluginShape = {
  name: requiredText(64, 'validation.plugin.nameRequired'),
  description: z.string().max(1024).default(''),
  category: z.string().max(64).default(''),
  version: z.string().trim().max(32).default(''),
  image: z.string().trim().max(256).default(''),
  inputs: z.array(pluginInputSchema).max(50).default([]),
  outputs: z.array(pluginOutputSchema).max(50).default([]),
  script: requiredText(SCRIPT_MAX, 'validation.plugin.scriptRequired'),
};

/** POST and PUT /api/aslan/workflow/v4/plugin: a plugin template (a shell script with typed inputs). */
export const pluginTemplateBodySchema = z.object(pluginShape).superRefine((plugin, ctx) => {
  uniqueNames(plugin.inputs, 'inputs', ctx);
  uniqueNames(plugin.outputs, 'outputs', ctx);
});
export type PluginTemplateBody = z.infer<typeof pluginTemplateBodySchema>;

/** A stored template as the list and the job picker read it (`is_offical` as the portal spells it). */
export const pluginTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  version: z.string(),
  image: z.string(),
  is_offical: z.boolean(),
  inputs: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      type: z.enum(pluginInputTypes),
      value: z.string(),
      choice_option: z.array(z.string()),
      is_credential: z.boolean(),
    }),
  ),
  outputs: z.array(z.object({ name: z.string(), description: z.string() })),
  script: z.string(),
  updated_by: z.string(),
  update_time: z.number().int(),
});
export type PluginTemplate = z.infer<typeof pluginTemplateSchema>;

/**
 * A `plugin` job: the template as it was when the job was made (extra fields the picker adds are
 * kept as they are), its inputs holding the values the job gives.
 */
export const pluginJobSpecSchema = z.object({
  properties: z
    .looseObject({
      timeout: z
        .number()
        .int()
        .min(1)
        .max(7 * 24 * 60)
        .default(60),
    })
    .default({ timeout: 60 }),
  plugin: z.looseObject(pluginShape).superRefine((plugin, ctx) => {
    uniqueNames(plugin.inputs, 'inputs', ctx);
    uniqueNames(plugin.outputs, 'outputs', ctx);
  }),
});
export type PluginJobSpec = z.infer<typeof pluginJobSpecSchema>;

export const pluginJobSchema = z.object({
  ...jobBaseShape,
  type: z.literal('plugin'),
  spec: pluginJobSpecSchema,
});
export type PluginJob = z.infer<typeof pluginJobSchema>;

export const pluginIdParamsSchema = z.object({
  id: z.string().regex(/^\d{1,9}$/, { error: 'validation.invalidType' }),
});

/** A plugin job's inputs as job variables (the run dialog and credential handling read these). */
export function pluginInputsAsVariables(spec: PluginJobSpec): EnvVar[] {
  return spec.plugin.inputs.map((input) => ({
    key: input.name,
    value: input.value,
    type: input.type === 'choice' ? 'choice' : 'string',
    choice_option: input.choice_option,
    is_credential: input.is_credential && input.type !== 'choice',
  }));
}

/** The spec with the values of variables of the same names put back into its inputs. */
export function pluginWithInputValues(spec: PluginJobSpec, envs: EnvVar[]): PluginJobSpec {
  const values = new Map(envs.map((env) => [env.key, env.value]));
  const inputs = spec.plugin.inputs.map((input) => ({
    ...input,
    value: values.get(input.name) ?? input.value,
  }));
  return { ...spec, plugin: { ...spec.plugin, inputs } };
}
