/** Where the e2e server listens and who its first administrator is; shared by the config and the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18931);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The 'admin' account gets this password on the server's first start (ADMIN_PASSWORD). */
export const ADMIN = { account: 'admin', password: 'e2e-Admin-Passw0rd' } as const;
