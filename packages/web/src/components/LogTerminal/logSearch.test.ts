import { describe, expect, it } from 'vitest';
import { searchLog, stripAnsi } from './logSearch';

const MARK = (text: string) => `\u001b[30;43m${text}\u001b[0m`;

describe('searchLog', () => {
  const lines = ['Cloning repo', 'npm ERR! missing script', '\u001b[31merror\u001b[0m: build failed', 'done'];

  it('keeps only the lines holding the key, ignoring case, with each match highlighted', () => {
    const found = searchLog(lines, 'err');
    expect(found.lines).toEqual(['npm ERR! missing script', 'error: build failed']);
    expect(found.highlighted).toEqual([
      `npm ${MARK('ERR')}! missing script`,
      `${MARK('err')}or: build failed`,
    ]);
  });

  it('marks every match of a line and takes the key literally', () => {
    expect(searchLog(['a.b a.b axb'], 'a.b').highlighted).toEqual([`${MARK('a.b')} ${MARK('a.b')} axb`]);
    expect(searchLog(['cost: $(x) + [y]'], '$(x)').lines).toEqual(['cost: $(x) + [y]']);
  });

  it('does not match inside colour escapes', () => {
    expect(searchLog(['\u001b[31mred\u001b[0m'], '31m').lines).toEqual([]);
  });

  it('finds nothing for an empty key or no match', () => {
    expect(searchLog(lines, '')).toEqual({ lines: [], highlighted: [] });
    expect(searchLog(lines, 'absent').lines).toEqual([]);
  });
});

describe('stripAnsi', () => {
  it('removes colour and title escapes', () => {
    expect(stripAnsi('\u001b[1;32mok\u001b[0m \u001b]0;title\u0007done')).toBe('ok done');
  });
});
