import { defaultPreference, type ManagedUser, type Role } from '@slipway/contracts';
import { testUser } from '../../test/fixtures';
import type { PolicyDefinition } from './roles/systemRoles.api';

/** Canned server answers for the admin screen tests. */
export const adaUser: ManagedUser = {
  uid: 'u-1',
  account: 'ada',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '',
  identity_type: 'system',
  admin: true,
  /** 2024-01-01T00:00:00Z */
  created_at: 1704067200,
  /** 2024-05-01T08:00:00Z */
  last_login_time: 1714550400,
  system_role_bindings: [{ name: 'user:u-1,role:admin', uid: 'u-1', role: 'admin', preset: true }],
};

export const bobUser: ManagedUser = {
  ...adaUser,
  uid: 'u-2',
  account: 'bob',
  name: 'Bob',
  email: 'bob@example.com',
  admin: false,
  last_login_time: 0,
  system_role_bindings: [],
};

export const adminRole: Role = {
  name: 'admin',
  desc: 'System administrator',
  type: 'system',
  isPublic: false,
  rules: [],
};

export const viewerRole: Role = {
  ...adminRole,
  name: 'viewer',
  desc: 'Reads insight',
  type: 'custom',
  rules: [{ kind: 'resource', resources: ['DataCenter'], verbs: ['efficiency_over'] }],
};

export const systemDefinitions: PolicyDefinition[] = [
  { resource: 'DataCenter', alias: 'Data', rules: [{ action: 'efficiency_over', alias: 'View insight' }] },
  { resource: 'Project', alias: 'Project', rules: [{ action: 'create_project', alias: 'Create projects' }] },
];

/** What the app shell loads for the signed-in test user (roles and preference) besides the screen's calls. */
export const sessionAnswers = {
  'GET /api/v1/userbindings': {
    status: 200,
    body: [{ name: `user:${testUser.uid},role:admin`, uid: testUser.uid, role: 'admin', preset: true }],
  },
  [`GET /api/v1/users/${testUser.uid}/setting`]: { status: 200, body: defaultPreference },
};
