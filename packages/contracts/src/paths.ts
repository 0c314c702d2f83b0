/** API paths of spec §7 used by both sides. */
export const apiPaths = {
  health: '/api/health',
  docs: '/api/docs',
  login: '/api/v1/login',
  signup: '/api/v1/signup',
  loginEnabled: '/api/v1/login-enabled',
  feature: (name: string) => `/api/v1/features/${name}`,
  retrieve: '/api/v1/retrieve',
  reset: '/api/v1/reset',
  publicKey: '/api/aslan/system/rsaKey/publicKey',
  userCount: '/api/v1/user/count',
  personal: (uid: string) => `/api/v1/users/${uid}/personal`,
  password: (uid: string) => `/api/v1/users/${uid}/password`,
  setting: (uid: string) => `/api/v1/users/${uid}/setting`,
  userBindings: '/api/v1/userbindings',
  visitRecords: '/api/v1/visit-records',
} as const;
