import { type NotifyNotice, notifyNoticesPath } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';

/**
 * Notifications of the task that could not be sent (robot down, refused, no mail server): shown
 * beside the task, whose status they never change. Read again whenever the task's status changes.
 */
export function TaskNotifyNotices({
  workflow,
  taskId,
  status,
}: {
  workflow: string;
  taskId: number;
  status: string;
}) {
  const { t } = useTranslation();
  const { data: notices = [] } = useQuery({
    queryKey: ['workflows', 'notify-notices', workflow, taskId, status],
    queryFn: () => http.get<NotifyNotice[]>(notifyNoticesPath(workflow, taskId)),
  });
  if (notices.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="task-notify-notices"
      title={t('workflowNotify.notices')}
      description={notices.map((notice) => (
        <div key={`${notice.create_time}-${notice.webhook_type}-${notice.reason}`}>
          {t(`workflowNotify.type.${notice.webhook_type as 'mail'}`, { defaultValue: notice.webhook_type })} ·{' '}
          {t(`workflowNotify.event.${notice.event as 'passed'}`, { defaultValue: notice.event })}:{' '}
          {notice.reason}
        </div>
      ))}
    />
  );
}
