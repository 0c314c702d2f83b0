import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatTime } from '../../projects/formatTime';
import { StatusTag } from '../../workflows/components/StatusTag';
import { tasksApi } from '../../workflows/tasks.api';
import { TestReport } from '../components/TestReport';
import { testJobName, testPaths } from '../testPaths';
import { useLatestReport, useRunTest } from '../useTests';

const HISTORY_PAGE_SIZE = 20;

/** test/function/{test_name}: the latest report of a test and its runs. */
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
      <TestHistory project={project} test={test} />
    </Flex>
  );
}

/** The runs of the test, newest first; each opens its task. */
function TestHistory({ project, test }: { project: string; test: string }) {
  const { t } = useTranslation();
  const workflow = testJobName(test);
  const history = useQuery({
    queryKey: ['tests', 'history', project, workflow],
    queryFn: ({ signal }) =>
      tasksApi.list({ workflow_name: workflow, page_num: 0, page_size: HISTORY_PAGE_SIZE }, signal),
    refetchInterval: 5000,
    retry: false,
  });
  return (
    <Card title={t('tests.summary.history')}>
      <Table
        data-testid="test-history"
        size="small"
        rowKey="task_id"
        loading={history.isPending && !history.isError}
        dataSource={history.data?.workflow_list ?? []}
        pagination={false}
        locale={{ emptyText: t('tests.summary.noRuns') }}
        columns={[
          {
            key: 'id',
            title: t('tests.task.id'),
            render: (_, task) => (
              <Link
                to={testPaths.task(project, workflow, task.task_id)}
                data-testid={`test-task-${task.task_id}`}
              >
                #{task.task_id}
              </Link>
            ),
          },
          {
            key: 'status',
            title: t('tests.task.status'),
            render: (_, task) => <StatusTag status={task.status} />,
          },
          { key: 'creator', title: t('tests.task.creator'), dataIndex: 'task_creator' },
          {
            key: 'created',
            title: t('tests.task.created'),
            render: (_, task) => formatTime(task.create_time),
          },
        ]}
      />
    </Card>
  );
}
