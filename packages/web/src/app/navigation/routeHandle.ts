import { PRODUCT_NAME } from '@slipway/contracts';
import type { TranslationKey } from '../../i18n/tKey';

/** What a route tells the shell about itself. */
export interface RouteHandle {
  /** Translation key of the page title; the deepest route with one wins. */
  title?: TranslationKey;
}

interface MatchLike {
  handle: unknown;
}

export function deepestTitle(matches: readonly MatchLike[]): TranslationKey | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** "<route title> - Slipway", or the product name alone. */
export function documentTitle(routeTitle: string | undefined): string {
  return routeTitle ? `${routeTitle} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}
