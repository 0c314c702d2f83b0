import { Alert, Card, Descriptions, Empty, Flex, Modal, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { envDetailPath, serviceConfigPath } from './environmentPaths';
import { PodLog } from './PodLog';
import { PodShell } from './PodShell';
import type { PodShellTarget } from './podShellSocket';
import { useEnvironmentInfo, useServiceDetail } from './useEnvironments';
import { WorkloadCard } from './WorkloadCard';

/**
 * /envs/detail/{service}?envName=: a service's workloads in an environment with their pods,
 * entry addresses and in-cluster endpoints; restart, scale, pod delete, events and the pod shell.
 */
export function ServiceDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const projectName = params.project_name ?? '';
  const serviceName = params.service_name ?? '';
  const envName = useSearchParams()[0].get('envName') ?? '';
  const env = useEnvironmentInfo(projectName, envName);
  const detail = useServiceDetail(projectName, envName, serviceName);
  const [shell, setShell] = useState<PodShellTarget>();
  const [log, setLog] = useState<{ podName: string; containerName: string }>();

  if (detail.isPending || env.isPending) return <Spin data-testid="service-loading" />;
  if (!detail.data || !env.data) return <Alert type="error" title={t('envs.loadFailed')} />;
  const { namespace, cluster_id: clusterId } = env.data;
  const workloads = detail.data.scales ?? [];
  const hosts = detail.data.ingress.flatMap((ingress) => ingress.host_info.map((info) => info.host));
  const endpoints = detail.data.service_endpoints.flatMap((group) => group.endpoints);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {serviceName}
        </Typography.Title>
        <Flex gap={16}>
          <Link to={serviceConfigPath(projectName, envName, serviceName)}>{t('envs.serviceConfig')}</Link>
          <Link to={envDetailPath(projectName, envName)}>
            {t('envs.backToEnvironment', { name: envName })}
          </Link>
        </Flex>
      </Flex>
      <Card size="small">
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'entry',
              label: t('envs.entry'),
              children: hosts.length
                ? hosts.map((host) => (
                    <a
                      key={host}
                      href={`http://${host}`}
                      target="_blank"
                      rel="noreferrer"
                      style={{ marginRight: 8 }}
                    >
                      {host}
                    </a>
                  ))
                : '-',
            },
            {
              key: 'endpoints',
              label: t('envs.endpoints'),
              children: endpoints.length
                ? endpoints.map((endpoint) => (
                    <Tag key={`${endpoint.service_name}:${endpoint.service_port}`}>
                      {`${endpoint.service_name}.${namespace}:${endpoint.service_port}`}
                    </Tag>
                  ))
                : '-',
            },
          ]}
        />
      </Card>
      {workloads.length === 0 ? (
        <Empty description={t('envs.noWorkloads')} />
      ) : (
        workloads.map((workload) => (
          <WorkloadCard
            key={workload.name}
            projectName={projectName}
            envName={envName}
            serviceName={serviceName}
            workload={workload}
            onShell={(podName, containerName) =>
              setShell({ projectName, envName, namespace, podName, containerName, clusterId })
            }
            onLog={(podName, containerName) => setLog({ podName, containerName })}
          />
        ))
      )}
      <Modal
        open={shell !== undefined}
        title={t('envs.shellTitle')}
        width={960}
        footer={null}
        destroyOnHidden
        onCancel={() => setShell(undefined)}
      >
        {shell && <PodShell target={shell} />}
      </Modal>
      <Modal
        open={log !== undefined}
        title={log ? t('envs.podLogTitle', { pod: log.podName, container: log.containerName }) : ''}
        width={960}
        footer={null}
        destroyOnHidden
        onCancel={() => setLog(undefined)}
      >
        {log && <PodLog projectName={projectName} envName={envName} {...log} />}
      </Modal>
    </Flex>
  );
}
