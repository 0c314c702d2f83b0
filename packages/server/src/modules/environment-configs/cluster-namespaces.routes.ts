import {
  availableNamespaceListSchema,
  environmentPaths,
  envNamespacesQuerySchema,
  kubeWorkloadsQuerySchema,
  namespaceResourcesSchema,
  servicePaths,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../http/route-options.js';
import type { ClusterNamespacesService } from './cluster-namespaces.service.js';

const inQuery = { from: 'query', key: 'projectName' } as const;

/** A cluster's namespaces (environment create forms) and a namespace's resources (service import). */
export const clusterNamespacesRoutes =
  (namespaces: ClusterNamespacesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      environmentPaths.availableNamespaces,
      {
        config: signedIn,
        schema: {
          tags: ['environments'],
          querystring: envNamespacesQuerySchema,
          response: { 200: availableNamespaceListSchema },
        },
      },
      (req) => namespaces.available(req.query.clusterId),
    );
    app.get(
      servicePaths.kubeWorkloads,
      {
        config: { permission: { kind: 'project', project: inQuery, action: 'create_service' } },
        schema: {
          tags: ['services'],
          querystring: kubeWorkloadsQuerySchema,
          response: { 200: namespaceResourcesSchema },
        },
      },
      (req) => namespaces.resources(req.query.cluster_id ?? '', req.query.namespace ?? ''),
    );
  };
