import { podLogParamsSchema, podLogPath, podLogQuerySchema } from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openSse, type SseStream } from '../../http/sse.js';
import { BadRequestError } from '../../lib/errors.js';
import { onEnvironment } from './environment-permissions.js';
import type { EnvironmentsService } from './environments.service.js';

/**
 * A container's live log (the service page's log window): the last `tailLines` lines, then new ones
 * as the container writes them, one SSE `data:` event per line; an `end` event when the log ends
 * (the container stopped, or the cluster said why not in a last line).
 */
export const podLogRoutes =
  (environments: EnvironmentsService): FastifyPluginAsyncZod =>
  async (app) => {
    // a followed log never ends by itself: closing the server ends it
    const open = new Set<SseStream>();
    app.addHook('preClose', async () => {
      for (const sse of open) sse.end();
    });

    app.get(
      podLogPath,
      {
        config: onEnvironment('get_environment'),
        schema: { tags: ['environments'], params: podLogParamsSchema, querystring: podLogQuerySchema },
      },
      async (req, reply) => {
        const { projectName, envName, tailLines } = req.query;
        const env = await environments.get(projectName, envName);
        if (env.source === 'pm' || !env.namespace)
          throw new BadRequestError('error.environmentClusterUnavailable', envName);
        const driver = await environments.driverOf(env);
        const stop = new AbortController();
        const sse = openSse(req, reply);
        open.add(sse);
        sse.onClose(() => {
          open.delete(sse);
          stop.abort();
        });
        const lines = driver.podLogs(env.namespace, req.params.podName, req.params.containerName, {
          tail_lines: tailLines,
          follow: true,
          signal: stop.signal,
        });
        void relayLines(lines, sse).finally(() => sse.end());
      },
    );
  };

/** Sends what the log yields line by line (chunks may split lines), then `end`. */
async function relayLines(chunks: AsyncIterable<string>, sse: SseStream): Promise<void> {
  let partial = '';
  try {
    for await (const chunk of chunks) {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) if (!sse.send(line)) await sse.drained();
      if (sse.closed) return;
    }
    if (partial) sse.send(partial);
  } catch (error) {
    if (!sse.closed) sse.send(`${(error as Error).message}`);
  }
  if (!sse.closed) sse.send('', { event: 'end' });
}
