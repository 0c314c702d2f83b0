import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/pid-lock.js';
import { loadServerKeys } from './lib/keys.js';

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const keys = loadServerKeys(config.dataDir, config.secretKey, config.masterKey);
  const { app, accounts, executor } = await buildApp({
    config,
    database,
    keys,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const admin = await accounts.ensureAdmin(config.adminPassword);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  app.log.info(
    {
      url,
      database: database.kind,
      dataDir: config.dataDir,
      startupMs: Math.round(performance.now() - startedAt),
    },
    'Slipway is ready',
  );
  const lines = [`Slipway is running at ${url}`];
  if (admin.created) {
    lines.push(
      config.adminPassword
        ? 'Sign in as "admin" with the password from ADMIN_PASSWORD.'
        : `Sign in as "admin" with the password: ${admin.password}   (shown only once — change it under Profile)`,
    );
  } else {
    lines.push('Sign in with your account (the first administrator is "admin").');
  }
  const sandbox = executor.sandbox();
  lines.push(
    sandbox.available
      ? `Jobs run sandboxed (bubblewrap ${sandbox.version}).`
      : `WARNING: jobs have no sandbox here (${sandbox.reason}). They are refused until an administrator ` +
          'allows jobs without a sandbox under System settings; install bubblewrap to isolate them.',
  );
  process.stdout.write(`\n  ${lines.join('\n  ')}\n\n`);
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(
    `Slipway failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
