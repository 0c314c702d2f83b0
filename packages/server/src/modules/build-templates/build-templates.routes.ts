import {
  type BuildTemplateBody,
  buildTemplateBodySchema,
  buildTemplateListQuerySchema,
  buildTemplateParamsSchema,
  buildTemplatePaths,
  messageResponseSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import type { BuildTemplatesService } from './build-templates.service.js';

const tags = ['build-templates'];
const admin = { permission: { kind: 'systemAdmin' } } as const;
/** Project build forms pick templates and read them. */
const signedIn = { permission: { kind: 'signedIn' } } as const;
const success = { message: 'success' };
const done = { 200: messageResponseSchema };
const params = buildTemplateParamsSchema;

/** Build templates of the template library (global; administrators write). */
export const buildTemplatesRoutes =
  (templates: BuildTemplatesService): FastifyPluginAsyncZod =>
  async (app) => {
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
      { config: admin, schema: { tags, body: buildTemplateBodySchema, response: done } },
      async (req) => {
        await templates.create(req.body as BuildTemplateBody, requireActor(req).account);
        return success;
      },
    );
    app.put(
      buildTemplatePaths.template,
      { config: admin, schema: { tags, params, body: buildTemplateBodySchema, response: done } },
      async (req) => {
        await templates.update(
          Number(req.params.id),
          req.body as BuildTemplateBody,
          requireActor(req).account,
        );
        return success;
      },
    );
    app.delete(
      buildTemplatePaths.template,
      { config: admin, schema: { tags, params, response: done } },
      async (req) => {
        await templates.delete(Number(req.params.id));
        return success;
      },
    );
  };
