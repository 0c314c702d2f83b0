import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workflows, workflowTasks } from '../../db/schema.js';

/** What the log routes need to know about workflows and their tasks. */
export class LogsRepository {
  constructor(private readonly db: Db) {}

  async workflowExists(name: string): Promise<boolean> {
    const [row] = await this.db
      .select({ name: workflows.name })
      .from(workflows)
      .where(eq(workflows.name, name));
    return row !== undefined;
  }

  async taskStatus(workflowName: string, taskId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ status: workflowTasks.status })
      .from(workflowTasks)
      .where(and(eq(workflowTasks.workflowName, workflowName), eq(workflowTasks.taskId, taskId)));
    return row?.status;
  }
}
