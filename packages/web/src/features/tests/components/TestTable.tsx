import type { TestSummary } from '@slipway/contracts';
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatTime } from '../../projects/formatTime';
import { AdminTable } from '../../system/components/AdminTable';
import { ConfirmDeleteButton } from '../../system/components/ConfirmDeleteButton';
import { testPaths } from '../testPaths';
import { useDeleteTest, useRunTest } from '../useTests';

const PAGE_SIZE = 20;

/** Tests with their runs, average duration and pass rate; run, edit and delete (after a question). */
export function TestTable({
  rows,
  loading,
  showProject = false,
}: {
  rows: TestSummary[] | undefined;
  loading: boolean;
  showProject?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteTest();
  const run = useRunTest(() => undefined);
  const start = (test: TestSummary) =>
    run.mutate(
      { name: test.name, project: test.product_name },
      {
        onSuccess: (answer) =>
          navigate(testPaths.task(test.product_name, answer.pipeline_name, answer.task_id)),
      },
    );

  return (
    <AdminTable<TestSummary>
      testId="test-table"
      rowTestId={(test) => `test-row-${test.name}`}
      emptyText={t('tests.empty')}
      rowKey={(test) => `${test.product_name}/${test.name}`}
      loading={loading}
      dataSource={rows ?? []}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true }}
      columns={[
        {
          key: 'name',
          title: t('tests.name'),
          render: (_, test) => (
            <Link to={testPaths.summary(test.product_name, test.name)} data-testid={`test-open-${test.name}`}>
              {test.name}
            </Link>
          ),
        },
        ...(showProject ? [{ key: 'project', title: t('tests.project'), dataIndex: 'product_name' }] : []),
        { key: 'desc', title: t('tests.desc'), render: (_, test) => test.desc || '-' },
        { key: 'cases', title: t('tests.cases'), render: (_, test) => test.test_case_num || 'N/A' },
        { key: 'runs', title: t('tests.runs'), render: (_, test) => test.execute_num ?? 0 },
        {
          key: 'avg',
          title: t('tests.avgDuration'),
          render: (_, test) => (test.avg_duration ? `${test.avg_duration.toFixed(1)} s` : '-'),
        },
        {
          key: 'passRate',
          title: t('tests.passRate'),
          render: (_, test) => (test.execute_num ? `${(test.pass_rate * 100).toFixed(1)} %` : '-'),
        },
        {
          key: 'workflows',
          title: t('tests.workflows'),
          render: (_, test) =>
            test.workflows?.length ? (
              test.workflows.map((workflow) => <Tag key={workflow.name}>{workflow.name}</Tag>)
            ) : (
              <Typography.Text type="secondary">-</Typography.Text>
            ),
        },
        { key: 'updated', title: t('tests.updated'), render: (_, test) => formatTime(test.update_time) },
        {
          key: 'actions',
          title: t('tests.actions'),
          render: (_, test) => (
            <Space size={0}>
              <Button
                type="link"
                size="small"
                data-testid={`test-run-${test.name}`}
                loading={run.isPending && run.variables?.name === test.name}
                onClick={() => start(test)}
              >
                {t('tests.run')}
              </Button>
              <Button
                type="link"
                size="small"
                data-testid={`test-edit-${test.name}`}
                onClick={() => navigate(testPaths.edit(test.product_name, test.name))}
              >
                {t('tests.edit')}
              </Button>
              <ConfirmDeleteButton
                testId={`test-delete-${test.name}`}
                question={t('tests.deleteConfirm', { name: test.name })}
                onConfirm={() => remove.mutateAsync({ name: test.name, project: test.product_name })}
              />
            </Space>
          ),
        },
      ]}
    />
  );
}
