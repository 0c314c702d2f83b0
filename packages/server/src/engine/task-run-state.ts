import { unixSeconds } from '../lib/unix-seconds.js';
import type { TaskRow } from './task-repository.js';

/** A moment as the portal reads it: unix seconds, 0 for not yet. */
export const secondsOrZero = (date: Date | null | undefined) => (date ? unixSeconds(date) : 0);

/**
 * How a task stands, in the fields every kind of task answers the portal with (custom, product and
 * common workflow runs): status, who started and stopped it, its times and its error.
 */
export const taskRunState = (row: TaskRow) => ({
  status: row.status,
  task_creator: row.creator,
  task_revoker: row.revoker,
  create_time: secondsOrZero(row.createdAt),
  start_time: secondsOrZero(row.startedAt),
  end_time: secondsOrZero(row.endedAt),
  error: row.error,
});
