// The built Slipway server as a child process on a free port, on a given DATA_DIR; the embedded database
// unless the environment given names a DATABASE_URL.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pollUntil, withTimeout } from './timeouts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// BENCH_SERVER_MAIN names another build to measure (say, of a change, to compare with this one)
const serverMain = path.resolve(
  process.env.BENCH_SERVER_MAIN ?? path.join(root, 'packages/server/dist/main.js'),
);
const serverSources = path.join(path.dirname(serverMain), '..', 'src');

/** The newest modification time of the files below a folder. */
/** @param {string} dir @returns {number} */
function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(file) : statSync(file).mtimeMs);
  }
  return newest;
}

/** Stops with a clear message when there is no build; warns when the sources changed after it. */
export function requireServerBuild() {
  if (!existsSync(serverMain)) {
    throw new Error(`${serverMain} is missing: run \`npm run build -w @slipway/server\` first`);
  }
  if (existsSync(serverSources) && newestChange(serverSources) > statSync(serverMain).mtimeMs) {
    console.warn(`warning: ${serverSources} changed after the build; the figures are of the older build`);
  }
}

/** A port nothing listens on right now (the operating system picks it). */
/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {object} ServerProcess
 * @property {string} base the http://127.0.0.1:port the server answers on
 * @property {number} pid the server process
 * @property {number} startupMs from spawning to the first healthy /api/health
 * @property {() => Promise<void>} stop SIGTERM, then waits for the exit (SIGKILL after 15 s)
 */

/**
 * What `npm start` sets for the server's process: glibc then keeps two malloc arenas instead of
 * sixteen, whose freed start-up memory (the embedded database's compilation) would stay resident.
 */
export const startEnv = { MALLOC_ARENA_MAX: '2' };

/**
 * Starts the server on DATA_DIR and resolves once /api/health answers.
 * @param {string} dataDir
 * @param {Record<string, string>} env more environment (ADMIN_PASSWORD on the first start, DATABASE_URL)
 * @returns {Promise<ServerProcess>}
 */
export async function startServer(dataDir, env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { PUBLIC_URL: _publicUrl, ...inherited } = process.env;
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS passes flags to the server's node, e.g. --cpu-prof to see where the time goes
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, serverMain], {
    env: {
      ...inherited,
      ...startEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // the output is read (an unread pipe would block the server); the end of it explains a failure
  let output = '';
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // a benchmark that dies before stopping its server must not leave it running
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };

  try {
    await pollUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
        try {
          const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
          return res.ok ? true : undefined;
        } catch {
          return undefined; // not listening yet
        }
      },
      { limitMs: 60_000, everyMs: 10, what: `the server on ${base} to be healthy`, describe: () => output },
    );
  } catch (error) {
    await withTimeout(stop(), 20_000, 'the server to exit');
    throw error;
  }
  return { base, pid: child.pid ?? 0, startupMs: performance.now() - started, stop };
}
