import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { timeWindowError, toAnnouncementContent, toFormValues } from './announcementForm';

const start = dayjs('2024-06-01T08:00:00Z');
const filled = { title: 'Upgrade', priority: 1 as const, content: 'Tonight' };

describe('announcement form', () => {
  it('sends the time window as unix seconds and the priority as 1, 2 or 3', () => {
    expect(toAnnouncementContent({ ...filled, time: [start, start.add(1, 'hour')] })).toEqual({
      ...filled,
      start_time: 1717228800,
      end_time: 1717232400,
    });
  });

  it('fills the form from a row nested under content', () => {
    const values = toFormValues({
      id: 3,
      type: 1,
      receiver: '*',
      content: { ...filled, start_time: 1717228800, end_time: 1717232400 },
      create_time: 1717228000,
    });
    expect(values).toMatchObject(filled);
    expect(values.time?.map((time) => time?.unix())).toEqual([1717228800, 1717232400]);
  });

  it('needs both times', () => {
    expect(timeWindowError({ ...filled })).toBe('validation.announcement.startRequired');
    expect(timeWindowError({ ...filled, time: [start, null] })).toBe('validation.announcement.endRequired');
  });

  it('needs the end after the start, whatever the other fields hold', () => {
    expect(timeWindowError({ ...filled, time: [start, start] })).toBe(
      'validation.announcement.endAfterStart',
    );
    expect(timeWindowError({ time: [start, start.subtract(1, 'minute')] })).toBe(
      'validation.announcement.endAfterStart',
    );
    expect(timeWindowError({ ...filled, time: [start, start.add(1, 'minute')] })).toBeUndefined();
  });
});
