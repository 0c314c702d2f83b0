import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
    expect(config.tokenTtlSeconds).toBe(86400);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9090',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgresql://u@h/db',
      SECRET_KEY: 'a-secret-of-enough-length',
      MASTER_KEY: 'ab'.repeat(32),
      ADMIN_PASSWORD: 'admin-password',
      SMTP_URL: 'smtp://127.0.0.1:25',
      PUBLIC_URL: 'https://ci.example.com/',
    });
    expect(config).toMatchObject({
      port: 9090,
      dataDir: '/tmp/x',
      databaseUrl: 'postgresql://u@h/db',
      secretKey: 'a-secret-of-enough-length',
      masterKey: 'ab'.repeat(32),
      adminPassword: 'admin-password',
      smtpUrl: 'smtp://127.0.0.1:25',
      publicUrl: 'https://ci.example.com',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters'],
    [{ SECRET_KEY: 'tiny' }, 'SECRET_KEY'],
    [{ MASTER_KEY: 'not-32-bytes' }, 'MASTER_KEY must be 32 bytes'],
  ])('refuses %j with a message naming the variable', (env, text) => {
    expect(() => loadConfig(env)).toThrow(text);
  });
});
