import type { ScheduleItem } from '@slipway/contracts';
import { type CronFields, parseCron } from './cron-fields.js';
import { nextCronRun } from './next-cron-run.js';

const WEEKDAY_NUMBERS: Record<string, number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};

const MINUTE_MS = 60_000;

/** `timing`: HH:mm on every day (`day`) or on one weekday, as cron fields. */
function timingFields(frequency: string, time: string): CronFields {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const weekday = WEEKDAY_NUMBERS[frequency];
  return {
    minutes: new Set([minute]),
    hours: new Set([hour]),
    days: new Set(Array.from({ length: 31 }, (_, i) => i + 1)),
    months: new Set(Array.from({ length: 12 }, (_, i) => i + 1)),
    weekdays: weekday === undefined ? new Set([0, 1, 2, 3, 4, 5, 6]) : new Set([weekday]),
    daysRestricted: false,
    weekdaysRestricted: weekday !== undefined,
  };
}

/** `gap`: every N minutes or hours counted from the anchor (when the item was saved). */
function nextGapRun(item: Pick<ScheduleItem, 'number' | 'frequency'>, after: Date, anchor: Date): Date {
  const stepMs = item.number * (item.frequency === 'hours' ? 60 : 1) * MINUTE_MS;
  const elapsed = after.getTime() - anchor.getTime();
  const steps = elapsed < 0 ? 1 : Math.floor(elapsed / stepMs) + 1;
  return new Date(anchor.getTime() + steps * stepMs);
}

export interface NextRunContext {
  /** the run found is strictly later than this */
  after: Date;
  /** where gap intervals are counted from */
  anchor: Date;
  timeZone: string;
}

/**
 * When a valid schedule item runs next after `context.after`; undefined when it never does. Cron
 * text must have passed `parseCron` (a malformed one throws CronFieldError).
 */
export function nextRunOf(
  item: Pick<ScheduleItem, 'type' | 'frequency' | 'number' | 'time' | 'cron'>,
  context: NextRunContext,
): Date | undefined {
  switch (item.type) {
    case 'gap':
      return nextGapRun(item, context.after, context.anchor);
    case 'timing':
      return nextCronRun(timingFields(item.frequency, item.time), context.after, context.timeZone);
    case 'crontab':
      return nextCronRun(parseCron(item.cron), context.after, context.timeZone);
  }
}
