import type { LogLinesView, LogSearchView } from '@slipway/contracts';
import { http } from '../../api/http';
import type { LinedLogSource } from './useWindowedLog';

type Query = Record<string, string>;

/**
 * A log the server serves by line (docs/architecture.md "Long logs"): ranges at `paths.lines`, a
 * paged search at `paths.search`, both with `query`, and the live stream at `paths.live`.
 */
export function linedLogSource(paths: { lines: string; search: string; live: string }, query: Query = {}) {
  const source: LinedLogSource = {
    range: (from, count) =>
      http.get<LogLinesView>(paths.lines, { query: { ...query, from, count }, silent: true }),
    search: (key, after, limit) =>
      http.get<LogSearchView>(paths.search, { query: { ...query, key, after, limit }, silent: true }),
    livePath: paths.live,
  };
  return source;
}
