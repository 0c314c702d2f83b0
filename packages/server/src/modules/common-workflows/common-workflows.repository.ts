import type { CommonWorkflowBody } from '@slipway/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workflowCounters, workflowTasks } from '../../db/schema.js';
import { commonWorkflows } from '../../db/schema-common-workflows.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { openCredentials, sealCredentials } from '../../lib/crypto/credentials-at-rest.js';

export type CommonWorkflowRow = typeof commonWorkflows.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Queries of common workflows, and of the engine's tasks they own; credential values are sealed at rest. */
export class CommonWorkflowsRepository {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  private opened = (row: CommonWorkflowRow | undefined) =>
    row && { ...row, definition: openCredentials(this.box, row.definition) };

  /** By id; an id that is not a UUID names none (and never reaches the query). */
  async find(id: string): Promise<CommonWorkflowRow | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.db.select().from(commonWorkflows).where(eq(commonWorkflows.id, id));
    return this.opened(row);
  }

  async findByName(name: string): Promise<CommonWorkflowRow | undefined> {
    const [row] = await this.db.select().from(commonWorkflows).where(eq(commonWorkflows.name, name));
    return this.opened(row);
  }

  /** One page of a project's common workflows by name (every project's when none is named). */
  async list(projectName: string, page: { offset: number; limit: number }) {
    const where = projectName ? eq(commonWorkflows.projectName, projectName) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(commonWorkflows)
        .where(where)
        .orderBy(asc(commonWorkflows.name))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ count: count() }).from(commonWorkflows).where(where),
    ]);
    return { rows: rows.map((row) => this.opened(row)!), total: total?.count ?? 0 };
  }

  /** Inserts; undefined when the name is taken. */
  async insert(body: CommonWorkflowBody, by: string): Promise<CommonWorkflowRow | undefined> {
    try {
      const [row] = await this.db
        .insert(commonWorkflows)
        .values({
          name: body.name,
          projectName: body.project_name,
          definition: sealCredentials(this.box, body),
          createdBy: by,
          updatedBy: by,
        })
        .returning();
      return this.opened(row);
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /** Saves a new body; false when the new name is taken. */
  async update(id: string, body: CommonWorkflowBody, by: string): Promise<boolean> {
    try {
      await this.db
        .update(commonWorkflows)
        .set({ definition: sealCredentials(this.box, body), updatedBy: by, updatedAt: new Date() })
        .where(eq(commonWorkflows.id, id));
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Whether the engine holds tasks of `taskName` in any of the statuses. */
  async hasTasks(taskName: string, statuses: readonly string[]): Promise<boolean> {
    const [row] = await this.db
      .select({ id: workflowTasks.id })
      .from(workflowTasks)
      .where(and(eq(workflowTasks.workflowName, taskName), inArray(workflowTasks.status, [...statuses])))
      .limit(1);
    return row !== undefined;
  }

  /** The workflow, with its tasks and their counter on the engine. */
  async delete(id: string, taskName: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(workflowTasks).where(eq(workflowTasks.workflowName, taskName));
      await tx.delete(workflowCounters).where(eq(workflowCounters.workflowName, taskName));
      await tx.delete(commonWorkflows).where(eq(commonWorkflows.id, id));
    });
  }
}
