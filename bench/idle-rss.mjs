// Idle memory: the resident set of the server process (and anything it started) after it started on a
// fresh DATA_DIR, the admin signed in and it sat idle for a few seconds, against a bare Node HTTP server
// started, asked once and left idle the same way. On each database; on PostgreSQL the database server's
// own memory is not counted (it is another program's), on the embedded database it is part of the process.
// Run after `npm run build`: node bench/idle-rss.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient } from './lib/api-client.mjs';
import { bareServerScript } from './lib/bare-server.mjs';
import { PASSWORD } from './lib/bench-server.mjs';
import { benchDatabases, withDatabase } from './lib/databases.mjs';
import { recordFigure } from './lib/figures.mjs';
import { treeRss } from './lib/process-rss.mjs';
import { requireServerBuild, startServer } from './lib/server-process.mjs';
import { median } from './lib/stats.mjs';
import { pollUntil } from './lib/timeouts.mjs';

const runs = Number(process.argv[2] ?? 3);
const IDLE_MS = 5000;
let nextPort = 19600;

const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS));
/** @param {number} bytes */
const mb = (bytes) => `${(bytes / 1e6).toFixed(0).padStart(5)} MB`;

/** The bare server's resident bytes after one answer and the idle time. */
async function bareServerRss() {
  const port = nextPort++;
  const child = spawn(process.execPath, ['-e', bareServerScript], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await pollUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`the bare server exited with ${child.exitCode}`);
        try {
          return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok ? true : undefined;
        } catch {
          return undefined; // not listening yet
        }
      },
      { limitMs: 30_000, everyMs: 10, what: 'the bare server to answer' },
    );
    await idle();
    return treeRss(child.pid ?? 0);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** The server's resident bytes after start, sign-in and the idle time. */
/** @param {import('./lib/databases.mjs').BenchDatabase} database */
function serverRss(database) {
  return withDatabase(database, async (instance) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slipway-bench-'));
    const server = await startServer(dataDir, { ...instance.env, ADMIN_PASSWORD: PASSWORD });
    try {
      await ApiClient.signIn(server.base, 'admin', PASSWORD);
      await idle();
      return treeRss(server.pid);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

requireServerBuild();
const databases = await benchDatabases();
/** @type {number[]} */
const baseline = [];
/** @type {Map<string, number[]>} */
const servers = new Map(databases.map((d) => [d.name, []]));
for (let i = 0; i < runs; i++) {
  baseline.push(await bareServerRss());
  for (const database of databases) servers.get(database.name)?.push(await serverRss(database));
}

const base = median(baseline);
console.log(`resident memory after start, sign-in and ${IDLE_MS / 1000} s idle (median of ${runs})`);
console.log(`  bare node http server (baseline)  ${mb(base)}`);
for (const database of databases) {
  const value = median(servers.get(database.name) ?? []);
  console.log(
    `  ${`Slipway, ${database.label}`.padEnd(33)} ${mb(value)}   ${(value / base).toFixed(1)}x baseline`,
  );
  recordFigure({
    figure: `idle server RSS (after start, sign-in, ${IDLE_MS / 1000} s idle; median of ${runs})`,
    database: database.name,
    value: `${(value / 1e6).toFixed(0)} MB`,
    baseline: `bare Node HTTP server: ${(base / 1e6).toFixed(0)} MB`,
    ratio: `${(value / base).toFixed(1)}x`,
  });
}
