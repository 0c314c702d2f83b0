import {
  codeBrowsePaths,
  codehostIdPathSchema,
  repoContentsQuerySchema,
  repoGitTreeEntrySchema,
  repoGitTreeQuerySchema,
  repoTreeEntrySchema,
  repoTreeQuerySchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../../http/route-options.js';
import { BadRequestError } from '../../../lib/errors.js';
import type { RepoFiles } from './repo-files.js';

const tags = ['codehosts'];

export const repoFilesRoutes =
  (files: RepoFiles): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      codeBrowsePaths.tree,
      {
        config: signedIn,
        schema: { tags, querystring: repoTreeQuerySchema, response: { 200: z.array(repoTreeEntrySchema) } },
      },
      (req) => files.tree(req.query),
    );
    app.get(
      codeBrowsePaths.gitTree,
      {
        config: signedIn,
        schema: {
          tags,
          params: codehostIdPathSchema,
          querystring: repoGitTreeQuerySchema,
          response: { 200: z.array(repoGitTreeEntrySchema) },
        },
      },
      (req) => files.gitTree(req.params.codehostId, req.query),
    );
    app.get(
      codeBrowsePaths.contents,
      {
        config: signedIn,
        schema: { tags, params: codehostIdPathSchema, querystring: repoContentsQuerySchema },
      },
      async (req, reply) =>
        reply.type('text/plain; charset=utf-8').send(await files.contents(req.params.codehostId, req.query)),
    );
    app.get(
      codeBrowsePaths.codehub,
      { config: signedIn, schema: { tags, params: codehostIdPathSchema } },
      async () => {
        throw new BadRequestError('error.codehubUnsupported');
      },
    );
  };
