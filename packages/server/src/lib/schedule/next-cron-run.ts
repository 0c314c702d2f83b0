import { type CronFields, cronDayMatches } from './cron-fields.js';
import { addDays, instantOf, wallTimeOf, weekdayOf } from './zoned-time.js';

/** Far enough for any valid expression (Feb 29 on a Monday recurs within 28 years). */
const SEARCH_DAYS = 366 * 29;

const sorted = (values: ReadonlySet<number>) => [...values].sort((a, b) => a - b);

/**
 * The first minute strictly after `after` that the fields allow, read on the zone's wall clock;
 * undefined when no day ever matches (e.g. 31 February).
 */
export function nextCronRun(fields: CronFields, after: Date, timeZone: string): Date | undefined {
  const start = wallTimeOf(after, timeZone);
  const hours = sorted(fields.hours);
  const minutes = sorted(fields.minutes);
  for (let offset = 0; offset < SEARCH_DAYS; offset++) {
    const date = addDays(start.year, start.month, start.day, offset);
    if (!cronDayMatches(fields, date.month, date.day, weekdayOf(date.year, date.month, date.day))) continue;
    for (const hour of hours) {
      if (offset === 0 && hour < start.hour) continue;
      for (const minute of minutes) {
        const instant = instantOf({ ...date, hour, minute }, timeZone);
        if (instant.getTime() > after.getTime()) return instant;
      }
    }
  }
  return undefined;
}
