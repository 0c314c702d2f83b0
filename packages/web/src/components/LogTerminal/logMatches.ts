import { LOG_LINES_MAX_COUNT, type LogSearchView } from '@slipway/contracts';
import type { IDisposable, Terminal } from '@xterm/xterm';
import { matcher } from './logSearch';
import { writeTo } from './logWindow';

/** A search over a whole log on the server, page by page after a line number. */
export interface MatchSource {
  search(key: string, after: number, limit: number): Promise<LogSearchView>;
}

/** Between a match's line number and its text. */
const SEPARATOR = ' │ ';
const MATCH_ROW = /^(\s*)(\d+) │ /;

/**
 * Writes every line of the log holding `key` as `number │ text`, the matches highlighted, page
 * after page until the last; `progress` hears the count so far. Stops when `cancelled()`.
 */
export async function writeMatches(
  terminal: Terminal,
  source: MatchSource,
  key: string,
  progress: (count: number) => void,
  cancelled: () => boolean,
): Promise<void> {
  const match = matcher(key);
  let after = 0;
  let count = 0;
  for (;;) {
    const page = await source.search(key, after, LOG_LINES_MAX_COUNT);
    if (cancelled()) return;
    const width = String(page.total).length;
    const rows = page.matches.map(
      ({ line, text }) => `${String(line).padStart(width)}${SEPARATOR}${match.mark(text)}`,
    );
    if (rows.length > 0) await writeTo(terminal, `${rows.join('\n')}\n`);
    count += rows.length;
    progress(count);
    if (page.next === null || cancelled()) return;
    after = page.next;
  }
}

/** Makes the line number of each match row a link that calls `jump` with it, while `active()`. */
export function linkLineNumbers(
  terminal: Terminal,
  active: () => boolean,
  jump: (line: number) => void,
): IDisposable {
  return terminal.registerLinkProvider({
    provideLinks(y, callback) {
      const row = terminal.buffer.active.getLine(y - 1);
      const found = active() && row && !row.isWrapped ? MATCH_ROW.exec(row.translateToString(true)) : null;
      if (!found) return callback(undefined);
      const start = (found[1] ?? '').length + 1;
      const number = found[2] ?? '';
      callback([
        {
          range: { start: { x: start, y }, end: { x: start + number.length - 1, y } },
          text: number,
          activate: () => jump(Number(number)),
        },
      ]);
    },
  });
}
