import type { MessageKey } from '@slipway/contracts';
import { i18n } from './index';

/**
 * Whether a text is a key of the contracts catalog loaded in the page. A first visit holds only the
 * core catalog (see loadAllTexts); the areas' keys arrive with the signed-in pages that can show them.
 */
export function isCatalogKey(keyOrText: string): keyOrText is MessageKey {
  return i18n.exists(keyOrText, { ns: 'contracts' });
}

/** Translates a message key of the contracts catalog; other text is returned as it is. */
export function translateMessage(keyOrText: string): string {
  return isCatalogKey(keyOrText) ? i18n.t(keyOrText, { ns: 'contracts' }) : keyOrText;
}
