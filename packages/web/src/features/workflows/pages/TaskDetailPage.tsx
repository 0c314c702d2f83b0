import { isFinished } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useNow } from '../hooks/useNow';
import { useTaskActions } from '../hooks/useTaskActions';
import { taskQuery } from '../hooks/workflowQueries';
import { JobLogDrawer } from '../task/JobLogDrawer';
import { StageGraph } from '../task/StageGraph';
import { TaskActions } from '../task/TaskActions';
import { TaskNotifyNotices } from '../task/TaskNotifyNotices';
import { TaskPageFallback, TaskPageHeader } from '../task/TaskPageFrame';
import { TaskSummary } from '../task/TaskSummary';
import { workflowPaths } from '../workflowPaths';

/** pipelines/custom/:workflow_name/:task_id: the task's stages and jobs, live until it finishes. */
export function TaskDetailPage() {
  const params = useParams();
  const project = params.project_name ?? '';
  const workflow = params.workflow_name ?? '';
  const taskId = Number(params.task_id);
  const { data: task, isPending } = useQuery(taskQuery(workflow, taskId));
  const actions = useTaskActions(workflow, taskId);
  const now = useNow(task !== undefined && !isFinished(task.status));
  const [openJob, setOpenJob] = useState<string>();

  const history = workflowPaths.history(project, workflow);
  if (!task) return <TaskPageFallback pending={isPending} historyPath={history} />;
  const job = task.stages.flatMap((stage) => stage.jobs).find((candidate) => candidate.name === openJob);

  return (
    <Flex vertical gap={16}>
      <TaskPageHeader
        historyPath={history}
        workflowLabel={task.workflow_display_name || workflow}
        taskId={task.task_id}
        actions={<TaskActions project={project} task={task} />}
      />
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
