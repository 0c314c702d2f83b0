import type { CannedAnswer } from '../../../test/fetchStub';
import { PROJECT } from './workflowFixtures';

/** Permission reads of an ordinary user holding `verbs` in the test project. */
export const projectVerbs = (verbs: string[]): Record<string, CannedAnswer> => ({
  'GET /api/v1/policy/permission': {
    status: 200,
    body: { is_system_admin: false, project_admin_list: [], system_verbs: [] },
  },
  [`GET /api/v1/policy/permission/project/${PROJECT}`]: {
    status: 200,
    body: {
      is_system_admin: false,
      is_project_admin: false,
      project_verbs: verbs,
      workflow_verbs_map: {},
      environment_verbs_map: {},
    },
  },
});
