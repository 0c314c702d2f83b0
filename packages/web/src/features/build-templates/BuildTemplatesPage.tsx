import { Flex, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplateListCard } from '../templates/TemplateListCard';
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
  ];

  return (
    <Flex vertical gap={16}>
      <TemplateListCard<Row>
        title={t('buildTemplates.title')}
        kind="buildTemplates"
        testIdPrefix="template"
        columns={columns}
        rows={templates.data ?? []}
        loading={templates.isPending}
        onCreate={() => setEditing({ open: true, id: undefined })}
        onEdit={(row) => setEditing({ open: true, id: row.id })}
        onDelete={(row) => remove.mutateAsync(row.id)}
      />
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
