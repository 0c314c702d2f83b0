import type { StageTask, Workflow } from '@slipway/contracts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/errors.js';
import { interruptedStages, resumable } from './interrupted.js';
import { type ReplicaBus, SoloBus } from './replicas/replica-bus.js';
import { ReplicaLink } from './replicas/replica-link.js';
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
const DEFAULT_LEASE_MS = 30_000;

export interface EngineDeps extends TaskControllerDeps {
  tasks: TaskRepository;
  events: TaskEvents;
  /** the folders of jobs live below it */
  dataDir: string;
  /** the other server replicas on the same database, and how long a claim on a task holds */
  replicas?: { bus: ReplicaBus; leaseMs: number };
}

type QueueRow = Pick<TaskRow, 'workflowName' | 'taskId' | 'projectName'>;

export interface Actor {
  uid: string;
  account: string;
}

/**
 * The task queue and controller (architecture.md "Workflow engine", "Replicas"): tasks wait, are
 * claimed up to the workflow concurrency counted over every replica, run stage by stage under a
 * renewed lease, and every change is written before it is announced.
 */
export class Engine {
  private readonly running = new Map<number, RunningTask>();
  private queueLock: Promise<unknown> = Promise.resolve();
  private scheduling = false;
  private rescheduled = false;
  private stopping = false;
  private leaseTimer: NodeJS.Timeout | undefined;

  private readonly controller: TaskController;
  private readonly link: ReplicaLink;
  private readonly leaseMs: number;

  constructor(private readonly deps: EngineDeps) {
    this.controller = new TaskController(deps);
    this.leaseMs = deps.replicas?.leaseMs ?? DEFAULT_LEASE_MS;
    this.link = new ReplicaLink(deps.replicas?.bus ?? new SoloBus('local'), this.leaseMs, () =>
      this.schedule(),
    );
    // what another replica was asked for a task this one runs
    this.link.handle('cancel', (b) => this.cancel(String(b.workflow), Number(b.taskId), String(b.by)));
    this.link.handle('approve', (b) =>
      this.approve(
        String(b.workflow),
        Number(b.taskId),
        String(b.stage),
        b.actor as Actor,
        Boolean(b.approve),
        String(b.comment),
      ),
    );
  }

  /** What this replica does when another asks it about a task it runs (besides cancel and approve). */
  handleReplicaRequest(kind: string, handler: (body: Record<string, unknown>) => Promise<void>): void {
    this.link.handle(kind, handler);
  }

  /**
   * Asks the replica running a task to act on it; false when no other replica runs it (the task is
   * unknown, ended, or this replica's).
   */
  async askOwner(workflowName: string, taskId: number, kind: string, body: Record<string, unknown>) {
    const row = await this.deps.tasks.ownership(workflowName, taskId);
    if (!row || !ACTIVE.includes(row.status) || !row.owner || row.owner === this.replicaId) return false;
    await this.link.forward(row.owner, kind, body);
    return true;
  }

  /** This replica's name, as the tasks it claims carry it. */
  get replicaId(): string {
    return this.link.replicaId;
  }

  /**
   * After a restart, the tasks this replica owned: those whose running jobs all run on a cluster
   * are taken up again (the jobs re-attach); the others end failed as interrupted. Tasks of other
   * replicas are theirs, or the lease watch's once their lease runs out.
   */
  async recover(): Promise<number> {
    const orphans = await this.deps.tasks.ownedWithStatus(ACTIVE, [this.replicaId, '']);
    for (const row of orphans) {
      if (resumable(row)) {
        this.launch(row, new Date());
        continue;
      }
      const { stages, runningJobs } = interruptedStages(row);
      for (const key of runningJobs) await this.deps.executor.reclaim(key);
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
    this.link.start();
    this.leaseTimer = setInterval(() => void this.watchLeases(), this.leaseMs / 3);
    this.leaseTimer.unref();
    this.schedule();
  }

  /** Stops every running task (they end failed as interrupted) and waits for them. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.leaseTimer);
    this.link.stop();
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
    const owner = await this.withQueueLock(async (): Promise<string | undefined> => {
      const row = await this.requireTask(workflowName, taskId);
      const running = this.running.get(row.id);
      if (running) {
        running.row.revoker = by;
        await this.deps.tasks.save(row.id, { revoker: by });
        running.abort.abort('cancel');
        return undefined;
      }
      const cancelled = { status: 'cancelled', revoker: by, endedAt: new Date() };
      if (
        WAITING.includes(row.status) &&
        (await this.deps.tasks.saveIf(row.id, cancelled, { statuses: WAITING }))
      ) {
        this.announce(row, 'cancelled');
        return undefined;
      }
      // claimed meanwhile, or running on another replica: that one cancels it
      const current = await this.requireTask(workflowName, taskId);
      if (ACTIVE.includes(current.status) && current.owner && current.owner !== this.replicaId)
        return current.owner;
      throw new BadRequestError('error.taskFinished');
    });
    if (owner) await this.link.forward(owner, 'cancel', { workflow: workflowName, taskId, by });
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
    if (!running && row.status === 'pending-approval' && row.owner && row.owner !== this.replicaId) {
      const body = { workflow: workflowName, taskId, stage: stageName, actor, approve, comment };
      return this.link.forward(row.owner, 'approve', body);
    }
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
      const again = { status: 'waiting', stages, error: '', isRestart: true, endedAt: null, revoker: '' };
      // another replica may have taken the same retry a moment before
      if (!(await this.deps.tasks.saveIf(row.id, again, { statuses: RETRYABLE })))
        throw new BadRequestError('error.taskNotFailed');
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

  /**
   * Claims waiting tasks in order while there is room, in one transaction under the queue lock so
   * that replicas count each other's tasks; a second run of a single-run workflow is blocked.
   */
  private async claim(): Promise<void> {
    const { workflow_concurrency: limit } = await this.deps.concurrency.get();
    const changes: Array<{ row: TaskRow | QueueRow; status: string }> = [];
    const claimed = await this.deps.tasks.underQueueLock(async (tasks) => {
      const active = await tasks.queueState(ACTIVE);
      let count = active.length;
      // each live replica takes its share, so that a busy one does not keep every free place
      const share = this.link.shareOf(limit);
      let mine = active.filter((r) => r.owner === this.replicaId).length;
      const busyWorkflows = new Set(active.map((r) => r.workflowName));
      const rows: TaskRow[] = [];
      for (const row of await tasks.waitingToClaim(WAITING)) {
        if (!row.multiRun && busyWorkflows.has(row.workflowName)) {
          if (row.status !== 'blocked') {
            await tasks.save(row.id, { status: 'blocked' });
            changes.push({ row, status: 'blocked' });
          }
          continue;
        }
        if (count >= limit || mine >= share) continue;
        count++;
        mine++;
        busyWorkflows.add(row.workflowName);
        const taken = await tasks.claim(row.id, this.replicaId, this.leaseMs);
        if (taken) rows.push(taken);
      }
      return rows;
    });
    // announced once committed, so that a listener reads what it is told
    for (const { row, status } of changes) this.announce(row, status);
    for (const row of claimed) {
      this.announce(row, 'queued');
      this.launch(row);
    }
  }

  /**
   * Renews this replica's leases on the tasks it runs, and fails as interrupted (retryable) the
   * tasks of replicas whose lease ran out: they died, or lost the database for longer than it.
   */
  private async watchLeases(): Promise<void> {
    try {
      await this.deps.tasks.renewLeases(this.replicaId, [...this.running.keys()], this.leaseMs);
      for (const row of await this.deps.tasks.expiredLeases(ACTIVE, this.replicaId)) {
        const { stages } = interruptedStages(row);
        const failed = { status: 'failed', error: INTERRUPTED, stages, endedAt: new Date() };
        if (await this.deps.tasks.saveIf(row.id, failed, { statuses: ACTIVE, leaseExpired: true }))
          this.announce(row, 'failed');
      }
      // a message about another replica's task may have been lost: the queue is looked at anyway
      if (this.link.shared) this.schedule();
    } catch (error) {
      this.deps.onError(error, 'watching task leases');
    }
  }

  private launch(row: TaskRow, resumeSince?: Date): void {
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
      ...(resumeSince ? { resumeSince } : {}),
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

  private announce(row: QueueRow, status: string): void {
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
