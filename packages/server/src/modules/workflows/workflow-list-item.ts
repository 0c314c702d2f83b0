import type { RecentTask, WorkflowBody, WorkflowListItem } from '@slipway/contracts';
import type { TaskBrief, WorkflowRow, WorkflowTaskStats } from './workflows.repository.js';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function toRecentTask(task: TaskBrief): RecentTask | null {
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
  const finished = stats?.finishedCount ?? 0;
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
    recentTask: toRecentTask(stats?.recent ?? null),
    recentSuccessfulTask: toRecentTask(stats?.recentPassed ?? null),
    recentFailedTask: toRecentTask(stats?.recentFailed ?? null),
    averageExecutionTime: stats?.averageSeconds ?? 0,
    successRate: finished ? (stats?.passedCount ?? 0) / finished : 0,
    never_run: !stats?.taskCount,
  };
}
