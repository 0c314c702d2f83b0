import type { Cluster, ClusterStatus } from '@slipway/contracts';
import { Button, Card, Flex, Popconfirm, Space, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../components/AdminTable';
import { ConfirmDeleteButton } from '../components/ConfirmDeleteButton';
import { CreateButton } from '../components/CreateButton';
import { formatDateTime } from '../formatTime';
import { ClusterFormModal } from './components/ClusterFormModal';
import { useClusterAction, useClusters } from './useClusters';

const statusColor: Record<ClusterStatus, string> = {
  normal: 'success',
  abnormal: 'error',
  pending: 'processing',
  disconnected: 'default',
};

/**
 * /v1/system/cluster: the built-in local cluster (this machine) and the Kubernetes clusters jobs
 * may run on, with their status; add or edit by kubeconfig or token, disconnect, reconnect, delete.
 */
export function ClustersPage() {
  const { t } = useTranslation();
  const clusters = useClusters();
  const remove = useClusterAction('remove');
  const disconnect = useClusterAction('disconnect');
  const reconnect = useClusterAction('reconnect');
  const [dialog, setDialog] = useState<{ cluster?: Cluster } | null>(null);

  const columns: TableColumnsType<Cluster> = [
    {
      key: 'name',
      title: t('cluster.name'),
      render: (_, c) => (
        <>
          {c.name}
          {c.local && <Tag style={{ marginLeft: 8 }}>{t('cluster.local')}</Tag>}
          {c.production && <Tag style={{ marginLeft: 8 }}>{t('cluster.production')}</Tag>}
        </>
      ),
    },
    {
      key: 'status',
      title: t('cluster.status'),
      render: (_, c) => (
        <Tooltip title={c.error || undefined}>
          <Tag data-testid={`cluster-status-${c.id}`} color={statusColor[c.status]}>
            {t(`cluster.statuses.${c.status}`)}
          </Tag>
        </Tooltip>
      ),
    },
    { key: 'namespace', title: t('cluster.namespace'), dataIndex: 'namespace' },
    { key: 'description', title: t('cluster.description'), dataIndex: 'description' },
    {
      key: 'lastConnection',
      title: t('cluster.lastConnection'),
      render: (_, c) => (c.last_connection_time ? formatDateTime(c.last_connection_time) : '-'),
    },
    {
      key: 'actions',
      title: t('system.actions'),
      render: (_, c) =>
        c.local ? null : (
          <Space size={0}>
            <Button
              data-testid={`cluster-edit-${c.id}`}
              type="link"
              size="small"
              onClick={() => setDialog({ cluster: c })}
            >
              {t('system.action.edit')}
            </Button>
            {c.status === 'disconnected' ? (
              <Button
                data-testid={`cluster-reconnect-${c.id}`}
                type="link"
                size="small"
                onClick={() => reconnect.mutate(c.id)}
              >
                {t('cluster.reconnect')}
              </Button>
            ) : (
              <Popconfirm
                title={t('cluster.disconnectConfirm', { name: c.name })}
                okText={t('cluster.disconnect')}
                cancelText={t('system.action.cancel')}
                onConfirm={() => disconnect.mutateAsync(c.id).catch(() => undefined)}
              >
                <Button data-testid={`cluster-disconnect-${c.id}`} type="link" size="small">
                  {t('cluster.disconnect')}
                </Button>
              </Popconfirm>
            )}
            <ConfirmDeleteButton
              testId={`cluster-delete-${c.id}`}
              question={t('cluster.deleteConfirm', { name: c.name })}
              onConfirm={() => remove.mutateAsync(c.id)}
            />
          </Space>
        ),
    },
  ];

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="end">
          <CreateButton testId="cluster-create" label={t('cluster.create')} onClick={() => setDialog({})} />
        </Flex>
        <AdminTable<Cluster>
          testId="cluster-table"
          rowKey="id"
          columns={columns}
          dataSource={clusters.data}
          loading={clusters.isFetching}
          rowTestId={(c) => `cluster-row-${c.id}`}
          emptyText={t('cluster.empty')}
          pagination={false}
        />
      </Flex>
      {dialog && <ClusterFormModal cluster={dialog.cluster} onClose={() => setDialog(null)} />}
    </Card>
  );
}
