import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workflows, workflowTasks } from '../../db/schema.js';
import { commonWorkflows } from '../../db/schema-common-workflows.js';
import { productWorkflows } from '../../db/schema-product-workflows.js';
import { commonTaskName } from '../common-workflows/common-workflow-engine.js';
import { productTaskName } from '../product-workflows/product-workflow-engine.js';

/** A job of a task's stages, as stored: what picks the logs of a service. */
export interface TaskJob {
  name: string;
  type: string;
  spec: unknown;
}

/** A workflow whose runs have logs: its project, and the name its tasks run under on the engine. */
export interface LoggedWorkflow {
  project: string;
  taskWorkflow: string;
}

/** What the log routes need to know about workflows and their tasks. */
export class LogsRepository {
  constructor(private readonly db: Db) {}

  /**
   * A custom workflow, or a product or common workflow (whose runs are engine tasks of another
   * name); names are unique over the three kinds.
   */
  async loggedWorkflow(name: string): Promise<LoggedWorkflow | undefined> {
    const [custom] = await this.db
      .select({ project: workflows.projectName })
      .from(workflows)
      .where(eq(workflows.name, name));
    if (custom) return { project: custom.project, taskWorkflow: name };
    const [product] = await this.db
      .select({ project: productWorkflows.projectName })
      .from(productWorkflows)
      .where(eq(productWorkflows.name, name));
    if (product) return { project: product.project, taskWorkflow: productTaskName(name) };
    const [common] = await this.db
      .select({ project: commonWorkflows.projectName })
      .from(commonWorkflows)
      .where(eq(commonWorkflows.name, name));
    return common && { project: common.project, taskWorkflow: commonTaskName(name) };
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
          jobs.push({
            name: (job as TaskJob).name,
            type: String((job as TaskJob).type ?? ''),
            spec: (job as TaskJob).spec,
          });
    return jobs;
  }
}
