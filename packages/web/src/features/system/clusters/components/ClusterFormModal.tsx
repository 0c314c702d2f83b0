import { type Cluster, type ClusterBody, clusterBodySchema } from '@slipway/contracts';
import { Form, Input, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../components/form/zodRule';
import { FormModal } from '../../components/FormModal';
import { useSaveCluster } from '../useClusters';

const fields = clusterBodySchema.shape;

/** The listed cluster as the form edits it: credentials are blank, and left blank they stay as saved. */
const formValuesOf = (cluster: Cluster): Partial<ClusterBody> => ({
  name: cluster.name,
  description: cluster.description,
  namespace: cluster.namespace,
  production: cluster.production,
  type: cluster.type,
  api_server: cluster.api_server,
});
const newCluster: Partial<ClusterBody> = { type: 'kubeconfig', namespace: 'default', production: false };

/** Adds a cluster by kubeconfig or by API server address and token, or edits `cluster`. */
export function ClusterFormModal({ cluster, onClose }: { cluster?: Cluster; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCluster(cluster?.id, onClose);
  const keepHint = cluster?.has_credentials ? t('cluster.keepCredentials') : undefined;
  return (
    <FormModal<ClusterBody>
      title={cluster ? t('cluster.edit') : t('cluster.create')}
      submitTestId="cluster-submit"
      pending={save.isPending}
      initialValues={cluster ? formValuesOf(cluster) : newCluster}
      onClose={onClose}
      // the edit dialog sends the listed object back with its changes (advanced settings kept)
      onSubmit={(values) => save.mutate(clusterBodySchema.parse({ ...cluster, ...values }))}
    >
      <Form.Item name="name" label={t('cluster.name')} required rules={[zodRule(fields.name)]}>
        <Input data-testid="cluster-name" autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item name="description" label={t('cluster.description')} rules={[zodRule(fields.description)]}>
        <Input data-testid="cluster-description" autoComplete="off" />
      </Form.Item>
      <Form.Item name="namespace" label={t('cluster.namespace')} extra={t('cluster.namespaceHint')}>
        <Input data-testid="cluster-namespace" autoComplete="off" />
      </Form.Item>
      <Form.Item name="production" label={t('cluster.production')} valuePropName="checked">
        <Switch data-testid="cluster-production" />
      </Form.Item>
      <Form.Item name="type" label={t('cluster.connection')}>
        <Radio.Group data-testid="cluster-type">
          <Radio value="kubeconfig">{t('cluster.byKubeconfig')}</Radio>
          <Radio value="token">{t('cluster.byToken')}</Radio>
        </Radio.Group>
      </Form.Item>
      {/* the credentials the chosen connection needs */}
      <Form.Item noStyle shouldUpdate={(before, after) => before.type !== after.type}>
        {({ getFieldValue }) =>
          getFieldValue('type') === 'kubeconfig' ? (
            <Form.Item
              name="kube_config"
              label="kubeconfig"
              extra={keepHint}
              rules={[zodRule(fields.kube_config)]}
            >
              <Input.TextArea data-testid="cluster-kubeconfig" rows={8} spellCheck={false} />
            </Form.Item>
          ) : (
            <>
              <Form.Item
                name="api_server"
                label={t('cluster.apiServer')}
                rules={[zodRule(fields.api_server)]}
              >
                <Input
                  data-testid="cluster-api-server"
                  autoComplete="off"
                  placeholder="https://10.0.0.1:6443"
                />
              </Form.Item>
              <Form.Item
                name="token"
                label={t('cluster.token')}
                extra={keepHint}
                rules={[zodRule(fields.token)]}
              >
                <Input.Password data-testid="cluster-token" autoComplete="new-password" />
              </Form.Item>
              <Form.Item name="ca_cert" label={t('cluster.caCert')} rules={[zodRule(fields.ca_cert)]}>
                <Input.TextArea data-testid="cluster-ca" rows={4} spellCheck={false} />
              </Form.Item>
            </>
          )
        }
      </Form.Item>
    </FormModal>
  );
}
