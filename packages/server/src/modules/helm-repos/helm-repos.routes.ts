import {
  encryptedKeyQuerySchema,
  helmRepoBodySchema,
  helmRepoIndexParamsSchema,
  helmRepoIndexSchema,
  helmRepoListSchema,
  helmRepoParamsSchema,
  helmRepoPaths,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRecordRoutes } from '../../http/admin-records.js';
import { requireActor } from '../../http/permissions.js';
import { signedIn } from '../../http/route-options.js';
import type { HelmReposService } from './helm-repos.service.js';

const tags = ['helm-repos'];

/** Helm chart repositories: managed by administrators; Helm service forms pick charts from them. */
export const helmReposRoutes =
  (repos: HelmReposService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      helmRepoPaths.repos,
      {
        config: signedIn,
        schema: { tags, querystring: encryptedKeyQuerySchema, response: { 200: helmRepoListSchema } },
      },
      // Helm service forms of every project pick a repository by name; only administrators get the password
      (req) => repos.list(req.query.encryptedKey, requireActor(req).isSystemAdmin),
    );
    adminRecordRoutes(
      app,
      {
        tags,
        collection: helmRepoPaths.repos,
        record: helmRepoPaths.repo,
        body: helmRepoBodySchema,
        params: helmRepoParamsSchema,
      },
      repos,
    );
    app.get(
      helmRepoPaths.index,
      {
        config: signedIn,
        schema: { tags, params: helmRepoIndexParamsSchema, response: { 200: helmRepoIndexSchema } },
      },
      (req) => repos.index(req.params.repoName),
    );
  };
