import { isFinished } from '@slipway/contracts';
import { Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { testIdProps } from '../../projects/testId';
import { formatDateTime } from '../../system/formatTime';
import { StatusTag } from '../../workflows/components/StatusTag';
import { elapsedSeconds } from '../../workflows/duration';
import { useFormatDuration } from '../../workflows/hooks/useFormatDuration';
import { useNow } from '../../workflows/hooks/useNow';
import { productPaths } from '../productPaths';
import type { ProductTask } from '../productWorkflow.types';

/** One page of a product workflow's tasks, newest first. */
export function ProductTaskTable({
  project,
  workflow,
  tasks,
  loading,
  pagination,
}: {
  project: string;
  workflow: string;
  tasks: ProductTask[];
  loading: boolean;
  pagination: TablePaginationConfig;
}) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  const now = useNow(tasks.some((task) => !isFinished(task.status)));
  const columns: TableColumnsType<ProductTask> = [
    {
      title: t('workflow.task.id'),
      key: 'id',
      render: (_, task) => (
        <Link
          to={`${productPaths.task(project, workflow, task.task_id)}?status=${task.status}`}
          data-testid={`task-link-${task.task_id}`}
        >
          #{task.task_id}
        </Link>
      ),
    },
    {
      title: t('workflow.task.status'),
      key: 'status',
      render: (_, task) => <StatusTag status={task.status} testId={`task-status-${task.task_id}`} />,
    },
    { title: t('productWorkflow.task.env'), key: 'env', render: (_, task) => task.namespace || '-' },
    {
      title: t('productWorkflow.task.services'),
      key: 'services',
      render: (_, task) =>
        (task.service_modules ?? []).map((module) => module.service_module).join(', ') || '-',
    },
    { title: t('workflow.task.creator'), dataIndex: 'task_creator', key: 'creator' },
    {
      title: t('workflow.task.startTime'),
      key: 'start',
      render: (_, task) => formatDateTime(task.start_time || task.create_time),
    },
    {
      title: t('workflow.task.duration'),
      key: 'duration',
      render: (_, task) =>
        task.start_time ? formatDuration(elapsedSeconds(task.start_time, task.end_time, now)) : '-',
    },
  ];
  return (
    <Table<ProductTask>
      rowKey="task_id"
      columns={columns}
      dataSource={tasks}
      loading={loading}
      pagination={pagination}
      onRow={(task) => testIdProps(`task-row-${task.task_id}`)}
    />
  );
}
