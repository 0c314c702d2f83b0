import {
  sonarBodySchema,
  sonarIntegrationListSchema,
  sonarListQuerySchema,
  sonarParamsSchema,
  sonarPaths,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
    app.post(
      sonarPaths.integrations,
      { config: systemAdmin, schema: { tags, body: sonarBodySchema, response: answersSuccess } },
      (req) => succeeded(sonar.create(req.body, requireActor(req).account)),
    );
    app.put(
      sonarPaths.integration,
      { config: systemAdmin, schema: { tags, params, body: sonarBodySchema, response: answersSuccess } },
      (req) => succeeded(sonar.update(req.params.id, req.body, requireActor(req).account)),
    );
    app.delete(
      sonarPaths.integration,
      { config: systemAdmin, schema: { tags, params, response: answersSuccess } },
      (req) => succeeded(sonar.delete(req.params.id)),
    );
    app.post(
      sonarPaths.validate,
      { config: systemAdmin, schema: { tags, body: sonarBodySchema, response: answersSuccess } },
      (req) => succeeded(sonar.validate(req.body)),
    );
  };
