import { type Storage, type StorageBody, storageBodySchema, storageProviders } from '@slipway/contracts';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../components/form/zodRule';
import { FormModal } from '../../components/FormModal';
import { providerLabelKey } from '../storageProviders';
import { useSaveStorage } from '../useStorages';

const fields = storageBodySchema.shape;

/** The listed storage as the form edits it; its secret key was decrypted when listed. */
const formValuesOf = (storage: Storage): Partial<StorageBody> => ({
  provider: storage.provider,
  endpoint: storage.endpoint,
  bucket: storage.bucket,
  subfolder: storage.subfolder,
  ak: storage.ak,
  sk: storage.sk,
  insecure: storage.insecure,
  is_default: storage.is_default,
});
const newStorage: Partial<StorageBody> = { provider: 0, insecure: true, is_default: false };

/** Adds an S3-compatible object storage, or edits `storage`: endpoint, bucket, folder and keys. */
export function StorageFormModal({ storage, onClose }: { storage?: Storage; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveStorage(storage?.id, onClose);
  const providerOptions = storageProviders.map((p) => ({ value: p, label: t(providerLabelKey(p)) }));
  return (
    <FormModal<StorageBody>
      title={storage ? t('settings.storage.edit') : t('settings.storage.create')}
      submitTestId="storage-submit"
      pending={save.isPending}
      initialValues={storage ? formValuesOf(storage) : newStorage}
      onClose={onClose}
      onSubmit={(values) => save.mutate(storageBodySchema.parse({ ...newStorage, ...values }))}
    >
      <Form.Item name="provider" label={t('settings.storage.provider')} required>
        <Select data-testid="storage-provider" options={providerOptions} />
      </Form.Item>
      <Form.Item
        name="endpoint"
        label={t('settings.storage.endpoint')}
        extra={t('settings.storage.endpointHint')}
        required
        rules={[zodRule(fields.endpoint)]}
      >
        <Input data-testid="storage-endpoint" autoComplete="off" placeholder="127.0.0.1:9000" autoFocus />
      </Form.Item>
      <Form.Item name="ak" label={t('settings.storage.ak')} rules={[zodRule(fields.ak)]}>
        <Input data-testid="storage-ak" autoComplete="off" />
      </Form.Item>
      <Form.Item name="sk" label={t('settings.storage.sk')} rules={[zodRule(fields.sk)]}>
        <Input.Password data-testid="storage-sk" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="bucket" label={t('settings.storage.bucket')} required rules={[zodRule(fields.bucket)]}>
        <Input data-testid="storage-bucket" autoComplete="off" />
      </Form.Item>
      <Form.Item name="subfolder" label={t('settings.storage.subfolder')} rules={[zodRule(fields.subfolder)]}>
        <Input data-testid="storage-subfolder" autoComplete="off" />
      </Form.Item>
      <Form.Item name="insecure" label={t('settings.storage.insecure')} valuePropName="checked">
        <Switch data-testid="storage-insecure" />
      </Form.Item>
      <Form.Item name="is_default" label={t('settings.storage.default')} valuePropName="checked">
        <Switch data-testid="storage-default" />
      </Form.Item>
    </FormModal>
  );
}
