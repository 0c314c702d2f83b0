import {
  buildTemplateBodySchema,
  buildTemplateListQuerySchema,
  buildTemplateParamsSchema,
  buildTemplatePaths,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRecordRoutes } from '../../http/admin-records.js';
import { signedIn } from '../../http/route-options.js';
import type { BuildTemplatesService } from './build-templates.service.js';

const tags = ['build-templates'];
const params = buildTemplateParamsSchema;

/** Build templates of the template library (global; administrators write). */
export const buildTemplatesRoutes =
  (templates: BuildTemplatesService): FastifyPluginAsyncZod =>
  async (app) => {
    // project build forms pick templates and read them
    app.get(
      buildTemplatePaths.templates,
      { config: signedIn, schema: { tags, querystring: buildTemplateListQuerySchema } },
      (req) => templates.list(req.query.page_num, req.query.page_size),
    );
    app.get(buildTemplatePaths.template, { config: signedIn, schema: { tags, params } }, (req) =>
      templates.get(Number(req.params.id)),
    );
    adminRecordRoutes(
      app,
      {
        tags,
        collection: buildTemplatePaths.templates,
        record: buildTemplatePaths.template,
        body: buildTemplateBodySchema,
        params,
        idOf: Number,
      },
      templates,
    );
  };
