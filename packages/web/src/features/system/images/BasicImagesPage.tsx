import type { BasicImage } from '@slipway/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditableListCard } from '../components/EditableListCard';
import { formatDateTime } from '../formatTime';
import { BasicImageFormModal } from './components/BasicImageFormModal';
import { useCustomImages, useDeleteImage } from './useBasicImages';

/** /v1/system/imgs: custom build images offered beside the built-in ones in build, test and scan forms. */
export function BasicImagesPage() {
  const { t } = useTranslation();
  const images = useCustomImages();
  const remove = useDeleteImage();

  const columns: TableColumnsType<BasicImage> = [
    { key: 'label', title: t('settings.images.label'), dataIndex: 'label' },
    { key: 'value', title: t('settings.images.value'), dataIndex: 'value' },
    { key: 'updateBy', title: t('settings.images.updateBy'), dataIndex: 'update_by' },
    {
      key: 'updateTime',
      title: t('settings.images.updateTime'),
      render: (_, i) => formatDateTime(i.update_time),
    },
  ];

  return (
    <EditableListCard<BasicImage>
      testId="image"
      createLabel={t('settings.images.create')}
      columns={columns}
      rows={images.data}
      loading={images.isFetching}
      emptyText={t('settings.images.empty')}
      deleteQuestion={(image) => t('settings.images.deleteConfirm', { label: image.label })}
      onDelete={(image) => remove.mutateAsync(image.id)}
      renderForm={(image, close) => <BasicImageFormModal image={image} onClose={close} />}
    />
  );
}
