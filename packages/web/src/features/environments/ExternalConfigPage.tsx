import { environmentNameSchema } from '@slipway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { zodRule } from '../../components/form/zodRule';
import { envDetailPath } from './environmentPaths';
import { shortImage } from './environmentStatus';
import { hostedEnvironmentApi, type NamespaceWorkload } from './hostedEnvironment.api';
import { environmentsKey, useProjectClusters } from './useEnvironments';

interface HostedValues {
  env_name: string;
  cluster_id: string;
  namespace: string;
}

/**
 * /envs/externalConfig: takes over workloads already running in a cluster's namespace as a hosted
 * environment. Workloads another environment hosts cannot be chosen.
 */
export function ExternalConfigPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const projectName = useParams().project_name ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<HostedValues>();
  const clusterId = Form.useWatch('cluster_id', form) ?? '';
  const namespace = Form.useWatch('namespace', form) ?? '';
  const [chosen, setChosen] = useState<string[]>([]);
  const clusters = useProjectClusters(projectName);
  const namespaces = useQuery({
    queryKey: ['hostedNamespaces', clusterId],
    queryFn: ({ signal }) => hostedEnvironmentApi.namespaces(clusterId, signal),
    enabled: clusterId !== '',
  });
  const workloads = useQuery({
    queryKey: ['hostedWorkloads', projectName, clusterId, namespace],
    queryFn: ({ signal }) => hostedEnvironmentApi.workloads(projectName, clusterId, namespace, signal),
    enabled: clusterId !== '' && namespace !== '',
  });
  const rows = workloads.data?.services ?? [];
  const create = useMutation({
    mutationFn: (values: HostedValues) =>
      hostedEnvironmentApi.create(projectName, {
        ...values,
        product_name: projectName,
        registry_id: '',
        workloads: rows
          .filter((row) => chosen.includes(row.service_name))
          .map((row) => ({ name: row.service_name, type: row.workLoadType })),
      }),
    onSuccess: async (_, values) => {
      void message.success(t('envs.created'));
      await queryClient.invalidateQueries({ queryKey: environmentsKey(projectName) });
      void navigate(envDetailPath(projectName, values.env_name));
    },
  });

  return (
    <Card title={t('envs.hostedTitle')}>
      <Form<HostedValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 820 }}
        onFinish={(values) => {
          if (chosen.length === 0) void message.error(t('envs.workloadsRequired'));
          else create.mutate(values);
        }}
      >
        <Form.Item name="env_name" label={t('envs.name')} rules={[zodRule(environmentNameSchema)]}>
          <Input data-testid="hosted-name" />
        </Form.Item>
        <Form.Item
          name="cluster_id"
          label={t('envs.cluster')}
          rules={[{ required: true, message: t('envs.clusterRequired') }]}
        >
          <Select
            data-testid="hosted-cluster"
            loading={clusters.isPending}
            onChange={() => {
              form.setFieldValue('namespace', undefined);
              setChosen([]);
            }}
            options={(clusters.data ?? []).map((cluster) => ({ value: cluster.id, label: cluster.name }))}
          />
        </Form.Item>
        <Form.Item
          name="namespace"
          label={t('envs.namespace')}
          rules={[{ required: true, message: t('envs.namespaceRequired') }]}
        >
          <Select
            showSearch
            data-testid="hosted-namespace"
            disabled={clusterId === ''}
            loading={namespaces.isFetching}
            onChange={() => setChosen([])}
            options={(namespaces.data ?? []).map((ns) => ({ value: ns.name, label: ns.name }))}
          />
        </Form.Item>
        <Form.Item label={t('envs.workloads')}>
          <Table<NamespaceWorkload>
            rowKey="service_name"
            size="small"
            loading={workloads.isFetching}
            dataSource={rows}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            locale={{
              emptyText: namespace ? t('envs.noWorkloadsInNamespace') : t('envs.chooseNamespaceFirst'),
            }}
            rowSelection={{
              selectedRowKeys: chosen,
              onChange: (keys) => setChosen(keys.map(String)),
              getCheckboxProps: (row) => ({
                disabled: row.env_name !== '',
                'data-testid': `hosted-workload-${row.service_name}`,
              }),
            }}
            columns={[
              { key: 'name', title: t('envs.serviceName'), dataIndex: 'service_name' },
              { key: 'kind', title: t('envs.workloadKind'), dataIndex: 'workLoadType' },
              {
                key: 'images',
                title: t('envs.images'),
                render: (_, row) => row.images.map((image) => <Tag key={image}>{shortImage(image)}</Tag>),
              },
              {
                key: 'hosted',
                title: t('envs.hostedBy'),
                render: (_, row) => row.env_name || '-',
              },
            ]}
          />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" data-testid="hosted-submit" loading={create.isPending}>
            {t('envs.createSubmit')}
          </Button>
          <Button onClick={() => void navigate(-1)}>{t('envs.cancel')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
