import { stripAnsi } from '@slipway/contracts';

export { stripAnsi };

/** Black on yellow, then everything back to normal: seen on any log colours. */
const MARK_START = '\u001b[30;43m';
const MARK_END = '\u001b[0m';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface LogSearchResult {
  /** the matching lines as plain text */
  lines: string[];
  /** the same lines with every match marked for the terminal */
  highlighted: string[];
}

/**
 * The lines holding `key` (ignoring case and colour escapes), with each match highlighted
 * (spec §4: a search key shows only the matching lines, highlighted).
 */
export function searchLog(lines: readonly string[], key: string): LogSearchResult {
  const result: LogSearchResult = { lines: [], highlighted: [] };
  if (key === '') return result;
  const pattern = new RegExp(escapeRegExp(key), 'gi');
  for (const line of lines) {
    const plain = stripAnsi(line);
    pattern.lastIndex = 0;
    if (!pattern.test(plain)) continue;
    result.lines.push(plain);
    result.highlighted.push(plain.replace(pattern, (match) => `${MARK_START}${match}${MARK_END}`));
  }
  return result;
}
