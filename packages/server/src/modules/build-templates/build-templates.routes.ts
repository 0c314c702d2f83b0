import {
  type BuildTemplateBody,
  buildTemplateBodySchema,
  buildTemplateListQuerySchema,
  buildTemplateParamsSchema,
  buildTemplatePaths,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, signedIn, succeeded, systemAdmin } from '../../http/route-options.js';
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
    app.post(
      buildTemplatePaths.templates,
      { config: systemAdmin, schema: { tags, body: buildTemplateBodySchema, response: answersSuccess } },
      (req) => succeeded(templates.create(req.body as BuildTemplateBody, requireActor(req).account)),
    );
    app.put(
      buildTemplatePaths.template,
      {
        config: systemAdmin,
        schema: { tags, params, body: buildTemplateBodySchema, response: answersSuccess },
      },
      (req) =>
        succeeded(
          templates.update(Number(req.params.id), req.body as BuildTemplateBody, requireActor(req).account),
        ),
    );
    app.delete(
      buildTemplatePaths.template,
      { config: systemAdmin, schema: { tags, params, response: answersSuccess } },
      (req) => succeeded(templates.delete(Number(req.params.id))),
    );
  };
