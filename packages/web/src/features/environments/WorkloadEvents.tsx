import { useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { environmentsApi, type KubeEvent, type ServiceWorkload } from './environments.api';

const seconds = (value: number) => (value ? dayjs.unix(value).format('YYYY-MM-DD HH:mm:ss') : '-');

/** The cluster's events about a workload (portal shapes §4.2). */
export function WorkloadEvents({
  projectName,
  envName,
  workload,
}: {
  projectName: string;
  envName: string;
  workload: ServiceWorkload;
}) {
  const { t } = useTranslation();
  const events = useQuery({
    queryKey: ['environments', projectName, envName, 'events', workload.type, workload.name],
    queryFn: ({ signal }) => environmentsApi.workloadEvents(projectName, envName, workload, signal),
  });
  const columns: TableColumnsType<KubeEvent> = [
    { key: 'reason', title: t('envs.eventReason'), dataIndex: 'reason' },
    { key: 'message', title: t('envs.eventMessage'), dataIndex: 'message' },
    { key: 'count', title: t('envs.eventCount'), dataIndex: 'count' },
    { key: 'first', title: t('envs.eventFirstSeen'), render: (_, event) => seconds(event.first_seen) },
    { key: 'last', title: t('envs.eventLastSeen'), render: (_, event) => seconds(event.last_seen) },
  ];
  return (
    <Table<KubeEvent>
      data-testid={`workload-events-table-${workload.name}`}
      rowKey={(event) => `${event.reason}-${event.first_seen}-${event.message}`}
      size="small"
      columns={columns}
      dataSource={events.data ?? []}
      loading={events.isFetching}
      locale={{ emptyText: t('envs.noEvents') }}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
    />
  );
}
