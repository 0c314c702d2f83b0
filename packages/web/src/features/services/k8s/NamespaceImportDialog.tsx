import { namespaceResourceKeys } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Empty, Flex, Form, Input, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectClusters } from '../../environments/useEnvironments';
import { FormModal } from '../../system/components/FormModal';
import { useProjectServicesApi, useServiceMutation } from '../useServices';
import { namespaceImportApi } from './namespaceImport.api';
import { serviceNameRules } from './serviceNameRules';

type Kind = (typeof namespaceResourceKeys)[number];
type ImportValues = {
  cluster_id: string;
  namespace: string;
  service_name: string;
  picked?: Partial<Record<Kind, string[]>>;
};

interface NamespaceImportDialogProps {
  existingNames: string[];
  onClose: () => void;
  onCreated: (name: string) => void;
}

/** Only the kinds with something picked go to the server. */
function pickedMap(picked: ImportValues['picked']): Record<string, string[]> {
  return Object.fromEntries(Object.entries(picked ?? {}).filter(([, names]) => names && names.length > 0));
}

/** A K8s YAML service made of objects already running in a namespace of a cluster (portal-shapes §5.15). */
export function NamespaceImportDialog({ existingNames, onClose, onCreated }: NamespaceImportDialogProps) {
  const { t } = useTranslation();
  const { projectName } = useProjectServicesApi();
  const api = namespaceImportApi(projectName);
  const [nothingPicked, setNothingPicked] = useState(false);
  const create = useServiceMutation(
    (values: ImportValues) =>
      api.create({
        cluster_id: values.cluster_id,
        namespace: values.namespace,
        product_name: projectName,
        visibility: 'private',
        type: 'k8s',
        services: [{ name: values.service_name, workloads_map: pickedMap(values.picked) }],
      }),
    'services.created',
  );
  const submit = (values: ImportValues) => {
    const empty = Object.keys(pickedMap(values.picked)).length === 0;
    setNothingPicked(empty);
    if (empty) return;
    create.mutateAsync(values).then(
      () => onCreated(values.service_name),
      () => undefined, // shown in the dialog
    );
  };
  return (
    <FormModal<ImportValues>
      title={t('services.nsImport.title')}
      submitTestId="ns-import-submit"
      pending={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      width={720}
    >
      <SourcePicker api={api} />
      <Form.Item name="service_name" label={t('services.name')} rules={serviceNameRules(existingNames)}>
        <Input data-testid="ns-import-name" placeholder={t('services.namePlaceholder')} />
      </Form.Item>
      {nothingPicked && (
        <Alert
          data-testid="ns-import-none"
          type="warning"
          showIcon
          title={t('services.nsImport.nonePicked')}
        />
      )}
      {create.error && (
        <Alert
          data-testid="ns-import-error"
          type="error"
          showIcon
          title={create.error.message}
          style={{ marginBottom: 16 }}
        />
      )}
    </FormModal>
  );
}

type Api = ReturnType<typeof namespaceImportApi>;

/** Cluster, then namespace, then the namespace's objects grouped by kind. */
function SourcePicker({ api }: { api: Api }) {
  const { t } = useTranslation();
  const { projectName } = useProjectServicesApi();
  const form = Form.useFormInstance<ImportValues>();
  const clusterId = Form.useWatch('cluster_id', form);
  const namespace = Form.useWatch('namespace', form);
  const clusters = useProjectClusters(projectName);
  const namespaces = useQuery({
    queryKey: ['ns-import', projectName, 'namespaces', clusterId],
    queryFn: ({ signal }) => api.namespaces(clusterId, signal),
    enabled: Boolean(clusterId),
  });
  return (
    <>
      <Form.Item
        name="cluster_id"
        label={t('services.nsImport.cluster')}
        rules={[{ required: true, message: t('services.nsImport.clusterRequired') }]}
      >
        <Select
          data-testid="ns-import-cluster"
          loading={clusters.isPending}
          notFoundContent={t('services.nsImport.clustersEmpty')}
          options={(clusters.data ?? []).map((cluster) => ({ value: cluster.id, label: cluster.name }))}
          onChange={() => form.setFieldsValue({ namespace: undefined, picked: undefined })}
        />
      </Form.Item>
      <Form.Item
        name="namespace"
        label={t('services.nsImport.namespace')}
        rules={[{ required: true, message: t('services.nsImport.namespaceRequired') }]}
      >
        <Select
          data-testid="ns-import-namespace"
          showSearch
          disabled={!clusterId}
          loading={namespaces.isFetching}
          notFoundContent={t('services.nsImport.namespacesEmpty')}
          options={(namespaces.data ?? []).map((item) => ({ value: item.name, label: item.name }))}
          onChange={() => form.setFieldValue('picked', undefined)}
        />
      </Form.Item>
      {clusterId && namespace && <ResourcePicker api={api} clusterId={clusterId} namespace={namespace} />}
    </>
  );
}

/** The namespace's objects as checkbox lists, one per kind that has any. */
function ResourcePicker({ api, clusterId, namespace }: { api: Api; clusterId: string; namespace: string }) {
  const { t } = useTranslation();
  const { projectName } = useProjectServicesApi();
  const resources = useQuery({
    queryKey: ['ns-import', projectName, 'resources', clusterId, namespace],
    queryFn: ({ signal }) => api.resources(clusterId, namespace, signal),
  });
  if (resources.isPending)
    return <Spin data-testid="ns-import-loading" style={{ display: 'block', marginBottom: 16 }} />;
  if (resources.isError)
    return (
      <Alert
        data-testid="ns-import-load-error"
        type="error"
        showIcon
        title={t('services.nsImport.loadFailed')}
      />
    );
  const kinds = namespaceResourceKeys.filter((kind) => (resources.data.workloads_map[kind] ?? []).length > 0);
  if (kinds.length === 0)
    return <Empty data-testid="ns-import-empty" description={t('services.nsImport.resourcesEmpty')} />;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Typography.Text strong>{t('services.nsImport.resources')}</Typography.Text>
      {kinds.map((kind) => (
        <Form.Item
          key={kind}
          name={['picked', kind]}
          label={t(`services.nsImport.kind.${kind}`)}
          style={{ marginBottom: 8 }}
        >
          <Checkbox.Group
            data-testid={`ns-import-kind-${kind}`}
            options={(resources.data.workloads_map[kind] ?? []).map((name) => ({
              value: name,
              label: <span data-testid={`ns-import-${kind}-${name}`}>{name}</span>,
            }))}
          />
        </Form.Item>
      ))}
    </Flex>
  );
}
