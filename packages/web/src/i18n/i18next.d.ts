import type { MessageKey } from '@slipway/contracts';
import type { AppTexts } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    keySeparator: false;
    nsSeparator: false;
    resources: {
      translation: AppTexts;
      contracts: Record<MessageKey, string>;
    };
  }
}
