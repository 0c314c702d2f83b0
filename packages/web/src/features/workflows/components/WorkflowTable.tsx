import type { WorkflowListItem } from '@slipway/contracts';
import { Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavoriteStar } from '../../product-workflows/components/FavoriteStar';
import { ProductRowActions } from '../../product-workflows/components/ProductRowActions';
import { StageTags } from '../../product-workflows/components/StageTags';
import { productPaths } from '../../product-workflows/productPaths';
import { isFavoriteRow, isProductWorkflowRow } from '../../product-workflows/productRows';
import { testIdProps } from '../../projects/testId';
import { formatDateTime } from '../../system/formatTime';
import { useFormatDuration } from '../hooks/useFormatDuration';
import { workflowPaths } from '../workflowPaths';
import { StatusTag } from './StatusTag';
import { CustomWorkflowActions } from './WorkflowActions';

/** The project's workflows with their latest run, success rate and average duration. */
export function WorkflowTable({ project, workflows }: { project: string; workflows: WorkflowListItem[] }) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  const columns: TableColumnsType<WorkflowListItem> = [
    {
      title: t('workflow.name'),
      key: 'name',
      render: (_, workflow) => (
        <Flex vertical>
          {isProductWorkflowRow(workflow) ? (
            <Flex gap={4} align="center" wrap>
              <FavoriteStar project={project} name={workflow.name} favorite={isFavoriteRow(workflow)} />
              <Link
                to={productPaths.detail(project, workflow.name)}
                data-testid={`workflow-link-${workflow.name}`}
              >
                {workflow.name}
              </Link>
              <StageTags stages={workflow.enabledStages} />
            </Flex>
          ) : (
            <Link
              to={workflowPaths.history(project, workflow.name)}
              data-testid={`workflow-link-${workflow.name}`}
            >
              {workflow.display_name || workflow.name}
            </Link>
          )}
          {workflow.display_name && workflow.display_name !== workflow.name && (
            <Typography.Text type="secondary">{workflow.name}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('workflow.latestTask'),
      key: 'latest',
      render: (_, workflow) => {
        const task = workflow.recentTask;
        if (!task) return <Typography.Text type="secondary">{t('workflow.neverRun')}</Typography.Text>;
        return (
          <Flex gap={8} align="center" wrap>
            <StatusTag status={task.status} testId={`workflow-status-${workflow.name}`} />
            <Link
              to={
                isProductWorkflowRow(workflow)
                  ? productPaths.task(project, workflow.name, task.taskID)
                  : workflowPaths.task(project, workflow.name, task.taskID)
              }
            >
              #{task.taskID}
            </Link>
            <Typography.Text type="secondary">{task.task_creator}</Typography.Text>
          </Flex>
        );
      },
    },
    {
      title: t('workflow.successRate'),
      key: 'successRate',
      render: (_, workflow) => (workflow.never_run ? '-' : `${Math.round(workflow.successRate * 100)}%`),
    },
    {
      title: t('workflow.averageDuration'),
      key: 'averageDuration',
      render: (_, workflow) =>
        workflow.averageExecutionTime > 0 ? formatDuration(workflow.averageExecutionTime) : '-',
    },
    {
      title: t('workflow.updated'),
      key: 'updated',
      render: (_, workflow) => (
        <Flex vertical>
          <span>{formatDateTime(workflow.update_time)}</span>
          <Typography.Text type="secondary">{workflow.updated_by}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('workflow.actions'),
      key: 'actions',
      render: (_, workflow) =>
        isProductWorkflowRow(workflow) ? (
          <ProductRowActions project={project} name={workflow.name} />
        ) : (
          <CustomWorkflowActions project={project} name={workflow.name} />
        ),
    },
  ];
  return (
    <Table<WorkflowListItem>
      rowKey="name"
      columns={columns}
      dataSource={workflows}
      pagination={false}
      onRow={(workflow) => testIdProps(`workflow-row-${workflow.name}`)}
    />
  );
}
