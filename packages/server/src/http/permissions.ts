import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.js';

/**
 * What a caller must be to reach a route. Every /api route declares one (deny by default):
 * a route without it stops the server at start-up.
 */
export type RoutePermission =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  /** The signed-in user named by the route parameter, or a system administrator. */
  | { kind: 'self'; param: string }
  | { kind: 'systemAdmin' };

export interface Actor {
  uid: string;
  account: string;
  name: string;
  email: string;
  isSystemAdmin: boolean;
}

export type ActorResolver = (token: string) => Promise<Actor | null>;

export interface RegisteredRoute {
  method: string;
  url: string;
  permission: RoutePermission;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

const exemptPrefixes = ['/api/docs'];

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export function requireActor(request: FastifyRequest) {
  if (!request.actor) throw new UnauthorizedError();
  return request.actor;
}

export function installPermissions(app: FastifyInstance, resolveActor: ActorResolver) {
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || exemptPrefixes.some((p) => route.url.startsWith(p))) return;
    const permission = route.config?.permission;
    if (!permission) throw new Error(`Route ${String(route.method)} ${route.url} declares no permission`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.registeredRoutes.push({ method, url: route.url, permission });
    }
  });

  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission || permission.kind === 'public') return;
    const token = bearerToken(request);
    request.actor = token ? await resolveActor(token) : null;
    const actor = requireActor(request);
    if (permission.kind === 'systemAdmin' && !actor.isSystemAdmin) throw new ForbiddenError();
    if (permission.kind === 'self') {
      const target = (request.params as Record<string, string | undefined>)[permission.param];
      if (target !== actor.uid && !actor.isSystemAdmin) throw new ForbiddenError();
    }
  });
}
