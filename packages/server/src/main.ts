import { prepareEmbeddedCode } from './db/embedded-code.js';

// The embedded database's WebAssembly compiles on background threads while the server's modules
// load; the rest of the server is imported only after that has begun.
const embeddedCode = process.env.DATABASE_URL ? undefined : prepareEmbeddedCode();
const { DataDirLockedError } = await import('./db/pid-lock.js');
const { start } = await import('./start.js');

start(embeddedCode).catch((error) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(
    `Slipway failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
