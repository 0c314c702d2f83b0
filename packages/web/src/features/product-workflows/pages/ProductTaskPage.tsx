import { isFinished } from '@slipway/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Permit } from '../../permissions/Permit';
import { formatDateTime } from '../../system/formatTime';
import { StatusTag } from '../../workflows/components/StatusTag';
import { elapsedSeconds } from '../../workflows/duration';
import { useFormatDuration } from '../../workflows/hooks/useFormatDuration';
import { useNow } from '../../workflows/hooks/useNow';
import { TaskPageFallback, TaskPageHeader } from '../../workflows/task/TaskPageFrame';
import { productPaths } from '../productPaths';
import { productTasksApi } from '../productWorkflows.api';
import { BuildLogDrawer } from '../task/BuildLogDrawer';
import { ProductStageCard } from '../task/ProductStageCard';
import { useProductTask } from '../task/useProductTask';

const restartable = ['failed', 'cancelled', 'timeout'];

/** pipelines/multi/:workflow_name/:task_id: a product task's stages and sub tasks, live until it ends. */
export function ProductTaskPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const params = useParams();
  const project = params.project_name ?? '';
  const workflow = params.workflow_name ?? '';
  const taskId = Number(params.task_id);
  const { data: task, isPending, refetch } = useProductTask(project, workflow, taskId);
  const now = useNow(task !== undefined && !isFinished(task.status));
  const formatDuration = useFormatDuration();
  const [logService, setLogService] = useState<string>();
  const cancel = useMutation({
    mutationFn: () => productTasksApi.cancel(workflow, taskId, project),
    onSuccess: () => {
      void message.success(t('productWorkflow.task.cancelled'));
      void refetch();
    },
  });
  const restart = useMutation({
    mutationFn: () => productTasksApi.restart(workflow, taskId, project),
    onSuccess: () => void refetch(),
  });

  const history = productPaths.detail(project, workflow);
  if (!task) return <TaskPageFallback pending={isPending} historyPath={history} />;
  const resource = { type: 'Workflow', name: workflow } as const;
  return (
    <Flex vertical gap={16}>
      <TaskPageHeader
        historyPath={history}
        workflowLabel={workflow}
        taskId={task.task_id}
        badge={<StatusTag status={task.status} testId="task-status" />}
        actions={
          <Permit type="project" project={project} action="run_workflow" resource={resource}>
            <Flex gap={8}>
              {!isFinished(task.status) && (
                <Button
                  danger
                  data-testid="task-cancel"
                  loading={cancel.isPending}
                  onClick={() => cancel.mutate()}
                >
                  {t('productWorkflow.task.cancel')}
                </Button>
              )}
              {restartable.includes(task.status) && (
                <Button
                  data-testid="task-restart"
                  loading={restart.isPending}
                  onClick={() => restart.mutate()}
                >
                  {t('productWorkflow.task.restart')}
                </Button>
              )}
            </Flex>
          </Permit>
        }
      />
      <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
        <Descriptions.Item label={t('workflow.task.creator')}>{task.task_creator}</Descriptions.Item>
        <Descriptions.Item label={t('productWorkflow.task.env')}>
          {task.workflow_args?.namespace || task.namespace || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('workflow.task.startTime')}>
          {task.start_time ? formatDateTime(task.start_time) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('workflow.task.duration')}>
          <span data-testid="task-duration">
            {task.start_time ? formatDuration(elapsedSeconds(task.start_time, task.end_time, now)) : '-'}
          </span>
        </Descriptions.Item>
        {task.task_revoker && (
          <Descriptions.Item label={t('productWorkflow.task.revoker')}>{task.task_revoker}</Descriptions.Item>
        )}
      </Descriptions>
      {task.error && <Alert type="error" showIcon data-testid="task-error" title={task.error} />}
      {task.stages.map((stage) => (
        <ProductStageCard
          key={stage.type}
          stage={stage}
          now={now}
          onOpenLog={(row) => setLogService(row.logService)}
        />
      ))}
      <BuildLogDrawer
        project={project}
        workflow={workflow}
        taskId={taskId}
        service={logService}
        onClose={() => setLogService(undefined)}
      />
    </Flex>
  );
}
