import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Permit } from '../../permissions/Permit';
import { useDebouncedValue } from '../../system/hooks/useDebouncedValue';
import { RunWorkflowButton } from '../components/RunWorkflowButton';
import { TaskTable } from '../components/TaskTable';
import { WorkflowYamlButton } from '../components/WorkflowYamlButton';
import { taskListQuery, workflowQuery } from '../hooks/workflowQueries';
import { filterableStatuses, statusLabel } from '../statusLabels';
import { workflowPaths } from '../workflowPaths';

/** Task lists page by 20 (spec §9). */
const PAGE_SIZE = 20;
const FILTER_DEBOUNCE_MS = 500;

/** pipelines/custom/:workflow_name: the workflow's tasks, filtered by status and creator. */
export function TaskHistoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const project = params.project_name ?? '';
  const workflow = params.workflow_name ?? '';
  const [page, setPage] = useState({ number: 1, size: PAGE_SIZE });
  const [status, setStatus] = useState<string>();
  const [creatorText, setCreatorText] = useState('');
  const creator = useDebouncedValue(creatorText.trim(), FILTER_DEBOUNCE_MS);
  const definition = useQuery(workflowQuery(workflow));
  const tasks = useQuery(
    taskListQuery({
      workflow_name: workflow,
      page_num: (page.number - 1) * page.size,
      page_size: page.size,
      ...(status ? { status } : {}),
      ...(creator ? { creator } : {}),
    }),
  );

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex vertical>
          <Typography.Title level={5} style={{ margin: 0 }} data-testid="workflow-title">
            {definition.data?.display_name || workflow}
          </Typography.Title>
          <Typography.Text type="secondary">{definition.data?.description || workflow}</Typography.Text>
        </Flex>
        <Flex gap={8} wrap>
          <RunWorkflowButton
            project={project}
            workflow={workflow}
            testId={`workflow-run-${workflow}`}
            type="primary"
          />
          <WorkflowYamlButton workflow={workflow} />
          <Permit
            type="project"
            project={project}
            action="edit_workflow"
            resource={{ type: 'Workflow', name: workflow }}
          >
            <Button
              icon={<EditOutlined />}
              data-testid={`workflow-edit-${workflow}`}
              onClick={() => navigate(workflowPaths.edit(project, workflow))}
            >
              {t('workflow.edit')}
            </Button>
          </Permit>
        </Flex>
      </Flex>
      <Flex gap={12} wrap>
        <Select
          data-testid="task-filter-status"
          allowClear
          style={{ width: 180 }}
          placeholder={t('workflow.task.filterStatus')}
          value={status}
          onChange={(value?: string) => {
            setStatus(value);
            setPage((current) => ({ ...current, number: 1 }));
          }}
          options={filterableStatuses.map((value) => ({ value, label: t(statusLabel(value)) }))}
        />
        <Input
          data-testid="task-filter-creator"
          allowClear
          style={{ width: 220 }}
          placeholder={t('workflow.task.filterCreator')}
          value={creatorText}
          onChange={(event) => {
            setCreatorText(event.target.value);
            setPage((current) => ({ ...current, number: 1 }));
          }}
        />
      </Flex>
      <TaskTable
        taskLink={(task) => workflowPaths.task(project, workflow, task.task_id)}
        tasks={tasks.data?.workflow_list ?? []}
        loading={tasks.isPending}
        pagination={{
          current: page.number,
          pageSize: page.size,
          total: tasks.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('workflow.task.total', { total }),
          onChange: (number, size) => setPage({ number, size }),
        }}
      />
    </Flex>
  );
}
