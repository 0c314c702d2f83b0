import {
  externalLinkBodySchema,
  externalLinkListSchema,
  externalLinkParamsSchema,
  externalLinkPath,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { adminRecordRoutes } from '../../http/admin-records.js';
import { signedIn } from '../../http/route-options.js';
import { ExternalLinksRepository } from './external-links.repository.js';
import { ExternalLinksService } from './external-links.service.js';

const tags = ['external links'];
const params = externalLinkParamsSchema;

export const externalLinksRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const links = new ExternalLinksService(new ExternalLinksRepository(deps.db));

    app.get(
      externalLinkPath,
      {
        config: signedIn,
        schema: { tags, response: { 200: externalLinkListSchema } },
      },
      () => links.list(),
    );
    adminRecordRoutes(
      app,
      {
        tags,
        collection: externalLinkPath,
        record: `${externalLinkPath}/:id`,
        body: externalLinkBodySchema,
        params,
      },
      links,
    );
  };
