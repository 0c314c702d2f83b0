import { CopyOutlined, DeleteOutlined, EditOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { enabledProductStages } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Result, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Permit } from '../../permissions/Permit';
import { formatDateTime } from '../../system/formatTime';
import { DeleteWorkflowDialog } from '../../workflows/components/DeleteWorkflowDialog';
import { workflowListQuery } from '../../workflows/hooks/workflowQueries';
import { statusLabel } from '../../workflows/statusLabels';
import { workflowPaths } from '../../workflows/workflowPaths';
import { CopyWorkflowDialog } from '../components/CopyWorkflowDialog';
import { FavoriteStar } from '../components/FavoriteStar';
import { ProductRunDialog } from '../components/ProductRunDialog';
import { ProductTaskTable } from '../components/ProductTaskTable';
import { StageTags } from '../components/StageTags';
import { editableProductWorkflow } from '../editor/productDraft';
import { productPaths } from '../productPaths';
import { productTaskListQuery, productWorkflowQuery } from '../productQueries';
import { isFavoriteRow } from '../productRows';
import { productTasksApi } from '../productWorkflows.api';
import { useDeleteProductWorkflow } from '../useDeleteProductWorkflow';

/** The workflow page lists tasks by 50, as the portal's does (portal shapes §5). */
const PAGE_SIZE = 50;
const filterStatuses = ['passed', 'failed', 'timeout', 'cancelled'] as const;

/** pipelines/multi/:workflow_name: the product workflow, its actions and its tasks (refreshed every 3 s). */
export function ProductWorkflowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const project = params.project_name ?? '';
  const name = params.workflow_name ?? '';
  const [page, setPage] = useState(1);
  const [statuses, setStatuses] = useState<string[]>([]);
  const [creators, setCreators] = useState<string[]>([]);
  const [dialog, setDialog] = useState<'run' | 'copy' | 'delete'>();
  const workflow = useQuery(productWorkflowQuery(project, name));
  const remove = useDeleteProductWorkflow(project, name);
  const listRow = useQuery(workflowListQuery(project)).data?.workflow_list.find((row) => row.name === name);
  const creatorOptions = useQuery({
    queryKey: ['product-workflows', 'creators', project, name],
    queryFn: ({ signal }) => productTasksApi.creators(name, project, signal),
  });
  const filter =
    statuses.length > 0
      ? { queryType: 'taskStatus', filters: statuses }
      : creators.length > 0
        ? { queryType: 'creator', filters: creators }
        : { queryType: '', filters: [] };
  const tasks = useQuery(
    productTaskListQuery({
      workflow: name,
      project,
      max: PAGE_SIZE,
      start: (page - 1) * PAGE_SIZE,
      queryType: filter.queryType,
      filters: filter.filters.join(','),
    }),
  );

  if (workflow.isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    );
  }
  if (!workflow.data) {
    return (
      <Result
        status="warning"
        title={t('productWorkflow.notFound')}
        extra={
          <Button onClick={() => navigate(workflowPaths.list(project))}>{t('workflow.backToList')}</Button>
        }
      />
    );
  }
  const resource = { type: 'Workflow', name } as const;
  const data = workflow.data;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex vertical gap={4}>
          <Flex gap={8} align="center">
            <FavoriteStar project={project} name={name} favorite={listRow ? isFavoriteRow(listRow) : false} />
            <Typography.Title level={5} style={{ margin: 0 }} data-testid="workflow-title">
              {name}
            </Typography.Title>
            <StageTags stages={enabledProductStages(data)} />
          </Flex>
          <Typography.Text type="secondary" data-testid="workflow-updated">
            {t('productWorkflow.updatedBy', { user: data.update_by, time: formatDateTime(data.update_time) })}
          </Typography.Text>
          {data.description && <Typography.Text>{data.description}</Typography.Text>}
        </Flex>
        <Flex gap={8} wrap>
          <Permit type="project" project={project} action="run_workflow" resource={resource}>
            <Button
              type="primary"
              icon={<PlayCircleOutlined />}
              data-testid={`workflow-run-${name}`}
              onClick={() => setDialog('run')}
            >
              {t('workflow.run')}
            </Button>
          </Permit>
          <Permit type="project" project={project} action="edit_workflow" resource={resource}>
            <Button
              icon={<EditOutlined />}
              data-testid={`workflow-edit-${name}`}
              onClick={() => navigate(productPaths.edit(project, name))}
            >
              {t('workflow.edit')}
            </Button>
          </Permit>
          <Permit type="project" project={project} action="create_workflow">
            <Button
              icon={<CopyOutlined />}
              data-testid={`workflow-copy-${name}`}
              onClick={() => setDialog('copy')}
            >
              {t('productWorkflow.copy')}
            </Button>
          </Permit>
          <Permit type="project" project={project} action="delete_workflow" resource={resource}>
            <Button
              danger
              icon={<DeleteOutlined />}
              data-testid={`workflow-delete-${name}`}
              disabled={data.base_refs?.length > 0}
              onClick={() => setDialog('delete')}
            >
              {t('workflow.delete')}
            </Button>
          </Permit>
        </Flex>
      </Flex>
      <Flex gap={12} wrap>
        <Select
          mode="multiple"
          data-testid="task-filter-status"
          allowClear
          style={{ minWidth: 220 }}
          placeholder={t('workflow.task.filterStatus')}
          value={statuses}
          options={filterStatuses.map((value) => ({ value, label: t(statusLabel(value)) }))}
          onChange={(value: string[]) => {
            setStatuses(value);
            setCreators([]);
            setPage(1);
          }}
        />
        <Select
          mode="multiple"
          data-testid="task-filter-creator"
          allowClear
          style={{ minWidth: 220 }}
          placeholder={t('workflow.task.filterCreator')}
          value={creators}
          options={(creatorOptions.data ?? []).map((item) =>
            typeof item === 'string' ? { value: item, label: item } : { value: item.value, label: item.text },
          )}
          onChange={(value: string[]) => {
            setCreators(value);
            setStatuses([]);
            setPage(1);
          }}
        />
      </Flex>
      <ProductTaskTable
        project={project}
        workflow={name}
        tasks={tasks.data?.data ?? []}
        loading={tasks.isPending}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: tasks.data?.total ?? 0,
          showTotal: (total) => t('workflow.task.total', { total }),
          onChange: setPage,
        }}
      />
      {dialog === 'run' && (
        <ProductRunDialog
          workflow={editableProductWorkflow(data, [])}
          open
          onClose={() => setDialog(undefined)}
        />
      )}
      <CopyWorkflowDialog
        project={project}
        name={name}
        open={dialog === 'copy'}
        onClose={() => setDialog(undefined)}
      />
      <DeleteWorkflowDialog
        name={name}
        remove={remove}
        open={dialog === 'delete'}
        onClose={() => setDialog(undefined)}
        onDeleted={() => navigate(workflowPaths.list(project))}
      />
    </Flex>
  );
}
