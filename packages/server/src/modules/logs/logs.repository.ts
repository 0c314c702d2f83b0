import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workflows, workflowTasks } from '../../db/schema.js';

/** A job of a task's stages, as stored: what picks the logs of a service. */
export interface TaskJob {
  name: string;
  spec: unknown;
}

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

  /** The jobs of a task's stages in order; undefined when there is no such task. */
  async taskJobs(workflowName: string, taskId: number): Promise<TaskJob[] | undefined> {
    const [row] = await this.db
      .select({ stages: workflowTasks.stages })
      .from(workflowTasks)
      .where(and(eq(workflowTasks.workflowName, workflowName), eq(workflowTasks.taskId, taskId)));
    if (!row) return undefined;
    const jobs: TaskJob[] = [];
    for (const stage of row.stages as Array<{ jobs?: unknown }>)
      for (const job of Array.isArray(stage?.jobs) ? stage.jobs : [])
        if (job && typeof job === 'object' && typeof (job as TaskJob).name === 'string')
          jobs.push({ name: (job as TaskJob).name, spec: (job as TaskJob).spec });
    return jobs;
  }
}
