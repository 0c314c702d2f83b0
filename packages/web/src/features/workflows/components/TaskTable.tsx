import { isFinished, type WorkflowTask } from '@slipway/contracts';
import { Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { testIdProps } from '../../projects/testId';
import { formatDateTime } from '../../system/formatTime';
import { elapsedSeconds } from '../duration';
import { useFormatDuration } from '../hooks/useFormatDuration';
import { useNow } from '../hooks/useNow';
import { workflowPaths } from '../workflowPaths';
import { StatusTag } from './StatusTag';

/** One page of a workflow's tasks, newest first. */
export function TaskTable({
  project,
  workflow,
  tasks,
  loading,
  pagination,
}: {
  project: string;
  workflow: string;
  tasks: WorkflowTask[];
  loading: boolean;
  pagination: TablePaginationConfig;
}) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  const now = useNow(tasks.some((task) => !isFinished(task.status)));
  const columns: TableColumnsType<WorkflowTask> = [
    {
      title: t('workflow.task.id'),
      key: 'id',
      render: (_, task) => (
        <Link
          to={workflowPaths.task(project, workflow, task.task_id)}
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
    <Table<WorkflowTask>
      rowKey="task_id"
      columns={columns}
      dataSource={tasks}
      loading={loading}
      pagination={pagination}
      onRow={(task) => testIdProps(`task-row-${task.task_id}`)}
    />
  );
}
