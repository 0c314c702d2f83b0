import { createHash, timingSafeEqual } from 'node:crypto';
import type { GitDelivery } from './git-delivery.js';

export type Headers = Record<string, string | string[] | undefined>;
export type Json = Record<string, unknown>;

export const header = (headers: Headers, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};
export const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
export const str = (value: unknown): string => (typeof value === 'string' ? value : '');
export const num = (value: unknown): number => (typeof value === 'number' ? value : 0);

export const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The delivery id of a provider that sends none (Gitee, Gerrit): a hash of what makes the event
 * itself (event, repository, ref and revisions), so a redelivered payload gets the same id while
 * the next push or patch set gets another.
 */
export const derivedDeliveryId = (...parts: Array<string | number>) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** How long a delivery id sent by the provider (or derived from revisions) is remembered. */
export const DELIVERY_ID_MEMORY_MS = 7 * 24 * 3600 * 1000;
/**
 * How long a delivery without an id is recognised by its event, repository, ref and commit: long
 * enough for a provider's retries, short enough that pushing the same commit again later runs again.
 */
export const CONTENT_ID_MEMORY_MS = 10 * 60 * 1000;

/**
 * The id of a delivery: the provider's own, else one made of its event, repository, ref and commit,
 * remembered only for `CONTENT_ID_MEMORY_MS`.
 */
export function deliveryIdentity(
  providerId: string,
  ...content: Array<string | number>
): { deliveryId: string; rememberMs: number } {
  if (providerId) return { deliveryId: providerId, rememberMs: DELIVERY_ID_MEMORY_MS };
  return { deliveryId: `content:${derivedDeliveryId(...content)}`, rememberMs: CONTENT_ID_MEMORY_MS };
}

/** Files added, modified or removed by the commits of a push (GitHub, GitLab and Gitee alike). */
function filesOfCommits(commits: unknown): string[] | undefined {
  if (!Array.isArray(commits)) return undefined;
  const files = new Set<string>();
  for (const commit of commits)
    for (const kind of ['added', 'modified', 'removed'])
      for (const file of Array.isArray(obj(commit)[kind]) ? (obj(commit)[kind] as unknown[]) : [])
        if (typeof file === 'string') files.add(file);
  return [...files];
}

/** `refs/heads/x` → branch x, `refs/tags/v1` → tag v1. */
function refParts(ref: string): { branch: string; tag: string } {
  if (ref.startsWith('refs/tags/')) return { branch: '', tag: ref.slice('refs/tags/'.length) };
  return { branch: ref.replace(/^refs\/heads\//, ''), tag: '' };
}

export type DeliveryBase = Pick<
  GitDelivery,
  'source' | 'deliveryId' | 'rememberMs' | 'owner' | 'repo' | 'verifies'
>;

/** A push of a branch or of a tag (`refs/tags/...`), with the files its commits changed. */
export function pushed(base: DeliveryBase, ref: string, commit: string, commits: unknown): GitDelivery {
  const { branch, tag } = refParts(ref);
  return {
    ...base,
    event: tag ? 'tag' : 'push',
    branch,
    sourceBranch: '',
    tag,
    commit,
    pr: 0,
    changedFiles: tag ? undefined : filesOfCommits(commits),
  };
}

/** A pull (merge) request opened or updated: `branch` is where it would merge. */
export function pullRequest(
  base: DeliveryBase,
  at: { branch: string; sourceBranch: string; commit: string; pr: number },
): GitDelivery {
  return { ...base, event: 'pull_request', tag: '', changedFiles: undefined, ...at };
}
