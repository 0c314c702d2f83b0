import type { PluginTemplate } from '@slipway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../system/components/AdminTable';
import { ConfirmDeleteButton } from '../../system/components/ConfirmDeleteButton';
import { CreateButton } from '../../system/components/CreateButton';
import { PluginTemplateDialog } from './PluginTemplateDialog';
import { pluginKeys, pluginTemplatesApi, pluginTemplatesQuery } from './pluginTemplates.api';

type Editing = { open: false } | { open: true; template?: PluginTemplate };

/** /v1/template/plugins: plugin templates, the scripts with typed inputs that plugin jobs run. */
export function PluginTemplatesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const templates = useQuery(pluginTemplatesQuery());
  const remove = useMutation({
    mutationFn: (id: string) => pluginTemplatesApi.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pluginKeys.all }),
  });
  const [editing, setEditing] = useState<Editing>({ open: false });

  const columns: TableColumnsType<PluginTemplate> = [
    { key: 'name', title: t('plugin.name'), dataIndex: 'name' },
    { key: 'version', title: t('plugin.version'), dataIndex: 'version' },
    { key: 'category', title: t('plugin.category'), dataIndex: 'category' },
    { key: 'description', title: t('plugin.description'), dataIndex: 'description' },
    {
      key: 'actions',
      title: t('plugin.actions'),
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            data-testid={`plugin-edit-${row.id}`}
            onClick={() => setEditing({ open: true, template: row })}
          >
            {t('plugin.edit')}
          </Button>
          <ConfirmDeleteButton
            testId={`plugin-delete-${row.id}`}
            question={t('plugin.deleteConfirm', { name: row.name })}
            onConfirm={() => remove.mutateAsync(row.id)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('title.templatePlugins')}>
      <Flex vertical gap={16}>
        <Space>
          <CreateButton
            testId="plugin-create"
            label={t('plugin.create')}
            onClick={() => setEditing({ open: true })}
          />
        </Space>
        <AdminTable<PluginTemplate>
          testId="plugin-table"
          rowTestId={(row) => `plugin-row-${row.id}`}
          emptyText={t('plugin.empty')}
          rowKey="id"
          loading={templates.isPending}
          dataSource={templates.data ?? []}
          pagination={false}
          columns={columns}
        />
      </Flex>
      {editing.open && (
        <PluginTemplateDialog
          key={editing.template?.id ?? 'new'}
          template={editing.template}
          onClose={() => setEditing({ open: false })}
        />
      )}
    </Card>
  );
}
