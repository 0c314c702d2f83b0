import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SettingsCardProps<T> {
  testId: string;
  title: string;
  /** the setting as the server has it */
  setting: UseQueryResult<T>;
  children: (value: T) => ReactNode;
}

/** One card of the settings page: a skeleton while the setting loads, a way to try again if it fails. */
export function SettingsCard<T>({ testId, title, setting, children }: SettingsCardProps<T>) {
  const { t } = useTranslation();
  return (
    <Card data-testid={testId} title={title} loading={setting.isPending}>
      {setting.data !== undefined
        ? children(setting.data)
        : setting.isError && (
            <Alert
              type="error"
              showIcon
              data-testid={`${testId}-error`}
              title={t('system.settings.loadFailed')}
              action={
                <Button size="small" onClick={() => void setting.refetch()}>
                  {t('common.reload')}
                </Button>
              }
            />
          )}
    </Card>
  );
}
