import type { StageTask, WorkflowParam } from '@slipway/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { workflowCounters, workflowTasks } from '../db/schema.js';
import type { SecretBox } from '../lib/crypto/aes.js';
import { openCredentials, sealCredentials } from '../lib/crypto/credentials-at-rest.js';

export type TaskRow = typeof workflowTasks.$inferSelect;
export type TaskPatch = Partial<
  Pick<TaskRow, 'status' | 'error' | 'startedAt' | 'endedAt' | 'revoker' | 'isRestart'> & {
    stages: StageTask[];
  }
>;

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
    const [row] = await this.db
      .select()
      .from(workflowTasks)
      .where(and(eq(workflowTasks.workflowName, workflowName), eq(workflowTasks.taskId, taskId)));
    return row && this.opened(row);
  }

  async findById(id: number): Promise<TaskRow | undefined> {
    const [row] = await this.db.select().from(workflowTasks).where(eq(workflowTasks.id, id));
    return row && this.opened(row);
  }

  /** What the queue decides on, for tasks in any of the statuses, oldest first. */
  queueState(statuses: readonly string[]) {
    return this.db
      .select({
        id: workflowTasks.id,
        status: workflowTasks.status,
        workflowName: workflowTasks.workflowName,
        taskId: workflowTasks.taskId,
        projectName: workflowTasks.projectName,
        multiRun: workflowTasks.multiRun,
      })
      .from(workflowTasks)
      .where(inArray(workflowTasks.status, [...statuses]))
      .orderBy(workflowTasks.id);
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

  /** Tasks of a workflow, newest first: `limit` of them after skipping `offset`. */
  async page(query: {
    workflowName: string;
    offset: number;
    limit: number;
    status?: string;
    creator?: string;
  }) {
    const where = and(
      eq(workflowTasks.workflowName, query.workflowName),
      query.status ? eq(workflowTasks.status, query.status) : undefined,
      query.creator ? eq(workflowTasks.creator, query.creator) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(workflowTasks)
        .where(where)
        .orderBy(desc(workflowTasks.taskId))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ count: sql<number>`count(*)::int` }).from(workflowTasks).where(where),
    ]);
    return { rows: rows.map((row) => this.opened(row)), total: total?.count ?? 0 };
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
