import type { LogLinesView, LogSearchView } from '@slipway/contracts';
import { http } from '../../api/http';
import type { LinedLogSource } from './useWindowedLog';

type Query = Record<string, string>;

/**
 * A log the server serves by line (docs/architecture.md "Long logs"): ranges at
 * `/api/aslan/logs/lines/{at}`, a paged search at `/api/aslan/logs/search/{at}`, both with `query`,
 * and the live stream at `livePath`.
 */
export function linedLogSource(at: string, livePath: string, query: Query = {}) {
  const source: LinedLogSource = {
    range: (from, count) =>
      http.get<LogLinesView>(`/api/aslan/logs/lines/${at}`, {
        query: { ...query, from, count },
        silent: true,
      }),
    search: (key, after, limit) =>
      http.get<LogSearchView>(`/api/aslan/logs/search/${at}`, {
        query: { ...query, key, after, limit },
        silent: true,
      }),
    livePath,
  };
  return source;
}
