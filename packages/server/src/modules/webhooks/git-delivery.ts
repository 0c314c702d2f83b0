import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GitHookEvent } from '@slipway/contracts';

export type DeliverySource = 'github' | 'gitlab' | 'gitee';

/** A push, tag or pull request delivered by a git host, in one shape whatever the host. */
export interface GitDelivery {
  source: DeliverySource;
  /** the provider's id of this delivery, when it sends one */
  deliveryId: string;
  event: GitHookEvent;
  /** the repository's namespace (owner, group path) and name */
  owner: string;
  repo: string;
  /** pushed branch, or the target branch of a pull request; '' for tags */
  branch: string;
  /** the source branch of a pull request */
  sourceBranch: string;
  tag: string;
  commit: string;
  pr: number;
  /** files the pushed commits touched; undefined when the delivery does not say */
  changedFiles: string[] | undefined;
  /** whether the delivery was signed (or carries the token) with this secret */
  verifies(secret: string): boolean;
}

type Headers = Record<string, string | string[] | undefined>;
type Json = Record<string, unknown>;

const header = (headers: Headers, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

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

const splitPath = (fullPath: string) => {
  const at = fullPath.lastIndexOf('/');
  return { owner: fullPath.slice(0, at), repo: fullPath.slice(at + 1) };
};

/**
 * Reads a delivery as GitHub, GitLab or Gitee document it (headers `X-GitHub-Event`,
 * `X-Gitlab-Event`, `X-Gitee-Event`). Anything else, or an event that starts nothing (a deleted
 * branch, a closed pull request, a ping), is null.
 */
export function parseDelivery(headers: Headers, raw: Buffer): GitDelivery | null {
  let body: Json;
  try {
    body = obj(JSON.parse(raw.toString('utf8')));
  } catch {
    return null;
  }
  if (header(headers, 'x-github-event')) return github(headers, raw, body);
  if (header(headers, 'x-gitlab-event')) return gitlab(headers, body);
  if (header(headers, 'x-gitee-event')) return gitee(headers, body);
  return null;
}

type DeliveryBase = Pick<GitDelivery, 'source' | 'deliveryId' | 'owner' | 'repo' | 'verifies'>;

/** A push of a branch or of a tag (`refs/tags/...`), with the files its commits changed. */
function pushed(base: DeliveryBase, ref: string, commit: string, commits: unknown): GitDelivery {
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
function pullRequest(
  base: DeliveryBase,
  at: { branch: string; sourceBranch: string; commit: string; pr: number },
): GitDelivery {
  return { ...base, event: 'pull_request', tag: '', changedFiles: undefined, ...at };
}

/** GitHub: HMAC-SHA256 of the raw body in `X-Hub-Signature-256`, id in `X-GitHub-Delivery`. */
function github(headers: Headers, raw: Buffer, body: Json): GitDelivery | null {
  const signature = header(headers, 'x-hub-signature-256');
  const repository = obj(body.repository);
  const base = {
    source: 'github' as const,
    deliveryId: header(headers, 'x-github-delivery'),
    owner: str(obj(repository.owner).login) || str(obj(repository.owner).name),
    repo: str(repository.name),
    verifies: (secret: string) =>
      secret === ''
        ? signature === ''
        : sameText(signature, `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`),
  };
  const event = header(headers, 'x-github-event');
  if (event === 'push') {
    if (body.deleted === true) return null;
    return pushed(base, str(body.ref), str(body.after), body.commits);
  }
  if (event === 'pull_request') {
    if (!['opened', 'synchronize', 'reopened'].includes(str(body.action))) return null;
    const pull = obj(body.pull_request);
    return pullRequest(base, {
      branch: str(obj(pull.base).ref),
      sourceBranch: str(obj(pull.head).ref),
      commit: str(obj(pull.head).sha),
      pr: num(pull.number) || num(body.number),
    });
  }
  return null;
}

/** GitLab: the secret token itself in `X-Gitlab-Token`, id in `X-Gitlab-Event-UUID`. */
function gitlab(headers: Headers, body: Json): GitDelivery | null {
  const token = header(headers, 'x-gitlab-token');
  const event = header(headers, 'x-gitlab-event');
  const project = obj(body.project);
  const base = {
    source: 'gitlab' as const,
    deliveryId: header(headers, 'x-gitlab-event-uuid'),
    ...splitPath(str(project.path_with_namespace)),
    verifies: (secret: string) => sameText(token, secret),
  };
  if (event === 'Push Hook' || event === 'Tag Push Hook') {
    // a deleted branch or tag arrives with an all-zero `after`
    if (/^0+$/.test(str(body.after))) return null;
    return pushed(base, str(body.ref), str(body.checkout_sha) || str(body.after), body.commits);
  }
  if (event === 'Merge Request Hook') {
    const mr = obj(body.object_attributes);
    if (!['open', 'reopen', 'update'].includes(str(mr.action))) return null;
    return pullRequest(base, {
      branch: str(mr.target_branch),
      sourceBranch: str(mr.source_branch),
      commit: str(obj(mr.last_commit).id),
      pr: num(mr.iid),
    });
  }
  return null;
}

/**
 * Gitee: `X-Gitee-Token` is the password itself, or — with `X-Gitee-Timestamp` — the signature
 * base64(HMAC-SHA256(secret, timestamp + "\n" + secret)).
 */
function gitee(headers: Headers, body: Json): GitDelivery | null {
  const token = header(headers, 'x-gitee-token');
  const timestamp = header(headers, 'x-gitee-timestamp');
  const repository = obj(body.repository);
  const base = {
    source: 'gitee' as const,
    deliveryId: '',
    owner: str(repository.namespace) || str(obj(repository.owner).login),
    repo: str(repository.path) || str(repository.name),
    verifies: (secret: string) =>
      sameText(token, secret) ||
      (timestamp !== '' &&
        sameText(token, createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64'))),
  };
  const event = header(headers, 'x-gitee-event');
  if (event === 'Push Hook' || event === 'Tag Push Hook') {
    if (body.deleted === true) return null;
    return pushed(base, str(body.ref), str(body.after), body.commits);
  }
  if (event === 'Merge Request Hook') {
    const pull = obj(body.pull_request);
    if (!['open', 'update'].includes(str(body.action))) return null;
    return pullRequest(base, {
      branch: str(obj(pull.base).ref),
      sourceBranch: str(obj(pull.head).ref),
      commit: str(obj(pull.head).sha),
      pr: num(pull.number),
    });
  }
  return null;
}
