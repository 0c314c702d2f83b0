import { isFinished } from '@slipway/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LogTerminal } from '../../../components/LogTerminal/LogTerminal';
import { formatTime } from '../../projects/formatTime';
import { sessionStore } from '../../session/sessionStore';
import { StatusTag } from '../../workflows/components/StatusTag';
import { useFormatDuration } from '../../workflows/hooks/useFormatDuration';
import { TestReport } from '../components/TestReport';
import { testNameOfJob } from '../testPaths';
import { exportedFilesUrl, testLogStreamPath, testsApi } from '../tests.api';
import { useExportedFiles, useTaskReport, useTestTask } from '../useTestTask';

/** test/detail/function/{test_job}/{task_id}: a run of a test — status, live log, report, exported files. */
export function TestTaskPage() {
  const { t } = useTranslation();
  const params = useParams();
  const project = params.project_name ?? '';
  const testJob = params.test_name ?? '';
  const taskId = Number(params.task_id);
  const test = testNameOfJob(testJob);
  const task = useTestTask(testJob, taskId);
  const finished = task.data !== undefined && isFinished(task.data.status);
  const report = useTaskReport(project, testJob, test, taskId, finished);
  const files = useExportedFiles(project, testJob, taskId, finished);
  const formatDuration = useFormatDuration();
  const cancel = useMutation({
    mutationFn: () => testsApi.cancel(project, testJob, taskId),
    onSettled: () => task.refetch(),
  });
  const restart = useMutation({
    mutationFn: () => testsApi.restart(project, testJob, taskId),
    onSettled: () => task.refetch(),
  });

  if (task.isPending) return <Spin data-testid="test-task-loading" />;
  if (task.isError)
    return <Alert type="error" showIcon data-testid="test-task-failed" title={t('tests.task.loadFailed')} />;
  const data = task.data;
  const end = data.end_time || Math.floor(Date.now() / 1000);
  const token = sessionStore.getState().user?.token ?? '';

  return (
    <Flex vertical gap={16}>
      <Card
        title={t('tests.task.title', { name: test, id: taskId })}
        extra={
          <Flex gap={8}>
            {!finished && (
              <Button
                danger
                data-testid="test-task-cancel"
                loading={cancel.isPending}
                onClick={() => cancel.mutate()}
              >
                {t('tests.task.cancel')}
              </Button>
            )}
            {finished && data.status !== 'passed' && (
              <Button
                data-testid="test-task-restart"
                loading={restart.isPending}
                onClick={() => restart.mutate()}
              >
                {t('tests.task.restart')}
              </Button>
            )}
          </Flex>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('tests.task.status')}>
            <StatusTag status={data.status} testId="test-task-status" />
          </Descriptions.Item>
          <Descriptions.Item label={t('tests.task.creator')}>{data.task_creator || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('tests.task.created')}>
            {formatTime(data.create_time)}
          </Descriptions.Item>
          <Descriptions.Item label={t('tests.task.duration')}>
            {data.start_time ? formatDuration(Math.max(0, end - data.start_time)) : '-'}
          </Descriptions.Item>
          {data.task_revoker && (
            <Descriptions.Item label={t('tests.task.revoker')}>{data.task_revoker}</Descriptions.Item>
          )}
        </Descriptions>
        {data.error && <Alert type="error" showIcon data-testid="test-task-error" title={data.error} />}
      </Card>
      {finished && (
        <Card title={t('tests.task.report')}>
          {report.isPending ? <Spin /> : <TestReport suite={report.data?.functionTestSuite} />}
        </Card>
      )}
      {finished && (files.data?.file_names.length ?? 0) > 0 && (
        <Card title={t('tests.task.exportedFiles')}>
          <List
            size="small"
            data-testid="test-exported-files"
            dataSource={files.data?.file_names ?? []}
            renderItem={(file) => <List.Item>{file}</List.Item>}
          />
          <Typography.Link
            data-testid="test-exported-download"
            href={exportedFilesUrl(
              project,
              testJob,
              taskId,
              token,
              files.data?.not_history_file_flag ?? false,
            )}
          >
            {t('tests.task.download')}
          </Typography.Link>
        </Card>
      )}
      <Card title={t('tests.task.log')}>
        <LogTerminal
          failureText={t('tests.task.logFailed')}
          streamPath={(lines) => testLogStreamPath(project, testJob, taskId, test, lines)}
        />
      </Card>
    </Flex>
  );
}
