import { createHmac } from 'node:crypto';
import type { GitHookEvent } from '@slipway/contracts';
import {
  DELIVERY_ID_MEMORY_MS,
  deliveryIdentity,
  derivedDeliveryId,
  type Headers,
  header,
  type Json,
  num,
  obj,
  pullRequest,
  pushed,
  sameText,
  str,
} from './delivery-parts.js';
import { gerrit, isGerritEvent } from './gerrit-delivery.js';

export type DeliverySource = 'github' | 'gitlab' | 'gitee' | 'gerrit';

/** A push, tag or pull request delivered by a git host, in one shape whatever the host. */
export interface GitDelivery {
  source: DeliverySource;
  /** the provider's id of this delivery, or one derived from its payload when it sends none */
  deliveryId: string;
  /** how long the id is remembered: a delivery with the same id within that time is a redelivery */
  rememberMs: number;
  event: GitHookEvent;
  /** the repository's namespace (owner, group path; '' for Gerrit) and name (Gerrit's project) */
  owner: string;
  repo: string;
  /** pushed branch, or the target branch of a pull request; '' for tags */
  branch: string;
  /** the source branch of a pull request */
  sourceBranch: string;
  tag: string;
  commit: string;
  /** the pull request, or the Gerrit change */
  pr: number;
  /** files the pushed commits touched; undefined when the delivery does not say */
  changedFiles: string[] | undefined;
  /** whether the delivery was signed (or carries the token) with this secret */
  verifies(secret: string): boolean;
}

const splitPath = (fullPath: string) => {
  const at = fullPath.lastIndexOf('/');
  return { owner: fullPath.slice(0, at), repo: fullPath.slice(at + 1) };
};

/** Whether the delivery is of a pull request or Gerrit change: the run checks out the change. */
export const isChangeDelivery = (delivery: GitDelivery) =>
  delivery.event === 'pull_request' || delivery.event === 'patchset-created';

/**
 * Reads a delivery as GitHub, GitLab or Gitee document it (headers `X-GitHub-Event`,
 * `X-Gitlab-Event`, `X-Gitee-Event`), else as a Gerrit event (no header; a JSON `type`), whose
 * secret is the `token` of the address posted to. Anything else, or an event that starts nothing
 * (a deleted branch, a closed pull request, a ping), is null.
 */
export function parseDelivery(headers: Headers, raw: Buffer, urlToken = ''): GitDelivery | null {
  let body: Json;
  try {
    body = obj(JSON.parse(raw.toString('utf8')));
  } catch {
    return null;
  }
  if (header(headers, 'x-github-event')) return github(headers, raw, body);
  if (header(headers, 'x-gitlab-event')) return gitlab(headers, body);
  if (header(headers, 'x-gitee-event')) return gitee(headers, body);
  if (isGerritEvent(body)) return gerrit(body, urlToken);
  return null;
}

/** GitHub: HMAC-SHA256 of the raw body in `X-Hub-Signature-256`, id in `X-GitHub-Delivery`. */
function github(headers: Headers, raw: Buffer, body: Json): GitDelivery | null {
  const signature = header(headers, 'x-hub-signature-256');
  const repository = obj(body.repository);
  const pull = obj(body.pull_request);
  const base = {
    source: 'github' as const,
    ...deliveryIdentity(
      header(headers, 'x-github-delivery'),
      header(headers, 'x-github-event'),
      str(repository.full_name),
      str(body.ref),
      str(body.after),
      str(body.action),
      num(pull.number),
      str(obj(pull.head).sha),
    ),
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
  const mergeRequest = obj(body.object_attributes);
  const base = {
    source: 'gitlab' as const,
    ...deliveryIdentity(
      header(headers, 'x-gitlab-event-uuid'),
      event,
      str(project.path_with_namespace),
      str(body.ref),
      str(body.checkout_sha) || str(body.after),
      str(mergeRequest.action),
      num(mergeRequest.iid),
      str(obj(mergeRequest.last_commit).id),
    ),
    ...splitPath(str(project.path_with_namespace)),
    verifies: (secret: string) => sameText(token, secret),
  };
  if (event === 'Push Hook' || event === 'Tag Push Hook') {
    // a deleted branch or tag arrives with an all-zero `after`
    if (/^0+$/.test(str(body.after))) return null;
    return pushed(base, str(body.ref), str(body.checkout_sha) || str(body.after), body.commits);
  }
  if (event === 'Merge Request Hook') {
    if (!['open', 'reopen', 'update'].includes(str(mergeRequest.action))) return null;
    return pullRequest(base, {
      branch: str(mergeRequest.target_branch),
      sourceBranch: str(mergeRequest.source_branch),
      commit: str(obj(mergeRequest.last_commit).id),
      pr: num(mergeRequest.iid),
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
  const event = header(headers, 'x-gitee-event');
  const pull = obj(body.pull_request);
  const base = {
    source: 'gitee' as const,
    // Gitee sends no delivery id: a redelivery repeats the same event, repository and revisions
    deliveryId: derivedDeliveryId(
      event,
      str(repository.full_name),
      str(body.ref),
      str(body.before),
      str(body.after),
      str(body.action),
      num(pull.number),
      str(obj(pull.head).sha),
    ),
    rememberMs: DELIVERY_ID_MEMORY_MS,
    owner: str(repository.namespace) || str(obj(repository.owner).login),
    repo: str(repository.path) || str(repository.name),
    verifies: (secret: string) =>
      sameText(token, secret) ||
      (timestamp !== '' &&
        sameText(token, createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64'))),
  };
  if (event === 'Push Hook' || event === 'Tag Push Hook') {
    if (body.deleted === true) return null;
    return pushed(base, str(body.ref), str(body.after), body.commits);
  }
  if (event === 'Merge Request Hook') {
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
