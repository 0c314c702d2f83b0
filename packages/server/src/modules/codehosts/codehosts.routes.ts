import {
  codehostBodySchema,
  codehostCreatedSchema,
  codehostIdParamsSchema,
  codehostListQuerySchema,
  codehostListSchema,
  codehostPaths,
  codehostSchema,
} from '@slipway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answersSuccess, signedIn, succeeded, systemAdmin } from '../../http/route-options.js';
import type { CodehostsService, SecretView } from './codehosts.service.js';

const tags = ['codehosts'];

const secretViewOf = (req: FastifyRequest, encryptedKey: string | undefined): SecretView =>
  req.actor?.isSystemAdmin && encryptedKey ? { kind: 'browser', encryptedKey } : { kind: 'masked' };

/** The code hosts of system integration › code hosts. */
export const codehostsRoutes =
  (codehosts: CodehostsService): FastifyPluginAsyncZod =>
  async (app) => {
    // every picker of builds, tests and services lists the hosts; only administrators see secrets
    app.get(
      codehostPaths.list,
      {
        config: signedIn,
        schema: { tags, querystring: codehostListQuerySchema, response: { 200: codehostListSchema } },
      },
      (req) => codehosts.list(secretViewOf(req, req.query.encryptedKey)),
    );
    app.get(
      codehostPaths.one,
      {
        config: signedIn,
        schema: {
          tags,
          params: codehostIdParamsSchema,
          querystring: codehostListQuerySchema,
          response: { 200: codehostSchema },
        },
      },
      (req) => codehosts.get(req.params.id, secretViewOf(req, req.query.encryptedKey)),
    );
    app.post(
      codehostPaths.list,
      {
        config: systemAdmin,
        schema: { tags, body: codehostBodySchema, response: { 200: codehostCreatedSchema } },
      },
      async (req) => ({ id: await codehosts.create(req.body) }),
    );
    app.patch(
      codehostPaths.one,
      {
        config: systemAdmin,
        schema: { tags, params: codehostIdParamsSchema, body: codehostBodySchema, response: answersSuccess },
      },
      (req) => succeeded(codehosts.update(req.params.id, req.body)),
    );
    app.delete(
      codehostPaths.one,
      { config: systemAdmin, schema: { tags, params: codehostIdParamsSchema, response: answersSuccess } },
      (req) => succeeded(codehosts.delete(req.params.id)),
    );
  };
