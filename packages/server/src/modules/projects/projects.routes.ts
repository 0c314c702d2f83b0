import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { PermissionService } from '../rbac/permission.service.js';
import type { RbacService } from '../rbac/rbac.service.js';

export interface ProjectsRoutesDeps {
  db: Db;
  rbac: RbacService;
  permissions: PermissionService;
}

export const projectsRoutes =
  (_deps: ProjectsRoutesDeps): FastifyPluginAsyncZod =>
  async () => {};
