import { CREDENTIAL_MASK, type WorkflowTask } from '@slipway/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../system/formatTime';
import { StatusTag } from '../components/StatusTag';
import { elapsedSeconds } from '../duration';
import { useFormatDuration } from '../hooks/useFormatDuration';

/** Who started the task, when, for how long, with which params, and how it ended. */
export function TaskSummary({ task, now }: { task: WorkflowTask; now: number }) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  const items = [
    {
      key: 'status',
      label: t('workflow.task.status'),
      children: <StatusTag status={task.status} testId="task-status" />,
    },
    { key: 'creator', label: t('workflow.task.creator'), children: task.task_creator },
    {
      key: 'start',
      label: t('workflow.task.startTime'),
      children: formatDateTime(task.start_time || task.create_time),
    },
    {
      key: 'duration',
      label: t('workflow.task.duration'),
      children: task.start_time ? formatDuration(elapsedSeconds(task.start_time, task.end_time, now)) : '-',
    },
  ];
  if (task.task_revoker)
    items.push({ key: 'revoker', label: t('workflow.task.revoker'), children: task.task_revoker });
  if (task.params.length > 0) {
    items.push({
      key: 'params',
      label: t('workflow.task.params'),
      children: task.params
        .map((param) => `${param.name}=${param.is_credential && param.value ? CREDENTIAL_MASK : param.value}`)
        .join(', '),
    });
  }
  return <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} items={items} />;
}
