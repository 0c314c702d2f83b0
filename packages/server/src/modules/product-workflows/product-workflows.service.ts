import {
  distributeStageIssues,
  extensionStageIssues,
  type FavoriteBody,
  type ProductWorkflow,
  type ProductWorkflowBody,
  productWorkflowBodySchema,
} from '@slipway/contracts';
import { ZodError } from 'zod';
import type { Actor } from '../../http/permissions.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { ProjectsRepository } from '../projects/projects.repository.js';
import { requireProject } from '../projects/projects.service.js';
import type { ProductRunPresets } from './product-run-presets.js';
import type { ProductSchedules } from './product-schedules.js';
import type { ProductWorkflowRow, ProductWorkflowsRepository } from './product-workflows.repository.js';

/** The stored workflow as the portal reads it back. */
export function productWorkflowOf(row: ProductWorkflowRow): ProductWorkflow {
  const body = productWorkflowBodySchema.parse(row.definition);
  return {
    ...body,
    product_tmpl_name: row.projectName,
    create_by: row.createdBy,
    create_time: unixSeconds(row.createdAt),
    update_by: row.updatedBy,
    update_time: unixSeconds(row.updatedAt),
    base_refs: [],
  };
}

const issue = (path: (string | number)[], message: string) => ({
  code: 'custom' as const,
  path,
  message,
  input: undefined,
});

/** Rules a product workflow's stages and triggers follow beyond its schema (spec §2, §5). */
function stageIssues(body: ProductWorkflowBody) {
  const issues = [];
  if (body.build_stage.enabled && body.artifact_stage?.enabled)
    issues.push(issue(['artifact_stage', 'enabled'], 'validation.productWorkflow.stagesExclusive'));
  for (const rule of [...distributeStageIssues(body), ...extensionStageIssues(body)])
    issues.push(issue(rule.path, rule.message));
  const names = new Set<string>();
  for (const [i, item] of (body.hook_ctl?.items ?? []).entries()) {
    if (names.has(item.main_repo.name))
      issues.push(
        issue(
          ['hook_ctl', 'items', i, 'main_repo', 'name'],
          'validation.productWorkflow.triggerNameDuplicate',
        ),
      );
    names.add(item.main_repo.name);
  }
  return issues;
}

/** Product workflows: the rules of saving, copying and deleting them, and favourites. */
export class ProductWorkflowsService {
  constructor(
    private readonly workflows: ProductWorkflowsRepository,
    private readonly projects: ProjectsRepository,
    private readonly presets: ProductRunPresets,
    private readonly schedules: ProductSchedules,
  ) {}

  async list(projectName: string): Promise<ProductWorkflow[]> {
    return (await this.workflows.list(projectName)).map(productWorkflowOf);
  }

  /** The workflow; NotFound when it is not one of the project's (an empty project matches any). */
  async require(name: string, projectName = ''): Promise<ProductWorkflowRow> {
    const row = await this.workflows.find(name);
    if (!row || (projectName && row.projectName !== projectName))
      throw new NotFoundError('error.productWorkflow.notFound', name);
    return row;
  }

  /** The editor's choices: every service module a build of the project produces. */
  async modulePresets(projectName: string) {
    await requireProject(this.projects, projectName);
    return this.presets.modules(projectName);
  }

  async get(name: string, projectName: string): Promise<ProductWorkflow> {
    return productWorkflowOf(await this.require(name, projectName));
  }

  async create(actor: Actor, projectName: string, input: ProductWorkflowBody): Promise<void> {
    const body = await this.checked(projectName, input);
    if ((await this.workflows.otherKindHasName(body.name)) || (await this.workflows.find(body.name)))
      throw new ConflictError('error.workflowExists');
    // timers first: a timer the scheduler cannot read refuses the whole save
    await this.schedules.replace(body);
    if (!(await this.workflows.insert(body, actor.account))) throw new ConflictError('error.workflowExists');
  }

  /** The name and the project are the workflow's identity: neither changes here. */
  async update(actor: Actor, name: string, projectName: string, input: ProductWorkflowBody): Promise<void> {
    const row = await this.require(name, projectName);
    if (input.name !== name) throw new BadRequestError('validation.workflow.nameFormat', input.name);
    const body = await this.checked(row.projectName, input);
    await this.schedules.replace(body);
    await this.workflows.update(body, actor.account);
  }

  async delete(name: string, projectName: string): Promise<string> {
    const row = await this.require(name, projectName);
    await this.workflows.delete(name);
    await this.schedules.remove(row.projectName, name);
    return row.projectName;
  }

  /** A copy under a new name, made at once (the editor opens it next). */
  async copy(actor: Actor, oldName: string, newName: string, projectName: string): Promise<void> {
    const source = productWorkflowOf(await this.require(oldName, projectName));
    const { create_by, create_time, update_by, update_time, base_refs, ...body } = source;
    await this.create(
      actor,
      source.product_tmpl_name,
      productWorkflowBodySchema.parse({ ...body, name: newName }),
    );
  }

  /**
   * Onboarding's default workflow: one product workflow `<project>-workflow` building every module
   * of the project. Asked again (the page polls), it changes nothing.
   */
  async generate(actor: Actor, projectName: string): Promise<{ status: string; err_message: string }> {
    await requireProject(this.projects, projectName);
    if ((await this.workflows.list(projectName)).length) return { status: 'success', err_message: '' };
    const modules = await this.presets.modules(projectName);
    const name = `${projectName}-workflow`;
    if ((await this.workflows.find(name)) || (await this.workflows.otherKindHasName(name)))
      return { status: 'success', err_message: '' };
    const body = productWorkflowBodySchema.parse({
      name,
      product_tmpl_name: projectName,
      build_stage: {
        enabled: modules.length > 0,
        modules: modules.map((preset) => ({ hide_service_module: false, target: preset.target })),
      },
    });
    await this.workflows.insert(body, actor.account);
    return { status: 'success', err_message: '' };
  }

  async addFavorite(actor: Actor, body: FavoriteBody): Promise<void> {
    await this.require(body.name, body.product_name);
    await this.workflows.addFavorite({
      uid: actor.uid,
      projectName: body.product_name,
      name: body.name,
      type: body.type,
    });
  }

  async removeFavorite(actor: Actor, body: FavoriteBody): Promise<void> {
    await this.workflows.removeFavorite({
      uid: actor.uid,
      projectName: body.product_name,
      name: body.name,
      type: body.type,
    });
  }

  favoriteNames(actor: Actor, projectName: string): Promise<Set<string>> {
    return this.workflows.favoriteNames(actor.uid, projectName);
  }

  /** The body with its project, stage and trigger rules checked; the project must exist. */
  private async checked(projectName: string, input: ProductWorkflowBody): Promise<ProductWorkflowBody> {
    const project = projectName || input.product_tmpl_name;
    if (input.product_tmpl_name !== project) throw new BadRequestError('error.projectNameMismatch');
    await requireProject(this.projects, project);
    const issues = stageIssues(input);
    if (issues.length) throw new ZodError(issues);
    const schedules = input.schedules ?? null;
    return {
      ...input,
      schedule_enabled: schedules?.enabled ?? false,
      hook_ctl: input.hook_ctl ? { ...input.hook_ctl, product_tmpl_name: project } : input.hook_ctl,
    };
  }
}
