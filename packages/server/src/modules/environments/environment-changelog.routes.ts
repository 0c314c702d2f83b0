import {
  environmentChangeLogPath,
  environmentChangeLogQuerySchema,
  environmentChangeLogSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../http/request-language.js';
import type { EnvironmentChangeLogService } from './environment-changelog.service.js';
import { onEnvironment } from './environment-permissions.js';

/** The environment's change log page: whoever may see the environment reads what was done to it. */
export const environmentChangeLogRoutes =
  (changes: EnvironmentChangeLogService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      environmentChangeLogPath,
      {
        config: onEnvironment('get_environment'),
        schema: {
          tags: ['environments'],
          querystring: environmentChangeLogQuerySchema,
          response: { 200: environmentChangeLogSchema },
        },
      },
      (req) => changes.list(req.query, requestLanguage(req)),
    );
  };
