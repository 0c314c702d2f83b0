import { type Language, languages, messages } from '@slipway/contracts';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeCookie } from '../lib/cookies';
import { loadAntdLocale } from './antdLocale';
import { dayjsLocaleName, detectBrowserLanguage, languageCookie } from './language';

export type AppResources = Record<string, string>;

/** Each language's app texts are chunks of their own (one per area); only the language in use is downloaded. */
const textFiles = import.meta.glob<{ default: AppResources }>('./locales/*/*.json');

async function appTexts(language: Language): Promise<AppResources> {
  const loaders = Object.entries(textFiles).filter(([file]) => file.startsWith(`./locales/${language}/`));
  const files = await Promise.all(loaders.map(([, load]) => load()));
  return Object.assign({}, ...files.map((file) => file.default));
}

/** Texts shared with the server (validation and error messages) live in the contracts package. */
export function contractsTexts(language: Language): AppResources {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text[language]]));
}

async function loadDayjsLocale(language: Language): Promise<void> {
  if (language === 'zh-CN') await import('dayjs/locale/zh-cn');
}

/** Downloads everything a language needs: app texts, shared texts, antd and dayjs locales. */
export async function loadLanguage(language: Language): Promise<void> {
  const texts = i18n.hasResourceBundle(language, 'translation') ? undefined : appTexts(language);
  await Promise.all([loadAntdLocale(language), loadDayjsLocale(language)]);
  if (texts) {
    i18n.addResourceBundle(language, 'translation', await texts);
    i18n.addResourceBundle(language, 'contracts', contractsTexts(language));
  }
}

function applyLanguage(language: Language): void {
  dayjs.locale(dayjsLocaleName(language));
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export async function initI18n(language: Language = detectBrowserLanguage()): Promise<typeof i18n> {
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
