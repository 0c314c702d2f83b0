import { isFinished, type TestReportAnswer } from '@slipway/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, List, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LogTerminal } from '../../../components/LogTerminal/LogTerminal';
import { translateMessage } from '../../../i18n/translateMessage';
import { feedback } from '../../../lib/feedback';
import { formatTime } from '../../projects/formatTime';
import { StatusTag } from '../../workflows/components/StatusTag';
import { useFormatDuration } from '../../workflows/hooks/useFormatDuration';
import { HtmlReportButton } from '../components/HtmlReportButton';
import { TestReport } from '../components/TestReport';
import { saveRunFile } from '../runFiles';
import { testNameOfJob } from '../testPaths';
import { exportedFileUrl, type TestRun, testLogLines, testsApi } from '../tests.api';
import { useTaskReport, useTestTask } from '../useTestTask';

/** test/detail/function/{test_job}/{task_id}: a run of a test — status, live log, report, exported files. */
export function TestTaskPage() {
  const { t } = useTranslation();
  const params = useParams();
  const project = params.project_name ?? '';
  const testJob = params.test_name ?? '';
  const taskId = Number(params.task_id);
  const test = testNameOfJob(testJob);
  // a test run alone: the portal's test workflow `{test}-job`, its one job named the same
  const run: TestRun = {
    projectName: project,
    workflow: testJob,
    taskId,
    testJob,
    testName: test,
    workflowType: 'test',
  };
  const task = useTestTask(project, testJob, taskId);
  const lines = useMemo(() => testLogLines(project, testJob, taskId, test), [project, testJob, taskId, test]);
  const finished = task.data !== undefined && isFinished(task.data.status);
  const report = useTaskReport(run, finished);
  const formatDuration = useFormatDuration();
  const refetch = () => task.refetch();
  const cancel = useMutation({
    mutationFn: () => testsApi.cancel(project, testJob, taskId),
    onSettled: refetch,
  });
  const restart = useMutation({
    mutationFn: () => testsApi.restart(project, testJob, taskId),
    onSettled: refetch,
  });

  if (task.isPending) return <Spin data-testid="test-task-loading" />;
  if (task.isError)
    return <Alert type="error" showIcon data-testid="test-task-failed" title={t('tests.task.loadFailed')} />;
  const data = task.data;
  const end = data.end_time || Math.floor(Date.now() / 1000);

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
        <Card
          title={t('tests.task.report')}
          extra={report.data?.html_report_url ? <HtmlReportButton url={report.data.html_report_url} /> : null}
        >
          {report.isPending ? <Spin /> : <TestReport suite={report.data?.functionTestSuite} />}
        </Card>
      )}
      {finished && report.data && report.data.exported_files.length > 0 && (
        <ExportedFiles run={run} report={report.data} />
      )}
      <Card title={t('tests.task.log')}>
        <LogTerminal failureText={translateMessage('error.test.logsFailed')} lines={lines} />
      </Card>
    </Flex>
  );
}

/** The files the run exported, each saved on click. */
function ExportedFiles({ run, report }: { run: TestRun; report: TestReportAnswer }) {
  const { t } = useTranslation();
  const url = (path: string) => exportedFileUrl(run, path);
  return (
    <Card title={t('tests.task.exportedFiles')}>
      <List
        size="small"
        data-testid="test-exported-files"
        dataSource={report.exported_files}
        renderItem={(path) => (
          <List.Item
            actions={[
              <Button
                key="download"
                type="link"
                size="small"
                data-testid={`test-exported-download-${path}`}
                onClick={() =>
                  void saveRunFile(url(path), path).catch(() =>
                    feedback.error(t('tests.task.downloadFailed')),
                  )
                }
              >
                {t('tests.task.download')}
              </Button>,
            ]}
          >
            {path}
          </List.Item>
        )}
      />
    </Card>
  );
}
