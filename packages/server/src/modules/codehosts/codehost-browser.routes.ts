import {
  codehostIdParamsSchema,
  codehostNamespaceSchema,
  codehostNamespacesQuerySchema,
  codehostPaths,
  codehostProjectSchema,
  codehostProjectsQuerySchema,
  codehostRefSchema,
  codehostRefsQuerySchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../http/route-options.js';
import type { CodehostBrowser } from './codehost-browser.js';

/** The repository pickers of builds, tests and services: any signed-in user configures them. */
const tags = ['codehosts'];
const params = codehostIdParamsSchema;

export const codehostBrowserRoutes =
  (browser: CodehostBrowser): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      codehostPaths.namespaces,
      {
        config: signedIn,
        schema: {
          tags,
          params,
          querystring: codehostNamespacesQuerySchema,
          response: { 200: z.array(codehostNamespaceSchema) },
        },
      },
      (req) => browser.namespaces(req.params.id, req.query.key),
    );
    app.get(
      codehostPaths.projects,
      {
        config: signedIn,
        schema: {
          tags,
          params,
          querystring: codehostProjectsQuerySchema,
          response: { 200: z.array(codehostProjectSchema) },
        },
      },
      (req) => browser.projects(req.params.id, req.query),
    );
    const refs = { 200: z.array(codehostRefSchema) };
    app.get(
      codehostPaths.branches,
      { config: signedIn, schema: { tags, params, querystring: codehostRefsQuerySchema, response: refs } },
      (req) => browser.branches(req.params.id, req.query),
    );
    app.get(
      codehostPaths.tags,
      { config: signedIn, schema: { tags, params, querystring: codehostRefsQuerySchema, response: refs } },
      (req) => browser.tags(req.params.id, req.query),
    );
  };
