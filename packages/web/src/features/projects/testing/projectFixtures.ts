import type { Project } from '@slipway/contracts';
import type { CannedAnswer } from '../../../test/fetchStub';

export const project = (name: string, changes: Partial<Project> = {}): Project => ({
  name,
  identifier: name,
  alias: name.toUpperCase(),
  description: '',
  desc: '',
  type: 'k8s',
  deployType: 'k8s',
  access: 'private',
  public: false,
  administrators: [],
  administrator_names: [],
  cluster: '',
  onboarding_status: 0,
  onboard: true,
  envs: [],
  createdAt: '2024-05-01T08:00:00.000Z',
  createdBy: 'ada',
  updatedAt: '2024-05-02T08:00:00.000Z',
  updatedBy: 'ada',
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
