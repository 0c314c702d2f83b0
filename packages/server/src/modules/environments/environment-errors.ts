import {
  ErrorCode,
  type Language,
  type MessageKey,
  servicesModifiedMarker,
  translate,
} from '@slipway/contracts';
import { AppError, BadRequestError } from '../../lib/errors.js';

/**
 * The services changed underneath the caller (portal-shapes §0, §3.1–3.3): the portal hands bodies
 * with these codes to the page, which reads the JSON inside `description` and offers `force=true`.
 */
export class ServicesModifiedError extends AppError {
  constructor(code: number, detail: unknown) {
    super(
      409,
      code,
      'error.environmentServicesModified',
      `${servicesModifiedMarker} ${JSON.stringify(detail)}`,
    );
  }
}

export const servicesModified = (names: readonly string[]) =>
  new ServicesModifiedError(
    ErrorCode.ServicesModified,
    names.map((name) => ({ name })),
  );

export const servicesModifiedIn = (env: string, names: readonly string[]) =>
  new ServicesModifiedError(ErrorCode.ServicesModified, { [env]: names.map((name) => ({ name })) });

/** Services a base environment shares with sub-environments that run them (code 6094, `{service: [env…]}`). */
export const servicesInSubEnvironments = (used: Record<string, string[]>) =>
  new ServicesModifiedError(ErrorCode.ServicesModifiedAlt, used);

/**
 * How an environment keeps the reason of its last failure: a message key and the cause on the next
 * line, so the text is given in the reader's language.
 */
export const storedError = (key: MessageKey, cause = '') => (cause ? `${key}\n${cause}` : key);

export function describeStoredError(stored: string, language: Language): string {
  if (!stored) return '';
  const [key = '', cause = '', ...rest] = stored.split('\n');
  // a cause may itself be a message key (helm missing, a cluster refusal): given in the reader's language
  const text = [translate(cause, language), ...rest].join('\n');
  return translate(key, language).replace('{error}', text);
}

/**
 * A cluster call made for a request: what the cluster refuses (an unknown pod, a disconnected
 * cluster) is the caller's 400 with the cluster's reason, never a server error.
 */
export async function clusterCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new BadRequestError(
      'error.environmentClusterCall',
      error instanceof Error ? error.message : String(error),
    );
  }
}
