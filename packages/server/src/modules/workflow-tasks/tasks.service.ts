import {
  maskCredentials,
  type RunBody,
  type RunResponse,
  type Workflow,
  type WorkflowTask,
} from '@slipway/contracts';
import type { Engine } from '../../engine/engine.js';
import { paramsOf, stagesOf, type TaskRepository, type TaskRow } from '../../engine/task-repository.js';
import { taskRunState } from '../../engine/task-run-state.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { withoutMaskedCredentials } from '../workflows/stored-credentials.js';
import type { WorkflowsRepository } from '../workflows/workflows.repository.js';
import { workflowOf } from '../workflows/workflows.service.js';
import { ranWorkflow, withRunEnvValues } from './run-values.js';

export interface TaskListQuery {
  workflowName: string;
  /** tasks to skip, newest first */
  offset: number;
  limit: number;
  status?: string;
  creator?: string;
}

/** Running workflows and reading their tasks (spec §7 v4 workflowtask). */
export class TasksService {
  constructor(
    private readonly workflows: WorkflowsRepository,
    private readonly tasks: TaskRepository,
    private readonly engine: Engine,
  ) {}

  /** Runs the stored workflow with the param and env values of the run dialog's body. */
  async run(body: RunBody, creator: string): Promise<RunResponse> {
    const workflow = await this.workflow(body.name);
    if (body.project && body.project !== workflow.project)
      throw new BadRequestError('error.projectNameMismatch');
    const params = withoutMaskedCredentials(workflow, body.params);
    const row = await this.engine.create(withRunEnvValues(workflow, body.stages), params, creator);
    return { project_name: row.projectName, workflow_name: row.workflowName, task_id: row.taskId };
  }

  async list(query: TaskListQuery) {
    const { rows, total } = await this.tasks.pageWithDisplayNames(query);
    return { workflow_list: rows.map((row) => this.toTask(row)), total };
  }

  async get(workflowName: string, taskId: number): Promise<WorkflowTask> {
    return this.toTask(await this.requireTask(workflowName, taskId));
  }

  /**
   * The workflow as an earlier run ran it, to start another like it; a credential set then comes
   * back as the mask, which a run takes as the workflow's stored value.
   */
  async clone(workflowName: string, taskId: number): Promise<Workflow> {
    const row = await this.requireTask(workflowName, taskId);
    return maskCredentials(
      ranWorkflow(row.definition as Partial<Workflow>, { ...row, params: paramsOf(row) }),
    );
  }

  private async requireTask(workflowName: string, taskId: number): Promise<TaskRow> {
    const row = await this.tasks.find(workflowName, taskId);
    if (!row) throw new NotFoundError('error.taskNotFound');
    return row;
  }

  private async workflow(name: string): Promise<Workflow> {
    const row = await this.workflows.find(name);
    if (!row) throw new NotFoundError('error.workflowNotFound');
    return workflowOf(row);
  }

  /** The task as the API shows it; credential values never leave the server. */
  toTask(row: TaskRow): WorkflowTask {
    const definition = row.definition as { display_name?: string };
    return {
      task_id: row.taskId,
      workflow_name: row.workflowName,
      workflow_display_name: definition.display_name ?? '',
      project_name: row.projectName,
      params: maskCredentials(paramsOf(row)),
      ...taskRunState(row),
      is_restart: row.isRestart,
      multi_run: row.multiRun,
      stages: maskCredentials(this.engine.liveStages(row.id) ?? stagesOf(row)),
    };
  }
}
