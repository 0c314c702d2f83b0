import { maskCredentials, type Workflow, type WorkflowTask } from '@slipway/contracts';
import type { Engine } from '../../engine/engine.js';
import { paramsOf, stagesOf, type TaskRepository, type TaskRow } from '../../engine/task-repository.js';
import { NotFoundError } from '../../lib/errors.js';
import { withoutMaskedCredentials } from '../workflows/stored-credentials.js';
import type { WorkflowsRepository } from '../workflows/workflows.repository.js';
import { definitionOf } from '../workflows/workflows.service.js';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

/** Running workflows and reading their tasks (spec §7 v4 workflowtask). */
export class TasksService {
  constructor(
    private readonly workflows: WorkflowsRepository,
    private readonly tasks: TaskRepository,
    private readonly engine: Engine,
  ) {}

  async run(workflowName: string, params: Array<{ name: string; value: string }>, creator: string) {
    const workflow = await this.workflow(workflowName);
    const row = await this.engine.create(workflow, withoutMaskedCredentials(workflow, params), creator);
    return { project_name: row.projectName, workflow_name: row.workflowName, task_id: row.taskId };
  }

  async list(query: {
    workflowName: string;
    page: number;
    pageSize: number;
    status?: string;
    creator?: string;
  }) {
    const { rows, total } = await this.tasks.page(query);
    return { workflow_list: rows.map((row) => this.toTask(row)), total };
  }

  async get(workflowName: string, taskId: number): Promise<WorkflowTask> {
    return this.toTask(await this.requireTask(workflowName, taskId));
  }

  /**
   * The arguments of an earlier run, to start another like it; a credential set then comes back as
   * the mask, which a run takes as the workflow's stored value.
   */
  async clone(workflowName: string, taskId: number) {
    const row = await this.requireTask(workflowName, taskId);
    return {
      workflow_name: row.workflowName,
      project_name: row.projectName,
      params: maskCredentials(paramsOf(row)).map((p) => ({ name: p.name, value: p.value })),
    };
  }

  private async requireTask(workflowName: string, taskId: number): Promise<TaskRow> {
    const row = await this.tasks.find(workflowName, taskId);
    if (!row) throw new NotFoundError('error.taskNotFound');
    return row;
  }

  private async workflow(name: string): Promise<Workflow> {
    const row = await this.workflows.find(name);
    if (!row) throw new NotFoundError('error.workflowNotFound');
    return {
      ...definitionOf(row),
      created_by: row.createdBy,
      create_time: seconds(row.createdAt),
      updated_by: row.updatedBy,
      update_time: seconds(row.updatedAt),
    };
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
      status: row.status,
      task_creator: row.creator,
      task_revoker: row.revoker,
      create_time: seconds(row.createdAt),
      start_time: seconds(row.startedAt),
      end_time: seconds(row.endedAt),
      error: row.error,
      is_restart: row.isRestart,
      multi_run: row.multiRun,
      stages: maskCredentials(this.engine.liveStages(row.id) ?? stagesOf(row)),
    };
  }
}
