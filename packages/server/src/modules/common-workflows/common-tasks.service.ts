import {
  type CommonRun,
  type CommonTaskCreated,
  type CommonWorkflowTask,
  isFinished,
  type Workflow,
} from '@slipway/contracts';
import type { Engine } from '../../engine/engine.js';
import type { TaskRepository, TaskRow } from '../../engine/task-repository.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { toCommonTask } from './common-task-view.js';
import { commonTaskName, toEngineWorkflow } from './common-workflow-engine.js';
import { bodyOf, type CommonWorkflowsService } from './common-workflows.service.js';

/** Statuses a run can be restarted from. */
const RESTARTABLE = ['failed', 'cancelled', 'timeout'];

/** Runs of common workflows on the engine: start, restart, cancel, list and the task page's view. */
export class CommonTasksService {
  constructor(
    private readonly workflows: CommonWorkflowsService,
    private readonly tasks: TaskRepository,
    private readonly engine: Engine,
  ) {}

  /** Starts a run with the run dialog's branches and parameters. */
  async run(projectName: string, run: CommonRun, creator: string): Promise<CommonTaskCreated> {
    if (run.project_name !== projectName) throw new BadRequestError('error.projectNameMismatch');
    const row = run.id
      ? await this.workflows.require(projectName, run.id)
      : await this.workflows.requireByName(projectName, run.name);
    if (row.name !== run.name) throw new BadRequestError('validation.commonWorkflow.idMismatch');
    const definition = toEngineWorkflow(row.id, bodyOf(row), run, {
      createdBy: row.createdBy,
      createdAt: row.createdAt,
      updatedBy: row.updatedBy,
      updatedAt: row.updatedAt,
    });
    const task = await this.engine.create(definition as Workflow, [], creator);
    return { name: row.name, task_id: task.taskId };
  }

  /** Runs a failed, cancelled or timed-out task again under the same id. */
  async restart(projectName: string, workflowName: string, taskId: number): Promise<void> {
    const row = await this.requireTask(projectName, workflowName, taskId);
    if (!RESTARTABLE.includes(row.status)) throw new BadRequestError('error.commonWorkflow.notRestartable');
    // the engine retries failed tasks; a cancelled one is restarted the same way
    if (row.status === 'cancelled') await this.tasks.save(row.id, { status: 'failed' });
    await this.engine.retry(row.workflowName, taskId);
  }

  async cancel(projectName: string, workflowName: string, taskId: number, by: string): Promise<void> {
    const row = await this.requireTask(projectName, workflowName, taskId);
    await this.engine.cancel(row.workflowName, taskId, by);
  }

  async detail(projectName: string, workflowName: string, taskId: number): Promise<CommonWorkflowTask> {
    return this.view(await this.requireTask(projectName, workflowName, taskId));
  }

  /** `max` runs after skipping `start`, newest first. */
  async list(projectName: string, workflowName: string, page: { start: number; max: number }) {
    await this.workflows.requireByName(projectName, workflowName);
    const { rows, total } = await this.tasks.page({
      workflowName: commonTaskName(workflowName),
      offset: page.start,
      limit: page.max,
    });
    return { data: rows.map((row) => this.view(row)), total };
  }

  ended = (task: CommonWorkflowTask) => isFinished(task.status);

  async requireTask(projectName: string, workflowName: string, taskId: number): Promise<TaskRow> {
    await this.workflows.requireByName(projectName, workflowName);
    const row = await this.tasks.find(commonTaskName(workflowName), taskId);
    if (!row) throw new NotFoundError('error.commonWorkflow.taskNotFound', `${workflowName}#${taskId}`);
    return row;
  }

  private view(row: TaskRow): CommonWorkflowTask {
    return toCommonTask(row, this.engine.liveStages(row.id));
  }
}
