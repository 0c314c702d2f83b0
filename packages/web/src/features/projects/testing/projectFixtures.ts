import type { ProjectSummary, ProjectTemplate } from '@slipway/contracts';
import type { CannedAnswer } from '../../../test/fetchStub';

/** 2024-05-01 08:00 UTC and a day later, in unix seconds as the server answers them. */
const CREATED = 1_714_550_400;
const UPDATED = CREATED + 86_400;

/** An item of the project list (GET /api/v1/picket/projects?verbosity=detailed). */
export const projectSummary = (name: string, changes: Partial<ProjectSummary> = {}): ProjectSummary => ({
  name,
  envs: [],
  alias: name.toUpperCase(),
  desc: '',
  updatedAt: UPDATED,
  updatedBy: 'ada',
  onboard: false,
  onboarding_status: 0,
  public: false,
  deployType: 'k8s',
  ...changes,
});

/** A project's template (GET /api/aslan/project/products/{name}). */
export const projectTemplate = (name: string, changes: Partial<ProjectTemplate> = {}): ProjectTemplate => ({
  product_name: name,
  project_name: name.toUpperCase(),
  desc: '',
  public: false,
  admins: [],
  team_id: 0,
  enabled: true,
  cluster_ids: [],
  product_feature: { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'system' },
  onboarding_status: 0,
  services: [],
  shared_services: [],
  vars: [],
  timeout: 0,
  auto_deploy: { enable: false },
  delivery_version_hook: { enable: false, hook_host: '', path: '' },
  create_time: CREATED,
  update_time: UPDATED,
  update_by: 'ada',
  ...changes,
});

/** Permission reads of a user who holds the given system actions and administers `adminOf`. */
export const permissionAnswers = (
  systemVerbs: string[],
  adminOf: string[] = [],
): Record<string, CannedAnswer> => ({
  'GET /api/v1/policy/permission': {
    status: 200,
    body: { is_system_admin: false, project_admin_list: adminOf, system_verbs: systemVerbs },
  },
});
