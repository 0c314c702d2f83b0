import type { TaskStatus } from '@slipway/contracts';
import { type TranslationKey, tKey } from '../../i18n/tKey';

const labels: Record<TaskStatus, TranslationKey> = {
  created: tKey('workflow.status.created'),
  waiting: tKey('workflow.status.waiting'),
  blocked: tKey('workflow.status.blocked'),
  queued: tKey('workflow.status.queued'),
  prepare: tKey('workflow.status.prepare'),
  running: tKey('workflow.status.running'),
  'pending-approval': tKey('workflow.status.pendingApproval'),
  passed: tKey('workflow.status.passed'),
  failed: tKey('workflow.status.failed'),
  timeout: tKey('workflow.status.timeout'),
  cancelled: tKey('workflow.status.cancelled'),
  skipped: tKey('workflow.status.skipped'),
  reject: tKey('workflow.status.reject'),
};

/** The statuses a task list can be filtered by, in the order of a task's life. */
export const filterableStatuses = Object.keys(labels) as TaskStatus[];

/** The text of a status; '' (a job not started yet) and unknown values read "not started". */
export function statusLabel(status: string): TranslationKey {
  return labels[status as TaskStatus] ?? tKey('workflow.status.notStarted');
}
