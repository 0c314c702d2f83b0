import { pluginIdParamsSchema, pluginTemplateBodySchema, pluginTemplateSchema } from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { adminRecordRoutes } from '../../http/admin-records.js';
import { signedIn } from '../../http/route-options.js';
import { PluginsRepository } from './plugins.repository.js';
import { PluginsService } from './plugins.service.js';

const tags = ['plugins'];
const base = '/api/aslan/workflow/v4/plugin';
const params = pluginIdParamsSchema;
const listSchema = { 200: z.array(pluginTemplateSchema) };

/**
 * Plugin templates: the job picker's list (`/workflow/plugin/template`, what the portal reads) and
 * the administrators' records under `/workflow/v4/plugin`.
 */
export const pluginsRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const plugins = new PluginsService(new PluginsRepository(deps.db));
    app.get(
      '/api/aslan/workflow/plugin/template',
      { config: signedIn, schema: { tags, response: listSchema } },
      () => plugins.list(),
    );
    app.get(base, { config: signedIn, schema: { tags, response: listSchema } }, () => plugins.list());
    app.get(
      `${base}/:id`,
      { config: signedIn, schema: { tags, params, response: { 200: pluginTemplateSchema } } },
      (req) => plugins.get(Number(req.params.id)),
    );
    adminRecordRoutes(
      app,
      { tags, collection: base, record: `${base}/:id`, body: pluginTemplateBodySchema, params, idOf: Number },
      plugins,
    );
  };
