import type { Language } from '@slipway/contracts';
import type { Locale } from 'antd/es/locale';

const loaders: Record<Language, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/locale/zh_CN'),
  en: () => import('antd/locale/en_US'),
};

const loaded = new Map<Language, Locale>();

export async function loadAntdLocale(language: Language): Promise<void> {
  if (!loaded.has(language)) loaded.set(language, (await loaders[language]()).default);
}

/** The antd locale of a language loaded before (see loadLanguage). */
export function antdLocale(language: Language): Locale | undefined {
  return loaded.get(language);
}
