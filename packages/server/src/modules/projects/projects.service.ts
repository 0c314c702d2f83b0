import {
  deployTypeOf,
  type ProjectTemplate,
  type projectCreateSchema,
  type projectListQuerySchema,
  type projectServicesQuerySchema,
  type projectTemplateInfoSchema,
} from '@slipway/contracts';
import type { z } from 'zod';
import type { Actor } from '../../http/permissions.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import type { PermissionService } from '../rbac/permission.service.js';
import type { RbacService } from '../rbac/rbac.service.js';
import { toSummary, toTemplate } from './project-template.js';
import type { ProjectRow, ProjectsRepository } from './projects.repository.js';

type ProjectCreate = z.output<typeof projectCreateSchema>;
type ProjectListQuery = z.output<typeof projectListQuerySchema>;
type ProjectServicesQuery = z.output<typeof projectServicesQuerySchema>;
export type ProjectTemplateInfo = z.infer<typeof projectTemplateInfoSchema>;

/** The project, or 404 (for callers the permission check let through, i.e. system administrators). */
export async function requireProject(projects: ProjectsRepository, name: string): Promise<ProjectRow> {
  const row = await projects.find(name);
  if (!row) throw new NotFoundError('error.projectNotFound');
  return row;
}

/** Removes what a module keeps of a project that is being deleted. */
export type ProjectCleanup = (project: string) => Promise<void>;

/** Projects (spec §7 Projects): who may see them, their administrators and their lifecycle. */
export class ProjectsService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly rbac: RbacService,
    private readonly permissions: PermissionService,
    private readonly cleanups: readonly ProjectCleanup[] = [],
  ) {}

  /** Zadig's three forms of the list; environments and delivery versions are not served yet, so
   * asking only for projects that have them finds none. */
  async list(actor: Actor, query: ProjectListQuery) {
    if (query.ignoreNoEnvs) return [];
    if (query.verbosity === 'minimal' && query.ignoreNoVersions) return [];
    const rows = await this.projects.list(await this.permissions.visibleProjects(actor));
    if (query.verbosity === 'minimal') return rows.map((r) => ({ name: r.name }));
    if (query.verbosity === 'brief') return rows.map((r) => ({ name: r.name, envs: [] as string[] }));
    return rows.map(toSummary);
  }

  /** The project pickers of the workflow editors: every project with its services (none yet). */
  async templatesInfo(actor: Actor): Promise<ProjectTemplateInfo[]> {
    const rows = await this.projects.list(await this.permissions.visibleProjects(actor));
    return rows.map((r) => ({ value: r.name, label: r.name, services: [] }));
  }

  async template(name: string): Promise<ProjectTemplate> {
    const row = await requireProject(this.projects, name);
    return toTemplate(row, await this.rbac.projectAdmins(name));
  }

  /**
   * The template for the environment pages: a self-test (share) environment that is not a base one
   * takes the services of its base environment, and there are no environments yet.
   */
  async servicesTemplate(name: string, query: ProjectServicesQuery): Promise<ProjectTemplate> {
    const template = await this.template(name);
    if (query.envType !== 'share') return template;
    if (query.isBaseEnv !== 'true' && query.isBaseEnv !== 'false')
      throw new BadRequestError('error.badRequest', `isBaseEnv: ${query.isBaseEnv ?? ''}`);
    if (query.isBaseEnv === 'false') throw new NotFoundError('error.baseEnvNotFound', query.baseEnv ?? '');
    return template;
  }

  /** The creator administers the project unless others are named; the wizard starts at step 1. */
  async create(actor: Actor, body: ProjectCreate): Promise<void> {
    const row = await this.projects.insert({
      name: body.product_name,
      alias: body.project_name,
      description: body.desc,
      type: deployTypeOf(body.product_feature),
      isPublic: body.public,
      clusterIds: body.cluster_ids,
      createdBy: actor.account,
      updatedBy: actor.account,
    });
    if (!row) throw new ConflictError('error.projectExists');
    try {
      await this.rbac.setProjectAdmins(row.name, body.admins.length ? body.admins : [actor.uid]);
    } catch (error) {
      // an unknown administrator: leave nothing behind
      await this.projects.delete(row.name);
      await this.rbac.deleteProjectData(row.name);
      throw error;
    }
  }

  async setOnboardingStatus(actor: Actor, name: string, status: number): Promise<void> {
    await requireProject(this.projects, name);
    await this.projects.update(name, { onboardingStatus: status, updatedBy: actor.account });
  }

  /**
   * Removes the project with its environments (and what runs in them), services, variable groups,
   * roles, bindings, groups and policies.
   */
  async delete(name: string): Promise<void> {
    await requireProject(this.projects, name);
    for (const cleanup of this.cleanups) await cleanup(name);
    // RBAC data first: bindings outliving their project would grant access to a later namesake.
    await this.rbac.deleteProjectData(name);
    await this.projects.delete(name);
  }
}
