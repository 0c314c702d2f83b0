/** Task, stage and job statuses (spec §4, zadig-reference §2). */
export const taskStatuses = [
  'created',
  'waiting',
  'blocked',
  'queued',
  'prepare',
  'running',
  'pending-approval',
  'passed',
  'failed',
  'timeout',
  'cancelled',
  'skipped',
  'reject',
] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const finishedStatuses: readonly TaskStatus[] = [
  'passed',
  'failed',
  'timeout',
  'cancelled',
  'skipped',
  'reject',
];
export const isFinished = (status: string) => (finishedStatuses as readonly string[]).includes(status);

/** antd tag colours of spec §4: running primary, timeout and pending-approval warning, … */
export const statusColors: Record<TaskStatus, string> = {
  created: 'default',
  waiting: 'default',
  blocked: 'default',
  queued: 'default',
  prepare: 'processing',
  running: 'processing',
  'pending-approval': 'warning',
  timeout: 'warning',
  cancelled: 'default',
  skipped: 'default',
  passed: 'success',
  failed: 'error',
  reject: 'error',
};

/**
 * The rolled-up status of several results: the highest ranked wins
 * (reject > cancelled > timeout > failed > passed > skipped; zadig-reference §2).
 */
const rank: Partial<Record<TaskStatus, number>> = {
  skipped: 0,
  passed: 1,
  failed: 2,
  timeout: 3,
  cancelled: 4,
  reject: 5,
};
export function rollUp(statuses: readonly TaskStatus[]): TaskStatus {
  let best: TaskStatus = 'passed';
  let bestRank = -1;
  for (const status of statuses) {
    const r = rank[status];
    if (r !== undefined && r > bestRank) {
      best = status;
      bestRank = r;
    }
  }
  return bestRank < 0 ? 'passed' : best;
}
