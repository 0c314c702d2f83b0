import {
  sonarBodySchema,
  sonarIntegrationListSchema,
  sonarListQuerySchema,
  sonarParamsSchema,
  sonarPaths,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRecordRoutes } from '../../http/admin-records.js';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, signedIn, succeeded, systemAdmin } from '../../http/route-options.js';
import type { SonarService } from './sonar.service.js';

const tags = ['sonar'];
const params = sonarParamsSchema;

/** Sonar servers: managed by administrators; scanner forms of every project pick one by id. */
export const sonarRoutes =
  (sonar: SonarService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      sonarPaths.integrations,
      {
        config: signedIn,
        schema: { tags, querystring: sonarListQuerySchema, response: { 200: sonarIntegrationListSchema } },
      },
      (req) => sonar.list(req.query.encryptedKey, requireActor(req).isSystemAdmin),
    );
    adminRecordRoutes(
      app,
      {
        tags,
        collection: sonarPaths.integrations,
        record: sonarPaths.integration,
        body: sonarBodySchema,
        params,
      },
      sonar,
    );
    app.post(
      sonarPaths.validate,
      { config: systemAdmin, schema: { tags, body: sonarBodySchema, response: answersSuccess } },
      (req) => succeeded(sonar.validate(req.body)),
    );
  };
