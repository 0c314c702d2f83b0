import {
  type ChartTemplateBody,
  chartTemplateBodySchema,
  chartTemplateDetailSchema,
  chartTemplateFileQuerySchema,
  chartTemplateListQuerySchema,
  chartTemplateListSchema,
  chartTemplateParamsSchema,
  chartTemplatePaths,
  chartTemplateReferenceSchema,
  chartTemplateVariablesBodySchema,
  templateVariableListSchema,
  translate,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import { requestLanguage } from '../../http/request-language.js';
import { answersSuccess, signedIn, succeeded, systemAdmin } from '../../http/route-options.js';
import type { ChartTemplatesService } from './chart-templates.service.js';

const tags = ['chart-templates'];
const params = chartTemplateParamsSchema;

/** The Helm chart templates of the template library: everybody signed in reads (service dialogs), administrators write. */
export const chartTemplatesRoutes =
  (charts: ChartTemplatesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      chartTemplatePaths.charts,
      {
        config: signedIn,
        schema: {
          tags,
          querystring: chartTemplateListQuerySchema,
          response: { 200: chartTemplateListSchema },
        },
      },
      async (req) => {
        const language = requestLanguage(req);
        return {
          chartTemplates: await charts.list(),
          systemVariables: charts
            .systemVariables()
            .map((v) => ({ key: v.key, description: translate(v.description, language) })),
        };
      },
    );
    app.post(
      chartTemplatePaths.charts,
      { config: systemAdmin, schema: { tags, body: chartTemplateBodySchema, response: answersSuccess } },
      (req) => succeeded(charts.create(req.body as ChartTemplateBody, requireActor(req).account)),
    );
    app.get(
      chartTemplatePaths.chart,
      { config: signedIn, schema: { tags, params, response: { 200: chartTemplateDetailSchema } } },
      (req) => charts.get(req.params.name),
    );
    app.put(
      chartTemplatePaths.chart,
      {
        config: systemAdmin,
        schema: { tags, params, body: chartTemplateBodySchema, response: answersSuccess },
      },
      (req) =>
        succeeded(charts.update(req.params.name, req.body as ChartTemplateBody, requireActor(req).account)),
    );
    app.delete(
      chartTemplatePaths.chart,
      { config: systemAdmin, schema: { tags, params, response: answersSuccess } },
      (req) => succeeded(charts.delete(req.params.name)),
    );
    // the file viewer shows the content as it is: a plain string body
    app.get(
      chartTemplatePaths.files,
      { config: signedIn, schema: { tags, params, querystring: chartTemplateFileQuerySchema } },
      async (req, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .send(await charts.file(req.params.name, req.query.fileName, req.query.filePath)),
    );
    app.get(
      chartTemplatePaths.variables,
      { config: signedIn, schema: { tags, params, response: { 200: templateVariableListSchema } } },
      (req) => charts.variables(req.params.name),
    );
    app.put(
      chartTemplatePaths.variables,
      {
        config: systemAdmin,
        schema: { tags, params, body: chartTemplateVariablesBodySchema, response: answersSuccess },
      },
      (req) => succeeded(charts.saveVariables(req.params.name, req.body, requireActor(req).account)),
    );
    app.get(
      chartTemplatePaths.reference,
      { config: signedIn, schema: { tags, params, response: { 200: chartTemplateReferenceSchema } } },
      (req) => charts.references(req.params.name),
    );
    // "apply the template to every auto-sync service": each such service gets the template's chart again
    app.post(
      chartTemplatePaths.reference,
      { config: systemAdmin, schema: { tags, params, response: answersSuccess } },
      (req) => succeeded(charts.applyToServices(req.params.name)),
    );
  };
