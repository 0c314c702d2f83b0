import { type Catalog, coreMessages, type Language, languages } from '@slipway/contracts';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeCookie } from '../lib/cookies';
import { loadAntdLocale } from './antdLocale';
import { dayjsLocaleName, detectBrowserLanguage, languageCookie } from './language';

export type AppResources = Record<string, string>;

/**
 * Which texts a language has in the page. A first visit needs only the public pages' (app.json and the
 * core catalog of the contracts); the signed-in areas bring every area's texts (loadAllTexts), so the
 * sign-in page does not download the texts of pages it cannot show.
 */
export type TextSet = 'public' | 'all';
const publicTextFile = '/app.json';
let wantedTexts: TextSet = 'public';
const loadedTexts = new Map<Language, TextSet>();

/** Each language's app texts are chunks of their own (one per area); only the language in use is downloaded. */
const textFiles = import.meta.glob<{ default: AppResources }>('./locales/*/*.json');

async function appTexts(language: Language, set: TextSet): Promise<AppResources> {
  const loaders = Object.entries(textFiles).filter(
    ([file]) => file.startsWith(`./locales/${language}/`) && (set === 'all' || file.endsWith(publicTextFile)),
  );
  const files = await Promise.all(loaders.map(([, load]) => load()));
  return Object.assign({}, ...files.map((file) => file.default));
}

/** Texts shared with the server (validation and error messages) live in the contracts package. */
async function contractsTexts(language: Language, set: TextSet): Promise<AppResources> {
  const catalog: Catalog = set === 'all' ? (await import('./areaMessages')).messages : coreMessages;
  return Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, text[language]]));
}

async function loadTexts(language: Language, set: TextSet): Promise<void> {
  const loaded = loadedTexts.get(language);
  if (loaded === 'all' || loaded === set) return;
  const [app, contracts] = await Promise.all([appTexts(language, set), contractsTexts(language, set)]);
  i18n.addResourceBundle(language, 'translation', app, true, true);
  i18n.addResourceBundle(language, 'contracts', contracts, true, true);
  loadedTexts.set(language, set);
}

async function loadDayjsLocale(language: Language): Promise<void> {
  if (language === 'zh-CN') await import('dayjs/locale/zh-cn');
}

/** Downloads everything a language needs: app texts, shared texts, antd and dayjs locales. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([loadAntdLocale(language), loadDayjsLocale(language), loadTexts(language, wantedTexts)]);
}

/** Loads every area's texts of the language in use; the signed-in routes call it before they render. */
export async function loadAllTexts(): Promise<void> {
  wantedTexts = 'all';
  await loadTexts(currentLanguage(), 'all');
}

function applyLanguage(language: Language): void {
  dayjs.locale(dayjsLocaleName(language));
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Starts i18n with the public pages' texts, or with every text (`all`, as the component tests do). */
export async function initI18n(
  language: Language = detectBrowserLanguage(),
  texts: TextSet = 'public',
): Promise<typeof i18n> {
  wantedTexts = texts;
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      supportedLngs: [...languages],
      load: 'currentOnly',
      fallbackLng: false,
      ns: ['translation', 'contracts'],
      defaultNS: 'translation',
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      resources: {},
    });
  }
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  applyLanguage(language);
  return i18n;
}

/** Switches the language and remembers it in the `language` cookie for a year. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  writeCookie(languageCookie(language));
  await i18n.changeLanguage(language);
  applyLanguage(language);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh-CN';
}

export { i18n };
