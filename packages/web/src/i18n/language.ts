import { type Language, pickLanguage } from '@slipway/contracts';
import { readCookie, yearCookie } from '../lib/cookies';

/** The cookie the server also reads to translate its messages (spec §1). */
export const LANGUAGE_COOKIE = 'language';

const cookieValues: Record<Language, string> = { 'zh-CN': 'zh-cn', en: 'en' };

/** Stored choice, else the browser language, else Chinese. */
export function detectLanguage(cookieString: string, navigatorLanguage: string | undefined): Language {
  return pickLanguage(readCookie(cookieString, LANGUAGE_COOKIE), navigatorLanguage);
}

export function detectBrowserLanguage(): Language {
  return detectLanguage(document.cookie, navigator.language);
}

export function languageCookie(language: Language): string {
  return yearCookie(LANGUAGE_COOKIE, cookieValues[language]);
}

export function dayjsLocaleName(language: Language): 'zh-cn' | 'en' {
  return language === 'en' ? 'en' : 'zh-cn';
}
