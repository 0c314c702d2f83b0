import type { FormRule } from 'antd';
import type { z } from 'zod';
import { isCatalogKey, translateMessage } from '../../i18n/translateMessage';

interface IssueLike {
  message: string;
  errors?: readonly (readonly IssueLike[])[];
}

/** The first catalog key among the issues, looking inside union branches too. */
export function issueMessageKey(issues: readonly IssueLike[]): string | undefined {
  for (const issue of issues) {
    if (isCatalogKey(issue.message)) return issue.message;
    for (const branch of issue.errors ?? []) {
      const key = issueMessageKey(branch);
      if (key) return key;
    }
  }
  return undefined;
}

/**
 * An antd Form rule backed by a contracts schema: the same rule the server applies,
 * with its message key translated into the current language.
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (result.success) return;
      throw new Error(translateMessage(issueMessageKey(result.error.issues) ?? 'validation.invalidType'));
    },
  };
}

/** The confirmation field must repeat `field` ('two passwords do not match'). */
export function sameAsRule(field: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value) throw new Error(translateMessage('validation.password.required'));
      if (value !== getFieldValue(field)) throw new Error(translateMessage('validation.password.mismatch'));
    },
  });
}
