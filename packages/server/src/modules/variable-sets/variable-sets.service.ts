import type { VariableSet, VariableSetBody } from '@slipway/contracts';
import type { Actor } from '../../http/permissions.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import type { ProjectsRepository } from '../projects/projects.repository.js';
import { requireProject } from '../projects/projects.service.js';
import type { VariableSetRow, VariableSetsRepository } from './variable-sets.repository.js';
import { checkVariableYaml } from './variable-yaml.js';

function toVariableSet(row: VariableSetRow): VariableSet {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    project_name: row.projectName,
    variable_yaml: row.variableYaml,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_by: row.updatedBy,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns a body sets, on creation and on edit. */
const editable = (actor: Actor, body: VariableSetBody) => ({
  name: body.name,
  description: body.description,
  variableYaml: body.variable_yaml,
  updatedBy: actor.account,
});

/** Variable groups of a project (spec §3): a name unique in the project and a YAML mapping. */
export class VariableSetsService {
  constructor(
    private readonly sets: VariableSetsRepository,
    private readonly projects: ProjectsRepository,
  ) {}

  async list(projectName: string, page: number, perPage: number) {
    await requireProject(this.projects, projectName);
    const { rows, total } = await this.sets.page(projectName, page, perPage);
    return { variable_set_list: rows.map(toVariableSet), total };
  }

  async get(projectName: string, id: number): Promise<VariableSet> {
    return toVariableSet(await this.require(projectName, id));
  }

  async create(actor: Actor, body: VariableSetBody): Promise<VariableSet> {
    await requireProject(this.projects, body.project_name);
    checkVariableYaml(body.variable_yaml);
    const row = await this.sets.insert({
      ...editable(actor, body),
      projectName: body.project_name,
      createdBy: actor.account,
    });
    if (!row) throw new ConflictError('error.variableSetExists');
    return toVariableSet(row);
  }

  /** `projectName` is the project the caller was checked against; the body may not name another. */
  async update(actor: Actor, projectName: string, id: number, body: VariableSetBody): Promise<VariableSet> {
    if (body.project_name !== projectName) throw new BadRequestError('error.projectNameMismatch');
    await this.require(projectName, id);
    checkVariableYaml(body.variable_yaml);
    if (await this.sets.nameTaken(projectName, body.name, id))
      throw new ConflictError('error.variableSetExists');
    const row = await this.sets.update(projectName, id, editable(actor, body));
    if (!row) throw new NotFoundError('error.variableSetNotFound');
    return toVariableSet(row);
  }

  async delete(projectName: string, id: number): Promise<void> {
    await requireProject(this.projects, projectName);
    if (!(await this.sets.delete(projectName, id))) throw new NotFoundError('error.variableSetNotFound');
  }

  /** A group of another project is as unknown as a missing one. */
  private async require(projectName: string, id: number): Promise<VariableSetRow> {
    await requireProject(this.projects, projectName);
    const row = await this.sets.find(projectName, id);
    if (!row) throw new NotFoundError('error.variableSetNotFound');
    return row;
  }
}
