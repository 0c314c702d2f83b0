import type { LogLinesView, LogSearchView } from '@slipway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readLines, searchLines } from '../../engine/logs/log-lines.js';
import type { JobLogKey, LinedLog, LogStore } from '../../engine/logs/log-store.js';
import { NotFoundError } from '../../lib/errors.js';
import { logLinesQuerySchema, logSearchQuerySchema } from './logs.schema.js';

/** A stored job log, and whether its task may still write to it. */
export interface LoggedRun {
  key: JobLogKey;
  running: boolean;
}

export type LineRange = { from?: number; count: number };
export type LogSearch = { key: string; after: number; limit: number };

/**
 * Reads a log by line; a log not written yet is empty while its task may still run the job.
 * Every kind of run (workflow job, test, scan, product build) is read through here.
 */
async function withLines<T>(
  logs: LogStore,
  run: LoggedRun,
  read: (log: LinedLog) => Promise<T>,
  empty: T,
): Promise<T & { running: boolean }> {
  const found = (await logs.byLines(run.key, run.running, read)) ?? (run.running ? empty : undefined);
  if (found === undefined) throw new NotFoundError('error.logNotFound');
  return { ...found, running: run.running };
}

/** `count` lines from line `from`; the last `count` lines when `from` is absent (the tail opens first). */
export function lineRange(logs: LogStore, run: LoggedRun, range: LineRange): Promise<LogLinesView> {
  return withLines(
    logs,
    run,
    async (log) => {
      const { total, endByte } = log.extent;
      const from = range.from ?? Math.max(1, total - range.count + 1);
      const lines = await readLines(log.source, log.index, log.extent, from, range.count);
      return { total, from, lines, end_byte: endByte };
    },
    { total: 0, from: 1, lines: [], end_byte: 0 },
  );
}

/** Lines after `after` holding `key` (ignoring case and colour), at most `limit`, over the whole log. */
export function searchLog(logs: LogStore, run: LoggedRun, search: LogSearch): Promise<LogSearchView> {
  return withLines(
    logs,
    run,
    async (log) => ({
      ...(await searchLines(log.source, log.index, log.extent, search)),
      total: log.extent.total,
    }),
    { matches: [], next: null, total: 0 },
  );
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type RouteConfig = NonNullable<Parameters<ZodApp['get']>[1]> extends { config?: infer C } ? C : never;

/**
 * The two reads of a long log beside its live stream (docs/architecture.md "Long logs"): ranges of
 * lines at `paths.lines`, a paged search at `paths.search`. `runOf` finds the run the path names
 * and checks the reader may see it; the query adds `from`/`count` or `key`/`after`/`limit`.
 */
export function linedLogRoutes<P extends z.ZodObject, Q extends z.ZodObject>(
  app: ZodApp,
  logs: LogStore,
  route: {
    paths: { lines: string; search: string };
    config: RouteConfig;
    tags: string[];
    params: P;
    /** what the path's own query holds besides the range or the search */
    querystring?: Q;
  },
  runOf: (req: FastifyRequest<{ Params: z.output<P>; Querystring: z.output<Q> }>) => Promise<LoggedRun>,
) {
  const { paths, config, tags, params } = route;
  const querystring = route.querystring ?? z.object({});
  type Request = Parameters<typeof runOf>[0];
  app.get(
    paths.lines,
    { config, schema: { tags, params, querystring: querystring.extend(logLinesQuerySchema.shape) } },
    async (req) => {
      const { from, count } = req.query as z.output<typeof logLinesQuerySchema>;
      return lineRange(logs, await runOf(req as unknown as Request), { from, count });
    },
  );
  app.get(
    paths.search,
    { config, schema: { tags, params, querystring: querystring.extend(logSearchQuerySchema.shape) } },
    async (req) => {
      const { key, after, limit } = req.query as z.output<typeof logSearchQuerySchema>;
      return searchLog(logs, await runOf(req as unknown as Request), { key, after, limit });
    },
  );
}
