import {
  type MessageKey,
  maskCredentials,
  type Workflow,
  type WorkflowBody,
  type WorkflowList,
  type WorkflowListItem,
  type WorkflowParam,
  workflowBodySchema,
  type workflowListQuerySchema,
} from '@slipway/contracts';
import { ZodError, type z } from 'zod';
import type { Actor } from '../../http/permissions.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import type { ProjectsRepository } from '../projects/projects.repository.js';
import { requireProject } from '../projects/projects.service.js';
import { keepStoredCredentials } from './stored-credentials.js';
import { toListItem } from './workflow-list-item.js';
import { mergedPage, type ProductListSource } from './workflow-list-page.js';
import type { WorkflowListFilter, WorkflowRow, WorkflowsRepository } from './workflows.repository.js';

/** What the list asks of workflow views: the custom and the product workflows a view holds. */
export interface ViewWorkflowNames {
  workflowNames(projectName: string, viewName: string): Promise<{ custom: string[]; product: string[] }>;
}

export type WorkflowListQuery = Partial<
  Pick<z.output<typeof workflowListQuerySchema>, 'page_num' | 'page_size' | 'viewName' | 'category'>
>;

/** The part of the log store a workflow's deletion needs. */
export interface WorkflowLogs {
  remove(workflow: string): Promise<void>;
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The stored definition, normalised again: jsonb does not keep key order, and rows written
 * before a field existed get its default. The columns win over the copy in the definition.
 */
export function definitionOf(row: WorkflowRow): WorkflowBody {
  return workflowBodySchema.parse({
    ...row.definition,
    name: row.name,
    project: row.projectName,
    display_name: row.displayName,
    description: row.description,
  });
}

/** The stored workflow with who made and changed it, and when; credential values as stored. */
export function workflowOf(row: WorkflowRow): Workflow {
  const definition = definitionOf(row);
  return {
    ...definition,
    category: definition.category ?? '',
    created_by: row.createdBy,
    create_time: unixSeconds(row.createdAt),
    updated_by: row.updatedBy,
    update_time: unixSeconds(row.updatedAt),
  };
}

/** The run dialog starts from each param's value, or its default when the value is empty. */
const withDefault = (param: WorkflowParam): WorkflowParam => ({
  ...param,
  value: param.value !== '' ? param.value : param.default,
});

/** The columns a body sets, on creation and on edit. */
const editable = (actor: Actor, body: WorkflowBody) => ({
  displayName: body.display_name,
  description: body.description,
  definition: body,
  updatedBy: actor.account,
});

/** Paths as the body validation of create names them ("body.stages.0.jobs"). */
const inBody = (issue: z.core.$ZodIssue): z.core.$ZodIssue => ({ ...issue, path: ['body', ...issue.path] });
const issue = (field: string, message: MessageKey, input: unknown): z.core.$ZodIssue => ({
  code: 'custom',
  path: ['body', field],
  message,
  input,
});

/** Custom (v4) workflow definitions: names unique across projects, the model kept as JSON. */
export class WorkflowsService {
  constructor(
    private readonly workflows: WorkflowsRepository,
    private readonly projects: ProjectsRepository,
    private readonly logs: WorkflowLogs,
    /** the workflows of a view, for the list's `viewName` */
    private readonly views?: ViewWorkflowNames,
    /** the project's product workflows, which the list shows among these (workflow_type "") */
    private readonly products?: ProductListSource,
  ) {}

  /**
   * The project's workflows, custom and product ones in one order: all of them unless a page size
   * is given; only a view's with `viewName`; only release workflows with `category: 'release'`
   * (never product ones), only the others with `common`. Product rows need the caller (favourites).
   */
  async list(projectName: string, query: WorkflowListQuery = {}, actor?: Actor): Promise<WorkflowList> {
    await requireProject(this.projects, projectName);
    const { page_num: pageNum = 1, page_size: pageSize, viewName, category } = query;
    const page = pageSize === undefined ? undefined : { num: pageNum, size: pageSize };
    const view = viewName && this.views ? await this.views.workflowNames(projectName, viewName) : undefined;
    const filter: WorkflowListFilter = {
      names: view?.custom,
      release: category ? category === 'release' : undefined,
    };
    const products =
      this.products && actor && category !== 'release'
        ? await this.products(projectName, actor, view?.product)
        : [];
    if (!products.length) {
      const { rows, total } = await this.workflows.list(projectName, page, filter);
      return { workflow_list: await this.customItems(rows), total };
    }
    // both kinds: every custom row is read, so that one order runs across them and the pages
    const { rows, total } = await this.workflows.list(projectName, undefined, filter);
    const entries = mergedPage(rows, products, page);
    const custom = await this.customItems(entries.flatMap((entry) => (entry.row ? [entry.row] : [])));
    const byName = new Map(custom.map((item) => [item.name, item]));
    return {
      workflow_list: entries.flatMap((entry) => entry.item ?? byName.get(entry.name) ?? []),
      total: total + products.length,
    };
  }

  /** Custom workflows as list rows, with the figures of their tasks. */
  private async customItems(rows: WorkflowRow[]): Promise<WorkflowListItem[]> {
    const stats = rows.length ? await this.workflows.taskStats(rows.map((r) => r.name)) : [];
    const byName = new Map(stats.map((s) => [s.workflowName, s]));
    return rows.map((row) => toListItem(row, definitionOf(row), byName.get(row.name)));
  }

  /** The workflow as the API shows it: credential values never leave the server. */
  async get(name: string): Promise<Workflow> {
    return maskCredentials(workflowOf(await this.require(name)));
  }

  /** The whole workflow as the run dialog starts from it. */
  async preset(name: string): Promise<Workflow> {
    const workflow = workflowOf(await this.require(name));
    return maskCredentials({ ...workflow, params: workflow.params.map(withDefault) });
  }

  async create(actor: Actor, body: WorkflowBody): Promise<void> {
    await requireProject(this.projects, body.project);
    if (await this.workflows.otherKindHasName(body.name)) throw new ConflictError('error.workflowExists');
    const row = await this.workflows.insert({
      ...editable(actor, keepStoredCredentials(body)),
      name: body.name,
      projectName: body.project,
      createdBy: actor.account,
    });
    if (!row) throw new ConflictError('error.workflowExists');
  }

  /** The name is the workflow's identity and the project its owner: neither changes here. */
  async update(actor: Actor, name: string, body: WorkflowBody): Promise<void> {
    if (body.name !== name) throw new BadRequestError('error.workflowNameMismatch');
    const current = await this.require(name);
    if (body.project !== current.projectName) throw new BadRequestError('error.projectNameMismatch');
    const stored = definitionOf(current);
    const row = await this.workflows.update(name, editable(actor, keepStoredCredentials(body, stored)));
    if (!row) throw new NotFoundError('error.workflowNotFound');
  }

  /** The definition, its tasks, its task counter and its logs. */
  async delete(name: string): Promise<void> {
    if (!(await this.workflows.delete(name))) throw new NotFoundError('error.workflowNotFound');
    await this.logs.remove(name);
  }

  /**
   * The checks of create without saving, every problem at once (as a validation error):
   * the body's rules, the project's existence and, when asked, a name already taken.
   */
  async lint(input: unknown, checkDuplicate: boolean): Promise<void> {
    const parsed = workflowBodySchema.safeParse(input);
    const issues = parsed.success ? [] : parsed.error.issues.map(inBody);
    const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
    const project = workflowBodySchema.shape.project.safeParse(fields.project);
    if (project.success && !(await this.projects.find(project.data))) {
      issues.push(issue('project', 'error.projectNotFound', fields.project));
    }
    const workflowName = workflowBodySchema.shape.name.safeParse(fields.name);
    if (checkDuplicate && workflowName.success && (await this.nameTaken(workflowName.data))) {
      issues.push(issue('name', 'error.workflowExists', fields.name));
    }
    if (issues.length) throw new ZodError(issues);
  }

  /** Names are unique across custom, product and common workflows. */
  private async nameTaken(name: string): Promise<boolean> {
    return Boolean(await this.workflows.find(name)) || this.workflows.otherKindHasName(name);
  }

  private async require(name: string): Promise<WorkflowRow> {
    const row = await this.workflows.find(name);
    if (!row) throw new NotFoundError('error.workflowNotFound');
    return row;
  }
}
