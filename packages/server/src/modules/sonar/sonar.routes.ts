import {
  messageResponseSchema,
  sonarBodySchema,
  sonarIntegrationListSchema,
  sonarListQuerySchema,
  sonarParamsSchema,
  sonarPaths,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import type { SonarService } from './sonar.service.js';

const admin = { permission: { kind: 'systemAdmin' } } as const;
const signedIn = { permission: { kind: 'signedIn' } } as const;
const tags = ['sonar'];
const success = { message: 'success' };
const done = { 200: messageResponseSchema };
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
      { config: admin, schema: { tags, body: sonarBodySchema, response: done } },
      async (req) => {
        await sonar.create(req.body, requireActor(req).account);
        return success;
      },
    );
    app.put(
      sonarPaths.integration,
      { config: admin, schema: { tags, params, body: sonarBodySchema, response: done } },
      async (req) => {
        await sonar.update(req.params.id, req.body, requireActor(req).account);
        return success;
      },
    );
    app.delete(
      sonarPaths.integration,
      { config: admin, schema: { tags, params, response: done } },
      async (req) => {
        await sonar.delete(req.params.id);
        return success;
      },
    );
    app.post(
      sonarPaths.validate,
      { config: admin, schema: { tags, body: sonarBodySchema, response: done } },
      async (req) => {
        await sonar.validate(req.body);
        return success;
      },
    );
  };
