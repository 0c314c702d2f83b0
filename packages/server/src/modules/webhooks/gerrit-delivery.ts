import {
  DELIVERY_ID_MEMORY_MS,
  type DeliveryBase,
  derivedDeliveryId,
  type Json,
  num,
  obj,
  pushed,
  sameText,
  str,
} from './delivery-parts.js';
import type { GitDelivery } from './git-delivery.js';

/** The events of Gerrit's webhooks plugin (its stream-events format) that can start a run. */
const GERRIT_EVENTS = ['patchset-created', 'change-merged', 'ref-updated'];

export const isGerritEvent = (body: Json) => GERRIT_EVENTS.includes(str(body.type));

/** Gerrit names a project as a string, or as `{name}` in some versions and plugins. */
const projectName = (value: unknown) => str(value) || str(obj(value).name);

/** A branch named as `refs/heads/x`, or bare by older Gerrit versions. */
const branchOf = (ref: string) => ref.replace(/^refs\/heads\//, '');

/**
 * A Gerrit event as its webhooks plugin posts it. `patchset-created` is a change to review (the
 * checkout takes the change's newest patch set, `refs/changes/..`, merged into its branch),
 * `change-merged` the branch at the merged revision, `ref-updated` a push of a branch or tag.
 * Gerrit sends no delivery id: one is derived from the change and patch set, or ref and revisions.
 */
export function gerrit(body: Json, urlToken: string): GitDelivery | null {
  const type = str(body.type);
  const change = obj(body.change);
  const patchSet = obj(body.patchSet);
  const update = obj(body.refUpdate);
  const project = projectName(body.project) || str(change.project) || projectName(update.project);
  const base = (...idParts: Array<string | number>): DeliveryBase => ({
    source: 'gerrit',
    deliveryId: derivedDeliveryId(type, project, ...idParts),
    rememberMs: DELIVERY_ID_MEMORY_MS,
    owner: '',
    repo: project,
    verifies: (secret: string) => sameText(urlToken, secret),
  });
  const ofChange = { sourceBranch: '', tag: '', pr: num(change.number), changedFiles: undefined };
  const branch = str(change.branch) || branchOf(str(body.refName));
  if (type === 'patchset-created')
    return {
      ...base(num(change.number), num(patchSet.number)),
      ...ofChange,
      event: 'patchset-created',
      branch,
      // the patch set is not on a branch: the checkout fetches it by change number instead
      commit: '',
    };
  if (type === 'change-merged') {
    const commit = str(body.newRev) || str(patchSet.revision);
    return { ...base(num(change.number), commit), ...ofChange, event: 'change-merged', branch, commit };
  }
  const ref = str(update.refName);
  const newRev = str(update.newRev);
  // reviews, notes and settings live under other `refs/`; an all-zero revision is a deletion
  const isBranchOrTag = !ref.startsWith('refs/') || /^refs\/(heads|tags)\//.test(ref);
  if (!ref || !isBranchOrTag || /^0*$/.test(newRev)) return null;
  const fullRef = ref.startsWith('refs/') ? ref : `refs/heads/${ref}`;
  return pushed(base(fullRef, str(update.oldRev), newRev), fullRef, newRev, undefined);
}
