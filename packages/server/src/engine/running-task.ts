import type { StageTask } from '@slipway/contracts';
import type { TaskPatch, TaskRow } from './task-repository.js';

export type Decision = 'approve' | 'reject' | 'timeout' | 'cancelled';

/** A task being run by this process. */
export interface RunningTask {
  row: TaskRow;
  stages: StageTask[];
  abort: AbortController;
  persist(patch?: TaskPatch): Promise<void>;
  /** the approval a stage waits for, by stage name */
  approvals: Map<string, (decision: Decision) => void>;
  done: Promise<void>;
  /** set when the task is taken up again after its server stopped: its resumable jobs re-attach */
  resumeSince?: Date;
}

export const INTERRUPTED = 'interrupted: the server stopped while this ran';
