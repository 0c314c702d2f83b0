import type { StageTask, Workflow } from '@slipway/contracts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/errors.js';
import { INTERRUPTED, type RunningTask } from './running-task.js';
import { TaskController, type TaskControllerDeps } from './task-controller.js';
import type { TaskEvents } from './task-events.js';
import { stagesOf, type TaskRepository, type TaskRow } from './task-repository.js';
import { initialStages, nowSeconds, resolveParams } from './task-state.js';

export { INTERRUPTED } from './running-task.js';

/** Statuses of tasks that hold a place in the queue, and of tasks waiting for one. */
const ACTIVE = ['queued', 'prepare', 'running', 'pending-approval'];
const WAITING = ['waiting', 'blocked'];
const RETRYABLE = ['failed', 'timeout'];
const STOP_WAIT_MS = 10_000;

export interface EngineDeps extends TaskControllerDeps {
  tasks: TaskRepository;
  events: TaskEvents;
  /** the folders of jobs live below it */
  dataDir: string;
}

export interface Actor {
  uid: string;
  account: string;
}

/**
 * The task queue and controller (architecture.md "Workflow engine"): tasks wait, are claimed up to the
 * workflow concurrency, run stage by stage, and every change is written before it is announced.
 */
export class Engine {
  private readonly running = new Map<number, RunningTask>();
  private queueLock: Promise<unknown> = Promise.resolve();
  private scheduling = false;
  private rescheduled = false;
  private stopping = false;

  private readonly controller: TaskController;

  constructor(private readonly deps: EngineDeps) {
    this.controller = new TaskController(deps);
  }

  /** After a restart nothing this process did not start may stay running: those tasks end failed. */
  async recover(): Promise<number> {
    const orphans = await this.deps.tasks.withStatus(ACTIVE);
    for (const row of orphans) {
      const stages = stagesOf(row);
      for (const stage of stages) {
        if (stage.status !== 'running' && stage.status !== 'pending-approval') continue;
        for (const job of stage.jobs) {
          if (job.status === 'running' || job.status === 'prepare') {
            Object.assign(job, { status: 'failed', error: INTERRUPTED, end_time: nowSeconds() });
            await this.deps.executor.reclaim({
              workflow: row.workflowName,
              taskId: row.taskId,
              job: job.name,
            });
          }
        }
        stage.status = 'failed';
        stage.error = INTERRUPTED;
        stage.end_time = nowSeconds();
      }
      await this.deps.tasks.save(row.id, {
        status: 'failed',
        error: INTERRUPTED,
        stages,
        endedAt: new Date(),
      });
      this.announce(row, 'failed');
    }
    return orphans.length;
  }

  start(): void {
    this.schedule();
  }

  /** Stops every running task (they end failed as interrupted) and waits for them. */
  async stop(): Promise<void> {
    this.stopping = true;
    const running = [...this.running.values()];
    for (const task of running) task.abort.abort('shutdown');
    // a task that does not settle must not keep the server from stopping; restart recovery ends it
    await Promise.race([
      Promise.allSettled(running.map((t) => t.done)),
      new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref()),
    ]);
  }

  async create(
    workflow: Workflow,
    given: Array<{ name: string; value: string }>,
    creator: string,
  ): Promise<TaskRow> {
    return this.withQueueLock(async () => {
      const taskId = await this.deps.tasks.nextTaskId(workflow.name);
      const row = await this.deps.tasks.insert({
        workflowName: workflow.name,
        taskId,
        projectName: workflow.project,
        status: 'waiting',
        creator,
        multiRun: workflow.multi_run,
        params: resolveParams(workflow, given),
        definition: workflow,
        stages: initialStages(workflow.stages),
      });
      this.announce(row, 'waiting');
      this.schedule();
      return row;
    });
  }

  async cancel(workflowName: string, taskId: number, by: string): Promise<void> {
    await this.withQueueLock(async () => {
      const row = await this.requireTask(workflowName, taskId);
      const running = this.running.get(row.id);
      if (running) {
        running.row.revoker = by;
        await this.deps.tasks.save(row.id, { revoker: by });
        running.abort.abort('cancel');
        return;
      }
      if (!WAITING.includes(row.status)) throw new BadRequestError('error.taskFinished');
      await this.deps.tasks.save(row.id, { status: 'cancelled', revoker: by, endedAt: new Date() });
      this.announce(row, 'cancelled');
    });
    this.schedule();
  }

  async approve(
    workflowName: string,
    taskId: number,
    stageName: string,
    actor: Actor,
    approve: boolean,
    comment: string,
  ) {
    const row = await this.requireTask(workflowName, taskId);
    const running = this.running.get(row.id);
    const stage = running?.stages.find((s) => s.name === stageName);
    const decide = running?.approvals.get(stageName);
    if (!running || !stage || !decide || stage.status !== 'pending-approval') {
      throw new BadRequestError('error.approvalNotWaiting');
    }
    const reviewer = stage.approval.approve_users.find((u) => u.user_id === actor.uid);
    if (!reviewer) throw new ForbiddenError('error.notApprover');
    if (reviewer.reject_or_approve) throw new BadRequestError('error.alreadyApproved');
    Object.assign(reviewer, {
      reject_or_approve: approve ? 'approve' : 'reject',
      comment,
      operation_time: nowSeconds(),
      user_name: reviewer.user_name || actor.account,
    });
    await running.persist();
    const approvals = stage.approval.approve_users.filter((u) => u.reject_or_approve === 'approve').length;
    if (!approve) decide('reject');
    else if (approvals >= stage.approval.needed_approvers) decide('approve');
  }

  /** Runs a failed task again from its failed job on; passed jobs and their outputs are kept. */
  async retry(workflowName: string, taskId: number): Promise<void> {
    await this.withQueueLock(async () => {
      const row = await this.requireTask(workflowName, taskId);
      if (!RETRYABLE.includes(row.status) || this.running.has(row.id))
        throw new BadRequestError('error.taskNotFailed');
      const stages = stagesOf(row);
      for (const stage of stages) {
        if (stage.status === 'passed' || stage.status === 'skipped') continue;
        Object.assign(stage, { status: '', start_time: 0, end_time: 0, error: '' });
        for (const reviewer of stage.approval.approve_users)
          Object.assign(reviewer, { reject_or_approve: '', comment: '', operation_time: 0 });
        for (const job of stage.jobs) {
          if (job.status === 'passed' || job.status === 'skipped') continue;
          Object.assign(job, { status: '', start_time: 0, end_time: 0, error: '', outputs: {} });
        }
      }
      await this.deps.tasks.save(row.id, {
        status: 'waiting',
        stages,
        error: '',
        isRestart: true,
        endedAt: null,
        revoker: '',
      });
      this.announce(row, 'waiting');
    });
    this.schedule();
  }

  /** The live state of a running task (fresher than the database between writes). */
  liveStages(rowId: number): StageTask[] | undefined {
    return this.running.get(rowId)?.stages;
  }

  // ---- queue

  schedule(): void {
    if (this.stopping) return;
    if (this.scheduling) {
      this.rescheduled = true;
      return;
    }
    this.scheduling = true;
    void this.drain();
  }

  private async drain(): Promise<void> {
    try {
      do {
        this.rescheduled = false;
        await this.withQueueLock(() => this.claim());
      } while (this.rescheduled && !this.stopping);
    } catch (error) {
      this.deps.onError(error, 'scheduling tasks');
    } finally {
      this.scheduling = false;
    }
  }

  /** Claims waiting tasks in order while there is room; a second run of a single-run workflow is blocked. */
  private async claim(): Promise<void> {
    const { workflow_concurrency: limit } = await this.deps.concurrency.get();
    const rows = await this.deps.tasks.queueState([...WAITING, ...ACTIVE]);
    let active = rows.filter((r) => ACTIVE.includes(r.status)).length;
    const busyWorkflows = new Set(rows.filter((r) => ACTIVE.includes(r.status)).map((r) => r.workflowName));
    for (const row of rows.filter((r) => WAITING.includes(r.status))) {
      if (!row.multiRun && busyWorkflows.has(row.workflowName)) {
        if (row.status !== 'blocked') {
          await this.deps.tasks.save(row.id, { status: 'blocked' });
          this.announce(row, 'blocked');
        }
        continue;
      }
      if (active >= limit) continue;
      active++;
      busyWorkflows.add(row.workflowName);
      await this.deps.tasks.save(row.id, { status: 'queued' });
      this.announce(row, 'queued');
      const claimed = await this.deps.tasks.findById(row.id);
      if (claimed) this.launch(claimed);
    }
  }

  private launch(row: TaskRow): void {
    const abort = new AbortController();
    const stages = stagesOf(row);
    let writes: Promise<void> = Promise.resolve();
    const running: RunningTask = {
      row,
      stages,
      abort,
      approvals: new Map(),
      // writes of one task are chained, so an older state never lands after a newer one
      persist: (patch = {}) => {
        writes = writes.then(async () => {
          await this.deps.tasks.save(row.id, { ...patch, stages });
          if (patch.status) row.status = patch.status;
          this.announce(row, row.status);
        });
        return writes;
      },
      done: Promise.resolve(),
    };
    this.running.set(row.id, running);
    running.done = this.controller
      .run(running)
      .catch((error) => this.deps.onError(error, `running ${row.workflowName}#${row.taskId}`))
      .finally(() => {
        this.running.delete(row.id);
        this.schedule();
      });
  }

  // ---- helpers

  private async requireTask(workflowName: string, taskId: number): Promise<TaskRow> {
    const row = await this.deps.tasks.find(workflowName, taskId);
    if (!row) throw new NotFoundError('error.taskNotFound');
    return row;
  }

  private announce(row: Pick<TaskRow, 'workflowName' | 'taskId' | 'projectName'>, status: string): void {
    this.deps.events.emit({
      workflow: row.workflowName,
      taskId: row.taskId,
      projectName: row.projectName,
      status,
    });
  }

  private withQueueLock<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.queueLock.then(fn, fn);
    this.queueLock = next.catch(() => undefined);
    return next;
  }
}
