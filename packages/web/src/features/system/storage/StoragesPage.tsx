import type { Storage } from '@slipway/contracts';
import { Alert, Flex, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditableListCard } from '../components/EditableListCard';
import { formatDateTime } from '../formatTime';
import { StorageFormModal } from './components/StorageFormModal';
import { providerLabelKey } from './storageProviders';
import { useDeleteStorage, useStorages } from './useStorages';

/** /v1/system/storage: S3-compatible stores for artifacts, reports and caches; local disk otherwise. */
export function StoragesPage() {
  const { t } = useTranslation();
  const storages = useStorages();
  const remove = useDeleteStorage();

  const columns: TableColumnsType<Storage> = [
    {
      key: 'address',
      title: t('settings.storage.address'),
      render: (_, storage) => (
        <>
          {`${storage.endpoint}/${storage.bucket}`}
          {storage.is_default && <Tag style={{ marginLeft: 8 }}>{t('settings.storage.default')}</Tag>}
        </>
      ),
    },
    {
      key: 'provider',
      title: t('settings.storage.provider'),
      render: (_, s) => t(providerLabelKey(s.provider)),
    },
    { key: 'subfolder', title: t('settings.storage.subfolder'), dataIndex: 'subfolder' },
    { key: 'updatedBy', title: t('settings.storage.updatedBy'), dataIndex: 'updated_by' },
    {
      key: 'updateTime',
      title: t('settings.storage.updateTime'),
      render: (_, s) => formatDateTime(s.update_time),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t('settings.storage.localDefault')} />
      <EditableListCard<Storage>
        testId="storage"
        createLabel={t('settings.storage.create')}
        columns={columns}
        rows={storages.data}
        loading={storages.isFetching}
        emptyText={t('settings.storage.empty')}
        deleteQuestion={(s) => t('settings.storage.deleteConfirm', { address: `${s.endpoint}/${s.bucket}` })}
        onDelete={(s) => remove.mutateAsync(s.id)}
        renderForm={(storage, close) => <StorageFormModal storage={storage} onClose={close} />}
      />
    </Flex>
  );
}
