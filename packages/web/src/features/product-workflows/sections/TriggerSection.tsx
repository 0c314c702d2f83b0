import type { ScheduleItem } from '@slipway/contracts';
import { Alert, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HookItem } from '../productWorkflow.types';
import type { SectionProps } from './sectionProps';

function scheduleWhen(item: ScheduleItem): string {
  if (item.type === 'crontab') return item.cron;
  if (item.type === 'gap') return `${item.number} ${item.frequency}`;
  return `${item.frequency} ${item.time}`;
}

/**
 * Timers and Git hooks are stored inside the workflow (portal shapes §7). They are listed as saved
 * and kept unchanged on save.
 */
export function TriggerSection({ workflow }: Pick<SectionProps, 'workflow'>) {
  const { t } = useTranslation();
  const yesNo = (on: boolean) => (
    <Tag color={on ? 'green' : 'default'}>{on ? t('productWorkflow.on') : t('productWorkflow.off')}</Tag>
  );
  return (
    <Flex vertical gap={16}>
      <Alert
        type="info"
        showIcon
        data-testid="pwf-trigger-readonly"
        title={t('productWorkflow.trigger.readOnly')}
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('productWorkflow.trigger.schedules')} {yesNo(workflow.schedules.enabled)}
      </Typography.Title>
      <Table<ScheduleItem>
        data-testid="pwf-schedules"
        size="small"
        pagination={false}
        rowKey={(item) => `${item.type}-${item.name}-${scheduleWhen(item)}`}
        dataSource={workflow.schedules.items}
        columns={[
          { title: t('productWorkflow.trigger.type'), dataIndex: 'type', key: 'type' },
          { title: t('productWorkflow.trigger.when'), key: 'when', render: (_, item) => scheduleWhen(item) },
          {
            title: t('productWorkflow.trigger.enabled'),
            key: 'enabled',
            render: (_, item) => yesNo(item.enabled),
          },
        ]}
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('productWorkflow.trigger.hooks')} {yesNo(workflow.hook_ctl.enabled)}
      </Typography.Title>
      <Table<HookItem>
        data-testid="pwf-hooks"
        size="small"
        pagination={false}
        rowKey={(item) => item.main_repo.name}
        dataSource={workflow.hook_ctl.items}
        columns={[
          { title: t('productWorkflow.trigger.name'), key: 'name', render: (_, item) => item.main_repo.name },
          {
            title: t('productWorkflow.trigger.repo'),
            key: 'repo',
            render: (_, item) => `${item.main_repo.repo_owner}/${item.main_repo.repo_name}`,
          },
          {
            title: t('productWorkflow.trigger.branch'),
            key: 'branch',
            render: (_, item) => item.main_repo.branch,
          },
          {
            title: t('productWorkflow.trigger.events'),
            key: 'events',
            render: (_, item) => item.main_repo.events.join(', '),
          },
        ]}
      />
    </Flex>
  );
}
