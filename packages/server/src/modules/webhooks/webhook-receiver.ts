import type { Engine } from '../../engine/engine.js';
import { ForbiddenError } from '../../lib/errors.js';
import type { CodehostsService } from '../codehosts/codehosts.service.js';
import { cancelEarlierRuns, type UnfinishedTasks } from './cancel-earlier.js';
import { type GitDelivery, isChangeDelivery, parseDelivery } from './git-delivery.js';
import { hookFires, sameRepo } from './hook-match.js';
import type { HookSources, SourceHook } from './hook-sources.js';
import type { WorkflowHooksRepository } from './workflow-hooks.repository.js';

export interface WebhookResult {
  message: 'ignored' | 'duplicate' | 'triggered';
  triggered: number;
}

export interface WebhookReceiverDeps {
  /** the triggers of every owner kind */
  sources: HookSources;
  /** the deliveries already handled */
  repository: Pick<WorkflowHooksRepository, 'firstDelivery'>;
  codehosts: CodehostsService;
  engine: Engine;
  /** unfinished tasks, for triggers that cancel the runs they started before */
  tasks: UnfinishedTasks;
  /** checks the deliveries of triggers without a secret of their own (product workflows, tests) */
  sharedSecret: string;
  /** a trigger whose run could not start; the others still run */
  onError?: (error: unknown, context: string) => void;
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
 * Receives GitHub, GitLab, Gitee and Gerrit deliveries for the triggers of every registered owner
 * (custom and product workflows, tests). The triggers of the delivery's repository (on a code host
 * of the delivery's kind) are checked against its signature or token, each with its own secret, or
 * the installation's hook secret when it has none: none verifying is a 403. A delivery id seen
 * before (sent by the provider, or derived from the payload when it sends none; without a provider
 * id, the same event, repository, ref and commit within minutes) is a redelivery and starts nothing.
 * Each verified trigger whose events, branch and folders match starts one run.
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
    const ofRepo: SourceHook[] = [];
    const kinds = new Map<number, Promise<string>>();
    for (const hook of await this.deps.sources.enabled()) {
      if (!sameRepo(hook.repo, delivery)) continue;
      const id = hook.repo.codehost_id;
      if (!kinds.has(id)) kinds.set(id, this.hostKind(id));
      if ((await kinds.get(id)) === delivery.source) ofRepo.push(hook);
    }
    if (ofRepo.length === 0) return ignored;
    const verified = ofRepo.filter((hook) => delivery.verifies(hook.secret ?? this.deps.sharedSecret));
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
    for (const hook of verified) {
      if (!hookFires(hook.repo, delivery)) continue;
      if (await this.start(hook, delivery)) triggered++;
    }
    return { message: triggered > 0 ? 'triggered' : 'ignored', triggered };
  }

  /**
   * One trigger's run. The creator names the trigger and the ref, so `auto_cancel` finds the runs
   * it supersedes. A run that cannot start (its arguments no longer fit the workflow) is logged and
   * does not keep the other triggers from running.
   */
  private async start(hook: SourceHook, delivery: GitDelivery): Promise<boolean> {
    const creator = `${delivery.source}-webhook:${hook.name}:${refOf(delivery)}`;
    try {
      if (hook.autoCancel) await cancelEarlierRuns(this.deps, hook.taskName, creator);
      return await hook.start(delivery, creator);
    } catch (error) {
      this.deps.onError?.(error, `git trigger ${hook.taskName}/${hook.name} did not start`);
      return false;
    }
  }

  /** The kind of the trigger's code host; a deleted host matches no delivery. */
  private async hostKind(codehostId: number): Promise<string> {
    try {
      return (await this.deps.codehosts.open(codehostId)).type;
    } catch {
      return '';
    }
  }
}
