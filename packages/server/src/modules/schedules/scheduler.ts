import { scheduleItemSchema } from '@slipway/contracts';
import type { TaskChange } from '../../engine/task-events.js';
import { nextSlot, type ScheduleClock } from './schedule-clock.js';
import type { ScheduleOwnerKind, ScheduleRunners } from './schedule-runners.js';
import type { ScheduleRow, SchedulesRepository } from './schedules.repository.js';

/** How often the scheduler looks for due slots when not told otherwise. */
export const DEFAULT_SCHEDULE_POLL_MS = 5000;

const ENDED = new Set(['passed', 'failed', 'timeout', 'cancelled', 'reject']);
const FAILED = new Set(['failed', 'timeout']);
/** what a firing records when no task could be started */
const NOT_STARTED = 'error';
const DISABLED_AFTER_FAILURES = 'schedule.disabledAfterFailures';

export interface SchedulerDeps {
  repository: SchedulesRepository;
  runners: ScheduleRunners;
  clock: ScheduleClock;
  /** the status of a task now, to count one that ended before its firing was recorded */
  taskStatus(workflowName: string, taskId: number): Promise<string | undefined>;
  pollMs?: number;
  onError?: (error: unknown, context: string) => void;
}

/**
 * Fires due schedule slots (docs/architecture.md "Workflow schedules"). Each slot is claimed in the
 * database first, so of several server processes exactly one starts its run. A slot that passed
 * while no server ran fires once, and the next slot is the first one after now.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly deps: SchedulerDeps) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running) this.runTick(this.deps.clock.now());
    }, this.deps.pollMs ?? DEFAULT_SCHEDULE_POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => {});
  }

  /** Fires every slot due at `now` (joins a tick already going). */
  tick(now: Date): Promise<void> {
    return this.runTick(now);
  }

  private runTick(now: Date): Promise<void> {
    this.running ??= this.fireDue(now)
      .catch((error) => this.deps.onError?.(error, 'schedule tick failed'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** Counts the outcome of a task a schedule started, once it ended. */
  async taskChanged(change: TaskChange): Promise<void> {
    if (!ENDED.has(change.status)) return;
    const firing = await this.deps.repository.firingOfTask(change.workflow, change.taskId);
    if (firing) await this.settle(firing.id, change.status);
  }

  private async fireDue(now: Date): Promise<void> {
    for (const row of await this.deps.repository.due(now)) {
      const slot = row.nextRunAt;
      if (!slot) continue;
      const item = scheduleItemSchema.parse(row.item);
      // missed slots collapse into this one: the next is counted from now, not from the slot
      const after = slot.getTime() > now.getTime() ? slot : now;
      const firingId = await this.deps.repository.claim(
        row.id,
        slot,
        nextSlot(this.deps.clock, item, row.anchorAt, after),
      );
      if (firingId !== undefined) await this.fire(row, item, firingId);
    }
  }

  private async fire(row: ScheduleRow, item: ReturnType<typeof scheduleItemSchema.parse>, firingId: number) {
    const runner = this.deps.runners.of(row.ownerKind);
    try {
      if (!runner) throw new Error(`no runner for ${row.ownerKind} schedules`);
      const run = await runner({
        kind: row.ownerKind as ScheduleOwnerKind,
        project: row.projectName,
        owner: row.ownerName,
        item,
      });
      await this.deps.repository.recordTask(firingId, run.workflowName, run.taskId);
      // a task that already ended announced it before the firing knew its task
      const status = await this.deps.taskStatus(run.workflowName, run.taskId);
      if (status && ENDED.has(status)) await this.settle(firingId, status);
    } catch (error) {
      this.deps.onError?.(error, `schedule ${row.id} could not start a run`);
      await this.settle(firingId, NOT_STARTED, error instanceof Error ? error.message : String(error));
    }
  }

  /** The first caller to record a firing's outcome counts it: a pass resets, a failure adds. */
  private async settle(firingId: number, status: string, error = ''): Promise<void> {
    const scheduleId = await this.deps.repository.recordOutcome(firingId, status, error);
    if (scheduleId === undefined) return;
    if (status === 'passed') return this.deps.repository.resetFailures(scheduleId);
    if (!FAILED.has(status) && status !== NOT_STARTED) return;
    const row = await this.deps.repository.find(scheduleId);
    if (!row) return;
    const limit = scheduleItemSchema.parse(row.item).max_failures;
    await this.deps.repository.addFailure(scheduleId, limit, DISABLED_AFTER_FAILURES);
  }
}
