import type { HookRepo } from '@slipway/contracts';
import { type GitDelivery, isChangeDelivery } from './git-delivery.js';
import { deliveryOwnerIs } from './hook-match.js';

type Node = unknown;

/**
 * The workflow as a delivery runs it: every repository entry of its jobs (an object with
 * `repo_owner` and `repo_name`, as build, test and scan jobs carry them) that is the delivery's
 * repository gets the delivery's ref — `branch`, `commit_id`, and `pr`/`prs` for a pull request or
 * Gerrit change, or `tag` for a tag — so the job checks out what was pushed. Other repositories keep their defaults.
 */
export function withDeliveryRefs<T>(definition: T, hookRepo: HookRepo, delivery: GitDelivery): T {
  const isDeliveryRepo = (entry: Record<string, unknown>) =>
    String(entry.codehost_id ?? '') === String(hookRepo.codehost_id) &&
    [entry.repo_namespace, entry.repo_owner].some((owner) => deliveryOwnerIs(owner, delivery)) &&
    String(entry.repo_name ?? '').toLowerCase() === delivery.repo.toLowerCase();

  const visit = (node: Node): Node => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const entry = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)]));
    if (!('repo_owner' in entry && 'repo_name' in entry) || !isDeliveryRepo(entry)) return entry;
    const refs: Record<string, unknown> = { commit_id: delivery.commit };
    if (delivery.event === 'tag') refs.tag = delivery.tag;
    else refs.branch = delivery.branch;
    if (isChangeDelivery(delivery)) {
      refs.pr = delivery.pr;
      refs.prs = [delivery.pr];
    }
    return { ...entry, ...refs };
  };
  return visit(definition) as T;
}
