import {
  chartRenderInfoListSchema,
  chartValuesUpdateBodySchema,
  defaultValuesQuerySchema,
  envDefaultValuesBodySchema,
  envDefaultValuesSchema,
  estimatedValuesBodySchema,
  estimatedValuesQuerySchema,
  helmEnvParamsSchema,
  helmEnvPaths,
  helmProjectQuerySchema,
  helmReleaseListSchema,
  helmServiceQuerySchema,
  type ProjectAction,
  renderchartQuerySchema,
  runningValuesSchema,
  yamlContentQuerySchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/permissions.js';
import { requestLanguage } from '../../http/request-language.js';
import { answersSuccess, signedIn, succeeded } from '../../http/route-options.js';
import type { HelmValuesService } from './helm-values.service.js';
import type { ValuesFiles } from './values-files.js';

const tags = ['environments'];
const inQuery = { from: 'query', key: 'projectName' } as const;
const may = (action: ProjectAction | readonly ProjectAction[]) =>
  ({ permission: { kind: 'project', project: inQuery, action, operator: 'or' } }) as const;
/** The values editor serves both the create and the update dialogs. */
const editsValues = may(['create_environment', 'config_environment']);
const params = helmEnvParamsSchema;

/** Helm environments' values (render sets), releases and images (portal §2.6–2.10, §3.5–3.9, §6.12). */
export const helmValuesRoutes =
  (helm: HelmValuesService, files: ValuesFiles): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      helmEnvPaths.renderchart,
      {
        config: may('get_environment'),
        schema: { tags, querystring: renderchartQuerySchema, response: { 200: chartRenderInfoListSchema } },
      },
      (req) => helm.renderchart(req.query.projectName, req.query.envName ?? '', req.query.serviceName),
    );
    app.get(
      helmEnvPaths.estimatedRenderchart,
      {
        config: editsValues,
        schema: {
          tags,
          params,
          querystring: helmServiceQuerySchema,
          response: { 200: chartRenderInfoListSchema },
        },
      },
      (req) => helm.estimatedRenderchart(req.query.projectName, req.params.envName, req.query.serviceName),
    );
    app.get(
      helmEnvPaths.defaultValues,
      {
        config: may('get_environment'),
        schema: { tags, querystring: defaultValuesQuerySchema, response: { 200: envDefaultValuesSchema } },
      },
      (req) => helm.defaultValues(req.query.projectName, req.query.envName),
    );
    app.get(
      helmEnvPaths.yamlContent,
      {
        config: signedIn,
        schema: { tags, querystring: yamlContentQuerySchema, response: { 200: z.string() } },
      },
      (req) => files.load(req.query),
    );
    app.post(
      helmEnvPaths.estimatedValues,
      {
        config: editsValues,
        schema: {
          tags,
          params,
          querystring: estimatedValuesQuerySchema,
          body: estimatedValuesBodySchema,
          response: { 200: z.record(z.string(), z.unknown()) },
        },
      },
      (req) => helm.estimatedValues(req.query.projectName, req.params.envName, req.query, req.body),
    );

    app.get(
      helmEnvPaths.charts,
      { config: may('get_environment'), schema: { tags, params, querystring: helmServiceQuerySchema } },
      (req) => helm.charts(req.query.projectName, req.params.envName, req.query.serviceName),
    );
    app.put(
      helmEnvPaths.charts,
      {
        config: may('config_environment'),
        schema: {
          tags,
          params,
          querystring: helmProjectQuerySchema,
          body: chartValuesUpdateBodySchema,
          response: answersSuccess,
        },
      },
      (req) =>
        succeeded(
          helm.updateCharts(req.query.projectName, req.params.envName, req.body, requireActor(req).account),
        ),
    );
    app.put(
      helmEnvPaths.envDefaultValues,
      {
        config: may('config_environment'),
        schema: {
          tags,
          params,
          querystring: helmProjectQuerySchema,
          body: envDefaultValuesBodySchema,
          response: answersSuccess,
        },
      },
      (req) =>
        succeeded(
          helm.updateDefaultValues(
            req.query.projectName,
            req.params.envName,
            req.body,
            requireActor(req).account,
          ),
        ),
    );
    app.get(
      helmEnvPaths.images,
      { config: may('get_environment'), schema: { tags, params, querystring: helmServiceQuerySchema } },
      (req) => helm.images(req.query.projectName, req.params.envName, req.query.serviceName),
    );
    app.get(
      helmEnvPaths.releases,
      {
        config: may('get_environment'),
        schema: {
          tags,
          params,
          querystring: helmProjectQuerySchema,
          response: { 200: helmReleaseListSchema },
        },
      },
      (req) => helm.releases(req.query.projectName, req.params.envName, requestLanguage(req)),
    );
    app.get(
      helmEnvPaths.values,
      {
        config: may('get_environment'),
        schema: { tags, params, querystring: helmServiceQuerySchema, response: { 200: runningValuesSchema } },
      },
      (req) => helm.values(req.query.projectName, req.params.envName, req.query.serviceName),
    );
  };
