import { ErrorCode, servicesModifiedMarker, silentErrorCodes } from '@slipway/contracts';
import { sessionStore } from '../features/session/sessionStore';
import { translateMessage } from '../i18n/translateMessage';
import {
  isSignInPath,
  projectInitializePath,
  projectNameFromPath,
  signInRedirectPath,
} from '../lib/appPaths';
import { feedback } from '../lib/feedback';
import { currentPath, navigateTo } from '../lib/navigation';

/** The one HTTP client of the web app; it applies the rules of spec §8 to every call. */

const FORM_TYPE = 'application/x-www-form-urlencoded';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Cancels the call; a cancelled call rejects with a CancelledError (see isCancel). */
  signal?: AbortSignal;
  /** Bearer token to send instead of the session's (the password reset link carries its own). */
  token?: string;
  /** The call does not rely on the session (sign-in, reset): a 401 is an ordinary error, not a lost session. */
  sessionless?: boolean;
  /** No toast and no redirect: the caller deals with every failure. */
  silent?: boolean;
  /** Hands over the headers of a successful answer (a list's total in X-Total). */
  onHeaders?: (headers: Headers) => void;
}

/** A failed response. `message` is the server's text, already in the user's language. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
    readonly description: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The marker a cancelled request rejects with. */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
  readonly cancelled = true;
  constructor() {
    super('Request cancelled');
  }
}

export function isCancel(error: unknown): error is CancelledError {
  return error instanceof CancelledError;
}

/** Codes whose server message is the whole story (password retrieval and reset, spec §8). */
const messageOnlyCodes: readonly number[] = [
  ErrorCode.MailboxNotFound,
  ErrorCode.CodeIncorrect,
  ErrorCode.CodeExpired,
  ErrorCode.CodeUsed,
  ErrorCode.CodeNotExpired,
];

interface ErrorFields {
  code?: number;
  message?: string;
  description?: string;
  errorMsg?: string;
}

function errorFields(body: unknown): ErrorFields {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return {
    code: typeof record.code === 'number' ? record.code : undefined,
    message: text(record.message),
    description: text(record.description),
    errorMsg: text(record.errorMsg),
  };
}

/** `status + errorMsg`, else `status + message + description`, else `status + 'API request error'`. */
export function errorText(status: number, body: unknown): string {
  const { code, message, description, errorMsg } = errorFields(body);
  if (code !== undefined && messageOnlyCodes.includes(code) && message) return message;
  const prefix = status > 0 ? `${status} ` : '';
  if (errorMsg) return `${prefix}${errorMsg}`;
  if (message) {
    const detail = description && description !== message ? ` ${description}` : '';
    return `${prefix}${message}${detail}`;
  }
  return `${prefix}${translateMessage('error.apiRequest')}`;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function queryProject(url: string): string | undefined {
  return new URL(url, 'http://web.invalid').searchParams.get('projectName') ?? undefined;
}

/** 401: the session is gone. Sign out, say so and come back here after signing in. */
export function handleSessionLoss(): void {
  const hadSession = sessionStore.getState().user !== null;
  sessionStore.clear();
  const { pathname, search } = currentPath();
  if (!hadSession || isSignInPath(pathname)) return;
  feedback.error(translateMessage('error.loginExpired'));
  navigateTo(signInRedirectPath(`${pathname}${search}`), { replace: true });
}

/** Body code 10000: the project is not set up yet; go to its initialization page. */
function handleUninitializedProject(url: string): void {
  const { pathname } = currentPath();
  const project = queryProject(url) ?? projectNameFromPath(pathname);
  if (!project) return;
  const target = projectInitializePath(project);
  if (pathname !== target) navigateTo(target);
}

function reportFailure(method: Method, url: string, status: number, body: unknown, options: RequestOptions) {
  const { code, description } = errorFields(body);
  if (options.silent) return;
  if (status === 401 && !options.sessionless) return handleSessionLoss();
  if (code === ErrorCode.ProjectNotInitialized) return handleUninitializedProject(url);
  if (code !== undefined && silentErrorCodes.includes(code)) return;
  if (description?.includes(servicesModifiedMarker)) return;
  if (status === 403) {
    return feedback.error(
      translateMessage(method === 'GET' ? 'error.noPermission' : 'error.noPermissionToOperate'),
    );
  }
  feedback.error(errorText(status, body));
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.token ?? sessionStore.getState().user?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined;
  // a string body goes as the portal's HTTP client sends one: as it is, typed as a form (YAML workflows)
  const textBody = typeof options.body === 'string' ? options.body : undefined;
  if (hasBody) headers['Content-Type'] = textBody === undefined ? 'application/json' : FORM_TYPE;

  let response: Response;
  let body: unknown;
  try {
    // Same-origin fetch sends the `language` cookie, so the server answers in the user's language.
    response = await fetch(url, {
      method,
      headers,
      body: hasBody ? (textBody ?? JSON.stringify(options.body)) : undefined,
      signal: options.signal,
      credentials: 'same-origin',
    });
    body = await readBody(response);
  } catch (error) {
    if (isAbort(error, options.signal)) throw new CancelledError();
    if (!options.silent) feedback.error(errorText(0, undefined));
    throw new HttpError(0, undefined, error instanceof Error ? error.message : String(error), '', undefined);
  }

  if (response.ok) {
    options.onHeaders?.(response.headers);
    return body as T;
  }
  reportFailure(method, url, response.status, body, options);
  const fields = errorFields(body);
  throw new HttpError(
    response.status,
    fields.code,
    fields.message ?? fields.errorMsg ?? response.statusText,
    fields.description ?? '',
    body,
  );
}

type BodyOptions = Omit<RequestOptions, 'body'>;

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
