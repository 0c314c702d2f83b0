import type { StageTask, WorkflowParam } from '@slipway/contracts';
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { workflowCounters, workflowTasks } from '../db/schema.js';
import type { SecretBox } from '../lib/crypto/aes.js';
import { openCredentials, sealCredentials } from '../lib/crypto/credentials-at-rest.js';
import { readTaskPage, type TaskPageQuery, taskRowsWithDisplayName, wholeTaskRows } from './task-pages.js';

export type TaskRow = typeof workflowTasks.$inferSelect;
export type TaskPatch = Partial<
  Pick<TaskRow, 'status' | 'error' | 'startedAt' | 'endedAt' | 'revoker' | 'isRestart' | 'owner'> & {
    stages: StageTask[];
  }
>;

/** One key for the queue's advisory lock: claims of every replica are made one after the other. */
const QUEUE_LOCK = 0x5117_0a1;

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

const MAX_TASK_ID = 2 ** 31 - 1;
/** Task numbers are 32-bit: a larger one (a public callback's guess) names no task. */
const isTaskNumber = (taskId: number) => Number.isSafeInteger(taskId) && taskId >= 1 && taskId <= MAX_TASK_ID;

/** What the queue decides on. */
const queueColumns = {
  id: workflowTasks.id,
  owner: workflowTasks.owner,
  status: workflowTasks.status,
  workflowName: workflowTasks.workflowName,
  taskId: workflowTasks.taskId,
  projectName: workflowTasks.projectName,
  multiRun: workflowTasks.multiRun,
};

export const stagesOf = (row: TaskRow) => row.stages as StageTask[];
export const paramsOf = (row: TaskRow) => row.params as WorkflowParam[];

/** Queries on workflow tasks; credential values in params, definition and stages are stored sealed. */
export class TaskRepository {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  /** The next task number of a workflow, taken atomically. */
  async nextTaskId(workflowName: string): Promise<number> {
    const [row] = await this.db
      .insert(workflowCounters)
      .values({ workflowName, lastTaskId: 1 })
      .onConflictDoUpdate({
        target: workflowCounters.workflowName,
        set: { lastTaskId: sql`${workflowCounters.lastTaskId} + 1` },
      })
      .returning({ id: workflowCounters.lastTaskId });
    if (!row) throw new Error('counter not written');
    return row.id;
  }

  async insert(task: typeof workflowTasks.$inferInsert): Promise<TaskRow> {
    const sealed = {
      ...task,
      params: sealCredentials(this.box, task.params),
      definition: sealCredentials(this.box, task.definition),
      stages: sealCredentials(this.box, task.stages),
    };
    const [row] = await this.db.insert(workflowTasks).values(sealed).returning();
    if (!row) throw new Error('insert returned no row');
    return this.opened(row);
  }

  async save(id: number, patch: TaskPatch): Promise<void> {
    const sealed = patch.stages ? { ...patch, stages: sealCredentials(this.box, patch.stages) } : patch;
    await this.db.update(workflowTasks).set(sealed).where(eq(workflowTasks.id, id));
  }

  async find(workflowName: string, taskId: number): Promise<TaskRow | undefined> {
    if (!isTaskNumber(taskId)) return undefined;
    const [row] = await this.db
      .select()
      .from(workflowTasks)
      .where(and(eq(workflowTasks.workflowName, workflowName), eq(workflowTasks.taskId, taskId)));
    return row && this.opened(row);
  }

  /** Who runs a task and its status, without reading (and opening) the whole row. */
  async ownership(workflowName: string, taskId: number) {
    if (!isTaskNumber(taskId)) return undefined;
    const [row] = await this.db
      .select({ owner: workflowTasks.owner, status: workflowTasks.status })
      .from(workflowTasks)
      .where(and(eq(workflowTasks.workflowName, workflowName), eq(workflowTasks.taskId, taskId)));
    return row;
  }

  async findById(id: number): Promise<TaskRow | undefined> {
    const [row] = await this.db.select().from(workflowTasks).where(eq(workflowTasks.id, id));
    return row && this.opened(row);
  }

  /** What the queue decides on, for tasks in any of the statuses, oldest first. */
  queueState(statuses: readonly string[]) {
    return this.db
      .select(queueColumns)
      .from(workflowTasks)
      .where(inArray(workflowTasks.status, [...statuses]))
      .orderBy(workflowTasks.id);
  }

  /**
   * Runs `work` in one transaction holding the queue lock, with a repository bound to it: claims of
   * all replicas are decided one at a time on what the others committed.
   */
  underQueueLock<T>(work: (tasks: TaskRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_LOCK})`);
      return work(new TaskRepository(tx as unknown as Db, this.box));
    });
  }

  /** Waiting tasks, oldest first; rows another transaction holds (a cancel under way) are passed over. */
  waitingToClaim(statuses: readonly string[]) {
    return this.db
      .select(queueColumns)
      .from(workflowTasks)
      .where(inArray(workflowTasks.status, [...statuses]))
      .orderBy(workflowTasks.id)
      .for('update', { skipLocked: true });
  }

  /** Marks a task queued for this replica, with its lease. */
  async claim(id: number, owner: string, leaseMs: number): Promise<TaskRow | undefined> {
    const [row] = await this.db
      .update(workflowTasks)
      .set({ status: 'queued', owner, leaseUntil: leaseEnd(leaseMs) })
      .where(eq(workflowTasks.id, id))
      .returning();
    return row && this.opened(row);
  }

  /** Extends this replica's leases on the tasks it runs. */
  async renewLeases(owner: string, ids: number[], leaseMs: number): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(workflowTasks)
      .set({ leaseUntil: leaseEnd(leaseMs) })
      .where(and(eq(workflowTasks.owner, owner), inArray(workflowTasks.id, ids)));
  }

  /** Tasks in the statuses whose owner, another replica, let its lease run out. */
  async expiredLeases(statuses: readonly string[], self: string): Promise<TaskRow[]> {
    const rows = await this.db
      .select()
      .from(workflowTasks)
      .where(
        and(
          inArray(workflowTasks.status, [...statuses]),
          ne(workflowTasks.owner, self),
          lt(workflowTasks.leaseUntil, sql`now()`),
        ),
      )
      .orderBy(workflowTasks.id);
    return rows.map((row) => this.opened(row));
  }

  /**
   * Writes the patch only while the task is still in one of the statuses (and, with `leaseExpired`,
   * its lease has run out); false when another replica or request changed it first.
   */
  async saveIf(
    id: number,
    patch: TaskPatch,
    condition: { statuses: readonly string[]; leaseExpired?: boolean },
  ): Promise<boolean> {
    const sealed = patch.stages ? { ...patch, stages: sealCredentials(this.box, patch.stages) } : patch;
    const rows = await this.db
      .update(workflowTasks)
      .set(sealed)
      .where(
        and(
          eq(workflowTasks.id, id),
          inArray(workflowTasks.status, [...condition.statuses]),
          condition.leaseExpired ? lt(workflowTasks.leaseUntil, sql`now()`) : undefined,
        ),
      )
      .returning({ id: workflowTasks.id });
    return rows.length > 0;
  }

  /** Tasks in any of the statuses owned by one of the replicas, oldest first. */
  async ownedWithStatus(statuses: readonly string[], owners: string[]): Promise<TaskRow[]> {
    const rows = await this.db
      .select()
      .from(workflowTasks)
      .where(and(inArray(workflowTasks.status, [...statuses]), inArray(workflowTasks.owner, owners)))
      .orderBy(workflowTasks.id);
    return rows.map((row) => this.opened(row));
  }

  /** Tasks in any of the statuses, oldest first (the queue order). */
  async withStatus(statuses: readonly string[]): Promise<TaskRow[]> {
    const rows = await this.db
      .select()
      .from(workflowTasks)
      .where(inArray(workflowTasks.status, [...statuses]))
      .orderBy(workflowTasks.id);
    return rows.map((row) => this.opened(row));
  }

  /** Tasks of a workflow, newest first: `limit` of them after skipping `offset`; see readTaskPage. */
  async page(query: TaskPageQuery) {
    const { rows, total } = await readTaskPage(this.db, query, wholeTaskRows);
    return { rows: rows.map((row) => this.opened(row)), total };
  }

  /** A page as `page` reads it, but each definition holds only its display name. */
  async pageWithDisplayNames(query: TaskPageQuery) {
    const { rows, total } = await readTaskPage(this.db, query, taskRowsWithDisplayName);
    return { rows: rows.map((row) => this.opened(row)), total };
  }

  private opened(row: TaskRow): TaskRow {
    return {
      ...row,
      params: openCredentials(this.box, row.params),
      definition: openCredentials(this.box, row.definition),
      stages: openCredentials(this.box, row.stages),
    };
  }
}
