import type { Language } from '@slipway/contracts';
import { useTranslation } from 'react-i18next';

/** The current language; components using it re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh-CN';
}
