import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { deepestTitle, documentTitle } from './routeHandle';

/** Keeps <title> in step with the route and the language. */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const titleKey = deepestTitle(useMatches());
  const title = documentTitle(titleKey ? t(titleKey) : undefined);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
