import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActiveAnnouncements } from '../hooks/useAnnouncements';
import { dismissKey, useDismissedAnnouncements } from '../hooks/useDismissedAnnouncements';
import { byPriority, priorityStyle } from '../priority';

/** The announcements in effect, on top of every page of the main layout, high priority first. */
export function AnnouncementBanner() {
  const { t } = useTranslation();
  const { data } = useActiveAnnouncements();
  const { dismissed, dismiss } = useDismissedAnnouncements();
  const shown = byPriority(data ?? []).filter((announcement) => !dismissed.has(dismissKey(announcement)));
  if (shown.length === 0) return null;
  return (
    <Flex
      data-testid="announcement-banner"
      role="region"
      aria-label={t('announcement.banner')}
      vertical
      gap={8}
      style={{ marginBottom: 16 }}
    >
      {shown.map((announcement) => (
        <Alert
          key={announcement.id}
          data-testid={`announcement-banner-${announcement.id}`}
          type={priorityStyle(announcement.content.priority).alertType}
          showIcon
          title={announcement.content.title}
          description={<span style={{ whiteSpace: 'pre-wrap' }}>{announcement.content.content}</span>}
          closable={{ onClose: () => dismiss(dismissKey(announcement)) }}
        />
      ))}
    </Flex>
  );
}
