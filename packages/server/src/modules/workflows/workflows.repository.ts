import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { workflowCounters, workflows, workflowTasks } from '../../db/schema.js';
import { workflowTaskTotals } from '../../db/schema-workflow-task-totals.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { openCredentials, sealCredentials } from '../../lib/crypto/credentials-at-rest.js';
import { nameTakenByOtherKind } from './workflow-names.js';

export type WorkflowRow = typeof workflows.$inferSelect;
export type NewWorkflow = Pick<
  typeof workflows.$inferInsert,
  'name' | 'projectName' | 'displayName' | 'description' | 'definition' | 'createdBy' | 'updatedBy'
>;
export type WorkflowPatch = Pick<WorkflowRow, 'displayName' | 'description' | 'definition' | 'updatedBy'>;

/** Narrows the list: only these names; only release workflows (true) or only the others (false). */
export interface WorkflowListFilter {
  names?: readonly string[];
  release?: boolean;
}

/** One task the list shows; null when the workflow has none of that kind (left join). */
export type TaskBrief = { taskId: number; status: string; creator: string; createdAt: Date } | null;

export interface WorkflowTaskStats {
  workflowName: string;
  taskCount: number;
  finishedCount: number;
  passedCount: number;
  /** mean seconds of the finished tasks that have a start and an end; null when none */
  averageSeconds: number | null;
  recent: TaskBrief;
  recentPassed: TaskBrief;
  recentFailed: TaskBrief;
}

/** workflow_tasks under another name, to join it more than once. */
type TaskAlias = ReturnType<typeof alias<typeof workflowTasks, string>>;

export class WorkflowsRepository {
  constructor(
    private readonly db: Db,
    /** credential values of definitions are stored sealed */
    private readonly box: SecretBox,
  ) {}

  async find(name: string): Promise<WorkflowRow | undefined> {
    const [row] = await this.db.select().from(workflows).where(eq(workflows.name, name));
    return this.opened(row);
  }

  /** Whether a product or common workflow already has this name (names are unique across kinds). */
  otherKindHasName(name: string): Promise<boolean> {
    return nameTakenByOtherKind(this.db, 'custom', name);
  }

  /** The project's workflows, last changed first: all of them, or one page; narrowed by `filter`. */
  async list(projectName: string, page?: { num: number; size: number }, filter: WorkflowListFilter = {}) {
    const where = and(
      eq(workflows.projectName, projectName),
      filter.names ? inArray(workflows.name, ['', ...filter.names]) : undefined,
      filter.release === undefined
        ? undefined
        : filter.release
          ? sql`${workflows.definition}->>'category' = 'release'`
          : sql`coalesce(${workflows.definition}->>'category', '') <> 'release'`,
    );
    const ordered = this.db
      .select()
      .from(workflows)
      .where(where)
      .orderBy(desc(workflows.updatedAt), asc(workflows.name))
      .$dynamic();
    const [rows, [total]] = await Promise.all([
      page ? ordered.limit(page.size).offset((page.num - 1) * page.size) : ordered,
      this.db.select({ count: sql<number>`count(*)::int` }).from(workflows).where(where),
    ]);
    return { rows: rows.map((row) => this.opened(row)), total: total?.count ?? 0 };
  }

  /**
   * Task figures of several workflows in one query: their running totals (kept by triggers on
   * workflow_tasks, see workflowTaskTotals), joined to the latest task, latest passed task and
   * latest failed task.
   */
  taskStats(names: readonly string[]): Promise<WorkflowTaskStats[]> {
    const totals = workflowTaskTotals;
    const recent = alias(workflowTasks, 'recent');
    const passed = alias(workflowTasks, 'passed');
    const failed = alias(workflowTasks, 'failed');
    const brief = (task: TaskAlias) => ({
      taskId: task.taskId,
      status: task.status,
      creator: task.creator,
      createdAt: task.createdAt,
    });
    const joinOn = (task: TaskAlias, id: AnyPgColumn) =>
      and(eq(task.workflowName, totals.workflowName), eq(task.taskId, id));
    return this.db
      .select({
        workflowName: totals.workflowName,
        taskCount: totals.taskCount,
        finishedCount: totals.finishedCount,
        passedCount: totals.passedCount,
        averageSeconds: sql<
          number | null
        >`(${totals.timedSeconds} / nullif(${totals.timedCount}, 0))::float8`,
        recent: brief(recent),
        recentPassed: brief(passed),
        recentFailed: brief(failed),
      })
      .from(totals)
      .leftJoin(recent, joinOn(recent, totals.recentId))
      .leftJoin(passed, joinOn(passed, totals.passedId))
      .leftJoin(failed, joinOn(failed, totals.failedId))
      .where(inArray(totals.workflowName, [...names]));
  }

  /** undefined when the name is taken (in any project). */
  async insert(workflow: NewWorkflow): Promise<WorkflowRow | undefined> {
    const [row] = await this.db
      .insert(workflows)
      .values({ ...workflow, definition: sealCredentials(this.box, workflow.definition) })
      .onConflictDoNothing()
      .returning();
    return this.opened(row);
  }

  async update(name: string, patch: WorkflowPatch): Promise<WorkflowRow | undefined> {
    const [row] = await this.db
      .update(workflows)
      .set({ ...patch, definition: sealCredentials(this.box, patch.definition), updatedAt: new Date() })
      .where(eq(workflows.name, name))
      .returning();
    return this.opened(row);
  }

  /** The definition with its tasks and its task counter; false when there was none. */
  delete(name: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .delete(workflows)
        .where(eq(workflows.name, name))
        .returning({ name: workflows.name });
      if (!rows.length) return false;
      await tx.delete(workflowTasks).where(eq(workflowTasks.workflowName, name));
      await tx.delete(workflowCounters).where(eq(workflowCounters.workflowName, name));
      return true;
    });
  }

  private opened<Row extends WorkflowRow | undefined>(row: Row): Row {
    return row && { ...row, definition: openCredentials(this.box, row.definition) };
  }
}
