import { isMessageKey } from '@slipway/contracts';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../i18n/tKey';
import { translateMessage } from '../../../i18n/translateMessage';

/** Issue messages are keys of the contracts catalog or of the app texts; this reads either. */
export function useIssueText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    if (message === undefined) return undefined;
    return isMessageKey(message) ? translateMessage(message) : t(message as TranslationKey);
  };
}
