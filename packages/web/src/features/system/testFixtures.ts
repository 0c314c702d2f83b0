import { defaultPreference, type Role, type UserWithRoles } from '@slipway/contracts';
import { testUser } from '../../test/fixtures';
import type { PolicyDefinition } from './roles/systemRoles.api';

/** Canned server answers for the admin screen tests. */
export const adaUser: UserWithRoles = {
  uid: 'u-1',
  account: 'ada',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '',
  identity_type: 'system',
  is_system_admin: true,
  created_at: '2024-01-01T00:00:00Z',
  last_login_time: '2024-05-01T08:00:00Z',
  system_roles: ['admin'],
};

export const bobUser: UserWithRoles = {
  ...adaUser,
  uid: 'u-2',
  account: 'bob',
  name: 'Bob',
  email: 'bob@example.com',
  is_system_admin: false,
  last_login_time: null,
  system_roles: [],
};

export const adminRole: Role = {
  id: 1,
  name: 'admin',
  desc: 'System administrator',
  type: 'system',
  project_name: '',
  preset: true,
  actions: [],
};

export const viewerRole: Role = {
  ...adminRole,
  id: 2,
  name: 'viewer',
  desc: 'Reads insight',
  preset: false,
  actions: ['view_insight'],
};

export const systemDefinitions: PolicyDefinition[] = [
  { resource: 'Insight', alias: 'Insight', rules: [{ action: 'view_insight', alias: 'View' }] },
  { resource: 'Project', alias: 'Project', rules: [{ action: 'create_project', alias: 'Create projects' }] },
];

/** What the app shell loads for the signed-in test user (roles and preference) besides the screen's calls. */
export const sessionAnswers = {
  [`GET /api/v1/users/${testUser.uid}/roles`]: { status: 200, body: [{ role: 'admin', project_name: '' }] },
  [`GET /api/v1/users/${testUser.uid}/setting`]: { status: 200, body: defaultPreference },
};
