import { allProjects, type Registry } from '@slipway/contracts';
import { type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditableListCard } from '../components/EditableListCard';
import { RegistryFormModal } from './components/RegistryFormModal';
import { useDeleteRegistry, useRegistries } from './useRegistries';

/** /v1/system/registry: the image registries builds push to and environments pull from. */
export function RegistriesPage() {
  const { t } = useTranslation();
  const registries = useRegistries();
  const remove = useDeleteRegistry();

  const columns: TableColumnsType<Registry> = [
    {
      key: 'address',
      title: t('settings.registry.address'),
      render: (_, registry) => (
        <>
          {registry.reg_addr}
          {registry.is_default && <Tag style={{ marginLeft: 8 }}>{t('settings.registry.default')}</Tag>}
        </>
      ),
    },
    { key: 'provider', title: t('settings.registry.provider'), dataIndex: 'reg_provider' },
    { key: 'namespace', title: t('settings.registry.namespace'), dataIndex: 'namespace' },
    {
      key: 'projects',
      title: t('settings.registry.projects'),
      render: (_, registry) =>
        registry.projects.includes(allProjects)
          ? t('settings.registry.allProjects')
          : registry.projects.join(', '),
    },
    { key: 'updateBy', title: t('settings.registry.updateBy'), dataIndex: 'update_by' },
  ];

  return (
    <EditableListCard<Registry>
      testId="registry"
      createLabel={t('settings.registry.create')}
      columns={columns}
      rows={registries.data}
      loading={registries.isFetching}
      emptyText={t('settings.registry.empty')}
      deleteQuestion={(registry) => t('settings.registry.deleteConfirm', { address: registry.reg_addr })}
      onDelete={(registry) => remove.mutateAsync(registry.id)}
      renderForm={(registry, close) => <RegistryFormModal registry={registry} onClose={close} />}
    />
  );
}
