import {
  isFinished,
  maskCredentials,
  type ProductRunArgs,
  type ProductTask,
  type ProductTaskCreated,
  type ProductTaskList,
  type ProductTaskListQuery,
  productRunArgsSchema,
  type Workflow,
  type ZadigDeploySpec,
} from '@slipway/contracts';
import type { Engine } from '../../engine/engine.js';
import type { TaskRepository, TaskRow } from '../../engine/task-repository.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import type { ProductRunPresets } from './product-run-presets.js';
import { productTaskFilterValues, productTaskMatches } from './product-task-filters.js';
import { runArgsOf, toProductTask } from './product-task-view.js';
import {
  isProductTaskName,
  type ProductEngineWorkflow,
  productTaskName,
  toEngineWorkflow,
} from './product-workflow-engine.js';
import type { ProductWorkflowsRepository } from './product-workflows.repository.js';
import type { ProductWorkflowsService } from './product-workflows.service.js';

/** The environment a run deploys to, when it deploys. */
function deployEnvironment(definition: ProductEngineWorkflow): string | undefined {
  const deploy = definition.stages.flatMap((stage) => stage.jobs).find((job) => job.type === 'zadig-deploy');
  return deploy ? (deploy.spec as ZadigDeploySpec).env : undefined;
}

/** Statuses a product task can be restarted from (the page shows the button for these). */
const RESTARTABLE = ['failed', 'cancelled', 'timeout'];
/** The list scans at most this many newest runs when a filter narrows it. */
const FILTER_SCAN_LIMIT = 5000;

/** Runs of product workflows: start, restart, cancel, and the task as the portal reads it. */
export class ProductTasksService {
  constructor(
    private readonly workflows: ProductWorkflowsService,
    private readonly presets: ProductRunPresets,
    private readonly tasks: TaskRepository,
    private readonly engine: Engine,
    private readonly repository: Pick<ProductWorkflowsRepository, 'environment'>,
  ) {}

  async preset(projectName: string, envName: string, workflowName: string): Promise<ProductRunArgs> {
    const workflow = await this.workflows.get(workflowName, projectName);
    return this.presets.runArgs(workflow, envName);
  }

  /** Run targets of every module of the project (the timer dialog's). */
  targets(projectName: string) {
    return this.presets.targets(projectName);
  }

  /** Starts a run with the run dialog's args (the picked targets, or the images of an artifact run). */
  async run(
    projectName: string,
    workflowName: string,
    input: unknown,
    creator: string,
  ): Promise<ProductTaskCreated> {
    const row = await this.workflows.require(workflowName, projectName);
    const workflow = await this.workflows.get(workflowName, row.projectName);
    const args = productRunArgsSchema.parse(input);
    if (args.product_tmpl_name !== row.projectName) throw new BadRequestError('error.projectNameMismatch');
    const definition = toEngineWorkflow(
      workflow,
      { ...args, workflow_name: workflowName },
      {
        createdBy: row.createdBy,
        createdAt: row.createdAt,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt,
      },
    );
    if (definition.stages.length === 0)
      throw new BadRequestError('validation.productWorkflow.targetsRequired');
    const deploysTo = deployEnvironment(definition);
    if (deploysTo !== undefined && !(await this.repository.environment(row.projectName, deploysTo)))
      throw new BadRequestError('error.productWorkflow.envNotFound', deploysTo);
    // the definition carries the product workflow's notify_ctls and run args beside the engine's fields
    const task = await this.engine.create(definition as unknown as Workflow, [], creator);
    return { task_id: task.taskId, pipeline_name: workflowName };
  }

  /** Runs a failed, cancelled or timed-out task again under the same id. */
  async restart(projectName: string, workflowName: string, taskId: number): Promise<void> {
    const row = await this.requireTask(projectName, workflowName, taskId);
    if (!RESTARTABLE.includes(row.status)) throw new BadRequestError('error.productWorkflow.notRestartable');
    // the engine runs failed tasks again; a cancelled one is restarted the same way
    if (row.status === 'cancelled') await this.tasks.save(row.id, { status: 'failed' });
    await this.engine.retry(row.workflowName, taskId);
  }

  async cancel(projectName: string, workflowName: string, taskId: number, by: string): Promise<void> {
    const row = await this.requireTask(projectName, workflowName, taskId);
    await this.engine.cancel(row.workflowName, taskId, by);
  }

  async detail(projectName: string, workflowName: string, taskId: number): Promise<ProductTask> {
    return this.view(await this.requireTask(projectName, workflowName, taskId));
  }

  /**
   * One page of the workflow's runs, newest first, with the total; `queryType` and `filters`
   * (comma-joined values) narrow it to creators, services, committers or statuses.
   */
  async list(
    projectName: string,
    workflowName: string,
    page: { offset: number; limit: number },
    query: ProductTaskListQuery,
  ): Promise<ProductTaskList> {
    await this.workflows.require(workflowName, projectName);
    const name = productTaskName(workflowName);
    const values = query.filters
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (!query.queryType || !values.length) {
      const { rows, total } = await this.tasks.page({ workflowName: name, ...page });
      return { data: rows.map((row) => this.view(row)), total };
    }
    const { rows } = await this.tasks.page({ workflowName: name, offset: 0, limit: FILTER_SCAN_LIMIT });
    const matching = rows.filter((row) => productTaskMatches(row, query.queryType, values));
    return {
      data: matching.slice(page.offset, page.offset + page.limit).map((row) => this.view(row)),
      total: matching.length,
    };
  }

  /** The values the list can be filtered by for `queryType`, from the workflow's runs. */
  async filterValues(
    projectName: string,
    workflowName: string,
    queryType: ProductTaskListQuery['queryType'],
  ) {
    await this.workflows.require(workflowName, projectName);
    const { rows } = await this.tasks.page({
      workflowName: productTaskName(workflowName),
      offset: 0,
      limit: FILTER_SCAN_LIMIT,
    });
    return productTaskFilterValues(rows, queryType);
  }

  /** Whether a task has ended (the detail stream sends its last snapshot then). */
  ended = (task: ProductTask) => isFinished(task.status);

  /** The engine's task of a product workflow's run; NotFound when either is missing. */
  /** Whether the name is one of the project's product workflows. */
  async isWorkflow(projectName: string, workflowName: string): Promise<boolean> {
    try {
      await this.workflows.require(workflowName, projectName);
      return true;
    } catch (error) {
      if (error instanceof NotFoundError) return false;
      throw error;
    }
  }

  async requireTask(projectName: string, workflowName: string, taskId: number): Promise<TaskRow> {
    await this.workflows.require(workflowName, projectName);
    const row = await this.tasks.find(productTaskName(workflowName), taskId);
    if (!row) throw new NotFoundError('error.productWorkflow.taskNotFound', `${workflowName}#${taskId}`);
    return row;
  }

  /** The portal's task; credential values of the run args never leave the server. */
  view(row: TaskRow): ProductTask {
    const task = toProductTask(row, this.engine.liveStages(row.id));
    return { ...task, workflow_args: maskCredentials(runArgsOf(row)) };
  }
}

/** Product tasks among tasks of any kind, as the status page's `tasks` lists show them. */
export const productTaskListKind = (view: (row: TaskRow) => ProductTask) => (rows: TaskRow[]) =>
  rows.filter((row) => isProductTaskName(row.workflowName)).map(view);
