import type { Engine } from '../../engine/engine.js';
import { ForbiddenError } from '../../lib/errors.js';
import type { CodehostsService } from '../codehosts/codehosts.service.js';
import type { WorkflowsRepository } from '../workflows/workflows.repository.js';
import { workflowOf } from '../workflows/workflows.service.js';
import { cancelEarlierRuns, type UnfinishedTasks } from './cancel-earlier.js';
import { withDeliveryRefs } from './delivery-refs.js';
import { type GitDelivery, isChangeDelivery, parseDelivery } from './git-delivery.js';
import { hookFires, sameRepo } from './hook-match.js';
import type { WorkflowHooksRepository } from './workflow-hooks.repository.js';
import type { OpenHook, WorkflowHooksService } from './workflow-hooks.service.js';

export interface WebhookResult {
  message: 'ignored' | 'duplicate' | 'triggered';
  triggered: number;
}

export interface WebhookReceiverDeps {
  hooks: WorkflowHooksService;
  repository: WorkflowHooksRepository;
  workflows: WorkflowsRepository;
  codehosts: CodehostsService;
  engine: Engine;
  /** unfinished tasks, for triggers that cancel the runs they started before */
  tasks: UnfinishedTasks;
  now?: () => Date;
}

/** The ref a run was started for: one branch, pull request (change) or tag of the repository. */
const refOf = (delivery: GitDelivery) =>
  delivery.event === 'tag'
    ? `tag/${delivery.tag}`
    : isChangeDelivery(delivery)
      ? `pr/${delivery.pr}`
      : delivery.branch;

const ignored: WebhookResult = { message: 'ignored', triggered: 0 };

/**
 * Receives GitHub, GitLab, Gitee and Gerrit deliveries. The triggers of the delivery's repository
 * (on a code host of the delivery's kind) are checked against its signature or token, each with its
 * own secret: none verifying is a 403. A delivery id seen before (sent by the provider, or derived
 * from the payload when it sends none; without a provider id, the same event, repository, ref and
 * commit within minutes) is a redelivery and starts nothing.
 * Each verified trigger whose events, branch and folders match runs its workflow once.
 */
export class WebhookReceiver {
  constructor(private readonly deps: WebhookReceiverDeps) {}

  /** `urlToken`: the `token` query parameter, Gerrit's only way to carry a trigger's secret */
  async receive(
    headers: Record<string, string | string[] | undefined>,
    raw: Buffer,
    urlToken = '',
  ): Promise<WebhookResult> {
    const delivery = parseDelivery(headers, raw, urlToken);
    if (!delivery) return ignored;
    const ofRepo: OpenHook[] = [];
    for (const open of await this.deps.hooks.enabled())
      if (sameRepo(open.hook.main_repo, delivery) && (await this.hostKind(open)) === delivery.source)
        ofRepo.push(open);
    if (ofRepo.length === 0) return ignored;
    const verified = ofRepo.filter((open) => delivery.verifies(open.hook.secret));
    if (verified.length === 0) throw new ForbiddenError('error.webhookRefused');
    const now = this.deps.now?.() ?? new Date();
    if (
      delivery.deliveryId &&
      !(await this.deps.repository.firstDelivery(
        delivery.source,
        delivery.deliveryId,
        delivery.rememberMs,
        now,
      ))
    )
      return { message: 'duplicate', triggered: 0 };

    let triggered = 0;
    for (const open of verified) {
      if (!hookFires(open.hook.main_repo, delivery)) continue;
      const row = await this.deps.workflows.find(open.workflowName);
      if (!row) continue;
      const workflow = withDeliveryRefs(workflowOf(row), open.hook.main_repo, delivery);
      // the creator names the trigger and the ref, so `auto_cancel` finds the runs it supersedes
      const creator = `${delivery.source}-webhook:${open.hook.name}:${refOf(delivery)}`;
      if (open.hook.auto_cancel) await cancelEarlierRuns(this.deps, open.workflowName, creator);
      await this.deps.engine.create(workflow, [], creator);
      triggered++;
    }
    return { message: triggered > 0 ? 'triggered' : 'ignored', triggered };
  }

  /** The kind of the trigger's code host; a deleted host matches no delivery. */
  private async hostKind(open: OpenHook): Promise<string> {
    try {
      return (await this.deps.codehosts.open(open.hook.main_repo.codehost_id)).type;
    } catch {
      return '';
    }
  }
}
