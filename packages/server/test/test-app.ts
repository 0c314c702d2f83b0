import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@slipway/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { loadServerKeys } from '../src/lib/keys.js';
import { openTestDatabase } from './test-db.js';

export const ADMIN_PASSWORD = 'admin-password-1';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real app on a fresh database, driven through inject(); no port is opened. With `restartOf`,
 * the server restarted: a new app on the data folder and database of one whose `app` was closed.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { now?: () => Date; webDir?: string; restartOf?: { dataDir: string; database: Database } } = {},
) {
  const dataDir = options.restartOf?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'slipway-app-'));
  const config: Config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), ...overrides };
  const database = options.restartOf?.database ?? (await openTestDatabase(dataDir));
  const keys = loadServerKeys(dataDir, undefined);
  const { app, accounts, schedules } = await buildApp({
    config,
    database,
    keys,
    webDir: options.webDir ?? path.join(dataDir, 'no-web'),
    logger: false,
    ...(options.now ? { now: options.now } : {}),
  });
  await accounts.ensureAdmin(ADMIN_PASSWORD);
  await app.ready();

  const request = (opts: InjectOptions & { token?: string | undefined }): Promise<LightMyRequestResponse> => {
    const { token, headers, ...rest } = opts;
    return app.inject({
      ...rest,
      headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };

  const login = async (account: string, password: string): Promise<LoginResponse> => {
    const res = await request({ method: 'POST', url: '/api/v1/login', payload: { account, password } });
    if (res.statusCode !== 200) throw new Error(`login ${account} failed: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  const admin = await login('admin', ADMIN_PASSWORD);

  /** Signs up an ordinary user (turning sign-up on for it) and signs them in. */
  const createUser = async (
    account: string,
    password = 'user-password-1',
    email = `${account}@example.com`,
  ) => {
    await request({
      method: 'PUT',
      url: '/api/v1/features/RegisterTrigger',
      token: admin.token,
      payload: { enabled: true },
    });
    const res = await request({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { account, name: account, email, password },
    });
    if (res.statusCode !== 200) throw new Error(`signup ${account} failed: ${res.statusCode} ${res.body}`);
    return login(account, password);
  };

  return {
    app,
    accounts,
    config,
    database,
    dataDir,
    admin,
    request,
    login,
    createUser,
    /** workflow timers; tests fire due slots with `schedules.scheduler.tick(now)` */
    schedules,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
