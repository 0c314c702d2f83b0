/** The two languages of every text, and how one is picked from a cookie or an Accept-Language header. */
export const languages = ['zh-CN', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh-CN';

/** A catalog of texts: each key in both languages. */
export type Catalog = Record<string, Record<Language, string>>;

/** Picks zh-CN or en from a cookie value or an Accept-Language header. */
export function pickLanguage(...candidates: Array<string | undefined | null>): Language {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const lower = candidate.toLowerCase();
    if (lower.startsWith('en')) return 'en';
    if (lower.startsWith('zh')) return 'zh-CN';
  }
  return defaultLanguage;
}
