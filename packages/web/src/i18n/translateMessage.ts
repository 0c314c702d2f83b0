import { isMessageKey } from '@slipway/contracts';
import { i18n } from './index';

/** Translates a message key of the contracts catalog; other text is returned as it is. */
export function translateMessage(keyOrText: string): string {
  return isMessageKey(keyOrText) ? i18n.t(keyOrText, { ns: 'contracts' }) : keyOrText;
}
