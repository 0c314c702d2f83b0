import {
  type CommonParam,
  type CommonWorkflowBody,
  type CommonWorkflowView,
  commonWorkflowBodySchema,
} from '@slipway/contracts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import { commonTaskName } from './common-workflow-engine.js';
import type { CommonWorkflowRow, CommonWorkflowsRepository } from './common-workflows.repository.js';

/** The statuses of runs still in the queue or running. */
export const ACTIVE_RUNS = ['waiting', 'blocked', 'queued', 'prepare', 'running', 'pending-approval'];

export interface CommonWorkflowsDeps {
  repository: CommonWorkflowsRepository;
  /** whether a project, a custom workflow or a product workflow of the name exists */
  projectExists(name: string): Promise<boolean>;
  otherWorkflowExists(name: string): Promise<boolean>;
  /** the logs and job folders of the engine's tasks of a name */
  removeTaskFiles(taskName: string): Promise<void>;
}

export const bodyOf = (row: CommonWorkflowRow) => commonWorkflowBodySchema.parse(row.definition);

/** The run dialog's values: a credential's value is never shown (an empty one keeps the saved). */
const argOf = (param: CommonParam) => ({
  key: param.key,
  value: param.is_credential ? '' : param.value,
  type: param.type,
  choice: param.choice_option,
  options: param.choice_option,
  is_credential: param.is_credential,
  description: param.description,
});

/** Common workflows of the older v3 calls (architecture.md "Common workflows"). */
export class CommonWorkflowsService {
  constructor(private readonly deps: CommonWorkflowsDeps) {}

  async list(projectName: string, page: { num: number; size: number }) {
    const { rows, total } = await this.deps.repository.list(projectName, {
      offset: (page.num - 1) * page.size,
      limit: page.size,
    });
    return { workflow_list: rows.map((row) => this.view(row)), total };
  }

  async get(projectName: string, id: string): Promise<CommonWorkflowView> {
    return this.view(await this.require(projectName, id));
  }

  async args(projectName: string, id: string) {
    return bodyOf(await this.require(projectName, id)).parameters.map(argOf);
  }

  async create(projectName: string, body: CommonWorkflowBody, by: string): Promise<{ id: string }> {
    await this.checkProject(projectName, body);
    if (await this.deps.otherWorkflowExists(body.name)) throw new ConflictError('error.workflowExists');
    const row = await this.deps.repository.insert(this.keepCredentials(body), by);
    if (!row) throw new ConflictError('error.workflowExists');
    return { id: row.id };
  }

  /** The name is the workflow's identity (its runs are filed under it): it does not change here. */
  async update(projectName: string, id: string, body: CommonWorkflowBody, by: string): Promise<void> {
    const row = await this.require(projectName, id);
    await this.checkProject(projectName, body);
    if (body.name !== row.name) throw new BadRequestError('error.workflowNameMismatch');
    await this.deps.repository.update(id, this.keepCredentials(body, bodyOf(row)), by);
  }

  /** The workflow with its runs and their logs; refused while a run is in progress. */
  async delete(projectName: string, id: string): Promise<void> {
    const row = await this.require(projectName, id);
    const taskName = commonTaskName(row.name);
    if (await this.deps.repository.hasTasks(taskName, ACTIVE_RUNS))
      throw new BadRequestError('error.commonWorkflow.running');
    await this.deps.repository.delete(id, taskName);
    await this.deps.removeTaskFiles(taskName);
  }

  async require(projectName: string, id: string): Promise<CommonWorkflowRow> {
    const row = await this.deps.repository.find(id);
    if (!row || row.projectName !== projectName) throw new NotFoundError('error.commonWorkflow.notFound', id);
    return row;
  }

  async requireByName(projectName: string, name: string): Promise<CommonWorkflowRow> {
    const row = await this.deps.repository.findByName(name);
    if (!row || row.projectName !== projectName)
      throw new NotFoundError('error.commonWorkflow.notFound', name);
    return row;
  }

  private async checkProject(projectName: string, body: CommonWorkflowBody) {
    if (body.project_name !== projectName) throw new BadRequestError('error.projectNameMismatch');
    if (!(await this.deps.projectExists(projectName))) throw new NotFoundError('error.projectNotFound');
  }

  /** A credential parameter sent back empty (the page never sees its value) keeps the saved one. */
  private keepCredentials(body: CommonWorkflowBody, stored?: CommonWorkflowBody): CommonWorkflowBody {
    if (!stored) return body;
    const saved = new Map(stored.parameters.map((param) => [param.key, param]));
    return {
      ...body,
      parameters: body.parameters.map((param) => {
        const before = saved.get(param.key);
        return param.is_credential && param.value === '' && before?.is_credential
          ? { ...param, value: before.value }
          : param;
      }),
    };
  }

  private view(row: CommonWorkflowRow): CommonWorkflowView {
    const body = bodyOf(row);
    return {
      ...body,
      id: row.id,
      name: row.name,
      project_name: row.projectName,
      description: body.description,
      create_by: row.createdBy,
      create_time: unixSeconds(row.createdAt),
      update_by: row.updatedBy,
      update_time: unixSeconds(row.updatedAt),
      parameters: body.parameters.map((param) => (param.is_credential ? { ...param, value: '' } : param)),
      sub_tasks: body.sub_tasks,
      base_refs: [],
    };
  }
}
