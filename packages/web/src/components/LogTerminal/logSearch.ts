import { stripAnsi } from '@slipway/contracts';

export { stripAnsi };

/** Black on yellow, then everything back to normal: seen on any log colours. */
const MARK_START = '\u001b[30;43m';
const MARK_END = '\u001b[0m';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether plain text holds `key` (ignoring case), and the text with every match of it marked. */
export function matcher(key: string) {
  const pattern = new RegExp(escapeRegExp(key), 'gi');
  return {
    test: (plain: string) => {
      pattern.lastIndex = 0;
      return pattern.test(plain);
    },
    mark: (plain: string) => plain.replace(pattern, (match) => `${MARK_START}${match}${MARK_END}`),
  };
}

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
  const match = matcher(key);
  for (const line of lines) {
    const plain = stripAnsi(line);
    if (!match.test(plain)) continue;
    result.lines.push(plain);
    result.highlighted.push(match.mark(plain));
  }
  return result;
}
