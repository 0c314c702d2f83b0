import {
  allProjects,
  type Registry,
  type RegistryBody,
  registryBodySchema,
  registryProviders,
} from '@slipway/contracts';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../components/form/zodRule';
import { FormModal } from '../../components/FormModal';
import { useSaveRegistry } from '../useRegistries';
import { RegistryProjectsSelect } from './RegistryProjectsSelect';

const fields = registryBodySchema.shape;
const providerOptions = registryProviders.map((provider) => ({ value: provider, label: provider }));

/** The listed registry as the form edits it; its secret key was decrypted when listed. */
const formValuesOf = (registry: Registry): Partial<RegistryBody> => ({
  reg_provider: registry.reg_provider as RegistryBody['reg_provider'],
  reg_addr: registry.reg_addr,
  namespace: registry.namespace,
  access_key: registry.access_key,
  secret_key: registry.secret_key,
  region: registry.region,
  is_default: registry.is_default,
  projects: registry.projects,
  advanced_setting: registry.advanced_setting,
});
const newRegistry: Partial<RegistryBody> = {
  reg_provider: 'native',
  is_default: false,
  projects: [allProjects],
  advanced_setting: { modified: false, enable_tls: true, tls_cert: '' },
};

/** Adds an image registry, or edits `registry`: provider, address, namespace, account and projects. */
export function RegistryFormModal({ registry, onClose }: { registry?: Registry; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveRegistry(registry?.id, onClose);
  return (
    <FormModal<RegistryBody>
      title={registry ? t('settings.registry.edit') : t('settings.registry.create')}
      submitTestId="registry-submit"
      pending={save.isPending}
      initialValues={registry ? formValuesOf(registry) : newRegistry}
      onClose={onClose}
      onSubmit={(values) => save.mutate(registryBodySchema.parse({ ...registry, ...values }))}
    >
      <Form.Item name="reg_provider" label={t('settings.registry.provider')} required>
        <Select data-testid="registry-provider" options={providerOptions} />
      </Form.Item>
      <Form.Item
        name="reg_addr"
        label={t('settings.registry.address')}
        required
        rules={[zodRule(fields.reg_addr)]}
      >
        <Input data-testid="registry-address" autoComplete="off" placeholder="https://" autoFocus />
      </Form.Item>
      <Form.Item
        name="namespace"
        label={t('settings.registry.namespace')}
        rules={[zodRule(fields.namespace)]}
      >
        <Input data-testid="registry-namespace" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="access_key"
        label={t('settings.registry.accessKey')}
        rules={[zodRule(fields.access_key)]}
      >
        <Input data-testid="registry-access-key" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="secret_key"
        label={t('settings.registry.secretKey')}
        rules={[zodRule(fields.secret_key)]}
      >
        <Input.Password data-testid="registry-secret-key" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="region" label={t('settings.registry.region')} rules={[zodRule(fields.region)]}>
        <Input data-testid="registry-region" autoComplete="off" placeholder="us-east-1" />
      </Form.Item>
      <Form.Item name="projects" label={t('settings.registry.projects')} rules={[zodRule(fields.projects)]}>
        <RegistryProjectsSelect />
      </Form.Item>
      <Form.Item name="is_default" label={t('settings.registry.default')} valuePropName="checked">
        <Switch data-testid="registry-default" />
      </Form.Item>
      <Form.Item
        name={['advanced_setting', 'enable_tls']}
        label={t('settings.registry.enableTls')}
        valuePropName="checked"
      >
        <Switch data-testid="registry-enable-tls" />
      </Form.Item>
      <Form.Item name={['advanced_setting', 'tls_cert']} label={t('settings.registry.tlsCert')}>
        <Input.TextArea data-testid="registry-tls-cert" rows={3} placeholder="-----BEGIN CERTIFICATE-----" />
      </Form.Item>
    </FormModal>
  );
}
