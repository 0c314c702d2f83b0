import type { JobExecutor } from '@slipway/contracts';
import { App, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../projects/testId';
import { useAllowUnsandboxed } from '../useSystemSettings';

/**
 * "Allow jobs without a sandbox". Turning it on hands the server's user to every job script, so it
 * is confirmed first; with a sandbox it has no effect and cannot be changed.
 */
export function UnsandboxedSwitch({ executor }: { executor: JobExecutor }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const allow = useAllowUnsandboxed();
  const notNeeded = executor.sandbox.available;

  const change = (allowed: boolean) => {
    if (!allowed) return allow.mutate(false);
    modal.confirm({
      title: t('system.settings.allowUnsandboxed.confirmTitle'),
      content: t('system.settings.allowUnsandboxed.confirmContent'),
      okText: t('system.settings.allowUnsandboxed.confirm'),
      cancelText: t('system.action.cancel'),
      okButtonProps: { danger: true, ...testIdProps('settings-unsandboxed-confirm') },
      // a refusal is reported by the HTTP client; the switch stays as the server has it
      onOk: () => allow.mutateAsync(true).catch(() => undefined),
    });
  };

  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center">
        <Switch
          data-testid="settings-unsandboxed"
          checked={executor.allow_unsandboxed}
          disabled={notNeeded}
          loading={allow.isPending}
          onChange={change}
        />
        <Typography.Text>{t('system.settings.allowUnsandboxed')}</Typography.Text>
      </Flex>
      <Typography.Text type="secondary" data-testid="settings-unsandboxed-note">
        {notNeeded
          ? t('system.settings.allowUnsandboxed.notNeeded')
          : t('system.settings.allowUnsandboxed.hint')}
      </Typography.Text>
    </Flex>
  );
}
