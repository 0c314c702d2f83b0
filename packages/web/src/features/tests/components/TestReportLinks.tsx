import { isFinished, type JobTask, type ZadigTestSpec } from '@slipway/contracts';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { testPaths } from '../testPaths';

/** On a finished `zadig-test` job of a workflow run: a link to each test's report (the test-case route). */
export function TestReportLinks({ job }: { job: JobTask }) {
  const { t } = useTranslation();
  const params = useParams();
  if (job.type !== 'zadig-test' || !isFinished(job.status)) return null;
  const modules = (job.spec as Partial<ZadigTestSpec> | undefined)?.test_modules ?? [];
  const project = params.project_name ?? '';
  const workflow = params.workflow_name ?? '';
  const taskId = Number(params.task_id);
  return (
    <Flex vertical gap={2} onClick={(event) => event.stopPropagation()}>
      {modules.map((module) => (
        <Link
          key={module.name}
          data-testid={`job-${job.name}-report-${module.name}`}
          to={testPaths.workflowCases(project, workflow, taskId, module.name, job.name)}
        >
          {t('tests.report.open', { name: module.name })}
        </Link>
      ))}
    </Flex>
  );
}
