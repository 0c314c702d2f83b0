import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scanners, workflowTasks } from '../../db/schema.js';

export type ScannerRow = typeof scanners.$inferSelect;
export type ScannerFields = Pick<ScannerRow, 'name' | 'sonarId' | 'definition' | 'updatedBy'>;

export interface RunStatistics {
  timesRun: number;
  /** mean seconds of the finished runs */
  averageSeconds: number;
}

/** Scanner rows, and what the engine's task table says about their runs. */
export class ScanningRepository {
  constructor(private readonly db: Db) {}

  list(projectName: string): Promise<ScannerRow[]> {
    return this.db
      .select()
      .from(scanners)
      .where(eq(scanners.projectName, projectName))
      .orderBy(asc(scanners.createdAt), asc(scanners.id));
  }

  async find(id: string): Promise<ScannerRow | undefined> {
    const [row] = await this.db.select().from(scanners).where(eq(scanners.id, id));
    return row;
  }

  async findByName(projectName: string, name: string): Promise<ScannerRow | undefined> {
    const [row] = await this.db
      .select()
      .from(scanners)
      .where(and(eq(scanners.projectName, projectName), eq(scanners.name, name)));
    return row;
  }

  async create(projectName: string, fields: ScannerFields): Promise<string> {
    const id = randomUUID();
    await this.db.insert(scanners).values({ ...fields, id, projectName, createdBy: fields.updatedBy });
    return id;
  }

  async update(id: string, fields: ScannerFields): Promise<void> {
    await this.db
      .update(scanners)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(scanners.id, id));
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(scanners).where(eq(scanners.id, id));
  }

  /** Runs per task name, and the mean run time of those that ended. */
  async statistics(taskNames: string[]): Promise<Map<string, RunStatistics>> {
    if (!taskNames.length) return new Map();
    const seconds = sql<number>`extract(epoch from (${workflowTasks.endedAt} - coalesce(${workflowTasks.startedAt}, ${workflowTasks.createdAt})))`;
    const rows = await this.db
      .select({
        name: workflowTasks.workflowName,
        count: sql<number>`count(*)::int`,
        average: sql<number | null>`avg(${seconds}) filter (where ${isNotNull(workflowTasks.endedAt)})`,
      })
      .from(workflowTasks)
      .where(inArray(workflowTasks.workflowName, taskNames))
      .groupBy(workflowTasks.workflowName);
    return new Map(
      rows.map((row) => [
        row.name,
        { timesRun: Number(row.count), averageSeconds: Math.round(Number(row.average ?? 0)) },
      ]),
    );
  }

  /** Whether any run of the task name is waiting or running. */
  async hasActiveTasks(taskName: string, activeStatuses: readonly string[]): Promise<boolean> {
    const [row] = await this.db
      .select({ id: workflowTasks.id })
      .from(workflowTasks)
      .where(
        and(eq(workflowTasks.workflowName, taskName), inArray(workflowTasks.status, [...activeStatuses])),
      )
      .limit(1);
    return row !== undefined;
  }

  async deleteTasks(taskName: string): Promise<void> {
    await this.db.delete(workflowTasks).where(eq(workflowTasks.workflowName, taskName));
  }
}
