import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TestReport } from '../components/TestReport';
import { testJobName } from '../testPaths';
import type { TestRun } from '../tests.api';
import { useTaskReport } from '../useTestTask';

/** The test-case routes: the cases of one test job of a workflow run. */
export function TestCasePage() {
  const { t } = useTranslation();
  const params = useParams();
  const project = params.project_name ?? '';
  const workflow = params.workflow_name ?? '';
  const taskId = Number(params.task_id);
  const test = params.test_name ?? '';
  const job = params.test_job_name ?? testJobName(test);
  // these routes show a job of a custom workflow's run
  const run: TestRun = {
    projectName: project,
    workflow,
    taskId,
    testJob: job,
    testName: test,
    workflowType: '',
  };
  const report = useTaskReport(run, true);
  return (
    <Card title={t('tests.case.title', { name: test, workflow, id: taskId })}>
      {report.isPending && <Spin />}
      {report.isError && <Alert type="error" showIcon title={t('tests.report.loadFailed')} />}
      {report.isSuccess && <TestReport suite={report.data.functionTestSuite} />}
    </Card>
  );
}
