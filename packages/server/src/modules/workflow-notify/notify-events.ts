import type { NotifyCtl, NotifyEvent } from '@slipway/contracts';

export type SentEvent = Exclude<NotifyEvent, 'changed'>;

const FINISHED = new Set<string>(['passed', 'failed', 'timeout', 'cancelled', 'reject']);
export const isFinished = (status: string) => FINISHED.has(status);

/**
 * The notification event a task's new status stands for: `created` for a new task (not a retried
 * one), `waitforapprove` when a stage waits for approval, the final status when it ends.
 */
export function eventOf(status: string, isRestart: boolean): SentEvent | undefined {
  if (status === 'waiting') return isRestart ? undefined : 'created';
  if (status === 'pending-approval') return 'waitforapprove';
  return isFinished(status) ? (status as SentEvent) : undefined;
}

/** The enabled settings that asked for this event, or for `changed` when the status changed. */
export function settingsFor(ctls: NotifyCtl[], event: SentEvent, changed: boolean): NotifyCtl[] {
  return ctls.filter(
    (ctl) =>
      ctl.enabled && (ctl.notify_type.includes(event) || (changed && ctl.notify_type.includes('changed'))),
  );
}
