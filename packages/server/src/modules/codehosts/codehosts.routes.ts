import {
  codehostBodySchema,
  codehostCreatedSchema,
  codehostIdParamsSchema,
  codehostListQuerySchema,
  codehostListSchema,
  codehostPaths,
  codehostSchema,
  messageResponseSchema,
} from '@slipway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CodehostsService, SecretView } from './codehosts.service.js';

const admin = { permission: { kind: 'systemAdmin' } } as const;
/** Every picker of builds, tests and services lists the hosts; only administrators see secrets. */
const signedIn = { permission: { kind: 'signedIn' } } as const;
const tags = ['codehosts'];
const success = { message: 'success' };
const done = { 200: messageResponseSchema };

const secretViewOf = (req: FastifyRequest, encryptedKey: string | undefined): SecretView =>
  req.actor?.isSystemAdmin && encryptedKey ? { kind: 'browser', encryptedKey } : { kind: 'masked' };

/** The code hosts of system integration › code hosts. */
export const codehostsRoutes =
  (codehosts: CodehostsService): FastifyPluginAsyncZod =>
  async (app) => {
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
      { config: admin, schema: { tags, body: codehostBodySchema, response: { 200: codehostCreatedSchema } } },
      async (req) => ({ id: await codehosts.create(req.body) }),
    );
    app.patch(
      codehostPaths.one,
      {
        config: admin,
        schema: { tags, params: codehostIdParamsSchema, body: codehostBodySchema, response: done },
      },
      async (req) => {
        await codehosts.update(req.params.id, req.body);
        return success;
      },
    );
    app.delete(
      codehostPaths.one,
      { config: admin, schema: { tags, params: codehostIdParamsSchema, response: done } },
      async (req) => {
        await codehosts.delete(req.params.id);
        return success;
      },
    );
  };
