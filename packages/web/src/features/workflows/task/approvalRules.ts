import type { StageTask } from '@slipway/contracts';

/** Whether the user may approve or reject the stage now: it waits, and they are a reviewer yet to decide. */
export function canReview(stage: StageTask, uid: string | undefined): boolean {
  if (!uid || !stage.approval.enabled || stage.status !== 'pending-approval') return false;
  return stage.approval.approve_users.some((user) => user.user_id === uid && user.reject_or_approve === '');
}
