import { isFinished } from '@slipway/contracts';
import { Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { testIdProps } from '../../projects/testId';
import { formatDateTime } from '../../system/formatTime';
import { elapsedSeconds } from '../duration';
import { useFormatDuration } from '../hooks/useFormatDuration';
import { useNow } from '../hooks/useNow';
import { StatusTag } from './StatusTag';

/** What the table reads of a task, custom or product. */
export interface TaskTableRow {
  task_id: number;
  status: string;
  task_creator: string;
  create_time: number;
  start_time: number;
  end_time: number;
}

/**
 * One page of a workflow's tasks, newest first. The kinds differ in where a task leads and in the
 * columns they show after the status.
 */
export function TaskTable<Task extends TaskTableRow>({
  tasks,
  loading,
  pagination,
  taskLink,
  extraColumns = [],
}: {
  tasks: Task[];
  loading: boolean;
  pagination: TablePaginationConfig;
  /** the page of one task */
  taskLink: (task: Task) => string;
  extraColumns?: TableColumnsType<Task>;
}) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  const now = useNow(tasks.some((task) => !isFinished(task.status)));
  const columns: TableColumnsType<Task> = [
    {
      title: t('workflow.task.id'),
      key: 'id',
      render: (_, task) => (
        <Link to={taskLink(task)} data-testid={`task-link-${task.task_id}`}>
          #{task.task_id}
        </Link>
      ),
    },
    {
      title: t('workflow.task.status'),
      key: 'status',
      render: (_, task) => <StatusTag status={task.status} testId={`task-status-${task.task_id}`} />,
    },
    ...extraColumns,
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
    <Table<Task>
      rowKey="task_id"
      columns={columns}
      dataSource={tasks}
      loading={loading}
      pagination={pagination}
      onRow={(task) => testIdProps(`task-row-${task.task_id}`)}
    />
  );
}
