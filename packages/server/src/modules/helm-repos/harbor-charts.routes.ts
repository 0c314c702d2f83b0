import {
  harborChartListSchema,
  harborChartParamsSchema,
  harborChartVersionListSchema,
  helmServicePaths,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../http/route-options.js';
import type { HarborCharts } from './harbor-charts.js';

const tags = ['helm-repos'];

/** The charts of a Harbor project and the versions of one chart (portal §6.11). */
export const harborChartsRoutes =
  (harbor: HarborCharts): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      helmServicePaths.harborCharts,
      {
        config: signedIn,
        schema: { tags, params: harborChartParamsSchema, response: { 200: harborChartListSchema } },
      },
      (req) => harbor.charts(req.params.project),
    );
    app.get(
      helmServicePaths.harborChartVersions,
      {
        config: signedIn,
        schema: { tags, params: harborChartParamsSchema, response: { 200: harborChartVersionListSchema } },
      },
      (req) => harbor.versions(req.params.project, req.params.chart ?? ''),
    );
  };
