import type { LibraryTemplateKind } from '@slipway/contracts';
import { Button, Card, Flex, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../system/components/AdminTable';
import { ConfirmDeleteButton } from '../system/components/ConfirmDeleteButton';
import { CreateButton } from '../system/components/CreateButton';
import { formatDateTime } from '../system/formatTime';
import { LibraryTemplateEditor } from './LibraryTemplateEditor';
import type { TemplateSummary } from './libraryTemplates.api';
import { useDeleteLibraryTemplate, useLibraryTemplates } from './useLibraryTemplates';

/** Which template the editor shows: none (list only), a new one, or a stored one. */
type Editing = { open: false } | { open: true; id: string | undefined };

/** The Dockerfile or K8s YAML templates of the library: list, create, edit, delete. */
export function LibraryTemplatesPage({ kind }: { kind: LibraryTemplateKind }) {
  const { t } = useTranslation();
  const templates = useLibraryTemplates(kind);
  const remove = useDeleteLibraryTemplate(kind);
  const [editing, setEditing] = useState<Editing>({ open: false });

  const columns: TableColumnsType<TemplateSummary> = [
    { key: 'name', title: t('libraryTemplates.name'), dataIndex: 'name' },
    {
      key: 'updated',
      title: t('libraryTemplates.updatedAt'),
      render: (_, row) => formatDateTime(row.update_time),
    },
    { key: 'updater', title: t('libraryTemplates.updatedBy'), render: (_, row) => row.update_by || '-' },
    {
      key: 'actions',
      title: t('libraryTemplates.actions'),
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            data-testid={`library-template-edit-${row.id}`}
            onClick={() => setEditing({ open: true, id: row.id })}
          >
            {t('libraryTemplates.edit')}
          </Button>
          <ConfirmDeleteButton
            testId={`library-template-delete-${row.id}`}
            question={t('libraryTemplates.deleteConfirm', { name: row.name })}
            onConfirm={() => remove.mutateAsync(row.id)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Card title={t(`libraryTemplates.${kind}.title`)}>
      <Flex vertical gap={16}>
        <Space>
          <CreateButton
            testId="library-template-create"
            label={t(`libraryTemplates.${kind}.create`)}
            onClick={() => setEditing({ open: true, id: undefined })}
          />
        </Space>
        <AdminTable<TemplateSummary>
          testId="library-template-table"
          rowTestId={(row) => `library-template-row-${row.id}`}
          emptyText={t(`libraryTemplates.${kind}.empty`)}
          rowKey="id"
          loading={templates.isPending}
          dataSource={templates.data ?? []}
          pagination={false}
          columns={columns}
        />
      </Flex>
      {editing.open && (
        <LibraryTemplateEditor
          key={editing.id ?? 'new'}
          kind={kind}
          id={editing.id}
          onClose={() => setEditing({ open: false })}
        />
      )}
    </Card>
  );
}

/** /v1/template/k8s-yamls, the library's default tab. */
export const K8sYamlTemplatesPage = () => <LibraryTemplatesPage kind="k8s-yaml" />;
/** /v1/template/dockerfiles */
export const DockerfileTemplatesPage = () => <LibraryTemplatesPage kind="dockerfile" />;
