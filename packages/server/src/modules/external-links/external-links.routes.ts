import {
  externalLinkBodySchema,
  externalLinkListSchema,
  externalLinkParamsSchema,
  externalLinkPath,
  messageResponseSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/permissions.js';
import { ExternalLinksRepository } from './external-links.repository.js';
import { ExternalLinksService } from './external-links.service.js';

const admin = { permission: { kind: 'systemAdmin' } } as const;
const tags = ['external links'];
const success = { message: 'success' };
const done = { 200: messageResponseSchema };
const params = externalLinkParamsSchema;

export const externalLinksRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const links = new ExternalLinksService(new ExternalLinksRepository(deps.db));

    app.get(
      externalLinkPath,
      {
        config: { permission: { kind: 'signedIn' } },
        schema: { tags, response: { 200: externalLinkListSchema } },
      },
      () => links.list(),
    );
    app.post(
      externalLinkPath,
      { config: admin, schema: { tags, body: externalLinkBodySchema, response: done } },
      async (req) => {
        await links.create(req.body, requireActor(req).account);
        return success;
      },
    );
    app.put(
      `${externalLinkPath}/:id`,
      { config: admin, schema: { tags, params, body: externalLinkBodySchema, response: done } },
      async (req) => {
        await links.update(req.params.id, req.body, requireActor(req).account);
        return success;
      },
    );
    app.delete(
      `${externalLinkPath}/:id`,
      { config: admin, schema: { tags, params, response: done } },
      async (req) => {
        await links.delete(req.params.id);
        return success;
      },
    );
  };
