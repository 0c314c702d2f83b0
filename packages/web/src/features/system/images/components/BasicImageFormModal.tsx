import { type BasicImage, type BasicImageBody, basicImageBodySchema } from '@slipway/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../components/form/zodRule';
import { FormModal } from '../../components/FormModal';
import { useSaveImage } from '../useBasicImages';

const fields = basicImageBodySchema.shape;

/** Adds a custom build image, or edits `image`: a label and the image written repository/namespace/name:label. */
export function BasicImageFormModal({ image, onClose }: { image?: BasicImage; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveImage(image?.id, onClose);
  return (
    <FormModal<BasicImageBody>
      title={image ? t('settings.images.edit') : t('settings.images.create')}
      submitTestId="image-submit"
      pending={save.isPending}
      initialValues={image ? { label: image.label, value: image.value } : {}}
      onClose={onClose}
      onSubmit={(values) =>
        save.mutate(
          basicImageBodySchema.parse({ ...values, image_from: 'custom', image_type: image?.image_type }),
        )
      }
    >
      <Form.Item name="label" label={t('settings.images.label')} required rules={[zodRule(fields.label)]}>
        <Input data-testid="image-label" autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item
        name="value"
        label={t('settings.images.value')}
        extra={t('settings.images.valueHint')}
        required
        rules={[zodRule(fields.value)]}
      >
        <Input
          data-testid="image-value"
          autoComplete="off"
          placeholder="registry.example.com/team/builder:1.0"
        />
      </Form.Item>
    </FormModal>
  );
}
