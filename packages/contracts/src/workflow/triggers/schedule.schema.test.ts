import { describe, expect, it } from 'vitest';
import { translate } from '../../common/messages.js';
import {
  cronFormProblem,
  DEFAULT_GAP_MAX_FAILURES,
  scheduleItemSchema,
  schedulesSchema,
} from './schedule.schema.js';
import { scheduleItemBodySchema } from './schedule-api.schema.js';

/** The messages of every problem the item has, in English. */
const problems = (item: unknown) => {
  const result = scheduleItemSchema.safeParse(item);
  return result.success ? [] : result.error.issues.map((issue) => translate(issue.message, 'en'));
};

describe('schedule form rules (spec §5)', () => {
  it('requires the trigger way', () => {
    expect(problems({})).toEqual(['please choose trigger way']);
    expect(problems({ type: 'hourly' })).toEqual(['please choose trigger way']);
  });

  it('timing: cycle required, time required in HH:mm', () => {
    expect(problems({ type: 'timing', time: '09:00' })).toEqual(['please choose cycle']);
    expect(problems({ type: 'timing', frequency: 'someday', time: '09:00' })).toEqual([
      'please choose cycle',
    ]);
    expect(problems({ type: 'timing', frequency: 'day' })).toEqual(['please choose time']);
    for (const time of ['9:00', '24:00', '12:60', '12-00'])
      expect(problems({ type: 'timing', frequency: 'monday', time }), time).toEqual(['time format is HH:mm']);
    expect(problems({ type: 'timing', frequency: 'sunday', time: '23:59' })).toEqual([]);
  });

  it('gap: interval required and at least 1, unit minutes or hours', () => {
    expect(problems({ type: 'gap', frequency: 'minutes' })).toEqual(['please enter the interval']);
    expect(problems({ type: 'gap', number: 'ten', frequency: 'minutes' })).toEqual([
      'please enter the interval',
    ]);
    expect(problems({ type: 'gap', number: -2, frequency: 'hours' })).toEqual(['the interval is at least 1']);
    expect(problems({ type: 'gap', number: 5 })).toEqual(['please choose the interval unit']);
    expect(problems({ type: 'gap', number: 5, frequency: 'days' })).toEqual([
      'please choose the interval unit',
    ]);
    expect(problems({ type: 'gap', number: 5, frequency: 'hours', max_failures: 0 })).toEqual([
      'the number of failures in a row is at least 1',
    ]);
  });

  it('crontab: required, exactly five fields, only digits * , - /', () => {
    expect(problems({ type: 'crontab' })).toEqual(['please enter the cron expression']);
    expect(problems({ type: 'crontab', cron: '   ' })).toEqual(['please enter the cron expression']);
    expect(problems({ type: 'crontab', cron: '* * * *' })).toEqual([
      'please check format, only five fields supported',
    ]);
    expect(problems({ type: 'crontab', cron: '0 * * * * *' })).toEqual([
      'please check format, only five fields supported',
    ]);
    expect(problems({ type: 'crontab', cron: '0 9 * * MON' })).toEqual(['only digits * , - / supported']);
    expect(problems({ type: 'crontab', cron: '*/5 1-3,7 * * *' })).toEqual([]);
    expect(cronFormProblem('0 9 ? * 1')).toBe('validation.schedule.cronChars');
  });

  it('has zh-CN texts for every message', () => {
    expect(translate('validation.schedule.typeRequired', 'zh-CN')).toBe('请选择触发方式');
    expect(translate('validation.schedule.cronFields', 'zh-CN')).toBe('请检查格式，只支持五个字段');
  });
});

describe('schedule items', () => {
  it('a gap item fails 3 times in a row at most unless told otherwise', () => {
    const gap = scheduleItemSchema.parse({ type: 'gap', number: 1, frequency: 'minutes' });
    expect(gap.max_failures).toBe(DEFAULT_GAP_MAX_FAILURES);
    expect(DEFAULT_GAP_MAX_FAILURES).toBe(3);
    expect(
      scheduleItemSchema.parse({ type: 'gap', number: 1, frequency: 'hours', max_failures: 5 }).max_failures,
    ).toBe(5);
    expect(scheduleItemSchema.parse({ type: 'crontab', cron: '* * * * *' }).max_failures).toBeUndefined();
  });

  it('keeps test_args and workflow_args', () => {
    const item = scheduleItemSchema.parse({
      type: 'timing',
      frequency: 'day',
      time: '08:00',
      test_args: { product_name: 'p', test_name: 't' },
    });
    expect(item.test_args).toEqual({ product_name: 'p', test_name: 't' });
    expect(item.enabled).toBe(true);
  });

  it('reads Zadig names job_type and workflow_v4_args', () => {
    const item = scheduleItemBodySchema.parse({
      job_type: 'gap',
      number: 2,
      frequency: 'minutes',
      workflow_v4_args: { params: [{ name: 'A', value: '1' }] },
    });
    expect(item.type).toBe('gap');
    expect(item.workflow_args).toEqual({ params: [{ name: 'A', value: '1' }] });
  });

  it('schedules of an owner are off and empty by default', () => {
    expect(schedulesSchema.parse({})).toEqual({ enabled: false, items: [] });
  });
});
