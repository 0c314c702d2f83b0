import {
  envDiffParamsSchema,
  envEventsQuerySchema,
  envExportQuerySchema,
  envGroupsQuerySchema,
  envImageBodySchema,
  envImageParamsSchema,
  envInitInfoParamsSchema,
  environmentParamsSchema,
  environmentPaths,
  envPodParamsSchema,
  envProjectQuerySchema,
  envScaleQuerySchema,
  envScopedQuerySchema,
  envServiceParamsSchema,
  envWorkloadQuerySchema,
} from '@slipway/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireActor } from '../../http/permissions.js';
import type { WorkloadRef } from '../../workloads/workload-driver.js';
import { clusterCall } from './environment-errors.js';
import { inProject, inProjectPath, onEnvironment } from './environment-permissions.js';
import type { EnvironmentServiceViews } from './environment-service-views.js';
import type { EnvironmentViews } from './environment-views.js';
import type { EnvironmentsService } from './environments.service.js';

type EnvGroupsQuery = z.infer<typeof envGroupsQuerySchema>;

const tags = ['environments'];
const ok = { message: 'success' };
const kinds = { deployment: 'Deployment', statefulset: 'StatefulSet' } as const;
const workload = (q: { type: keyof typeof kinds; name: string }): WorkloadRef => ({
  kind: kinds[q.type],
  name: q.name,
});

/** The `serviceName=` part of the Helm/hosted page's `filter` query, or the plain search text. */
const searchOf = (q: { serviceName?: string | undefined; filter?: string | undefined }) =>
  q.serviceName ?? /(?:^|,)name=([^,]*)/.exec(q.filter ?? '')?.[1] ?? '';

/** Services inside an environment, their workloads and pods (portal-shapes §1.4–§1.6, §2.1, §4). */
export const environmentServicesRoutes =
  (
    envs: EnvironmentsService,
    views: EnvironmentViews,
    serviceViews: EnvironmentServiceViews,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const p = environmentPaths;
    const listSchema = { tags, params: environmentParamsSchema, querystring: envGroupsQuerySchema };
    /** One page of the environment's service rows; the total goes in `x-total` as the portal reads it. */
    const servicePage = async (q: EnvGroupsQuery, envName: string, reply: FastifyReply) => {
      const { rows, total } = await views.serviceRows(q.projectName, envName, searchOf(q), q.page, q.perPage);
      reply.header('x-total', String(total));
      return rows;
    };
    app.get(p.groups, { config: onEnvironment('get_environment'), schema: listSchema }, (req, reply) =>
      servicePage(req.query, req.params.envName, reply),
    );
    app.get(
      p.workloads,
      { config: onEnvironment('get_environment'), schema: listSchema },
      async (req, reply) => ({
        services: await servicePage(req.query, req.params.envName, reply),
        ingresses: [],
      }),
    );
    const serviceSchema = { tags, params: envServiceParamsSchema, querystring: envProjectQuerySchema };
    app.get(p.service, { config: onEnvironment('get_environment'), schema: serviceSchema }, (req) =>
      serviceViews.service(req.query.projectName, req.params.envName, req.params.serviceName),
    );
    app.put(
      p.service,
      { config: onEnvironment('manage_environment'), schema: serviceSchema },
      async (req) => {
        await clusterCall(() =>
          envs.applyService(
            req.query.projectName,
            req.params.envName,
            req.params.serviceName,
            requireActor(req).account,
          ),
        );
        return ok;
      },
    );
    app.post(
      p.restart,
      { config: onEnvironment('manage_environment'), schema: serviceSchema },
      async (req) => {
        await clusterCall(() =>
          envs.restartService(req.query.projectName, req.params.envName, req.params.serviceName),
        );
        return ok;
      },
    );
    const workloadSchema = { tags, params: envServiceParamsSchema, querystring: envWorkloadQuerySchema };
    app.post(
      p.restartNew,
      { config: onEnvironment('manage_environment'), schema: workloadSchema },
      async (req) => {
        const env = await envs.get(req.query.projectName, req.params.envName);
        await clusterCall(async () => (await envs.driverOf(env)).restart(env.namespace, workload(req.query)));
        return ok;
      },
    );
    app.post(
      p.scaleNew,
      {
        config: onEnvironment('manage_environment'),
        schema: { tags, params: envServiceParamsSchema, querystring: envScaleQuerySchema },
      },
      async (req) => {
        const env = await envs.get(req.query.projectName, req.params.envName);
        await clusterCall(async () =>
          (await envs.driverOf(env)).scale(env.namespace, workload(req.query), req.query.number),
        );
        return ok;
      },
    );
    app.delete(
      p.pod,
      {
        config: onEnvironment('manage_environment'),
        schema: { tags, params: envPodParamsSchema, querystring: envProjectQuerySchema },
      },
      async (req) => {
        const env = await envs.get(req.query.projectName, req.params.envName);
        await clusterCall(async () =>
          (await envs.driverOf(env)).deletePod(env.namespace, req.params.podName),
        );
        return ok;
      },
    );
    app.post(
      p.image,
      {
        config: onEnvironment('manage_environment'),
        schema: {
          tags,
          params: envImageParamsSchema,
          querystring: envProjectQuerySchema,
          body: envImageBodySchema,
        },
      },
      async (req) => {
        // the dialog does not wait for the rollout: the service list shows it
        await clusterCall(() =>
          envs.deployImage(
            req.query.projectName,
            req.params.envName,
            req.body.service_name,
            req.body.container_name,
            req.body.image,
            0,
            undefined,
            requireActor(req).account,
          ),
        );
        return ok;
      },
    );
    app.get(
      p.exportService,
      { config: onEnvironment('get_environment'), schema: { tags, querystring: envExportQuerySchema } },
      (req) => serviceViews.export(req.query.projectName, req.query.envName, req.query.serviceName),
    );
    app.get(
      p.revisions,
      { config: inProject('get_environment'), schema: { tags, querystring: envProjectQuerySchema } },
      (req) =>
        serviceViews.revisions(
          req.query.projectName,
          typeof req.query.envName === 'string' ? req.query.envName : undefined,
        ),
    );
    app.get(
      p.diff,
      {
        config: onEnvironment('get_environment'),
        schema: { tags, params: envDiffParamsSchema, querystring: envScopedQuerySchema },
      },
      (req) => serviceViews.diff(req.params.projectName, req.query.envName, req.params.serviceName),
    );
    app.get(
      p.initInfo,
      { config: inProjectPath('create_environment'), schema: { tags, params: envInitInfoParamsSchema } },
      (req) => serviceViews.initInfo(req.params.projectName),
    );
    app.get(
      p.events,
      { config: onEnvironment('get_environment'), schema: { tags, querystring: envEventsQuerySchema } },
      (req) =>
        serviceViews.events(
          req.query.projectName,
          req.query.envName,
          req.query.name ? { kind: req.query.type, name: req.query.name } : undefined,
        ),
    );
    app.get(
      p.podEvents,
      {
        config: onEnvironment('get_environment'),
        schema: {
          tags,
          params: envPodParamsSchema.pick({ podName: true }),
          querystring: envScopedQuerySchema,
        },
      },
      (req) =>
        serviceViews.events(req.query.projectName, req.query.envName, {
          kind: 'Pod',
          name: req.params.podName,
        }),
    );
  };
