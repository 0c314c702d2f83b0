import type { JobExecutor } from '@slipway/contracts';
import { Alert, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useJobExecutor } from '../useSystemSettings';
import { SettingsCard } from './SettingsCard';
import { UnsandboxedSwitch } from './UnsandboxedSwitch';

const BYTES_PER_MB = 1024 * 1024;

/** "Job execution": whether jobs are isolated on this server, their limits, and the way out when not. */
export function JobExecutorCard() {
  const { t } = useTranslation();
  return (
    <SettingsCard
      testId="settings-job-executor"
      title={t('system.settings.jobExecution')}
      setting={useJobExecutor()}
    >
      {(executor) => (
        <Flex vertical gap={16}>
          <SandboxStatus executor={executor} />
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            title={<Typography.Text strong>{t('system.settings.limits')}</Typography.Text>}
            items={[
              {
                key: 'processes',
                label: t('system.settings.limits.processes'),
                children: <span data-testid="settings-limit-processes">{executor.limits.max_processes}</span>,
              },
              {
                key: 'files',
                label: t('system.settings.limits.openFiles'),
                children: <span data-testid="settings-limit-files">{executor.limits.max_open_files}</span>,
              },
              {
                key: 'log',
                label: t('system.settings.limits.log'),
                children: (
                  <span data-testid="settings-limit-log">
                    {t('system.settings.limits.megabytes', {
                      size: Math.round((executor.limits.log_limit_bytes / BYTES_PER_MB) * 10) / 10,
                    })}
                  </span>
                ),
              },
            ]}
          />
          <Typography.Text type="secondary">{t('system.settings.limits.hint')}</Typography.Text>
          <UnsandboxedSwitch executor={executor} />
        </Flex>
      )}
    </SettingsCard>
  );
}

/**
 * Green when jobs are isolated. Without a sandbox: a warning while jobs are refused, red once an
 * administrator lets them run on the host anyway.
 */
function SandboxStatus({ executor }: { executor: JobExecutor }) {
  const { t } = useTranslation();
  const { sandbox } = executor;
  if (sandbox.available) {
    return (
      <Alert
        type="success"
        showIcon
        data-testid="settings-sandbox"
        data-status="available"
        title={t('system.settings.sandbox.available', { tool: sandbox.tool, version: sandbox.version })}
        description={t('system.settings.sandbox.availableHint')}
      />
    );
  }
  return (
    <Alert
      type={executor.allow_unsandboxed ? 'error' : 'warning'}
      showIcon
      data-testid="settings-sandbox"
      data-status="missing"
      title={t('system.settings.sandbox.missing', { reason: sandbox.reason })}
      description={
        executor.allow_unsandboxed
          ? t('system.settings.sandbox.unsafe')
          : t('system.settings.sandbox.refused', { tool: sandbox.tool })
      }
    />
  );
}
