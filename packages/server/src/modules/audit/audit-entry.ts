import type { RoutePermission } from '../../http/permissions.js';
import { summarizeBody } from './body-summary.js';

/** A row of the audit log before it is stored. */
export interface AuditEntry {
  uid: string;
  username: string;
  method: string;
  path: string;
  projectName: string;
  function: string;
  status: number;
  requestBody: string;
  clientIp: string;
}

/** What the audit log needs of a finished request (a Fastify request provides all of it). */
export interface FinishedCall {
  method: string;
  url: string;
  ip: string;
  /** The matched route's URL pattern; undefined when no route matched. */
  routeUrl: string | undefined;
  permission: RoutePermission | undefined;
  params: unknown;
  query: unknown;
  body: unknown;
  actor: { uid: string; account: string } | null;
  status: number;
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Calls that name the account they act for in the body, made before anybody is signed in. */
const ACCOUNT_IN_BODY = new Set(['/api/v1/login', '/api/v1/signup']);

/** Routes whose `:name` parameter is the project. */
const PROJECT_ROUTE_PREFIXES = ['/api/v1/picket/projects/:name', '/api/aslan/project/products/:name'];
/** Creating a project names it in the body: product_name (project_name is its display name). */
const PROJECT_CREATION = '/api/v1/picket/projects';

const pathOf = (url: string) => url.split('?')[0] ?? '';

export function isAudited(method: string, url: string): boolean {
  const path = pathOf(url);
  return MUTATING_METHODS.has(method) && (path === '/api' || path.startsWith('/api/'));
}

/** Longest name or path kept: a failed call may carry anything in its body or URL. */
const MAX_TEXT = 512;
// a refused call may carry NUL characters, which PostgreSQL cannot store: the entry would be lost
const clip = (text: string) => text.replaceAll('\u0000', '').slice(0, MAX_TEXT);

const field = (source: unknown, key: string): string | undefined => {
  const value = (source as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'string' ? clip(value.trim()) : undefined;
};

function projectOf(call: FinishedCall): string {
  // the route's own permission says where its project is; the rest covers routes that do not name one
  const locator = call.permission && 'project' in call.permission ? call.permission.project : undefined;
  // a locator through a workflow finds the workflow's name, not its project
  const fromRoute = locator && !locator.via ? field(call[locator.from], locator.key) : undefined;
  const isProjectRoute = PROJECT_ROUTE_PREFIXES.some((prefix) => call.routeUrl?.startsWith(prefix));
  const candidates = [
    fromRoute,
    field(call.query, 'projectName'),
    call.routeUrl === PROJECT_CREATION ? field(call.body, 'product_name') : undefined,
    field(call.body, 'project_name'),
    isProjectRoute ? field(call.params, 'name') : undefined,
    field(call.body, 'project'),
  ];
  return candidates.find((name) => name) ?? '';
}

function whoOf(call: FinishedCall, path: string): { uid: string; username: string } {
  // the attempted account, also when the attempt failed and nobody is signed in
  const account = ACCOUNT_IN_BODY.has(path) ? field(call.body, 'account') : undefined;
  if (account) return { uid: '', username: account };
  return { uid: call.actor?.uid ?? '', username: call.actor?.account ?? '' };
}

/** Who did what, where and with which result, with secrets removed from the body. */
export function describeCall(call: FinishedCall): AuditEntry {
  const path = clip(pathOf(call.url));
  return {
    ...whoOf(call, path),
    method: call.method,
    path,
    projectName: projectOf(call),
    function: call.routeUrl ? clip(`${call.method} ${call.routeUrl}`) : path,
    status: call.status,
    requestBody: summarizeBody(call.body),
    clientIp: call.ip,
  };
}
