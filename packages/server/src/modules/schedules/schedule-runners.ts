import type { ScheduleItem } from '@slipway/contracts';

/** Whose schedules: a custom (v4) workflow, a product workflow or a test. */
export type ScheduleOwnerKind = 'custom' | 'product' | 'test';

/** What a runner is asked to start: one item of one owner. */
export interface ScheduleTarget {
  kind: ScheduleOwnerKind;
  project: string;
  owner: string;
  item: ScheduleItem;
}

/** Starts one run of the owner; the task it answers is followed to count failures. */
export type ScheduleRunner = (target: ScheduleTarget) => Promise<{ workflowName: string; taskId: number }>;

/** The runner of each owner kind; modules owning a kind register theirs. */
export class ScheduleRunners {
  private readonly runners = new Map<ScheduleOwnerKind, ScheduleRunner>();

  register(kind: ScheduleOwnerKind, runner: ScheduleRunner): void {
    this.runners.set(kind, runner);
  }

  of(kind: string): ScheduleRunner | undefined {
    return this.runners.get(kind as ScheduleOwnerKind);
  }
}
