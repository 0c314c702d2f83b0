import type { SessionUser } from '../features/session/sessionStore';

export const testUser: SessionUser = {
  uid: 'u-1',
  token: 'token-1',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '',
  account: 'ada',
  identityType: 'system',
};

/** A repository on the git host with id 4, as a build or a build job stores it. */
export const teamAppRepo = {
  codehost_id: 4,
  source: 'other' as const,
  repo_owner: 'team',
  repo_namespace: 'team',
  repo_name: 'app',
  branch: 'main',
  remote_name: 'origin',
  checkout_path: '',
  submodules: false,
};
