import type { StageTask } from '@slipway/contracts';
import type { JobKey } from './executors/job-folders.js';
import { INTERRUPTED } from './running-task.js';
import type { TaskRow } from './task-repository.js';
import { stagesOf } from './task-repository.js';
import { nowSeconds } from './task-state.js';

/**
 * A task whose server went away mid-run: its running jobs and stages end failed as interrupted.
 * Answers the new stages and the keys of the jobs that were running.
 */
export function interruptedStages(row: TaskRow): { stages: StageTask[]; runningJobs: JobKey[] } {
  const stages = stagesOf(row);
  const runningJobs: JobKey[] = [];
  for (const stage of stages) {
    if (stage.status !== 'running' && stage.status !== 'pending-approval') continue;
    for (const job of stage.jobs) {
      if (job.status === 'running' || job.status === 'prepare') {
        Object.assign(job, { status: 'failed', error: INTERRUPTED, end_time: nowSeconds() });
        runningJobs.push({ workflow: row.workflowName, taskId: row.taskId, job: job.name });
      }
    }
    Object.assign(stage, { status: 'failed', error: INTERRUPTED, end_time: nowSeconds() });
  }
  return { stages, runningJobs };
}

/** Whether every job the task was running can be re-attached (it runs on a cluster, not here). */
export function resumable(row: TaskRow): boolean {
  if (row.status !== 'running') return false;
  const running = stagesOf(row)
    .flatMap((s) => s.jobs)
    .filter((j) => j.status === 'running' || j.status === 'prepare');
  return running.length > 0 && running.every((j) => j.status === 'running' && j.resumable);
}
