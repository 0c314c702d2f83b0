import {
  deployTypeOf,
  ONBOARDING_DONE,
  type Project,
  type ProjectCreate,
  type ProjectType,
  type ProjectUpdate,
  type projectTemplateInfoSchema,
  type projectVerbosity,
} from '@slipway/contracts';
import type { z } from 'zod';
import type { Actor } from '../../http/permissions.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import type { PermissionService } from '../rbac/permission.service.js';
import type { RbacService } from '../rbac/rbac.service.js';
import type { ProjectPatch, ProjectRow, ProjectsRepository } from './projects.repository.js';

export type ProjectVerbosity = (typeof projectVerbosity)[number];
export type ProjectTemplateInfo = z.infer<typeof projectTemplateInfoSchema>;

/** The project, or 404 (for callers the permission check let through, i.e. system administrators). */
export async function requireProject(projects: ProjectsRepository, name: string): Promise<ProjectRow> {
  const row = await projects.find(name);
  if (!row) throw new NotFoundError('error.projectNotFound');
  return row;
}

/** Spec §4: only a hosted project may become a K8s YAML one, and only when the caller confirms. */
export function checkTypeChange(from: string, to: ProjectType | undefined, confirmed: boolean | undefined) {
  if (to === undefined || to === from) return;
  if (from !== 'hosting' || to !== 'k8s') throw new BadRequestError('error.projectTypeChange');
  if (confirmed !== true) throw new BadRequestError('error.projectTypeChangeConfirm');
}

function toProject(row: ProjectRow, admins: string[], accounts: Map<string, string>): Project {
  const type = row.type as ProjectType;
  return {
    name: row.name,
    identifier: row.name,
    alias: row.alias,
    description: row.description,
    desc: row.description,
    type,
    deployType: deployTypeOf[type],
    access: row.isPublic ? 'public' : 'private',
    public: row.isPublic,
    administrators: admins,
    administrator_names: admins.map((uid) => accounts.get(uid) ?? ''),
    cluster: row.cluster,
    onboarding_status: row.onboardingStatus,
    /** true while the onboarding wizard is unfinished */
    onboard: row.onboardingStatus !== ONBOARDING_DONE,
    // Environments arrive with a later module; until then a project has none.
    envs: [],
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** Projects (spec §7 Projects): who may see them, their administrators and their lifecycle. */
export class ProjectsService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly rbac: RbacService,
    private readonly permissions: PermissionService,
  ) {}

  async list(actor: Actor, verbosity: ProjectVerbosity) {
    const rows = await this.projects.list(await this.permissions.visibleProjects(actor));
    if (verbosity === 'minimal') return rows.map((r) => ({ name: r.name }));
    if (verbosity === 'brief') return rows.map((r) => ({ name: r.name, envs: [] as string[] }));
    return this.describe(rows);
  }

  async templatesInfo(actor: Actor): Promise<ProjectTemplateInfo[]> {
    const rows = await this.projects.list(await this.permissions.visibleProjects(actor));
    return rows.map((r) => ({
      product_name: r.name,
      project_name: r.alias,
      deploy_type: deployTypeOf[r.type as ProjectType],
    }));
  }

  async get(name: string): Promise<Project> {
    const [project] = await this.describe([await requireProject(this.projects, name)]);
    return project as Project;
  }

  /** The creator administers the project unless others are named; the wizard starts at step 1. */
  async create(actor: Actor, body: ProjectCreate): Promise<Project> {
    const row = await this.projects.insert({
      name: body.name,
      alias: body.alias,
      description: body.description,
      type: body.type,
      isPublic: body.access === 'public',
      cluster: body.cluster,
      createdBy: actor.account,
      updatedBy: actor.account,
    });
    if (!row) throw new ConflictError('error.projectExists');
    try {
      await this.rbac.setProjectAdmins(
        row.name,
        body.administrators.length ? body.administrators : [actor.uid],
      );
    } catch (error) {
      // an unknown administrator: leave nothing behind
      await this.projects.delete(row.name);
      await this.rbac.deleteProjectData(row.name);
      throw error;
    }
    return this.get(row.name);
  }

  /** Serves the full update and the partial one; fields left out stay as they are. */
  async update(actor: Actor, name: string, update: ProjectUpdate): Promise<Project> {
    const row = await requireProject(this.projects, name);
    checkTypeChange(row.type, update.type, update.confirm_irreversible);
    if (update.administrators) {
      if (!update.administrators.length) throw new BadRequestError('validation.project.adminRequired');
      await this.rbac.setProjectAdmins(name, update.administrators);
    }
    const patch: ProjectPatch = { updatedBy: actor.account };
    if (update.alias !== undefined) patch.alias = update.alias;
    if (update.description !== undefined) patch.description = update.description;
    if (update.access !== undefined) patch.isPublic = update.access === 'public';
    if (update.cluster !== undefined) patch.cluster = update.cluster;
    if (update.type !== undefined) patch.type = update.type;
    await this.projects.update(name, patch);
    return this.get(name);
  }

  async setOnboardingStatus(actor: Actor, name: string, status: number): Promise<void> {
    await requireProject(this.projects, name);
    await this.projects.update(name, { onboardingStatus: status, updatedBy: actor.account });
  }

  /** Removes the project with its variable groups, roles, bindings, groups and policies. */
  async delete(name: string): Promise<void> {
    await requireProject(this.projects, name);
    // RBAC data first: bindings outliving their project would grant access to a later namesake.
    await this.rbac.deleteProjectData(name);
    await this.projects.delete(name);
  }

  private async describe(rows: ProjectRow[]): Promise<Project[]> {
    const admins = await Promise.all(rows.map((r) => this.rbac.projectAdmins(r.name)));
    const accounts = await this.projects.accounts([...new Set(admins.flat())]);
    return rows.map((row, i) => toProject(row, sortByAccount(admins[i] ?? [], accounts), accounts));
  }
}

const sortByAccount = (uids: string[], accounts: Map<string, string>) =>
  [...uids].sort((a, b) => (accounts.get(a) ?? '').localeCompare(accounts.get(b) ?? ''));
