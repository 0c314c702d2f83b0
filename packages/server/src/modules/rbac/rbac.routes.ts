import {
  policyBodySchema,
  policySchema,
  projectMemberSchema,
  projectNameQuerySchema,
  projectRoleBodySchema,
  type Role,
  roleBindingSchema,
  roleBindingsBulkSchema,
  roleSchema,
  systemRoleBodySchema,
  userGroupBodySchema,
  userGroupSchema,
  userRolesUpdateSchema,
} from '@slipway/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RoutePermission, requireActor } from '../../http/permissions.js';
import { ForbiddenError } from '../../lib/errors.js';
import { permissionRoutes } from './permission.routes.js';
import type { PermissionService } from './permission.service.js';
import type { RbacService } from './rbac.service.js';
import {
  admin,
  idParams,
  messageSchema,
  nameParams,
  ok,
  projectAdmin,
  projectView,
  tags,
  userIdQuery,
} from './route-config.js';

const SYSTEM = '';

export const rbacRoutes =
  (rbac: RbacService, permissions: PermissionService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(permissionRoutes(rbac, permissions));

    // ---- system roles
    roleCollection(app, {
      rbac,
      path: '/api/v1/system-roles',
      owner: SYSTEM,
      listPermission: admin,
      list: () => rbac.systemRoles(),
      createBody: systemRoleBodySchema,
      create: (body) => rbac.createSystemRole(body),
      updateBody: systemRoleBodySchema.omit({ name: true }),
    });

    // ---- public and preset project roles
    roleCollection(app, {
      rbac,
      path: '/api/v1/public-roles',
      owner: '*',
      listPermission: { permission: { kind: 'signedIn' } },
      list: () => rbac.publicRoles(),
      createBody: projectRoleBodySchema.omit({ type: true }),
      create: (body) => rbac.createPublicRole({ ...body, type: 'public' }),
      updateBody: projectRoleBodySchema.pick({ desc: true, actions: true }),
    });
    app.get(
      '/api/v1/preset-roles',
      {
        config: { permission: { kind: 'signedIn' } },
        schema: { tags, response: { 200: z.array(roleSchema) } },
      },
      () => rbac.presetRoles(),
    );

    // ---- project roles (private to the project, or public for all)
    app.get(
      '/api/v1/roles',
      {
        config: projectView,
        schema: { tags, querystring: projectNameQuerySchema, response: { 200: z.array(roleSchema) } },
      },
      (req) => rbac.projectRoles(req.query.projectName),
    );
    app.post(
      '/api/v1/roles',
      {
        config: projectAdmin,
        schema: {
          tags,
          querystring: projectNameQuerySchema,
          body: projectRoleBodySchema,
          response: { 200: roleSchema },
        },
      },
      async (req) => {
        // a public role appears in every project: only a system administrator may add one
        if (req.body.type === 'public' && !requireActor(req).isSystemAdmin) {
          throw new ForbiddenError('error.noPermissionToOperate');
        }
        return rbac.createProjectRole(req.query.projectName, req.body);
      },
    );
    app.put(
      '/api/v1/roles/:name',
      {
        config: projectAdmin,
        schema: {
          tags,
          params: nameParams,
          querystring: projectNameQuerySchema,
          body: projectRoleBodySchema.pick({ desc: true, actions: true }),
          response: { 200: roleSchema },
        },
      },
      (req) => rbac.updateRole(req.query.projectName, req.params.name, req.body.desc, req.body.actions),
    );
    app.delete(
      '/api/v1/roles/:name',
      {
        config: projectAdmin,
        schema: {
          tags,
          params: nameParams,
          querystring: projectNameQuerySchema,
          response: { 200: messageSchema },
        },
      },
      async (req) => {
        await rbac.deleteRole(req.query.projectName, req.params.name);
        return ok;
      },
    );

    // ---- project bindings and members
    app.get(
      '/api/v1/rolebindings',
      {
        config: projectView,
        schema: { tags, querystring: projectNameQuerySchema, response: { 200: z.array(roleBindingSchema) } },
      },
      (req) => rbac.bindings(req.query.projectName),
    );
    app.post(
      '/api/v1/rolebindings',
      {
        config: projectAdmin,
        schema: {
          tags,
          querystring: projectNameQuerySchema,
          body: roleBindingsBulkSchema,
          response: { 200: z.array(roleBindingSchema) },
        },
      },
      (req) => rbac.bindBulk(req.query.projectName, req.body),
    );
    app.put(
      '/api/v1/rolebindings/update',
      {
        config: projectAdmin,
        schema: {
          tags,
          querystring: projectNameQuerySchema.extend(userIdQuery.shape),
          body: userRolesUpdateSchema,
          response: { 200: z.array(roleBindingSchema) },
        },
      },
      (req) => rbac.replaceUserRoles(req.query.projectName, req.query.userID, req.body.roles),
    );
    app.delete(
      '/api/v1/rolebindings/:id',
      {
        config: projectAdmin,
        schema: {
          tags,
          params: idParams,
          querystring: projectNameQuerySchema,
          response: { 200: messageSchema },
        },
      },
      async (req) => {
        await rbac.deleteBinding(req.query.projectName, req.params.id);
        return ok;
      },
    );
    app.get(
      '/api/v1/picket/bindings',
      {
        config: projectView,
        schema: {
          tags,
          querystring: projectNameQuerySchema,
          response: { 200: z.array(projectMemberSchema) },
        },
      },
      (req) => rbac.members(req.query.projectName),
    );

    // ---- user groups, and policies (actions on named workflows and environments)
    projectCollection(app, {
      path: '/api/v1/groups',
      key: idParams,
      body: userGroupBodySchema,
      item: userGroupSchema,
      list: (project) => rbac.groups(project),
      create: (project, body) => rbac.createGroup(project, body),
      update: (project, { id }, body) => rbac.updateGroup(project, id, body),
      remove: (project, { id }) => rbac.deleteGroup(project, id),
    });
    projectCollection(app, {
      path: '/api/v1/policies',
      key: nameParams,
      body: policyBodySchema,
      item: policySchema,
      list: (project) => rbac.policies(project),
      create: (project, body) => rbac.createPolicy(project, body),
      update: (project, { name }, body) => rbac.updatePolicy(project, name, body),
      remove: (project, { name }) => rbac.deletePolicy(project, name),
    });
  };

interface CollectionSpec<Key extends z.ZodObject, Body extends z.ZodType, Item extends z.ZodType> {
  /** the collection; items live at `${path}/:<key>` */
  path: string;
  key: Key;
  body: Body;
  item: Item;
  list(project: string): Promise<z.output<Item>[]>;
  create(project: string, body: z.output<Body>): Promise<z.output<Item>>;
  update(project: string, key: z.output<Key>, body: z.output<Body>): Promise<z.output<Item>>;
  remove(project: string, key: z.output<Key>): Promise<void>;
}

/** List, create, update and delete of something a project holds: members read it, its admins change it. */
function projectCollection<Key extends z.ZodObject, Body extends z.ZodType, Item extends z.ZodType>(
  app: FastifyInstance,
  spec: CollectionSpec<Key, Body, Item>,
) {
  // the schemas validate and document; the generic item type is given to the handlers by hand
  type Query = { Querystring: { projectName: string } };
  type WithBody = Query & { Body: z.output<Body> };
  type WithKey = { Params: z.output<Key> };
  const itemPath = `${spec.path}/:${Object.keys(spec.key.shape)[0]}`;
  const querystring = projectNameQuerySchema;
  app.get<Query>(
    spec.path,
    { config: projectView, schema: { tags, querystring, response: { 200: z.array(spec.item) } } },
    (req) => spec.list(req.query.projectName),
  );
  app.post<WithBody>(
    spec.path,
    { config: projectAdmin, schema: { tags, querystring, body: spec.body, response: { 200: spec.item } } },
    (req) => spec.create(req.query.projectName, req.body as z.output<Body>),
  );
  app.put<WithBody & WithKey>(
    itemPath,
    {
      config: projectAdmin,
      schema: { tags, params: spec.key, querystring, body: spec.body, response: { 200: spec.item } },
    },
    (req) => spec.update(req.query.projectName, req.params as z.output<Key>, req.body as z.output<Body>),
  );
  app.delete<Query & WithKey>(
    itemPath,
    {
      config: projectAdmin,
      schema: { tags, params: spec.key, querystring, response: { 200: messageSchema } },
    },
    async (req) => {
      await spec.remove(req.query.projectName, req.params as z.output<Key>);
      return ok;
    },
  );
}

interface RoleCollectionSpec<Create extends z.ZodType> {
  rbac: RbacService;
  path: string;
  /** '' for system roles, '*' for public project roles */
  owner: string;
  listPermission: { permission: RoutePermission };
  list(): Promise<Role[]>;
  createBody: Create;
  create(body: z.output<Create>): Promise<Role>;
  updateBody: z.ZodType<{ desc: string; actions: string[] }>;
}

/** Roles kept outside any one project: everyone listed may read them, only system admins change them. */
function roleCollection<Create extends z.ZodType>(app: FastifyInstance, spec: RoleCollectionSpec<Create>) {
  type Named = { Params: { name: string } };
  const itemPath = `${spec.path}/:name`;
  app.get(
    spec.path,
    { config: spec.listPermission, schema: { tags, response: { 200: z.array(roleSchema) } } },
    () => spec.list(),
  );
  app.post(
    spec.path,
    { config: admin, schema: { tags, body: spec.createBody, response: { 200: roleSchema } } },
    (req) => spec.create(req.body as z.output<Create>),
  );
  app.put<Named & { Body: { desc: string; actions: string[] } }>(
    itemPath,
    {
      config: admin,
      schema: { tags, params: nameParams, body: spec.updateBody, response: { 200: roleSchema } },
    },
    (req) => spec.rbac.updateRole(spec.owner, req.params.name, req.body.desc, req.body.actions),
  );
  app.delete<Named>(
    itemPath,
    { config: admin, schema: { tags, params: nameParams, response: { 200: messageSchema } } },
    async (req) => {
      await spec.rbac.deleteRole(spec.owner, req.params.name);
      return ok;
    },
  );
}
