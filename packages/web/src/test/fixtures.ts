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
