// Startup benchmark: process start → healthy /api/health, on a fresh and on an existing DATA_DIR,
// against a bare Node HTTP server started the same way (the floor), on each database (a new PostgreSQL
// database for each fresh start); and the JavaScript /signin loads.
// Run after `npm run build`: node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bareServerScript } from './lib/bare-server.mjs';
import { benchDatabases, withDatabase } from './lib/databases.mjs';
import { recordFigure } from './lib/figures.mjs';
import { startEnv } from './lib/server-process.mjs';
import { allJsSize, signinJsSize } from './lib/signin-size.mjs';
import { median } from './lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = path.join(root, 'packages/server/dist/main.js');
const webDist = path.join(root, 'packages/web/dist');
const runs = Number(process.argv[2] ?? 3);
let nextPort = 19400;

/** Spawns a server and polls /api/health every 10 ms; resolves with the elapsed milliseconds. */
/** @param {string[]} args @param {Record<string, string>} env */
async function timeToHealthy(args, env) {
  const port = nextPort++;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...startEnv, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c) => {
    stderr += c;
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
      if (performance.now() - started > 60_000) throw new Error('server not healthy within 60 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

/** @param {number} ms */
const fmt = (ms) => `${ms.toFixed(0).padStart(6)} ms`;

const databases = await benchDatabases();
/** @type {number[]} */
const baseline = [];
/** @type {Map<string, { fresh: number[], existing: number[] }>} */
const startups = new Map(databases.map((d) => [d.name, { fresh: [], existing: [] }]));
for (let i = 0; i < runs; i++) {
  baseline.push(await timeToHealthy(['-e', bareServerScript], {}));
  for (const database of databases) {
    const times = startups.get(database.name);
    await withDatabase(database, async (instance) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slipway-bench-'));
      try {
        const env = { ...instance.env, DATA_DIR: dataDir };
        times?.fresh.push(await timeToHealthy([serverMain], { ...env, ADMIN_PASSWORD: 'bench-password' }));
        times?.existing.push(await timeToHealthy([serverMain], env));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
}

const base = median(baseline);
console.log(`startup to healthy /api/health (median of ${runs})`);
console.log(`  bare node http server (baseline)     ${fmt(base)}`);
for (const database of databases) {
  const times = startups.get(database.name) ?? { fresh: [], existing: [] };
  for (const [kind, values] of /** @type {const} */ ([
    ['fresh', times.fresh],
    ['existing', times.existing],
  ])) {
    const value = median(values);
    const label = `${kind} DATA_DIR (${database.label})`;
    console.log(`  ${label.padEnd(36)} ${fmt(value)}   ${(value / base).toFixed(1)}x baseline`);
    recordFigure({
      figure: `process start -> healthy /api/health, ${kind} DATA_DIR (median of ${runs})`,
      database: database.name,
      value: `${(value / 1000).toFixed(2)} s`,
      baseline: `bare Node HTTP server: ${(base / 1000).toFixed(3)} s`,
      ratio: `${(value / base).toFixed(0)}x`,
    });
  }
}

const all = allJsSize(webDist);
console.log('JavaScript loaded by /signin (gzipped)');
/** @type {string[]} */
const sizes = [];
/** @type {string[]} */
const shares = [];
for (const language of /** @type {const} */ (['zh-CN', 'en'])) {
  const signin = signinJsSize(webDist, language);
  console.log(
    `  ${language.padEnd(5)} ${(signin.bytes / 1024).toFixed(1).padStart(7)} KiB in ${signin.files} files   ` +
      `${((signin.bytes / all.bytes) * 100).toFixed(0)}% of all app JS (${(all.bytes / 1024).toFixed(1)} KiB, ${all.files} files)`,
  );
  sizes.push(`${(signin.bytes / 1024).toFixed(0)} KiB (${language})`);
  shares.push(`${((signin.bytes / all.bytes) * 100).toFixed(0)} % (${language})`);
}
recordFigure({
  figure: 'JavaScript loaded by /signin, gzipped',
  database: 'any',
  value: sizes.join(', '),
  baseline: `whole app: ${(all.bytes / 1024).toFixed(0)} KiB`,
  ratio: shares.join(', '),
});
