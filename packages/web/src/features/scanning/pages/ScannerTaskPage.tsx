import { isFinished } from '@slipway/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, List, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LogTerminal } from '../../../components/LogTerminal/LogTerminal';
import { formatTime } from '../../projects/formatTime';
import { StatusTag } from '../../workflows/components/StatusTag';
import { useFormatDuration } from '../../workflows/hooks/useFormatDuration';
import { scanLogLines, scanningApi } from '../scanning.api';
import { useScanTask } from '../useScanning';

/** scanner/detail/{scanner_name}/task/{task_id}?id=: status, repositories, result, log; cancel or restart. */
export function ScannerTaskPage() {
  const { t } = useTranslation();
  const params = useParams();
  const project = params.project_name ?? '';
  const name = params.scanner_name ?? '';
  const taskId = Number(params.task_id);
  const id = useSearchParams()[0].get('id') ?? '';
  const task = useScanTask(project, id, taskId);
  const finished = task.data !== undefined && isFinished(task.data.status);
  const lines = useMemo(() => scanLogLines(id, taskId), [id, taskId]);
  const formatDuration = useFormatDuration();
  const cancel = useMutation({
    mutationFn: () => scanningApi.cancel(id, taskId, project),
    onSettled: () => task.refetch(),
  });
  const restart = useMutation({
    mutationFn: () => scanningApi.restart(id, taskId, project),
    onSettled: () => task.refetch(),
  });

  if (task.isPending) return <Spin data-testid="scan-task-loading" />;
  if (task.isError) return <Alert type="error" showIcon title={t('scanning.task.loadFailed')} />;
  const data = task.data;
  const end = finished && data.end_time ? data.end_time : Math.floor(Date.now() / 1000);
  return (
    <Flex vertical gap={16}>
      <Card
        title={t('scanning.task.title', { name, id: taskId })}
        extra={
          <Flex gap={8}>
            {!finished && (
              <Button
                danger
                data-testid="scan-task-cancel"
                loading={cancel.isPending}
                onClick={() => cancel.mutate()}
              >
                {t('scanning.task.cancel')}
              </Button>
            )}
            {finished && (
              <Button
                data-testid="scan-task-restart"
                loading={restart.isPending}
                onClick={() => restart.mutate()}
              >
                {t('scanning.task.restart')}
              </Button>
            )}
          </Flex>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('scanning.task.status')}>
            <StatusTag status={data.status} testId="scan-task-status" />
          </Descriptions.Item>
          <Descriptions.Item label={t('scanning.task.creator')}>{data.creator || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('scanning.task.created')}>
            {formatTime(data.create_time)}
          </Descriptions.Item>
          <Descriptions.Item label={t('scanning.task.duration')}>
            {data.create_time ? formatDuration(Math.max(0, end - data.create_time)) : '-'}
          </Descriptions.Item>
          {data.task_revoker && (
            <Descriptions.Item label={t('scanning.task.revoker')}>{data.task_revoker}</Descriptions.Item>
          )}
          {data.result_link && (
            <Descriptions.Item label={t('scanning.task.result')}>
              <Typography.Link
                href={data.result_link}
                target="_blank"
                rel="noreferrer"
                data-testid="scan-result-link"
              >
                {t('scanning.task.openResult')}
              </Typography.Link>
            </Descriptions.Item>
          )}
        </Descriptions>
        <List
          size="small"
          header={t('scanning.task.repos')}
          data-testid="scan-task-repos"
          dataSource={data.repo_info ?? []}
          renderItem={(repo) => (
            <List.Item>
              {repo.repo_owner}/{repo.repo_name} {repo.tag ? `tag ${repo.tag}` : repo.branch}
              {repo.pr ? ` PR #${repo.pr}` : ''} {repo.commit_id ? repo.commit_id.slice(0, 8) : ''}
            </List.Item>
          )}
        />
        {data.error && <Alert type="error" showIcon data-testid="scan-task-error" title={data.error} />}
      </Card>
      <Card title={t('scanning.task.log')}>
        <LogTerminal lines={lines} failureText={t('scanning.task.logFailed')} />
      </Card>
    </Flex>
  );
}
