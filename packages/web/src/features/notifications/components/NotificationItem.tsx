import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { CUSTOM_WORKFLOW_TASK, type Notification, NotificationType } from '@slipway/contracts';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../system/formatTime';
import { StatusTag } from '../../workflows/components/StatusTag';

/** The task page a status notice leads to: custom workflows have their own route, as in the portal. */
export function taskLink(content: Extract<Notification, { type: 2 }>['content']): string {
  const kind =
    content.type === CUSTOM_WORKFLOW_TASK ? 'custom' : content.type === 'single' ? 'single' : 'multi';
  const workflow = encodeURIComponent(content.pipeline_name);
  const status = encodeURIComponent(content.status);
  return `/v1/projects/detail/${encodeURIComponent(content.product_name)}/pipelines/${kind}/${workflow}/${content.task_id}?status=${status}`;
}

interface NotificationItemProps {
  notification: Notification;
  onMarkRead: (id: number) => void;
  onDelete: (id: number) => void;
}

/** One notice: a task's new status with a link to the task, or a message. */
export function NotificationItem({ notification, onMarkRead, onDelete }: NotificationItemProps) {
  const { t } = useTranslation();
  const { id, is_read } = notification;
  const body =
    notification.type === NotificationType.TaskStatus ? (
      <Flex gap={8} align="center" wrap>
        <StatusTag status={notification.content.status} />
        <Link to={taskLink(notification.content)} onClick={() => !is_read && onMarkRead(id)}>
          {notification.content.pipeline_name} #{notification.content.task_id}
        </Link>
      </Flex>
    ) : (
      <div>
        <Typography.Text strong>{notification.content.title}</Typography.Text>
        <div>
          {notification.content.content}
          {notification.content.req_id && ` (${notification.content.req_id})`}
        </div>
      </div>
    );
  return (
    <Flex data-testid={`notification-${id}`} justify="space-between" gap={8} style={{ padding: '8px 0' }}>
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        {body}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(is_read ? 'layout.notifications.read' : 'layout.notifications.unread')} ·{' '}
          {formatDateTime(notification.create_time)}
        </Typography.Text>
      </Flex>
      <Flex gap={0} align="start">
        {!is_read && (
          <Tooltip title={t('layout.notifications.markRead')}>
            <Button
              data-testid={`notification-read-${id}`}
              type="text"
              size="small"
              icon={<CheckOutlined />}
              aria-label={t('layout.notifications.markRead')}
              onClick={() => onMarkRead(id)}
            />
          </Tooltip>
        )}
        <Tooltip title={t('layout.notifications.delete')}>
          <Button
            data-testid={`notification-delete-${id}`}
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('layout.notifications.delete')}
            onClick={() => onDelete(id)}
          />
        </Tooltip>
      </Flex>
    </Flex>
  );
}
