/**
 * The parts of the SonarQube Web API that Slipway calls: the token check, a background (compute
 * engine) task, and the quality-gate status of an analysis. A token is sent as the user name of
 * basic authentication, which every SonarQube version accepts.
 */

const REQUEST_TIMEOUT_MS = 15_000;

export class SonarUnreachableError extends Error {}
export class SonarRefusedError extends Error {}

export interface SonarServer {
  address: string;
  token: string;
}

/** A compute-engine task: PENDING and IN_PROGRESS go on; SUCCESS carries the analysis id. */
export interface SonarCeTask {
  status: 'PENDING' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED' | 'CANCELED' | string;
  analysisId: string;
  errorMessage: string;
}

/** OK, WARN (older servers), ERROR or NONE (no gate). */
export type QualityGateStatus = string;

async function getJson(server: SonarServer, path: string, signal?: AbortSignal): Promise<unknown> {
  const url = new URL(path, `${server.address.replace(/\/+$/, '')}/`);
  let res: Response;
  try {
    res = await fetch(url, {
      headers: {
        accept: 'application/json',
        authorization: `Basic ${Buffer.from(`${server.token}:`).toString('base64')}`,
      },
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
        : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    throw new SonarUnreachableError(`${url.origin}: ${(error as Error).message}`);
  }
  const body = await res.text();
  if (res.status === 401 || res.status === 403)
    throw new SonarRefusedError(`${url.pathname}: HTTP ${res.status}`);
  if (!res.ok) throw new SonarUnreachableError(`${url.pathname}: HTTP ${res.status} ${body.slice(0, 200)}`);
  try {
    return JSON.parse(body);
  } catch {
    throw new SonarUnreachableError(`${url.pathname}: the answer is not JSON`);
  }
}

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** `GET /api/authentication/validate` → `{"valid": true|false}`. */
export async function validateToken(server: SonarServer): Promise<void> {
  const answer = await getJson(server, 'api/authentication/validate');
  if (field(answer, 'valid') !== true) throw new SonarRefusedError('the token is not valid');
}

/** `GET /api/ce/task?id=` → `{task: {status, analysisId, errorMessage}}`. */
export async function ceTask(server: SonarServer, id: string, signal?: AbortSignal): Promise<SonarCeTask> {
  const task = field(await getJson(server, `api/ce/task?id=${encodeURIComponent(id)}`, signal), 'task');
  return {
    status: str(field(task, 'status')),
    analysisId: str(field(task, 'analysisId')),
    errorMessage: str(field(task, 'errorMessage')),
  };
}

/** `GET /api/qualitygates/project_status?analysisId=` → `{projectStatus: {status}}`. */
export async function qualityGateStatus(
  server: SonarServer,
  analysisId: string,
  signal?: AbortSignal,
): Promise<QualityGateStatus> {
  const answer = await getJson(
    server,
    `api/qualitygates/project_status?analysisId=${encodeURIComponent(analysisId)}`,
    signal,
  );
  return str(field(field(answer, 'projectStatus'), 'status'));
}
