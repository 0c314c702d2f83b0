import type { FormRule } from 'antd';
import type { z } from 'zod';
import { translateMessage } from '../../i18n/translateMessage';
import { issueMessageKey } from './zodRule';

/**
 * An antd Form rule for one field of a contracts object schema whose rules look at several fields
 * (a `superRefine` that depends on a type): the whole form is checked, and the field shows the
 * message of the issues placed on it. `toInput` turns the form's values into what the schema takes.
 */
export function zodFieldRule<Values>(
  schema: z.ZodType,
  field: string,
  toInput: (values: Values) => unknown,
): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = schema.safeParse(toInput(getFieldsValue(true) as Values));
      if (result.success) return;
      const own = result.error.issues.filter((issue) => issue.path[0] === field);
      if (own.length === 0) return;
      throw new Error(translateMessage(issueMessageKey(own) ?? 'validation.invalidType'));
    },
  });
}
