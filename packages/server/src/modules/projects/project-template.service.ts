import {
  deployTypeOf,
  type ImageSearchingRule,
  PRESET_IMAGE_SEARCHING_RULES,
  type projectTemplateUpdateSchema,
  type ServicesOrder,
} from '@slipway/contracts';
import type { z } from 'zod';
import type { Actor } from '../../http/permissions.js';
import { BadRequestError } from '../../lib/errors.js';
import type { RbacService } from '../rbac/rbac.service.js';
import {
  checkKindChange,
  checkNoDuplicates,
  checkReorder,
  checkSharedServices,
  checkVars,
} from './project-template.js';
import type { ProjectPatch, ProjectRow, ProjectsRepository } from './projects.repository.js';
import { requireProject } from './projects.service.js';

type TemplateUpdate = z.output<typeof projectTemplateUpdateSchema>;

/** Checks the whole change before anything is written; answers what to write. */
function patchOf(
  row: ProjectRow,
  update: TemplateUpdate,
  actor: Actor,
  offered: ReadonlySet<string>,
): ProjectPatch {
  if (update.product_name !== undefined && update.product_name !== row.name)
    throw new BadRequestError('validation.project.identifierFixed', update.product_name);
  const patch: ProjectPatch = { updatedBy: actor.account };
  if (update.product_feature) {
    const kind = deployTypeOf(update.product_feature);
    checkKindChange(row.type, kind);
    patch.type = kind;
  }
  if (update.services) {
    checkNoDuplicates(update.services);
    patch.services = update.services;
  }
  if (update.shared_services) {
    checkSharedServices(row.sharedServices, update.shared_services, offered);
    patch.sharedServices = update.shared_services;
  }
  if (update.vars) {
    checkVars(update.vars);
    patch.vars = update.vars;
  }
  if (update.project_name !== undefined) patch.alias = update.project_name;
  if (update.desc !== undefined) patch.description = update.desc;
  if (update.public !== undefined) patch.isPublic = update.public;
  if (update.cluster_ids) patch.clusterIds = update.cluster_ids;
  if (update.timeout !== undefined) patch.deployTimeout = update.timeout;
  if (update.auto_deploy) patch.autoDeploy = update.auto_deploy.enable;
  if (update.delivery_version_hook) patch.deliveryVersionHook = update.delivery_version_hook;
  if (update.custom_image_rule !== undefined) patch.customImageRule = update.custom_image_rule;
  if (update.custom_tar_rule !== undefined) patch.customTarRule = update.custom_tar_rule;
  return patch;
}

/** A rule with no value path finds nothing: Zadig leaves it out. */
const isEmptyRule = (rule: ImageSearchingRule) => !rule.repo && !rule.image && !rule.tag;

/**
 * The project's template as the portal edits it: settings, administrators, the services' start
 * order and variables, and the Helm image-match rules.
 */
export class ProjectTemplateService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly rbac: RbacService,
  ) {}

  /** Fields left out stay as they are. */
  async update(actor: Actor, name: string, update: TemplateUpdate): Promise<void> {
    const row = await requireProject(this.projects, name);
    const offered = update.shared_services
      ? await this.projects.publicServicesOfOthers(name)
      : new Set<string>();
    const patch = patchOf(row, update, actor, offered);
    if (update.admins) {
      if (!update.admins.length) throw new BadRequestError('validation.project.adminRequired');
      await this.rbac.setProjectAdmins(name, update.admins);
    }
    await this.projects.update(name, patch);
  }

  async reorderServices(actor: Actor, name: string, services: ServicesOrder): Promise<void> {
    const row = await requireProject(this.projects, name);
    checkReorder(row.services, services);
    await this.projects.update(name, { services, updatedBy: actor.account });
  }

  async searchingRules(name: string): Promise<ImageSearchingRule[]> {
    const row = await requireProject(this.projects, name);
    return row.imageSearchingRules.length ? row.imageSearchingRules : [...PRESET_IMAGE_SEARCHING_RULES];
  }

  async setSearchingRules(actor: Actor, name: string, rules: ImageSearchingRule[]): Promise<void> {
    await requireProject(this.projects, name);
    const imageSearchingRules = rules.filter((rule) => !isEmptyRule(rule));
    await this.projects.update(name, { imageSearchingRules, updatedBy: actor.account });
  }
}
