import { packageBodySchema } from '@slipway/contracts';
import { type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditableListCard } from '../components/EditableListCard';
import { formatDateTime } from '../formatTime';
import { PackageFormModal } from './components/PackageFormModal';
import { type PackageRow, useDeletePackage, usePackages } from './usePackages';

/** /v1/system/apps: software packages (name + version) that build, test and scan jobs install. */
export function PackagesPage() {
  const { t } = useTranslation();
  const packages = usePackages();
  const remove = useDeletePackage();

  const columns: TableColumnsType<PackageRow> = [
    { key: 'name', title: t('settings.packages.name'), dataIndex: 'name' },
    { key: 'version', title: t('settings.packages.version'), dataIndex: 'version' },
    {
      key: 'enabled',
      title: t('settings.packages.enabled'),
      render: (_, p) =>
        p.enabled ? (
          <Tag color="green">{t('settings.packages.on')}</Tag>
        ) : (
          <Tag>{t('settings.packages.off')}</Tag>
        ),
    },
    { key: 'binPath', title: t('settings.packages.binPath'), dataIndex: 'bin_path' },
    { key: 'updateBy', title: t('settings.packages.updateBy'), dataIndex: 'update_by' },
    {
      key: 'updateTime',
      title: t('settings.packages.updateTime'),
      render: (_, p) => formatDateTime(p.update_time),
    },
  ];

  return (
    <EditableListCard<PackageRow>
      testId="package"
      createLabel={t('settings.packages.create')}
      columns={columns}
      rows={packages.data}
      loading={packages.isFetching}
      emptyText={t('settings.packages.empty')}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      deleteQuestion={(p) => t('settings.packages.deleteConfirm', { name: p.name, version: p.version })}
      onDelete={(p) => remove.mutateAsync(packageBodySchema.parse(p))}
      renderForm={(pkg, close) => <PackageFormModal pkg={pkg} onClose={close} />}
    />
  );
}
