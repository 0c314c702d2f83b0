import { describe, expect, it } from 'vitest';
import { CronFieldError, parseCron } from './cron-fields.js';
import { nextRunOf } from './next-run.js';

const at = (iso: string) => new Date(iso);
const anchor = at('2026-01-01T00:00:00Z');
const next = (
  item: {
    type: 'timing' | 'gap' | 'crontab';
    frequency?: string;
    number?: number;
    time?: string;
    cron?: string;
  },
  after: string,
  timeZone = 'UTC',
  from = anchor,
) =>
  nextRunOf(
    { frequency: '', number: 0, time: '', cron: '', ...item },
    { after: at(after), anchor: from, timeZone },
  )?.toISOString();

// 2026-11-23 is a Monday.
describe('timing', () => {
  it('runs every day at HH:mm on the zone clock (Asia/Shanghai is UTC+8 all year)', () => {
    expect(
      next({ type: 'timing', frequency: 'day', time: '09:30' }, '2026-11-23T00:00:00Z', 'Asia/Shanghai'),
    ).toBe('2026-11-23T01:30:00.000Z');
    // already past 09:30 there: the next day
    expect(
      next({ type: 'timing', frequency: 'day', time: '09:30' }, '2026-11-23T01:30:00Z', 'Asia/Shanghai'),
    ).toBe('2026-11-24T01:30:00.000Z');
  });

  it('runs on one weekday', () => {
    expect(
      next({ type: 'timing', frequency: 'sunday', time: '09:30' }, '2026-11-23T00:00:00Z', 'Asia/Shanghai'),
    ).toBe('2026-11-29T01:30:00.000Z');
    // Monday 07:00 in Shanghai has passed on Monday 08:00 there: a week later (Sunday 23:00 UTC)
    expect(
      next({ type: 'timing', frequency: 'monday', time: '07:00' }, '2026-11-23T00:00:00Z', 'Asia/Shanghai'),
    ).toBe('2026-11-29T23:00:00.000Z');
    expect(next({ type: 'timing', frequency: 'wednesday', time: '00:00' }, '2026-11-23T00:00:00Z')).toBe(
      '2026-11-25T00:00:00.000Z',
    );
  });

  it('keeps the wall clock across a daylight-saving change', () => {
    // New York moves from UTC-5 to UTC-4 on 2026-03-08
    expect(
      next({ type: 'timing', frequency: 'day', time: '08:00' }, '2026-03-07T14:00:00Z', 'America/New_York'),
    ).toBe('2026-03-08T12:00:00.000Z');
    // 02:30 does not exist that night: it runs at 03:30 local time
    expect(
      next({ type: 'timing', frequency: 'day', time: '02:30' }, '2026-03-08T05:00:00Z', 'America/New_York'),
    ).toBe('2026-03-08T07:30:00.000Z');
  });
});

describe('gap', () => {
  it('counts whole intervals from the anchor', () => {
    const saved = at('2026-11-23T10:00:00Z');
    expect(next({ type: 'gap', number: 2, frequency: 'minutes' }, '2026-11-23T10:05:00Z', 'UTC', saved)).toBe(
      '2026-11-23T10:06:00.000Z',
    );
    expect(next({ type: 'gap', number: 1, frequency: 'hours' }, '2026-11-23T10:00:00Z', 'UTC', saved)).toBe(
      '2026-11-23T11:00:00.000Z',
    );
    // before the anchor: one interval after it
    expect(next({ type: 'gap', number: 5, frequency: 'minutes' }, '2026-11-23T09:00:00Z', 'UTC', saved)).toBe(
      '2026-11-23T10:05:00.000Z',
    );
  });
});

describe('crontab', () => {
  it('reads *, steps, ranges and lists', () => {
    expect(next({ type: 'crontab', cron: '*/15 * * * *' }, '2026-11-23T00:07:00Z')).toBe(
      '2026-11-23T00:15:00.000Z',
    );
    expect(next({ type: 'crontab', cron: '* * * * *' }, '2026-11-23T00:07:30Z')).toBe(
      '2026-11-23T00:08:00.000Z',
    );
    expect(next({ type: 'crontab', cron: '10-20/5 * * * *' }, '2026-11-23T00:16:00Z')).toBe(
      '2026-11-23T00:20:00.000Z',
    );
    expect(next({ type: 'crontab', cron: '0,30 9 * * 1-5' }, '2026-11-27T09:30:00Z')).toBe(
      '2026-11-30T09:00:00.000Z',
    );
    expect(next({ type: 'crontab', cron: '0 12 * 2 *' }, '2026-11-23T00:00:00Z')).toBe(
      '2027-02-01T12:00:00.000Z',
    );
  });

  it('treats 0 and 7 both as Sunday', () => {
    expect(next({ type: 'crontab', cron: '0 0 * * 7' }, '2026-11-23T00:00:00Z')).toBe(
      '2026-11-29T00:00:00.000Z',
    );
    expect(next({ type: 'crontab', cron: '0 0 * * 0' }, '2026-11-23T00:00:00Z')).toBe(
      '2026-11-29T00:00:00.000Z',
    );
  });

  it('runs on a day matching either day field when both are restricted (Vixie cron)', () => {
    // the 1st of the month or a Monday: Monday 30 November comes before 1 December
    expect(next({ type: 'crontab', cron: '0 9 1 * 1' }, '2026-11-23T10:00:00Z')).toBe(
      '2026-11-30T09:00:00.000Z',
    );
    // only the day of month restricted: the weekday field does not widen it
    expect(next({ type: 'crontab', cron: '0 9 1 * *' }, '2026-11-23T10:00:00Z')).toBe(
      '2026-12-01T09:00:00.000Z',
    );
  });

  it('runs on the zone clock', () => {
    expect(next({ type: 'crontab', cron: '0 8 * * *' }, '2026-11-23T00:30:00Z', 'Asia/Shanghai')).toBe(
      '2026-11-24T00:00:00.000Z',
    );
  });

  it('never runs on a day that does not exist', () => {
    expect(next({ type: 'crontab', cron: '0 0 31 2 *' }, '2026-11-23T00:00:00Z')).toBeUndefined();
  });

  it('refuses values out of range and malformed parts', () => {
    for (const cron of [
      '60 * * * *',
      '* 24 * * *',
      '* * 0 * *',
      '* * * 13 *',
      '* * * * 8',
      '5-1 * * * *',
      '*/0 * * * *',
      '1/2/3 * * * *',
      '* * * *',
    ])
      expect(() => parseCron(cron), cron).toThrow(CronFieldError);
  });
});
