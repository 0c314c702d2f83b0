import {
  hostedEnvBodySchema,
  hostedEnvPaths,
  hostedEnvQuerySchema,
  hostedWorkloadsQuerySchema,
  kubeWorkloadListSchema,
  type ProjectAction,
  serviceWorkloadListSchema,
  serviceWorkloadsQuerySchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, succeeded } from '../../http/route-options.js';
import type { HostedEnvironmentsService } from './hosted-environments.service.js';

const tags = ['environments'];
const inQuery = { from: 'query', key: 'projectName' } as const;
/** Several actions: any one of them will do. */
const may = (action: ProjectAction | readonly ProjectAction[]) =>
  ({ permission: { kind: 'project', project: inQuery, action, operator: 'or' } }) as const;

/** Taken-over environments (portal §11): picking a namespace's workloads is part of creating one. */
export const hostedEnvironmentsRoutes =
  (hosted: HostedEnvironmentsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      hostedEnvPaths.kubeWorkloads,
      {
        // the create page and the edit page of a taken-over environment both list the namespace
        config: may(['create_environment', 'config_environment']),
        schema: { tags, querystring: hostedWorkloadsQuerySchema, response: { 200: kubeWorkloadListSchema } },
      },
      async (req, reply) => {
        const { clusterId, namespace, page, perPage } = req.query;
        const { total, services } = await hosted.namespaceWorkloads(clusterId, namespace, page, perPage);
        reply.header('x-total', String(total));
        return { services };
      },
    );
    app.get(
      hostedEnvPaths.serviceWorkloads,
      {
        config: may('get_environment'),
        schema: {
          tags,
          querystring: serviceWorkloadsQuerySchema,
          response: { 200: serviceWorkloadListSchema },
        },
      },
      (req) => hosted.services(req.query.projectName, req.query.env),
    );
    const change = {
      tags,
      querystring: hostedEnvQuerySchema,
      body: hostedEnvBodySchema,
      response: answersSuccess,
    };
    app.post(hostedEnvPaths.serviceWorkloads, { config: may('create_environment'), schema: change }, (req) =>
      succeeded(hosted.create(req.query.projectName, req.body, requireActor(req).account)),
    );
    app.put(hostedEnvPaths.serviceWorkloads, { config: may('config_environment'), schema: change }, (req) =>
      succeeded(hosted.update(req.query.projectName, req.body, requireActor(req).account)),
    );
  };
