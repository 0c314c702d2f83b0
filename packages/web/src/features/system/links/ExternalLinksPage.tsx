import type { ExternalLink } from '@slipway/contracts';
import { Button, Card, Flex, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../components/AdminTable';
import { ConfirmDeleteButton } from '../components/ConfirmDeleteButton';
import { CreateButton } from '../components/CreateButton';
import { LinkFormModal } from './components/LinkFormModal';
import { useDeleteLink, useExternalLinks } from './useExternalLinks';

type Dialog = { link?: ExternalLink };

/** /v1/system/config/manage/link: the quick links every page's header offers. */
export function ExternalLinksPage() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const links = useExternalLinks();
  const remove = useDeleteLink();

  const columns: TableColumnsType<ExternalLink> = [
    { key: 'name', title: t('settings.link.name'), dataIndex: 'name' },
    {
      key: 'url',
      title: t('settings.link.url'),
      render: (_, link) => (
        <a href={link.url} target="_blank" rel="noopener noreferrer">
          {link.url}
        </a>
      ),
    },
    {
      key: 'actions',
      title: t('system.actions'),
      render: (_, link) => (
        <Space size={0}>
          <Button
            data-testid={`link-edit-${link.id}`}
            type="link"
            size="small"
            onClick={() => setDialog({ link })}
          >
            {t('system.action.edit')}
          </Button>
          <ConfirmDeleteButton
            testId={`link-delete-${link.id}`}
            question={t('settings.link.deleteConfirm', { name: link.name })}
            onConfirm={() => remove.mutateAsync(link.id)}
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
            testId="link-create"
            label={t('settings.link.create')}
            onClick={() => setDialog({})}
          />
        </Flex>
        <AdminTable<ExternalLink>
          testId="link-table"
          rowKey="id"
          columns={columns}
          dataSource={links.data}
          loading={links.isFetching}
          rowTestId={(link) => `link-row-${link.id}`}
          emptyText={t('settings.link.empty')}
          pagination={false}
        />
      </Flex>
      {dialog && <LinkFormModal link={dialog.link} onClose={() => setDialog(null)} />}
    </Card>
  );
}
