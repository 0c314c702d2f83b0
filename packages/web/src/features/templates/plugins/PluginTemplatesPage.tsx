import type { PluginTemplate } from '@slipway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplateListCard } from '../TemplateListCard';
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
  ];

  return (
    <>
      <TemplateListCard<PluginTemplate>
        title={t('title.templatePlugins')}
        kind="plugin"
        testIdPrefix="plugin"
        columns={columns}
        rows={templates.data ?? []}
        loading={templates.isPending}
        onCreate={() => setEditing({ open: true })}
        onEdit={(template) => setEditing({ open: true, template })}
        onDelete={(row) => remove.mutateAsync(row.id)}
      />
      {editing.open && (
        <PluginTemplateDialog
          key={editing.template?.id ?? 'new'}
          template={editing.template}
          onClose={() => setEditing({ open: false })}
        />
      )}
    </>
  );
}
