import { FileTextOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../system/formatTime';
import { StatusTag } from '../../workflows/components/StatusTag';
import { elapsedSeconds } from '../../workflows/duration';
import { useFormatDuration } from '../../workflows/hooks/useFormatDuration';
import type { ProductTask } from '../productWorkflow.types';
import { type SubTaskRow, subTaskRows } from './subTaskRows';

const knownStageTypes = [
  'buildv2',
  'deploy',
  'artifact',
  'testingv2',
  'release_image',
  'distribute2kodo',
  'extension',
];

/** One stage of a product task with its sub tasks: status, times, images, repositories and errors. */
export function ProductStageCard({
  stage,
  now,
  onOpenLog,
}: {
  stage: ProductTask['stages'][number];
  now: number;
  onOpenLog: (row: SubTaskRow) => void;
}) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  const label = knownStageTypes.includes(stage.type)
    ? t(`productWorkflow.stageType.${stage.type as 'buildv2'}`)
    : stage.type;
  return (
    <Card
      size="small"
      data-testid={`stage-${stage.type}`}
      data-status={stage.status}
      title={
        <Flex gap={8} align="center">
          {label}
          <StatusTag status={stage.status} testId={`stage-status-${stage.type}`} />
        </Flex>
      }
    >
      <Table<SubTaskRow>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={subTaskRows(stage)}
        onRow={(row) => ({ 'data-testid': `subtask-${stage.type}-${row.key}` }) as object}
        columns={[
          { title: t('productWorkflow.task.target'), dataIndex: 'key', key: 'key' },
          {
            title: t('workflow.task.status'),
            key: 'status',
            render: (_, row) => (
              <StatusTag status={row.status} testId={`subtask-status-${stage.type}-${row.key}`} />
            ),
          },
          {
            title: t('workflow.task.startTime'),
            key: 'start',
            render: (_, row) => (row.startTime ? formatDateTime(row.startTime) : '-'),
          },
          {
            title: t('workflow.task.duration'),
            key: 'duration',
            render: (_, row) =>
              row.startTime ? formatDuration(elapsedSeconds(row.startTime, row.endTime, now)) : '-',
          },
          {
            title: t('productWorkflow.task.details'),
            key: 'details',
            render: (_, row) => (
              <Flex vertical>
                {row.repos.map((repo) => (
                  <Typography.Text key={repo} type="secondary">
                    {repo}
                  </Typography.Text>
                ))}
                {row.image && <Typography.Text copyable>{row.image}</Typography.Text>}
                {row.env && (
                  <Typography.Text type="secondary">
                    {t('productWorkflow.task.envIs', { env: row.env })}
                  </Typography.Text>
                )}
                {row.error && (
                  <Typography.Text type="danger" data-testid={`subtask-error-${row.key}`}>
                    {row.error}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            title: '',
            key: 'log',
            render: (_, row) =>
              row.logService && (
                <Button
                  size="small"
                  icon={<FileTextOutlined />}
                  data-testid={`subtask-log-${row.key}`}
                  onClick={() => onOpenLog(row)}
                >
                  {t('productWorkflow.task.log')}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
