import {
  codeBrowsePaths,
  regularCheckBodySchema,
  repoInfoSchema,
  repoInfosBodySchema,
  repoInfosQuerySchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/request-language.js';
import { signedIn } from '../../http/route-options.js';
import { namesMatching } from './branch-regex.js';
import type { RepoInfos } from './repo-infos.js';

/** Run dialogs and trigger editors: any signed-in user reads refs through them. */
const tags = ['codehosts'];

export const codeBrowseRoutes =
  (infos: RepoInfos): FastifyPluginAsyncZod =>
  async (app) => {
    // a read the portal sends as PUT
    app.put(
      codeBrowsePaths.infos,
      {
        config: signedIn,
        schema: {
          tags,
          querystring: repoInfosQuerySchema,
          body: repoInfosBodySchema,
          response: { 200: z.array(repoInfoSchema) },
        },
      },
      (req) => infos.infos(req.body.infos, requestLanguage(req)),
    );
    app.post(
      codeBrowsePaths.regularCheck,
      {
        config: signedIn,
        schema: { tags, body: regularCheckBodySchema, response: { 200: z.array(z.string()) } },
      },
      async (req) => namesMatching(req.body.regular, req.body.branches),
    );
  };
