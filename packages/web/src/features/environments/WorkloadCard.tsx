import { CodeOutlined, DeleteOutlined, FileTextOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, InputNumber, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../projects/testId';
import { ContainerImageTag } from './ContainerImageTag';
import type { ServiceWorkload } from './environments.api';
import { useWorkloadActions } from './useWorkloadActions';
import { WorkloadEvents } from './WorkloadEvents';

type Pod = ServiceWorkload['pods'][number];

interface WorkloadCardProps {
  projectName: string;
  envName: string;
  serviceName: string;
  workload: ServiceWorkload;
  onShell: (podName: string, containerName: string) => void;
  onLog: (podName: string, containerName: string) => void;
}

/** Pods that are starting or stopping take no actions (portal shapes §4.1). */
const podBusy = (pod: Pod) => ['pending', 'terminating'].includes(pod.status.toLowerCase());
const podColor = (pod: Pod) => {
  const status = pod.status.toLowerCase();
  if (status === 'running') return pod.pod_ready ? 'success' : 'warning';
  if (status === 'failed' || status === 'unstable') return 'error';
  return 'processing';
};

/** One workload of a service: images, replicas (scale), restart, events and its pods. */
export function WorkloadCard({
  projectName,
  envName,
  serviceName,
  workload,
  onShell,
  onLog,
}: WorkloadCardProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [replicas, setReplicas] = useState(workload.replicas);
  const [showEvents, setShowEvents] = useState(false);
  const actions = useWorkloadActions(projectName, envName, serviceName, workload);

  const columns: TableColumnsType<Pod> = [
    { key: 'name', title: t('envs.podName'), dataIndex: 'name' },
    {
      key: 'status',
      title: t('envs.status'),
      render: (_, pod) => <Tag color={podColor(pod)}>{pod.status}</Tag>,
    },
    { key: 'age', title: t('envs.podAge'), dataIndex: 'age' },
    {
      key: 'containers',
      title: t('envs.containers'),
      render: (_, pod) =>
        pod.containers.map((container) => (
          <Tooltip key={container.name} title={t('envs.openShell')}>
            <Button
              size="small"
              icon={<CodeOutlined />}
              disabled={podBusy(pod)}
              data-testid={`pod-shell-${pod.name}-${container.name}`}
              onClick={() => onShell(pod.name, container.name)}
              style={{ marginRight: 4 }}
            >
              {container.name}
            </Button>
          </Tooltip>
        )),
    },
    {
      key: 'logs',
      title: t('envs.podLogs'),
      render: (_, pod) =>
        pod.containers.map((container) => (
          <Button
            key={container.name}
            size="small"
            icon={<FileTextOutlined />}
            data-testid={`pod-log-${pod.name}-${container.name}`}
            onClick={() => onLog(pod.name, container.name)}
            style={{ marginRight: 4 }}
          >
            {container.name}
          </Button>
        )),
    },
    {
      key: 'actions',
      title: t('envs.actions'),
      render: (_, pod) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          disabled={podBusy(pod)}
          data-testid={`pod-delete-${pod.name}`}
          onClick={() =>
            modal.confirm({
              title: t('envs.podDeleteQuestion', { name: pod.name }),
              okType: 'danger',
              okButtonProps: testIdProps('pod-delete-ok'),
              onOk: () => actions.deletePod.mutateAsync(pod.name).catch(() => undefined),
            })
          }
        >
          {t('envs.podDelete')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={`${workload.type} / ${workload.name}`}
      extra={
        <Flex gap={8} align="center">
          <InputNumber
            min={0}
            max={100}
            precision={0}
            value={replicas}
            onChange={(value) => setReplicas(value ?? 0)}
            data-testid={`workload-replicas-${workload.name}`}
            aria-label={t('envs.replicas')}
          />
          <Button
            data-testid={`workload-scale-${workload.name}`}
            loading={actions.scale.isPending}
            disabled={replicas === workload.replicas}
            onClick={() => actions.scale.mutate(replicas)}
          >
            {t('envs.scale')}
          </Button>
          <Button
            data-testid={`workload-restart-${workload.name}`}
            onClick={() =>
              modal.confirm({
                title: t('envs.restartQuestion', { name: workload.name }),
                okButtonProps: testIdProps('workload-restart-ok'),
                onOk: () => actions.restart.mutateAsync().catch(() => undefined),
              })
            }
          >
            {t('envs.restart')}
          </Button>
          <Button data-testid={`workload-events-${workload.name}`} onClick={() => setShowEvents((v) => !v)}>
            {showEvents ? t('envs.hideEvents') : t('envs.events')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={8}>
        <div>
          {workload.images.map((image) => (
            <ContainerImageTag
              key={image.name}
              container={image.name}
              image={image.image}
              saving={actions.setImage.isPending}
              onChange={(next) => actions.setImage.mutateAsync({ container: image.name, image: next })}
            />
          ))}
        </div>
        <Table<Pod>
          rowKey="name"
          size="small"
          columns={columns}
          dataSource={workload.pods}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: t('envs.noPods') }}
        />
        {showEvents && <WorkloadEvents projectName={projectName} envName={envName} workload={workload} />}
      </Flex>
    </Card>
  );
}
