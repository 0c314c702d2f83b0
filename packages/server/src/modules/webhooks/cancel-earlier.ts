import type { Engine } from '../../engine/engine.js';
import { AppError } from '../../lib/errors.js';

/** Every status of a task that has not finished. */
const UNFINISHED = ['waiting', 'blocked', 'queued', 'prepare', 'running', 'pending-approval'];

export interface UnfinishedTasks {
  withStatus(
    statuses: readonly string[],
  ): Promise<Array<{ workflowName: string; taskId: number; creator: string }>>;
}

/**
 * Cancels the unfinished runs of a workflow one trigger started (same creator): what `auto_cancel`
 * supersedes. A run ending meanwhile is fine.
 */
export async function cancelEarlierRuns(
  deps: { engine: Engine; tasks: UnfinishedTasks },
  workflowName: string,
  creator: string,
): Promise<void> {
  const earlier = (await deps.tasks.withStatus(UNFINISHED)).filter(
    (task) => task.workflowName === workflowName && task.creator === creator,
  );
  for (const task of earlier) {
    try {
      await deps.engine.cancel(workflowName, task.taskId, creator);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
}
