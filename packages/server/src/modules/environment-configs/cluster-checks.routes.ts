import {
  clusterIdParamsSchema,
  debugContainerParamsSchema,
  debugContainerQuerySchema,
  envConfigParamsSchema,
  hostedEnvPaths,
  k8servicesCheckSchema,
  k8servicesQuerySchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../http/route-options.js';
import type { ClusterChecksService } from './cluster-checks.service.js';

const tags = ['environments'];
const inQuery = { from: 'query', key: 'projectName' } as const;

/** What a cluster offers the share and debug dialogs (portal §3.14, §4.8, §4.9). */
export const clusterChecksRoutes =
  (checks: ClusterChecksService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      hostedEnvPaths.ephemeralContainers,
      { config: signedIn, schema: { tags, params: clusterIdParamsSchema, response: { 200: z.boolean() } } },
      (req) => checks.ephemeralContainers(req.params.clusterId),
    );
    app.get(
      hostedEnvPaths.istio,
      { config: signedIn, schema: { tags, params: clusterIdParamsSchema, response: { 200: z.boolean() } } },
      (req) => checks.istio(req.params.clusterId),
    );
    app.get(
      hostedEnvPaths.k8services,
      {
        config: { permission: { kind: 'project', project: inQuery, action: 'get_environment' } },
        schema: {
          tags,
          params: envConfigParamsSchema,
          querystring: k8servicesQuerySchema,
          response: { 200: k8servicesCheckSchema },
        },
      },
      (req) => checks.servicesWithoutWorkloads(req.query.projectName, req.params.envName),
    );
    app.post(
      hostedEnvPaths.debugContainer,
      {
        config: { permission: { kind: 'project', project: inQuery, action: 'manage_environment' } },
        schema: { tags, params: debugContainerParamsSchema, querystring: debugContainerQuerySchema },
      },
      (req) => checks.startDebugContainer(req.query.projectName, req.params.envName),
    );
  };
