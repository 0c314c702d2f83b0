/** Paths of the app shell that the HTTP client, guards and pages share. */
export const DEFAULT_HOME = '/v1/dashboard';
export const MOBILE_HOME = '/mobile/projects';
export const SIGNIN_PATH = '/signin';
export const MOBILE_SIGNIN_PATH = '/mobile/signin';

const signInPaths = new Set(['/', SIGNIN_PATH, MOBILE_SIGNIN_PATH]);

export function isSignInPath(pathname: string): boolean {
  return signInPaths.has(pathname.replace(/\/+$/, '') || '/');
}

/** The sign-in page that brings the user back to `target` (path + query) afterwards. */
export function signInRedirectPath(target: string): string {
  const page = target.startsWith('/mobile') ? MOBILE_SIGNIN_PATH : SIGNIN_PATH;
  return `${page}?redirect=${encodeURIComponent(target)}`;
}

/** Accepts only same-site absolute paths, so a crafted link cannot send the user elsewhere. */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (isSignInPath(value.split('?')[0] ?? value)) return undefined;
  return value;
}

const projectInPath = /^\/(?:v1|mobile)\/projects\/(?:detail|edit|initialize|create)\/([^/?#]+)/;

/** The project_name route parameter of the current page, if it has one. */
export function projectNameFromPath(pathname: string): string | undefined {
  const match = projectInPath.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

export function projectInitializePath(projectName: string): string {
  return `/v1/projects/initialize/${encodeURIComponent(projectName)}`;
}
