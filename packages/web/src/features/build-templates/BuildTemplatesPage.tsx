import { Button, Card, Flex, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../system/components/AdminTable';
import { ConfirmDeleteButton } from '../system/components/ConfirmDeleteButton';
import { CreateButton } from '../system/components/CreateButton';
import { BuildTemplateEditor } from './BuildTemplateEditor';
import { useBuildTemplates, useDeleteBuildTemplate } from './useBuildTemplates';

type Row = { id: string; name: string; update_time: number; update_by: string };
/** Which template the editor shows: none (list only), a new one, or a stored one. */
type Editing = { open: false } | { open: true; id: string | undefined };

/** /v1/template/builds: the build templates of the library, which project builds can be made from. */
export function BuildTemplatesPage() {
  const { t, i18n } = useTranslation();
  const templates = useBuildTemplates();
  const remove = useDeleteBuildTemplate();
  const [editing, setEditing] = useState<Editing>({ open: false });

  const columns: TableColumnsType<Row> = [
    { key: 'name', title: t('buildTemplates.name'), dataIndex: 'name' },
    {
      key: 'updated',
      title: t('buildTemplates.updatedAt'),
      render: (_, row) =>
        row.update_time ? new Date(row.update_time * 1000).toLocaleString(i18n.language) : '-',
    },
    { key: 'updater', title: t('buildTemplates.updatedBy'), render: (_, row) => row.update_by || '-' },
    {
      key: 'actions',
      title: t('buildTemplates.actions'),
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            data-testid={`template-edit-${row.id}`}
            onClick={() => setEditing({ open: true, id: row.id })}
          >
            {t('buildTemplates.edit')}
          </Button>
          <ConfirmDeleteButton
            testId={`template-delete-${row.id}`}
            question={t('buildTemplates.deleteConfirm', { name: row.name })}
            onConfirm={() => remove.mutateAsync(row.id)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card title={t('buildTemplates.title')}>
        <Flex vertical gap={16}>
          <Space>
            <CreateButton
              testId="template-create"
              label={t('buildTemplates.create')}
              onClick={() => setEditing({ open: true, id: undefined })}
            />
          </Space>
          <AdminTable<Row>
            testId="template-table"
            rowTestId={(row) => `template-row-${row.id}`}
            emptyText={t('buildTemplates.empty')}
            rowKey="id"
            loading={templates.isPending}
            dataSource={templates.data ?? []}
            pagination={false}
            columns={columns}
          />
        </Flex>
      </Card>
      {editing.open && (
        <BuildTemplateEditor
          key={editing.id ?? 'new'}
          id={editing.id}
          onClose={() => setEditing({ open: false })}
        />
      )}
    </Flex>
  );
}
