import {
  type ProjectDeployType,
  type ProjectSummary,
  type ProjectTemplate,
  type ProjectVar,
  productFeatureOf,
  type ServicesOrder,
  type SharedService,
} from '@slipway/contracts';
import { BadRequestError } from '../../lib/errors.js';
import type { ProjectRow } from './projects.repository.js';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const kindOf = (row: ProjectRow) => row.type as ProjectDeployType;

/** The project as Zadig's product template. */
export function toTemplate(row: ProjectRow, admins: string[]): ProjectTemplate {
  return {
    product_name: row.name,
    project_name: row.alias,
    desc: row.description,
    public: row.isPublic,
    admins,
    // teams are not a Slipway concept; the portal shows 0 as none
    team_id: 0,
    enabled: true,
    cluster_ids: row.clusterIds,
    product_feature: productFeatureOf(kindOf(row)),
    onboarding_status: row.onboardingStatus,
    services: row.services,
    shared_services: row.sharedServices,
    vars: row.vars,
    timeout: row.deployTimeout,
    auto_deploy: { enable: row.autoDeploy },
    delivery_version_hook: row.deliveryVersionHook,
    ...(row.customImageRule ? { custom_image_rule: row.customImageRule } : {}),
    ...(row.customTarRule ? { custom_tar_rule: row.customTarRule } : {}),
    create_time: unixSeconds(row.createdAt),
    update_time: unixSeconds(row.updatedAt),
    update_by: row.updatedBy,
  };
}

/** An item of the detailed project list. */
export function toSummary(row: ProjectRow): ProjectSummary {
  return {
    name: row.name,
    // environments arrive with a later module; until then a project has none
    envs: [],
    alias: row.alias,
    desc: row.description,
    updatedAt: unixSeconds(row.updatedAt),
    updatedBy: row.updatedBy,
    onboard: row.onboardingStatus !== 0,
    onboarding_status: row.onboardingStatus,
    public: row.isPublic,
    deployType: kindOf(row),
  };
}

/** Spec §4: only a hosted project may become a K8s YAML one, and that cannot be undone. */
export function checkKindChange(from: string, to: ProjectDeployType) {
  if (to === from) return;
  if (from !== 'external' || to !== 'k8s') throw new BadRequestError('error.projectTypeChange');
}

/** Every service once in the start order. */
export function checkNoDuplicates(order: ServicesOrder) {
  const seen = new Set<string>();
  for (const name of order.flat()) {
    if (seen.has(name)) throw new BadRequestError('error.projectServiceDuplicated', name);
    seen.add(name);
  }
}

/** A new start order names exactly the project's services, each once (Zadig's orchestration rule). */
export function checkReorder(stored: ServicesOrder, order: ServicesOrder) {
  checkNoDuplicates(order);
  const known = new Set(stored.flat());
  const unknown = order.flat().find((name) => !known.has(name));
  if (unknown !== undefined) throw new BadRequestError('error.projectServiceUnknown', unknown);
  const named = new Set(order.flat());
  const missing = [...known].filter((name) => !named.has(name));
  if (missing.length) throw new BadRequestError('error.projectServiceMissing', missing.join(','));
}

export function checkVars(vars: readonly ProjectVar[]) {
  const keys = new Set<string>();
  for (const { key } of vars) {
    if (keys.has(key)) throw new BadRequestError('error.projectVarDuplicated', key);
    keys.add(key);
  }
}

/**
 * A shared service added to the project must be a public service of another project (`offered`);
 * those already listed may stay even if their owner has made them private since.
 */
export function checkSharedServices(
  stored: readonly SharedService[],
  sent: readonly SharedService[],
  offered: ReadonlySet<string>,
) {
  const listed = new Set(stored.map((s) => `${s.owner}/${s.name}`));
  const added = sent.find((s) => !listed.has(`${s.owner}/${s.name}`) && !offered.has(`${s.owner}/${s.name}`));
  if (added) throw new BadRequestError('error.sharedServiceMissing', added.name);
}
