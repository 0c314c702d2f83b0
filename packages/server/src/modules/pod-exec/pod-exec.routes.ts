import { translate } from '@slipway/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { requestLanguage } from '../../http/request-language.js';
import { BadRequestError } from '../../lib/errors.js';
import type { PlacementResolver } from './environment-placement.js';
import { bridge, FAILED_CLOSE, sendText } from './terminal-bridge.js';

export const podExecPath = '/api/podexec/:projectName/:namespace/:podName/:containerName/podExec/:envName';

interface PodExecParams {
  projectName: string;
  namespace: string;
  podName: string;
  containerName: string;
  envName: string;
}

/** The shell started in the container; the portal then types `bash` itself (portal-shapes §4.10). */
const SHELL = ['sh'];

/**
 * The pod shell (spec §8, portal-shapes §4.10): a WebSocket whose sign-in token comes in the query,
 * since browsers cannot set headers on WebSockets; the caller needs `debug_pod` on the environment.
 * The pod must be in the environment's own namespace.
 */
export const podExecRoutes = (resolve: PlacementResolver) => async (app: FastifyInstance) => {
  app.route({
    method: 'GET',
    url: podExecPath,
    config: {
      permission: {
        kind: 'project',
        project: { from: 'params', key: 'projectName' },
        action: 'debug_pod',
        resource: { type: 'Environment', param: 'envName' },
      },
      tokenInQuery: true,
    },
    // a plain HTTP call (no upgrade) is told what the route is for
    handler: async () => {
      throw new BadRequestError('podExec.webSocketOnly');
    },
    wsHandler: async (socket: WebSocket, request) => {
      const language = requestLanguage(request);
      const text = (key: Parameters<typeof translate>[0]) => translate(key, language);
      const refuse = (key: Parameters<typeof translate>[0], detail = '') => {
        sendText(socket, `${text(key)}${detail ? `: ${detail}` : ''}\r\n`);
        socket.close(FAILED_CLOSE);
      };
      // frames that arrive while the shell starts are kept, not lost
      const early: Buffer[] = [];
      const keep = (raw: Buffer) => early.push(raw);
      socket.on('message', keep);
      const params = request.params as PodExecParams;
      try {
        const placement = await resolve(params.projectName, params.envName).catch(() => null);
        if (placement === null) return refuse('podExec.clusterUnavailable');
        if (!placement) return refuse('podExec.environmentNotFound');
        if (placement.namespace !== params.namespace) return refuse('podExec.namespaceMismatch');
        const session = await placement.driver.exec(
          params.namespace,
          params.podName,
          params.containerName,
          SHELL,
        );
        socket.off('message', keep);
        bridge(socket, session, text('podExec.closed'));
        for (const raw of early) socket.emit('message', raw);
      } catch (error) {
        refuse('podExec.failed', error instanceof Error ? error.message : String(error));
      }
    },
  });
};
