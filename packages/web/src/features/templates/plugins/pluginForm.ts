import {
  type PluginInputType,
  type PluginTemplate,
  type PluginTemplateBody,
  pluginTemplateBodySchema,
} from '@slipway/contracts';
import { issueMessageKey } from '../../../components/form/zodRule';

/** The form's values: the body with every list present. */
export interface PluginFormValues {
  name: string;
  description: string;
  category: string;
  version: string;
  image: string;
  inputs: Array<{
    name: string;
    description: string;
    type: PluginInputType;
    value: string;
    choice_option: string[];
    is_credential: boolean;
  }>;
  outputs: Array<{ name: string; description: string }>;
  script: string;
}

export const emptyPluginInput = (): PluginFormValues['inputs'][number] => ({
  name: '',
  description: '',
  type: 'string',
  value: '',
  choice_option: [],
  is_credential: false,
});

export const emptyPluginForm = (): PluginFormValues => ({
  name: '',
  description: '',
  category: '',
  version: '',
  image: '',
  inputs: [],
  outputs: [],
  script: '',
});

/** A stored template as the form starts from it. */
export const pluginFormValues = (template: PluginTemplate): PluginFormValues => ({
  name: template.name,
  description: template.description,
  category: template.category,
  version: template.version,
  image: template.image,
  inputs: template.inputs.map((input) => ({ ...input, choice_option: [...input.choice_option] })),
  outputs: template.outputs.map((output) => ({ ...output })),
  script: template.script,
});

/** A field the contracts refuse, with the message key to show on it. */
export interface FieldProblem {
  name: (string | number)[];
  message: string;
}

/**
 * The body the form would send, checked with the contracts' schema (the server's own rules): the
 * body when valid, else each problem on the field it concerns (an input's options, a repeated name…).
 */
export function checkPluginForm(
  values: PluginFormValues,
): { ok: true; body: PluginTemplateBody } | { ok: false; problems: FieldProblem[] } {
  const normalised = {
    ...values,
    // choices only where the type takes them; a bool without a value is false
    inputs: values.inputs.map((input) => ({
      ...input,
      choice_option: input.type === 'choice' ? input.choice_option : [],
      is_credential: input.type === 'choice' || input.type === 'bool' ? false : input.is_credential,
    })),
  };
  const parsed = pluginTemplateBodySchema.safeParse(normalised);
  if (parsed.success) return { ok: true, body: parsed.data };
  const problems = new Map<string, FieldProblem>();
  for (const issue of parsed.error.issues) {
    const name = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
    const key = name.join('.');
    if (!problems.has(key))
      problems.set(key, { name, message: issueMessageKey([issue]) ?? 'validation.invalidType' });
  }
  return { ok: false, problems: [...problems.values()] };
}
