import type { Announcement } from '@slipway/contracts';
import { Button, Card, Flex, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../system/components/AdminTable';
import { ConfirmDeleteButton } from '../../system/components/ConfirmDeleteButton';
import { CreateButton } from '../../system/components/CreateButton';
import { formatDateTime } from '../../system/formatTime';
import { AnnouncementFormModal } from '../components/AnnouncementFormModal';
import { PriorityTag } from '../components/PriorityTag';
import { useAnnouncementList, useDeleteAnnouncement } from '../hooks/useAnnouncements';

type Dialog = { announcement?: Announcement };

/** /v1/system/announcement: every announcement with its priority and time window. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
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
    {
      key: 'actions',
      title: t('system.actions'),
      render: (_, announcement) => (
        <Space size={0}>
          <Button
            data-testid={`announcement-edit-${announcement.id}`}
            type="link"
            size="small"
            onClick={() => setDialog({ announcement })}
          >
            {t('system.action.edit')}
          </Button>
          <ConfirmDeleteButton
            testId={`announcement-delete-${announcement.id}`}
            question={t('announcement.deleteConfirm', { title: announcement.content.title })}
            onConfirm={() => remove.mutateAsync(announcement.id)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="end">
          <CreateButton
            testId="announcement-create"
            label={t('announcement.create')}
            onClick={() => setDialog({})}
          />
        </Flex>
        <AdminTable<Announcement>
          testId="announcement-table"
          rowKey="id"
          columns={columns}
          dataSource={list.data}
          loading={list.isFetching}
          rowTestId={(announcement) => `announcement-row-${announcement.id}`}
          emptyText={t('announcement.empty')}
          pagination={{ showSizeChanger: true, showTotal: (total) => t('system.total', { total }) }}
        />
      </Flex>
      {dialog && <AnnouncementFormModal announcement={dialog.announcement} onClose={() => setDialog(null)} />}
    </Card>
  );
}
