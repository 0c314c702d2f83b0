import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { timeWindowError, toAnnouncementBody } from './announcementForm';

const start = dayjs('2024-06-01T08:00:00Z');
const filled = { title: 'Upgrade', priority: 'high' as const, content: 'Tonight' };

describe('announcement form', () => {
  it('sends the time window as unix seconds', () => {
    expect(toAnnouncementBody({ ...filled, time: [start, start.add(1, 'hour')] })).toEqual({
      ...filled,
      start_time: 1717228800,
      end_time: 1717232400,
    });
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
