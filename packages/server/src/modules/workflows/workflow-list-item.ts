import type { RecentTask, WorkflowBody, WorkflowListItem } from '@slipway/contracts';
import type { TaskBrief, WorkflowRow, WorkflowTaskStats } from './workflows.repository.js';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function toRecentTask(task: TaskBrief): RecentTask | null {
  if (!task) return null;
  return {
    taskID: task.taskId,
    status: task.status,
    task_creator: task.creator,
    create_time: unixSeconds(task.createdAt),
  };
}

/** A row of the workflow list: the definition's summary and the figures of its tasks. */
export function toListItem(
  row: WorkflowRow,
  definition: WorkflowBody,
  stats: WorkflowTaskStats | undefined,
): WorkflowListItem {
  return {
    name: row.name,
    display_name: row.displayName,
    projectName: row.projectName,
    description: row.description,
    create_time: unixSeconds(row.createdAt),
    update_time: unixSeconds(row.updatedAt),
    updated_by: row.updatedBy,
    multi_run: definition.multi_run,
    workflow_type: definition.category === 'release' ? 'release' : 'common_workflow',
    enabledStages: definition.stages.map((stage) => stage.name),
    ...taskFigures(stats),
  };
}

/** What the list shows of a workflow's tasks: the latest ones, mean duration, success rate. */
export function taskFigures(stats: WorkflowTaskStats | undefined, pipelineName?: string) {
  const finished = stats?.finishedCount ?? 0;
  const recent = (task: TaskBrief) => {
    const shown = toRecentTask(task);
    return shown && pipelineName ? { ...shown, pipelineName } : shown;
  };
  return {
    recentTask: recent(stats?.recent ?? null),
    recentSuccessfulTask: recent(stats?.recentPassed ?? null),
    recentFailedTask: recent(stats?.recentFailed ?? null),
    averageExecutionTime: stats?.averageSeconds ?? 0,
    successRate: finished ? (stats?.passedCount ?? 0) / finished : 0,
    never_run: !stats?.taskCount,
  };
}
