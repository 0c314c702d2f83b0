import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { usePreference } from '../features/session/hooks/usePreference';
import { antdLocale } from '../i18n/antdLocale';
import { useLanguage } from '../i18n/useLanguage';
import { FeedbackBridge } from './FeedbackBridge';
import { SessionEffects } from './SessionEffects';

/** antd follows the language (locale) and the user's preference (light or dark theme). */
function ThemedUi({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const preference = usePreference();
  const algorithm = preference.theme === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm;
  return (
    <ConfigProvider locale={antdLocale(language)} theme={{ algorithm }}>
      <App>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionEffects />
      <ThemedUi>{children}</ThemedUi>
    </QueryClientProvider>
  );
}
