import {
  type GlobalPermission,
  isPermitted,
  type ProjectAction,
  type ProjectPermission,
  type SystemAction,
} from '@slipway/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../lib/errors.js';

/**
 * Where a route finds the project it acts on. With `via: 'workflow'` the value found is a
 * workflow name, and the project is the workflow's.
 */
export interface ProjectLocator {
  from: 'params' | 'query' | 'body';
  key: string;
  via?: 'workflow';
  /**
   * The resource a path parameter names (a scanner by id) decides the project when it exists, whatever
   * the request says; otherwise the locator above does (and the route answers 404 after the check).
   */
  owner?: { param: string; projectOf(value: string): Promise<string | undefined> };
}

/**
 * What a caller must be to reach a route. Every /api route declares one (deny by default):
 * a route without it stops the server at start-up. The rules are spec §6.
 */
export type RoutePermission =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  /** The signed-in user named by the route parameter, or a system administrator. */
  | { kind: 'self'; param: string }
  | { kind: 'systemAdmin' }
  /** The action must be in system_verbs. */
  | { kind: 'system'; action: SystemAction }
  /** Members of private projects, everybody for public ones. */
  | { kind: 'projectView'; project: ProjectLocator }
  /** Administrators of the project. */
  | { kind: 'projectAdmin'; project: ProjectLocator }
  /** The action(s) in project_verbs, or in the verbs of the named workflow or environment. */
  | {
      kind: 'project';
      project: ProjectLocator;
      action: ProjectAction | readonly ProjectAction[];
      operator?: 'and' | 'or';
      resource?: { type: 'Workflow' | 'Environment'; param: string };
    };

export interface Actor {
  uid: string;
  account: string;
  name: string;
  email: string;
  isSystemAdmin: boolean;
}

export interface ProjectAccess extends ProjectPermission {
  /** a member through a role, a group or a policy, or the project is public */
  canView: boolean;
}

export interface PermissionSource {
  resolveActor(token: string): Promise<Actor | null>;
  global(actor: Actor): Promise<GlobalPermission>;
  project(actor: Actor, projectName: string): Promise<ProjectAccess>;
  /** The project a workflow belongs to, for routes that name only the workflow. */
  projectOfWorkflow(workflowName: string): Promise<string | undefined>;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  permission: RoutePermission;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /** a plain browser link (a download): the sign-in token may come as the `token` query parameter */
    tokenInQuery?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
    permissionSource: PermissionSource;
  }
}

const exemptPrefixes = ['/api/docs'];

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The sign-in token of a request; routes marked `tokenInQuery` also take it from the query. */
function sessionToken(request: FastifyRequest): string | undefined {
  const header = bearerToken(request);
  if (header || !request.routeOptions.config?.tokenInQuery) return header;
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' && token ? token : undefined;
}

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new UnauthorizedError();
  return request.actor;
}

async function locateProject(request: FastifyRequest, locator: ProjectLocator, source: PermissionSource) {
  if (locator.owner) {
    const id = (request.params as Record<string, unknown> | undefined)?.[locator.owner.param];
    const owner = typeof id === 'string' ? await locator.owner.projectOf(id) : undefined;
    if (owner) return owner;
  }
  const container = request[locator.from] as Record<string, unknown> | undefined;
  const value = container?.[locator.key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new BadRequestError(
      locator.via === 'workflow' ? 'validation.workflow.nameRequired' : 'validation.project.required',
    );
  }
  if (locator.via !== 'workflow') return value.trim();
  // an unknown workflow has no project: only system admins (let through earlier) reach the 404
  const project = await source.projectOfWorkflow(value.trim());
  if (!project) throw new ForbiddenError();
  return project;
}

/** A named value from the path, else the query, else the body. */
function locateValue(request: FastifyRequest, key: string): string | undefined {
  for (const container of [request.params, request.query, request.body]) {
    const value = (container as Record<string, unknown> | undefined)?.[key];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

async function check(request: FastifyRequest, permission: RoutePermission, source: PermissionSource) {
  const actor = requireActor(request);
  if (actor.isSystemAdmin) return;
  switch (permission.kind) {
    case 'public':
    case 'signedIn':
      return;
    case 'self': {
      const target = (request.params as Record<string, string | undefined>)[permission.param];
      if (target !== actor.uid) throw new ForbiddenError();
      return;
    }
    case 'systemAdmin':
      throw new ForbiddenError();
    case 'system': {
      const global = await source.global(actor);
      if (!isPermitted({ type: 'system', action: permission.action }, global, undefined))
        throw new ForbiddenError();
      return;
    }
    case 'projectView':
    case 'projectAdmin':
    case 'project': {
      const projectName = await locateProject(request, permission.project, source);
      const access = await source.project(actor, projectName);
      if (permission.kind === 'projectView') {
        if (!access.canView) throw new ForbiddenError();
        return;
      }
      if (permission.kind === 'projectAdmin') {
        if (!access.is_project_admin) throw new ForbiddenError();
        return;
      }
      const resourceName = permission.resource ? locateValue(request, permission.resource.param) : undefined;
      const permitted = isPermitted(
        {
          type: 'project',
          project: projectName,
          action: permission.action,
          ...(permission.operator ? { operator: permission.operator } : {}),
          ...(permission.resource && resourceName
            ? { resource: { type: permission.resource.type, name: resourceName } }
            : {}),
        },
        { is_system_admin: false, project_admin_list: [], system_verbs: [] },
        access,
      );
      if (!permitted) throw new ForbiddenError();
      return;
    }
  }
}

/**
 * Checks a permission inside a handler: for the few paths the portal shares between kinds of
 * workflow, where which permission applies depends on what the request names.
 */
export function requirePermission(request: FastifyRequest, permission: RoutePermission): Promise<void> {
  return check(request, permission, request.server.permissionSource);
}

export function installPermissions(app: FastifyInstance, source: PermissionSource) {
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.decorate('permissionSource', source);
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || exemptPrefixes.some((p) => route.url.startsWith(p))) return;
    const permission = route.config?.permission;
    if (!permission) throw new Error(`Route ${String(route.method)} ${route.url} declares no permission`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.registeredRoutes.push({ method, url: route.url, permission });
    }
  });

  // Who the caller is, and every check that does not need the body, before the body is read.
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission) return;
    const token = sessionToken(request);
    if (permission.kind === 'public') {
      // public routes still know a signed-in caller (for the audit log)
      if (token) request.actor = await source.resolveActor(token);
      return;
    }
    request.actor = token ? await source.resolveActor(token) : null;
    requireActor(request);
    if ('project' in permission && permission.project.from === 'body') return;
    await check(request, permission, source);
  });

  app.addHook('preValidation', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (permission && 'project' in permission && permission.project.from === 'body') {
      await check(request, permission, source);
    }
  });
}
