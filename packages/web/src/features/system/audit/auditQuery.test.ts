import { describe, expect, it } from 'vitest';
import { auditQuery, formatBody, statusColor } from './auditQuery';

describe('auditQuery', () => {
  it('sends every filter as the portal does: trimmed text, status 0 when none, and the page', () => {
    expect(auditQuery({ username: ' ada ', projectName: '', function: '   ', status: null }, 2, 50)).toEqual({
      username: 'ada',
      projectName: '',
      status: 0,
      function: '',
      per_page: 50,
      page: 2,
    });
    expect(auditQuery({ status: 404, function: 'roles' }, 1, 20)).toMatchObject({
      status: 404,
      function: 'roles',
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
    expect(formatBody('"********"')).toBe('"********"');
    expect(formatBody('name=ada')).toBe('name=ada');
    expect(formatBody('  ')).toBe('');
  });
});
