/**
 * A five-field cron expression (minute hour day-of-month month day-of-week) as the sets of values
 * each field allows. Fields take `*`, numbers, ranges `a-b`, lists `a,b` and steps `*\/n` or `a-b/n`;
 * in day-of-week both 0 and 7 are Sunday.
 */
export interface CronFields {
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  days: ReadonlySet<number>;
  months: ReadonlySet<number>;
  weekdays: ReadonlySet<number>;
  /** Vixie cron: when both day fields are restricted, a day matching either one runs */
  daysRestricted: boolean;
  weekdaysRestricted: boolean;
}

const bounds = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
] as const;

const WHOLE_NUMBER = /^\d{1,2}$/;

function parseNumber(text: string, min: number, max: number): number {
  if (!WHOLE_NUMBER.test(text)) throw new CronFieldError(text);
  const value = Number(text);
  if (value < min || value > max) throw new CronFieldError(text);
  return value;
}

/** A field that cannot be read or lies outside its range. */
export class CronFieldError extends Error {
  constructor(readonly part: string) {
    super(`invalid cron field part "${part}"`);
  }
}

function parseField(text: string, min: number, max: number): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const [range = '', stepText, extra] = part.split('/');
    if (extra !== undefined) throw new CronFieldError(part);
    const step = stepText === undefined ? 1 : parseNumber(stepText, 1, max - min + 1);
    let from: number;
    let to: number;
    if (range === '*') {
      from = min;
      to = max;
    } else if (range.includes('-')) {
      const [a = '', b = ''] = range.split('-');
      from = parseNumber(a, min, max);
      to = parseNumber(b, min, max);
      if (from > to) throw new CronFieldError(part);
    } else {
      from = parseNumber(range, min, max);
      // `5/15` means from 5 to the end in steps of 15
      to = stepText === undefined ? from : max;
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

/** Reads a five-field expression; throws CronFieldError when a field is malformed or out of range. */
export function parseCron(expression: string): CronFields {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new CronFieldError(expression);
  const [minutes, hours, days, months, weekdays] = fields.map((field, i) => {
    const [min, max] = bounds[i] ?? [0, 0];
    return parseField(field, min, max);
  }) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  if (weekdays.delete(7)) weekdays.add(0);
  return {
    minutes,
    hours,
    days,
    months,
    weekdays,
    daysRestricted: !fields[2]?.startsWith('*'),
    weekdaysRestricted: !fields[4]?.startsWith('*'),
  };
}

/** Whether a calendar day runs: month always; the day fields by the Vixie cron OR rule. */
export function cronDayMatches(fields: CronFields, month: number, day: number, weekday: number): boolean {
  if (!fields.months.has(month)) return false;
  const dayOk = fields.days.has(day);
  const weekdayOk = fields.weekdays.has(weekday);
  if (fields.daysRestricted && fields.weekdaysRestricted) return dayOk || weekdayOk;
  return dayOk && weekdayOk;
}
