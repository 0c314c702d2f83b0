import type { HookRepo } from '@slipway/contracts';
import type { GitDelivery } from './git-delivery.js';

/** One enabled git trigger of some owner (a custom or product workflow, a test). */
export interface SourceHook {
  /** the trigger's name: with the ref it names the runs `auto_cancel` supersedes */
  name: string;
  repo: HookRepo;
  /**
   * what the delivery's signature or token is checked with ('' accepts unsigned deliveries);
   * undefined for triggers that have no secret of their own: the installation's hook secret checks them
   */
  secret?: string;
  autoCancel: boolean;
  /** the engine's workflow name of the runs this trigger starts */
  taskName: string;
  /**
   * Starts one run for a delivery that matched; `creator` names the trigger and the ref. False
   * when the owner is gone meanwhile.
   */
  start(delivery: GitDelivery, creator: string): Promise<boolean>;
}

/** The triggers of one kind of owner, read when a delivery arrives. */
export interface HookSource {
  kind: string;
  enabled(): Promise<SourceHook[]>;
}

/**
 * The owners of git triggers: each module that stores triggers registers its source, and the
 * receiver checks every delivery against them all.
 */
export class HookSources {
  private readonly sources = new Map<string, HookSource>();

  register(source: HookSource): void {
    this.sources.set(source.kind, source);
  }

  async enabled(): Promise<SourceHook[]> {
    const all: SourceHook[] = [];
    for (const source of this.sources.values()) all.push(...(await source.enabled()));
    return all;
  }
}
