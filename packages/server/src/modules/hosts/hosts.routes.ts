import {
  hostBodySchema,
  hostImportBodySchema,
  hostLabelListSchema,
  hostListSchema,
  hostParamsSchema,
  hostPaths,
  projectHostListQuerySchema,
  projectHostQuerySchema,
  systemHostListQuerySchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRecordRoutes } from '../../http/admin-records.js';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, signedIn, succeeded, systemAdmin } from '../../http/route-options.js';
import type { PermissionService } from '../rbac/permission.service.js';
import { type HostsService, SYSTEM_HOSTS } from './hosts.service.js';

const tags = ['hosts'];
const params = hostParamsSchema;
const byQuery = { from: 'query', key: 'projectName' } as const;
const projectView = { permission: { kind: 'projectView', project: byQuery } } as const;
const projectAdmin = { permission: { kind: 'projectAdmin', project: byQuery } } as const;

/** System hosts are kept by administrators; a project's hosts by the project's administrators. */
export const hostsRoutes =
  (hosts: HostsService, permissions: PermissionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      hostPaths.system,
      // host pickers of project pages read system hosts too, without the keys
      {
        config: signedIn,
        schema: { tags, querystring: systemHostListQuerySchema, response: { 200: hostListSchema } },
      },
      (req) => hosts.list(SYSTEM_HOSTS, req.query, requireActor(req).isSystemAdmin),
    );
    app.get(
      hostPaths.systemLabels,
      { config: signedIn, schema: { tags, response: { 200: hostLabelListSchema } } },
      () => hosts.labels(),
    );
    app.post(
      hostPaths.systemImport,
      { config: systemAdmin, schema: { tags, body: hostImportBodySchema, response: answersSuccess } },
      (req) => succeeded(hosts.import(SYSTEM_HOSTS, req.body, requireActor(req).account)),
    );
    adminRecordRoutes(
      app,
      { tags, collection: hostPaths.system, record: hostPaths.systemOne, body: hostBodySchema, params },
      hosts.scoped(SYSTEM_HOSTS),
    );

    app.get(
      hostPaths.project,
      {
        config: projectView,
        schema: { tags, querystring: projectHostListQuerySchema, response: { 200: hostListSchema } },
      },
      async (req) => {
        const access = await permissions.project(requireActor(req), req.query.projectName);
        return hosts.list(req.query.projectName, req.query, access.is_project_admin);
      },
    );
    const inProject = { tags, querystring: projectHostQuerySchema, response: answersSuccess };
    app.post(
      hostPaths.project,
      { config: projectAdmin, schema: { ...inProject, body: hostBodySchema } },
      (req) => succeeded(hosts.create(req.query.projectName, req.body, requireActor(req).account)),
    );
    app.post(
      hostPaths.projectImport,
      { config: projectAdmin, schema: { ...inProject, body: hostImportBodySchema } },
      (req) => succeeded(hosts.import(req.query.projectName, req.body, requireActor(req).account)),
    );
    app.put(
      hostPaths.projectOne,
      { config: projectAdmin, schema: { ...inProject, params, body: hostBodySchema } },
      (req) =>
        succeeded(hosts.update(req.query.projectName, req.params.id, req.body, requireActor(req).account)),
    );
    app.delete(hostPaths.projectOne, { config: projectAdmin, schema: { ...inProject, params } }, (req) =>
      succeeded(hosts.delete(req.query.projectName, req.params.id)),
    );
  };
