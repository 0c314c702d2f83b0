import { serviceTemplateNameSchema } from '@slipway/contracts';
import type { FormRule } from 'antd';
import { zodRule } from '../../../components/form/zodRule';
import { translateMessage } from '../../../i18n/translateMessage';

/** Spec §5's name rule, and the server's 'service name duplicates existing' said before saving. */
export function serviceNameRules(existingNames: string[]): FormRule[] {
  return [
    zodRule(serviceTemplateNameSchema),
    {
      validator: async (_rule, value: unknown) => {
        if (typeof value === 'string' && existingNames.includes(value))
          throw new Error(translateMessage('error.serviceExists'));
      },
    },
  ];
}
