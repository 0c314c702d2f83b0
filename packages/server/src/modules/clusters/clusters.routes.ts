import {
  clusterBodySchema,
  clusterListQuerySchema,
  clusterListSchema,
  clusterNodesQuerySchema,
  clusterNodesSchema,
  clusterParamsSchema,
  clusterPaths,
  clusterPvcParamsSchema,
  clusterSchema,
  clusterStorageClassQuerySchema,
  pvcListSchema,
  storageClassListSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, signedIn, succeeded, systemAdmin } from '../../http/route-options.js';
import type { ClustersService } from './clusters.service.js';

const tags = ['clusters'];
const params = clusterParamsSchema;

/** Clusters: administrators manage them; every form that picks a cluster reads the list. */
export const clustersRoutes =
  (clusters: ClustersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      clusterPaths.clusters,
      {
        config: signedIn,
        schema: { tags, querystring: clusterListQuerySchema, response: { 200: clusterListSchema } },
      },
      (req) => clusters.list(req.query.projectName),
    );
    app.post(
      clusterPaths.clusters,
      { config: systemAdmin, schema: { tags, body: clusterBodySchema, response: { 200: clusterSchema } } },
      (req) => clusters.create(req.body, requireActor(req).account),
    );
    app.put(
      clusterPaths.cluster,
      { config: systemAdmin, schema: { tags, params, body: clusterBodySchema, response: answersSuccess } },
      (req) => succeeded(clusters.update(req.params.id, req.body)),
    );
    app.delete(
      clusterPaths.cluster,
      { config: systemAdmin, schema: { tags, params, response: answersSuccess } },
      (req) => succeeded(clusters.delete(req.params.id)),
    );
    app.put(
      clusterPaths.disconnect,
      { config: systemAdmin, schema: { tags, params, response: answersSuccess } },
      (req) => succeeded(clusters.disconnect(req.params.id)),
    );
    app.put(
      clusterPaths.reconnect,
      { config: systemAdmin, schema: { tags, params, response: answersSuccess } },
      (req) => succeeded(clusters.reconnect(req.params.id)),
    );
    app.get(
      clusterPaths.agentUpgrade,
      { config: systemAdmin, schema: { tags, params, response: answersSuccess } },
      (req) => succeeded(clusters.upgradeAgent(req.params.id)),
    );
    app.get(
      clusterPaths.storageClasses,
      {
        config: systemAdmin,
        schema: {
          tags,
          params,
          querystring: clusterStorageClassQuerySchema,
          response: { 200: storageClassListSchema },
        },
      },
      (req) => clusters.storageClasses(req.params.id),
    );
    app.get(
      clusterPaths.pvcs,
      {
        config: systemAdmin,
        schema: { tags, params: clusterPvcParamsSchema, response: { 200: pvcListSchema } },
      },
      (req) => clusters.pvcs(req.params.id, req.params.namespace),
    );
    app.get(
      clusterPaths.nodes,
      {
        config: signedIn,
        schema: { tags, querystring: clusterNodesQuerySchema, response: { 200: clusterNodesSchema } },
      },
      (req) => clusters.nodes(req.query.clusterId),
    );
  };
