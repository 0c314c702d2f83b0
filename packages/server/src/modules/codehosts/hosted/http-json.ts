import { BadRequestError } from '../../../lib/errors.js';
import { fetchThrough } from '../../../lib/proxied-fetch.js';

const HTTP_TIMEOUT_MS = 20_000;

export const unreachable = (reason: string) => new BadRequestError('error.codehostUnreachable', reason);

/** A provider's JSON (or text) answer; anything but a 2xx becomes a 400 naming the provider's status. */
export async function requestHosted(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; proxy?: string | undefined } = {},
  as: 'json' | 'text' = 'json',
): Promise<unknown> {
  const { proxy, ...request } = init;
  const options = { ...request, redirect: 'error' as const, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) };
  let res: Response;
  try {
    // a host with its proxy switch on is reached through the system's repository proxy
    res = await fetchThrough(url, options, proxy);
  } catch (error) {
    throw unreachable((error as Error).message);
  }
  const body = await res.text().catch(() => '');
  if (!res.ok) throw unreachable(`HTTP ${res.status} ${new URL(url).pathname}`);
  if (as === 'text') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw unreachable('the answer of the code host API is not JSON');
  }
}

/** An array from an answer that should be one; anything else counts as empty. */
export const arrayOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** An object from an answer that should be one (not an array, not null); anything else counts as empty. */
export const objectOf = <T>(value: unknown): T =>
  (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as T;

/** Names containing the search text, case-insensitively. */
export const matchingKey = <T>(items: T[], key: string, nameOf: (item: T) => string): T[] => {
  const lower = key.toLowerCase();
  return lower ? items.filter((item) => nameOf(item).toLowerCase().includes(lower)) : items;
};

export const unixSecondsOf = (iso: unknown): number => {
  const ms = typeof iso === 'string' ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000);
};
