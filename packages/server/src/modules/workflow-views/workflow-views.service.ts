import type { WorkflowView, WorkflowViewBody } from '@slipway/contracts';
import type { ViewMember } from '../../db/schema.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import type { ProjectsRepository } from '../projects/projects.repository.js';
import { requireProject } from '../projects/projects.service.js';
import type { WorkflowsRepository } from '../workflows/workflows.repository.js';
import type { WorkflowViewRow, WorkflowViewsRepository } from './workflow-views.repository.js';

const CUSTOM = 'common_workflow';
/** The type a view gives its product workflows. */
const PRODUCT = 'workflow';

/** What views read of product workflows: the project's, by name. */
export interface ProductWorkflowNames {
  list(projectName: string): Promise<{ name: string }[]>;
}
const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Workflow views: named groups of a project's custom and product workflows (names unique per
 * project). Workflows named by a view must be the project's; a member whose workflow is gone is left
 * out of every answer.
 */
export class WorkflowViewsService {
  constructor(
    private readonly views: WorkflowViewsRepository,
    private readonly workflows: WorkflowsRepository,
    private readonly projects: ProjectsRepository,
    private readonly products: ProductWorkflowNames,
  ) {}

  /** The names of the project's views, in the order they were made. */
  async names(projectName: string): Promise<string[]> {
    await requireProject(this.projects, projectName);
    return (await this.views.list(projectName)).map((view) => view.name);
  }

  async create(projectName: string, body: WorkflowViewBody, by: string): Promise<void> {
    const members = await this.members(projectName, body);
    if (!(await this.views.insert(projectName, body.name, members, by)))
      throw new ConflictError('error.viewExists');
  }

  async update(projectName: string, body: WorkflowViewBody, by: string): Promise<void> {
    const members = await this.members(projectName, body);
    if (!(await this.views.update(projectName, body.name, members, by)))
      throw new NotFoundError('error.viewNotFound');
  }

  async delete(projectName: string, name: string): Promise<void> {
    if (!(await this.views.delete(projectName, name))) throw new NotFoundError('error.viewNotFound');
  }

  /** Every workflow of the project, custom ones first, `enabled` when the view holds it (none without a view). */
  async preset(projectName: string, viewName: string): Promise<WorkflowView> {
    await requireProject(this.projects, projectName);
    const view = viewName ? await this.require(projectName, viewName) : undefined;
    const held = new Set(view?.workflows.map((m) => `${m.workflow_type}/${m.workflow_name}`));
    const known = await this.known(projectName);
    return {
      name: view?.name ?? '',
      project_name: projectName,
      workflows: known.map((workflow) => ({
        ...workflow,
        enabled: held.has(`${workflow.workflow_type}/${workflow.workflow_name}`),
      })),
      update_by: view?.updatedBy ?? '',
      update_time: view ? unixSeconds(view.updatedAt) : 0,
    };
  }

  /** The custom and the product workflows a view holds, for the workflow list's `viewName` filter. */
  async workflowNames(
    projectName: string,
    viewName: string,
  ): Promise<{ custom: string[]; product: string[] }> {
    const view = await this.require(projectName, viewName);
    const of = (type: string) =>
      view.workflows.filter((m) => m.workflow_type === type).map((m) => m.workflow_name);
    return { custom: of(CUSTOM), product: of(PRODUCT) };
  }

  /** The members a body names: the enabled ones, each checked against the project's workflows. */
  private async members(projectName: string, body: WorkflowViewBody): Promise<ViewMember[]> {
    if (body.project_name !== projectName) throw new BadRequestError('error.projectNameMismatch');
    await requireProject(this.projects, projectName);
    const known = new Set(
      (await this.known(projectName)).map((w) => `${w.workflow_type}/${w.workflow_name}`),
    );
    const members = new Map<string, ViewMember>();
    for (const member of body.workflows) {
      if (!member.enabled) continue;
      const key = `${member.workflow_type}/${member.workflow_name}`;
      if (!known.has(key)) throw new BadRequestError('error.viewWorkflowUnknown', member.workflow_name);
      members.set(key, { workflow_name: member.workflow_name, workflow_type: member.workflow_type });
    }
    return [...members.values()];
  }

  /** The project's custom workflows, then its product workflows, as a view names them. */
  private async known(projectName: string) {
    const [{ rows }, products] = await Promise.all([
      this.workflows.list(projectName),
      this.products.list(projectName),
    ]);
    return [
      ...rows.map((row) => ({
        workflow_name: row.name,
        workflow_type: CUSTOM,
        display_name: row.displayName,
      })),
      ...products.map((row) => ({ workflow_name: row.name, workflow_type: PRODUCT, display_name: row.name })),
    ];
  }

  private async require(projectName: string, name: string): Promise<WorkflowViewRow> {
    const view = await this.views.find(projectName, name);
    if (!view) throw new NotFoundError('error.viewNotFound');
    return view;
  }
}
