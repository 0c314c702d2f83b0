import { environmentNameSchema, envNamespaceSchema } from '@slipway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Flex, Form, Input, Select, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { zodRule } from '../../components/form/zodRule';
import { useHosts } from '../hosts/useHosts';
import {
  type CreateEnvironmentValues,
  createEnvironmentBody,
  defaultNamespace,
} from './createEnvironmentBody';
import { createHelmEnvironmentBody, type HelmEnvironmentValues } from './createHelmEnvironmentBody';
import { envDetailPath, envsPagePath } from './environmentPaths';
import { environmentsApi } from './environments.api';
import { HelmChartFields, useHelmRenderInfos } from './HelmChartFields';
import { helmEnvCreateApi } from './helmEnvCreate.api';
import { environmentsKey, useEnvironmentTemplate, useProjectClusters } from './useEnvironments';

/**
 * /envs/create: a new environment from the project's services. K8s services run in a cluster's
 * namespace with the variables below; host services run on the hosts chosen for each; a Helm
 * project's chart services are installed with the values edited here.
 */
export function EnvironmentCreatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const projectName = useParams().project_name ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CreateEnvironmentValues & HelmEnvironmentValues>();
  const template = useEnvironmentTemplate(projectName);
  // a Helm project's template lists chart services instead (portal-shapes §2.1)
  const charts = template.data?.chart_infos;
  const helm = Array.isArray(charts);
  const chartNames = useMemo(() => (charts ?? []).map((c) => c.service_name), [charts]);
  const renderInfos = useHelmRenderInfos(projectName, chartNames);
  const clusters = useProjectClusters(projectName);
  const services = useMemo(() => (template.data?.services ?? []).flat(), [template.data]);
  const hostServices = services.filter((service) => service.type === 'pm');
  // a project of hosts only has nothing to run in a cluster
  const needsCluster = services.length === 0 || hostServices.length < services.length;
  const hosts = useHosts({ type: 'project', projectName });
  const envName = Form.useWatch('env_name', form) ?? '';

  const create = useMutation({
    mutationFn: (values: CreateEnvironmentValues & HelmEnvironmentValues) =>
      helm
        ? helmEnvCreateApi.create(
            projectName,
            createHelmEnvironmentBody(projectName, values, renderInfos.data ?? []),
          )
        : environmentsApi.create(projectName, createEnvironmentBody(projectName, template.data!, values)),
    onSuccess: async (_, values) => {
      void message.success(t('envs.created'));
      await queryClient.invalidateQueries({ queryKey: environmentsKey(projectName) });
      void navigate(envDetailPath(projectName, values.env_name.trim()));
    },
  });

  if (template.isPending || (helm && chartNames.length > 0 && renderInfos.isPending))
    return <Spin data-testid="env-create-loading" />;
  if (!template.data) return <Alert type="error" title={t('envs.loadFailed')} />;

  return (
    <Card
      title={t('envs.createTitle')}
      extra={<Link to={`${envsPagePath(projectName)}/externalConfig`}>{t('envs.hostedTitle')}</Link>}
    >
      <Form<CreateEnvironmentValues & HelmEnvironmentValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={{
          env_name: '',
          cluster_id: undefined,
          namespace: '',
          services: helm ? chartNames : services.map((service) => service.service_name),
          vars: helm ? [] : (template.data.vars ?? []),
          hosts: {},
          default_values: '',
        }}
        // the whole store: the variables' keys and services are kept though only their values are fields
        onFinish={() => create.mutate(form.getFieldsValue(true))}
      >
        <Form.Item name="env_name" label={t('envs.name')} rules={[zodRule(environmentNameSchema)]}>
          <Input data-testid="env-create-name" placeholder={t('envs.namePlaceholder')} />
        </Form.Item>
        {(helm || needsCluster) && (
          <>
            <Form.Item
              name="cluster_id"
              label={t('envs.cluster')}
              rules={[{ required: true, message: t('envs.clusterRequired') }]}
            >
              <Select
                data-testid="env-create-cluster"
                loading={clusters.isPending}
                options={(clusters.data ?? []).map((cluster) => ({ value: cluster.id, label: cluster.name }))}
              />
            </Form.Item>
            <Form.Item
              name="namespace"
              label={t('envs.namespace')}
              rules={[zodRule(envNamespaceSchema)]}
              extra={t('envs.namespaceDefault', { namespace: defaultNamespace(projectName, envName.trim()) })}
            >
              <Input data-testid="env-create-namespace" />
            </Form.Item>
          </>
        )}
        {helm ? (
          <HelmChartFields projectName={projectName} charts={charts} infos={renderInfos.data ?? []} />
        ) : (
          <Form.Item
            name="services"
            label={t('envs.services')}
            rules={[{ required: true, type: 'array', min: 1, message: t('envs.servicesRequired') }]}
          >
            {services.length === 0 ? (
              <Typography.Text type="secondary">{t('envs.noTemplateServices')}</Typography.Text>
            ) : (
              <Checkbox.Group
                data-testid="env-create-services"
                options={services.map((service) => ({
                  value: service.service_name,
                  label: service.service_name,
                }))}
              />
            )}
          </Form.Item>
        )}
        {hostServices.map((service) => (
          <Form.Item
            key={service.service_name}
            name={['hosts', service.service_name]}
            label={t('envs.hostsOf', { name: service.service_name })}
          >
            <Select
              mode="multiple"
              data-testid={`env-create-hosts-${service.service_name}`}
              loading={hosts.isPending}
              options={(hosts.data ?? []).map((host) => ({
                value: host.id,
                label: `${host.name} (${host.ip})`,
              }))}
            />
          </Form.Item>
        ))}
        <Form.List name="vars">
          {(fields) =>
            fields.length > 0 && (
              <Form.Item label={t('envs.variables')}>
                {fields.map((field) => (
                  <Flex key={field.key} gap={8} align="baseline">
                    <Form.Item noStyle shouldUpdate>
                      {() => (
                        <Typography.Text code>
                          {form.getFieldValue(['vars', field.name, 'key'])}
                        </Typography.Text>
                      )}
                    </Form.Item>
                    <Form.Item name={[field.name, 'value']} style={{ flex: 1 }}>
                      <Input data-testid={`env-create-var-${field.name}`} />
                    </Form.Item>
                  </Flex>
                ))}
              </Form.Item>
            )
          }
        </Form.List>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" data-testid="env-create-submit" loading={create.isPending}>
            {t('envs.createSubmit')}
          </Button>
          <Button onClick={() => void navigate(-1)}>{t('envs.cancel')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
