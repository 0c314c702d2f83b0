import { productExtensionCallbackSchema } from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ExtensionCallbacks } from '../../engine/job-types/extension-callbacks.js';
import { answersSuccess, success } from '../../http/route-options.js';
import { NotFoundError } from '../../lib/errors.js';

/** Callbacks a minute: plenty for the systems called, not for guessing task ids. */
const CALLBACKS_PER_MINUTE = 120;

/**
 * The reference's public callback of extension stages (`POST /api/callback`): it is answered only
 * while a run of the named workflow waits for it, and only once.
 */
export const productExtensionCallbackRoutes =
  (callbacks: ExtensionCallbacks): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/callback',
      {
        config: {
          permission: { kind: 'public' },
          rateLimit: { max: CALLBACKS_PER_MINUTE, timeWindow: '1 minute', hook: 'preHandler' },
        },
        schema: {
          tags: ['product-workflows'],
          body: productExtensionCallbackSchema,
          response: answersSuccess,
        },
      },
      async (req) => {
        if (!(await callbacks.deliverAnywhere(req.body)))
          throw new NotFoundError(
            'error.productWorkflow.callbackNotAwaited',
            `${req.body.project_name}/${req.body.task_name}/${req.body.task_id}`,
          );
        return success;
      },
    );
  };
