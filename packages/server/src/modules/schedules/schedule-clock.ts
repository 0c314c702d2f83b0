import type { ScheduleItem } from '@slipway/contracts';
import { nextRunOf } from '../../lib/schedule/next-run.js';

/** The scheduler's notion of now and of its zone (docs/architecture.md "Workflow schedules"). */
export interface ScheduleClock {
  now(): Date;
  timeZone: string;
}

export const scheduleClock = (timeZone: string): ScheduleClock => ({ now: () => new Date(), timeZone });

/** The slot after `after`, or null when the item never runs again. */
export function nextSlot(clock: ScheduleClock, item: ScheduleItem, anchor: Date, after: Date): Date | null {
  return nextRunOf(item, { after, anchor, timeZone: clock.timeZone }) ?? null;
}
