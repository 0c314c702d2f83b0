import type { Announcement } from '@slipway/contracts';
import { type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditableListCard } from '../../system/components/EditableListCard';
import { formatDateTime } from '../../system/formatTime';
import { AnnouncementFormModal } from '../components/AnnouncementFormModal';
import { PriorityTag } from '../components/PriorityTag';
import { useAnnouncementList, useDeleteAnnouncement } from '../hooks/useAnnouncements';

/** /v1/system/announcement: every announcement with its priority and time window. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const list = useAnnouncementList();
  const remove = useDeleteAnnouncement();

  const columns: TableColumnsType<Announcement> = [
    { key: 'title', title: t('announcement.title'), render: (_, announcement) => announcement.content.title },
    {
      key: 'priority',
      title: t('announcement.priority'),
      render: (_, announcement) => <PriorityTag priority={announcement.content.priority} />,
    },
    {
      key: 'time',
      title: t('announcement.time'),
      render: (_, { content }) =>
        `${formatDateTime(content.start_time)} ~ ${formatDateTime(content.end_time)}`,
    },
    {
      key: 'content',
      title: t('announcement.content'),
      render: (_, announcement) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 360 }}>
          {announcement.content.content}
        </Typography.Paragraph>
      ),
    },
  ];

  return (
    <EditableListCard<Announcement>
      testId="announcement"
      createLabel={t('announcement.create')}
      columns={columns}
      rows={list.data}
      loading={list.isFetching}
      emptyText={t('announcement.empty')}
      pagination={{ showSizeChanger: true, showTotal: (total) => t('system.total', { total }) }}
      deleteQuestion={(announcement) =>
        t('announcement.deleteConfirm', { title: announcement.content.title })
      }
      onDelete={(announcement) => remove.mutateAsync(announcement.id)}
      renderForm={(announcement, close) => (
        <AnnouncementFormModal announcement={announcement} onClose={close} />
      )}
    />
  );
}
