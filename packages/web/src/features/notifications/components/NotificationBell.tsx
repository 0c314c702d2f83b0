import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Divider, Empty, Flex, Popover, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotificationActions, useNotifications, useTaskStatusSubscription } from '../useNotifications';
import { NotificationItem } from './NotificationItem';

/** Whether the user hears of their tasks' status changes; saved at once. */
function SubscriptionSwitch() {
  const { t } = useTranslation();
  const { subscribed, save } = useTaskStatusSubscription();
  return (
    <Flex gap={8} align="center">
      <Switch
        data-testid="notification-subscribe"
        size="small"
        checked={subscribed.data ?? false}
        loading={subscribed.isPending || save.isPending}
        onChange={(on) => save.mutate(on)}
      />
      <Typography.Text style={{ fontSize: 12 }}>{t('layout.notifications.subscribe')}</Typography.Text>
    </Flex>
  );
}

/** The bell of the header: unread count, the notices, marking them read and deleting them. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data: notifications = [] } = useNotifications();
  const { markRead, remove } = useNotificationActions();
  const unread = notifications.filter((notification) => !notification.is_read);

  const content = (
    <Flex data-testid="notification-panel" vertical style={{ width: 340 }}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('layout.notifications')}</Typography.Text>
        <Button
          data-testid="notification-read-all"
          type="link"
          size="small"
          disabled={unread.length === 0}
          onClick={() => markRead.mutate(notifications.map((notification) => notification.id))}
        >
          {t('layout.notifications.markAllRead')}
        </Button>
      </Flex>
      <div style={{ maxHeight: 360, overflowY: 'auto' }}>
        {notifications.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout.notifications.empty')} />
        ) : (
          notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onMarkRead={(id) => markRead.mutate([id])}
              onDelete={(id) => remove.mutate([id])}
            />
          ))
        )}
      </div>
      <Divider style={{ margin: '8px 0' }} />
      <SubscriptionSwitch />
    </Flex>
  );

  return (
    <Popover content={content} trigger="click" placement="bottomRight" destroyOnHidden>
      <Badge count={unread.length} overflowCount={99} size="small" data-testid="notification-badge">
        <Button
          data-testid="notification-bell"
          type="text"
          icon={<BellOutlined />}
          aria-label={t('layout.notifications')}
        />
      </Badge>
    </Popover>
  );
}
