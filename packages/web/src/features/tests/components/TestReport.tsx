import type { TestCaseResult, TestSuiteResult } from '@slipway/contracts';
import { Empty, Flex, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CaseStatus, caseProblem, caseStatus, suiteCounts } from '../testReport';

const statusColors: Record<CaseStatus, string> = {
  success: 'green',
  fail: 'red',
  unstart: 'default',
  error: 'orange',
};

const mono = { fontFamily: 'Menlo, Consolas, "Liberation Mono", monospace', whiteSpace: 'pre-wrap' as const };

/** A JUnit report: counts, then each case with its status and, when it failed, what went wrong. */
export function TestReport({ suite }: { suite: TestSuiteResult | undefined }) {
  const { t } = useTranslation();
  if (!suite) return <Empty data-testid="test-report-empty" description={t('tests.report.none')} />;
  const counts = suiteCounts(suite);
  return (
    <Flex vertical gap={16} data-testid="test-report">
      <Flex gap={32} wrap>
        <Statistic title={t('tests.report.total')} value={counts.total} data-testid="report-total" />
        <Statistic title={t('tests.report.success')} value={counts.success} data-testid="report-success" />
        <Statistic title={t('tests.report.failures')} value={counts.failures} data-testid="report-failures" />
        <Statistic title={t('tests.report.errors')} value={counts.errors} data-testid="report-errors" />
        <Statistic title={t('tests.report.skips')} value={counts.skips} data-testid="report-skips" />
        <Statistic
          title={t('tests.report.time')}
          value={counts.time}
          precision={2}
          suffix="s"
          data-testid="report-time"
        />
      </Flex>
      <Table<TestCaseResult>
        data-testid="test-cases"
        size="small"
        rowKey={(testCase) => `${testCase.classname ?? ''}/${testCase.tc_name}`}
        dataSource={suite.testcase ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        onRow={(testCase) => ({ 'data-testid': `test-case-${testCase.tc_name}` }) as object}
        columns={[
          {
            key: 'name',
            title: t('tests.report.case'),
            render: (_, testCase) => {
              const problem = caseProblem(testCase);
              return (
                <Flex vertical gap={4}>
                  <Typography.Text>{testCase.tc_name}</Typography.Text>
                  {problem && (
                    <Typography.Text type="danger" style={mono} data-testid="test-case-problem">
                      {problem}
                    </Typography.Text>
                  )}
                </Flex>
              );
            },
          },
          {
            key: 'status',
            title: t('tests.report.status'),
            width: 120,
            filters: (['success', 'fail', 'unstart', 'error'] as const).map((status) => ({
              text: t(`tests.case.${status}`),
              value: status,
            })),
            onFilter: (value, testCase) => caseStatus(testCase) === value,
            render: (_, testCase) => {
              const status = caseStatus(testCase);
              return (
                <Tag color={statusColors[status]} data-status={status} data-testid="test-case-status">
                  {t(`tests.case.${status}`)}
                </Tag>
              );
            },
          },
          {
            key: 'time',
            title: t('tests.report.duration'),
            width: 120,
            render: (_, testCase) => `${(Number(testCase.time) || 0).toFixed(2)} s`,
          },
        ]}
      />
    </Flex>
  );
}
