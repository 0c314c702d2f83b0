import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collaborationRoutes } from './collaboration.routes.js';
import { permissionRoutes } from './permission.routes.js';
import type { PermissionService } from './permission.service.js';
import { projectBindingRoutes } from './project-bindings.routes.js';
import type { RbacService } from './rbac.service.js';
import { roleRoutes } from './roles.routes.js';

/** Every RBAC route but the system role bindings: permissions, roles, project members, policies, groups. */
export const rbacRoutes =
  (rbac: RbacService, permissions: PermissionService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(permissionRoutes(rbac, permissions));
    await app.register(roleRoutes(rbac.roles));
    await app.register(projectBindingRoutes(rbac.projectBindings));
    await app.register(collaborationRoutes(rbac.policies, rbac.groups));
  };
