import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ViewMember, workflowViews } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export type WorkflowViewRow = typeof workflowViews.$inferSelect;

/** Workflow views of projects, one row per view; members kept as JSON. */
export class WorkflowViewsRepository {
  constructor(private readonly db: Db) {}

  list(projectName: string): Promise<WorkflowViewRow[]> {
    return this.db
      .select()
      .from(workflowViews)
      .where(eq(workflowViews.projectName, projectName))
      .orderBy(asc(workflowViews.id));
  }

  async find(projectName: string, name: string): Promise<WorkflowViewRow | undefined> {
    const [row] = await this.db.select().from(workflowViews).where(this.named(projectName, name));
    return row;
  }

  /** false when the project already has a view of that name. */
  async insert(projectName: string, name: string, workflows: ViewMember[], by: string): Promise<boolean> {
    try {
      await this.db.insert(workflowViews).values({ projectName, name, workflows, updatedBy: by });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** false when there is no such view. */
  async update(projectName: string, name: string, workflows: ViewMember[], by: string): Promise<boolean> {
    const rows = await this.db
      .update(workflowViews)
      .set({ workflows, updatedBy: by, updatedAt: new Date() })
      .where(this.named(projectName, name))
      .returning({ id: workflowViews.id });
    return rows.length > 0;
  }

  async delete(projectName: string, name: string): Promise<boolean> {
    const rows = await this.db
      .delete(workflowViews)
      .where(this.named(projectName, name))
      .returning({ id: workflowViews.id });
    return rows.length > 0;
  }

  private named(projectName: string, name: string) {
    return and(eq(workflowViews.projectName, projectName), eq(workflowViews.name, name));
  }
}
