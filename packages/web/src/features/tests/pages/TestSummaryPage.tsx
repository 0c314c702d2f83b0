import { Button, Card, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { TestReport } from '../components/TestReport';
import { testPaths } from '../testPaths';
import { useLatestReport, useRunTest } from '../useTests';

/** test/function/{test_name}: the latest report of a test; running it opens the run. */
export function TestSummaryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const project = params.project_name ?? '';
  const test = params.test_name ?? '';
  const report = useLatestReport(project, test);
  const run = useRunTest((pipeline, taskId) => navigate(testPaths.task(project, pipeline, taskId)));
  return (
    <Flex vertical gap={16}>
      <Card
        title={t('tests.summary.title', { name: test })}
        extra={
          <Flex gap={8}>
            <Button data-testid="test-summary-edit" onClick={() => navigate(testPaths.edit(project, test))}>
              {t('tests.edit')}
            </Button>
            <Button
              type="primary"
              data-testid="test-summary-run"
              loading={run.isPending}
              onClick={() => run.mutate({ name: test, project })}
            >
              {t('tests.run')}
            </Button>
          </Flex>
        }
      >
        {report.isPending ? <Spin /> : <TestReport suite={report.data} />}
      </Card>
    </Flex>
  );
}
