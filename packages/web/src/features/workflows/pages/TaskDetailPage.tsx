import { isFinished } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useNow } from '../hooks/useNow';
import { useTaskActions } from '../hooks/useTaskActions';
import { taskQuery } from '../hooks/workflowQueries';
import { JobLogDrawer } from '../task/JobLogDrawer';
import { StageGraph } from '../task/StageGraph';
import { TaskActions } from '../task/TaskActions';
import { TaskNotifyNotices } from '../task/TaskNotifyNotices';
import { TaskSummary } from '../task/TaskSummary';
import { workflowPaths } from '../workflowPaths';

/** pipelines/custom/:workflow_name/:task_id: the task's stages and jobs, live until it finishes. */
export function TaskDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const project = params.project_name ?? '';
  const workflow = params.workflow_name ?? '';
  const taskId = Number(params.task_id);
  const { data: task, isPending } = useQuery(taskQuery(workflow, taskId));
  const actions = useTaskActions(workflow, taskId);
  const now = useNow(task !== undefined && !isFinished(task.status));
  const [openJob, setOpenJob] = useState<string>();

  if (isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin data-testid="task-loading" size="large" />
      </Flex>
    );
  }
  if (!task) {
    return (
      <Result
        status="warning"
        title={t('workflow.task.notFound')}
        extra={
          <Button onClick={() => navigate(workflowPaths.history(project, workflow))}>
            {t('workflow.task.backToHistory')}
          </Button>
        }
      />
    );
  }
  const job = task.stages.flatMap((stage) => stage.jobs).find((candidate) => candidate.name === openJob);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex gap={8} align="baseline" wrap>
          <Link to={workflowPaths.history(project, workflow)}>{task.workflow_display_name || workflow}</Link>
          <Typography.Title level={5} style={{ margin: 0 }} data-testid="task-title">
            #{task.task_id}
          </Typography.Title>
        </Flex>
        <TaskActions project={project} task={task} />
      </Flex>
      <TaskSummary task={task} now={now} />
      {task.error && <Alert type="error" showIcon data-testid="task-error" title={task.error} />}
      <TaskNotifyNotices workflow={workflow} taskId={taskId} status={task.status} />
      <StageGraph
        stages={task.stages}
        now={now}
        selectedJob={openJob}
        approving={actions.approve.isPending}
        onOpenJob={setOpenJob}
        onDecide={(stage_name, approve, comment) =>
          actions.approve.mutateAsync({ stage_name, approve, comment })
        }
      />
      <JobLogDrawer workflow={workflow} taskId={taskId} job={job} onClose={() => setOpenJob(undefined)} />
    </Flex>
  );
}
