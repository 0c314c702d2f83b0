import type { Host } from '@slipway/contracts';
import { Button, Flex, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EditableListCard } from '../system/components/EditableListCard';
import { HostFormModal } from './HostFormModal';
import { providerLabelKey } from './hostProviders';
import type { HostScope } from './hosts.api';
import { useDeleteHost, useHosts } from './useHosts';

/**
 * /v1/system/host (type system) and projects/detail/{project_name}/host (type project): the hosts
 * with their probe status; add, edit and delete in place.
 */
export function HostsPage({ type }: { type: 'system' | 'project' }) {
  const { t } = useTranslation();
  const projectName = useParams().project_name ?? '';
  const scope: HostScope = type === 'system' ? { type } : { type, projectName };
  const hosts = useHosts(scope);
  const remove = useDeleteHost(scope);

  const columns: TableColumnsType<Host> = [
    {
      key: 'name',
      title: t('hosts.name'),
      render: (_, host) => (
        <>
          {host.name}
          <Tag style={{ marginLeft: 8 }}>{t(providerLabelKey(host.provider))}</Tag>
        </>
      ),
    },
    {
      key: 'status',
      title: t('hosts.status'),
      render: (_, host) =>
        host.status === 'normal' ? (
          <Tag color="success">{t('hosts.online')}</Tag>
        ) : (
          <Tag color="error">{t('hosts.offline')}</Tag>
        ),
    },
    { key: 'label', title: t('hosts.label'), render: (_, host) => host.label && <Tag>{host.label}</Tag> },
    { key: 'ip', title: t('hosts.ip'), dataIndex: 'ip' },
    { key: 'userName', title: t('hosts.userName'), dataIndex: 'user_name' },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="end">
        <Tooltip title={t('hosts.importEnterprise')}>
          <Button data-testid="host-import" disabled>
            {t('hosts.import')}
          </Button>
        </Tooltip>
      </Flex>
      <EditableListCard<Host>
        testId="host"
        createLabel={t('hosts.create')}
        columns={columns}
        rows={hosts.data}
        loading={hosts.isFetching}
        emptyText={t('hosts.empty')}
        deleteQuestion={(host) => t('hosts.deleteConfirm', { name: host.name })}
        onDelete={(host) => remove.mutateAsync(host.id)}
        renderForm={(host, close) => <HostFormModal scope={scope} host={host} onClose={close} />}
      />
    </Flex>
  );
}

export const SystemHostsPage = () => <HostsPage type="system" />;
export const ProjectHostsPage = () => <HostsPage type="project" />;
