import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { auditQuery, formatBody, statusColor } from './auditQuery';

describe('auditQuery', () => {
  it('sends only the filters given, trimmed, and the page', () => {
    expect(auditQuery({ username: ' ada ', project_name: '', function: '   ', status: null }, 2, 50)).toEqual(
      {
        username: 'ada',
        project_name: undefined,
        function: undefined,
        status: undefined,
        start: undefined,
        end: undefined,
        page: 2,
        per_page: 50,
      },
    );
  });

  it('turns the time range into unix seconds', () => {
    const start = dayjs('2024-01-02T03:04:05Z');
    const end = dayjs('2024-01-03T00:00:00Z');
    const query = auditQuery({ time: [start, end], status: 404 }, 1, 20);
    expect(query).toMatchObject({ start: 1704164645, end: 1704240000, status: 404 });
  });

  it('accepts a range open at one end', () => {
    expect(auditQuery({ time: [null, dayjs.unix(1_700_000_000)] }, 1, 20)).toMatchObject({
      start: undefined,
      end: 1_700_000_000,
    });
  });
});

describe('statusColor', () => {
  it.each([
    [200, 'success'],
    [204, 'success'],
    [404, 'warning'],
    [409, 'warning'],
    [500, 'error'],
    [503, 'error'],
    [302, 'default'],
  ])('%i is %s', (status, colour) => {
    expect(statusColor(status)).toBe(colour);
  });
});

describe('formatBody', () => {
  it('indents JSON and leaves other text as it is', () => {
    expect(formatBody('{"a":1,"b":[true]}')).toBe('{\n  "a": 1,\n  "b": [\n    true\n  ]\n}');
    expect(formatBody('name=ada')).toBe('name=ada');
    expect(formatBody('  ')).toBe('');
  });
});
