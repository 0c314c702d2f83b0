import { projectNameQuerySchema, type RoleBody, roleBodySchema, roleSchema } from '@slipway/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RoutePermission } from '../../http/permissions.js';
import { answersSuccess, signedIn, succeeded, systemAdmin } from '../../http/route-options.js';
import { PUBLIC_ROLE_PROJECT } from './rbac.repository.js';
import { type RolesService, roleOwnerOf, SYSTEM_ROLES } from './roles.service.js';
import { nameParams, projectAdmin, projectView, tags } from './route-config.js';

type Config = { permission: RoutePermission };

interface RoleScope {
  /** the collection; a role is at `${path}/:name` */
  path: string;
  /** whose roles the request names */
  owner(req: FastifyRequest): string;
  /** `?projectName=` as the portal sends it, when the collection needs one */
  querystring?: z.ZodObject;
  read: Config;
  write: Config;
  /** the calls on one role besides DELETE (the portal edits system roles through /api/v1/roles) */
  readAndEdit: boolean;
}

/** List, create and delete a scope's roles (and read and change one, when the scope has those calls). */
function roleScopeRoutes(app: FastifyInstance, roles: RolesService, scope: RoleScope) {
  type Named = { Params: { name: string } };
  // only a collection with a ?projectName= declares one
  const query = scope.querystring ? { querystring: scope.querystring } : {};
  const itemPath = `${scope.path}/:name`;
  app.get(
    scope.path,
    { config: scope.read, schema: { tags, ...query, response: { 200: z.array(roleSchema) } } },
    (req) => roles.list(scope.owner(req)),
  );
  app.post<{ Body: RoleBody }>(
    scope.path,
    { config: scope.write, schema: { tags, ...query, body: roleBodySchema, response: answersSuccess } },
    (req) => succeeded(roles.create(scope.owner(req), req.body)),
  );
  if (scope.readAndEdit) {
    app.get<Named>(
      itemPath,
      {
        config: scope.read,
        schema: { tags, params: nameParams, ...query, response: { 200: roleSchema } },
      },
      (req) => roles.get(scope.owner(req), req.params.name),
    );
    app.put<Named & { Body: RoleBody }>(
      itemPath,
      {
        config: scope.write,
        schema: { tags, params: nameParams, ...query, body: roleBodySchema, response: answersSuccess },
      },
      (req) => succeeded(roles.update(scope.owner(req), req.params.name, req.body)),
    );
  }
  app.delete<Named>(
    itemPath,
    { config: scope.write, schema: { tags, params: nameParams, ...query, response: answersSuccess } },
    (req) => succeeded(roles.remove(scope.owner(req), req.params.name)),
  );
}

const projectOf = (req: FastifyRequest) => (req.query as { projectName: string }).projectName;
const publicRoles = () => PUBLIC_ROLE_PROJECT;
/** public roles are shared by every project: the portal names one, which changes nothing */
const anyProjectQuery = z.object({ projectName: z.string().max(64).optional() });

/**
 * Roles as the portal manages them: system roles, a project's own roles (`?projectName=*` names the system
 * ones), and public roles every project shares — the preset ones (project-admin, read-only) among them.
 */
export const roleRoutes =
  (roles: RolesService): FastifyPluginAsyncZod =>
  async (app) => {
    roleScopeRoutes(app, roles, {
      path: '/api/v1/system-roles',
      owner: () => SYSTEM_ROLES,
      read: systemAdmin,
      write: systemAdmin,
      readAndEdit: false,
    });
    // a non-admin is never a member of '*', so the project checks leave the system roles to admins
    roleScopeRoutes(app, roles, {
      path: '/api/v1/roles',
      owner: (req) => roleOwnerOf(projectOf(req)),
      querystring: projectNameQuerySchema,
      read: projectView,
      write: projectAdmin,
      readAndEdit: true,
    });
    roleScopeRoutes(app, roles, {
      path: '/api/v1/public-roles',
      owner: publicRoles,
      querystring: anyProjectQuery,
      read: signedIn,
      write: systemAdmin,
      readAndEdit: true,
    });
    app.get(
      '/api/v1/preset-roles',
      {
        config: signedIn,
        schema: { tags, querystring: anyProjectQuery, response: { 200: z.array(roleSchema) } },
      },
      () => roles.list(PUBLIC_ROLE_PROJECT),
    );
  };
