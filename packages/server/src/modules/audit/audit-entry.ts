import type { RoutePermission } from '../../http/permissions.js';
import { actionOf, functionOf } from './audit-labels.js';
import { summarizeBody } from './body-summary.js';

/** A row of the audit log before it is stored. */
export interface AuditEntry {
  uid: string;
  username: string;
  method: string;
  path: string;
  projectName: string;
  /** label keys of audit-labels.ts: what was done, in which area */
  action: string;
  function: string;
  /** the object acted on */
  name: string;
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

/** Calls that read through POST (searches, page visits, a syntax check): they change nothing. */
const READS_BY_POST = new Set([
  '/api/v1/users/search',
  '/api/v1/picket/users',
  '/api/v1/visit-records',
  '/api/aslan/workflow/v4/lint',
]);

export function isAudited(method: string, url: string): boolean {
  const path = pathOf(url);
  if (method === 'POST' && READS_BY_POST.has(path)) return false;
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

/** The first of a call's fields that is a non-empty text: `params.name`, `body.content.title`… */
function firstText(sources: Record<string, unknown>, paths: ReadonlyArray<readonly string[]>) {
  for (const path of paths) {
    const holder = path
      .slice(0, -1)
      .reduce<unknown>((v, key) => (v as Record<string, unknown> | null | undefined)?.[key], sources);
    const text = field(holder, path.at(-1) ?? '');
    if (text) return text;
  }
  return '';
}

/**
 * What the call acted on: the workflow and task, the named object, an announcement's title, a new
 * project's identifier, a binding's role (a body that is a list speaks through its first item).
 */
function objectOf(call: FinishedCall): string {
  const body = Array.isArray(call.body) ? call.body[0] : call.body;
  const object = firstText({ params: call.params, body }, [
    ['params', 'workflowName'],
    ['params', 'name'],
    ['body', 'workflow_name'],
    ['body', 'name'],
    ['body', 'content', 'title'],
    ['body', 'account'],
    ['body', 'product_name'],
    ['body', 'role'],
    ['params', 'id'],
  ]);
  const task =
    (call.params as Record<string, unknown> | null | undefined)?.taskId ??
    (body as Record<string, unknown> | null | undefined)?.task_id;
  const taskId = typeof task === 'string' || typeof task === 'number' ? String(task).trim() : '';
  return taskId ? clip(`${object} #${taskId}`) : object;
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
    action: (call.routeUrl && actionOf(call.method, call.routeUrl)) || '',
    function: (call.routeUrl && functionOf(call.routeUrl)) || '',
    name: objectOf(call),
    status: call.status,
    requestBody: summarizeBody(call.body),
    clientIp: call.ip,
  };
}
