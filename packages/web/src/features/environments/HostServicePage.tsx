import { pmHostsUpdateBodySchema, servicePaths } from '@slipway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Select, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { http } from '../../api/http';
import { useHosts } from '../hosts/useHosts';
import { envDetailPath } from './environmentPaths';
import { environmentsKey, useEnvironmentServices } from './useEnvironments';

const healthColor = (status: string) =>
  status === 'Running' ? 'success' : status === 'Error' ? 'error' : 'warning';

/** /envs/detail/{service}/pm?envName=: a host service's hosts in an environment, their health, and which hosts it runs on. */
export function HostServicePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const params = useParams();
  const projectName = params.project_name ?? '';
  const serviceName = params.service_name ?? '';
  const envName = useSearchParams()[0].get('envName') ?? '';
  const queryClient = useQueryClient();
  const rows = useEnvironmentServices(projectName, envName, serviceName, 1);
  const hosts = useHosts({ type: 'project', projectName });
  const row = rows.data?.rows.find((r) => r.service_name === serviceName);
  const save = useMutation({
    mutationFn: (hostIds: string[]) =>
      http.put(
        servicePaths.pmHealthCheckUpdate,
        pmHostsUpdateBodySchema.parse({
          product_name: projectName,
          service_name: serviceName,
          env_name: envName,
          revision: row?.revision ?? 0,
          env_configs: [{ env_name: envName, host_ids: hostIds }],
        }),
        { query: { projectName } },
      ),
    onSuccess: async () => {
      void message.success(t('envs.hostsSaved'));
      await queryClient.invalidateQueries({ queryKey: environmentsKey(projectName) });
    },
  });

  if (rows.isPending) return <Spin data-testid="host-service-loading" />;
  if (!row) return <Alert type="error" title={t('envs.loadFailed')} />;
  const hostIds = row.env_configs?.find((c) => c.env_name === envName)?.host_ids ?? [];
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {serviceName}
        </Typography.Title>
        <Link to={envDetailPath(projectName, envName)}>{t('envs.backToEnvironment', { name: envName })}</Link>
      </Flex>
      <Card size="small" title={t('envs.hostHealth')}>
        {(row.env_statuses ?? []).length === 0 ? (
          <Typography.Text type="secondary">{t('envs.noHostHealth')}</Typography.Text>
        ) : (
          row.env_statuses?.map((s) => (
            <Tag key={s.address} color={healthColor(s.status)}>{`${s.address} ${s.status}`}</Tag>
          ))
        )}
      </Card>
      <Card size="small" title={t('envs.hostsOf', { name: serviceName })}>
        <Form
          layout="inline"
          initialValues={{ hostIds }}
          onFinish={(values: { hostIds: string[] }) => save.mutate(values.hostIds)}
        >
          <Form.Item name="hostIds" style={{ minWidth: 360 }}>
            <Select
              mode="multiple"
              data-testid="host-service-hosts"
              loading={hosts.isPending}
              options={(hosts.data ?? []).map((host) => ({
                value: host.id,
                label: `${host.name} (${host.ip})`,
              }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="host-service-save">
            {t('envs.save')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
