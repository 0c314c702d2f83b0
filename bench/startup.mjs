// Startup benchmark: process start → healthy /api/health, on a fresh and on an existing DATA_DIR,
// against a bare Node HTTP server started the same way (the floor); and the JavaScript /signin loads.
// Run after `npm run build`: node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allJsSize, signinJsSize } from './lib/signin-size.mjs';
import { median } from './lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = path.join(root, 'packages/server/dist/main.js');
const webDist = path.join(root, 'packages/web/dist');
const runs = Number(process.argv[2] ?? 3);
let nextPort = 19400;

const baselineServer = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"status":"ok"}'); }).listen(Number(process.env.PORT), '127.0.0.1');`;

/** Spawns a server and polls /api/health every 10 ms; resolves with the elapsed milliseconds. */
/** @param {string[]} args @param {Record<string, string>} env */
async function timeToHealthy(args, env) {
  const port = nextPort++;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
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

const baseline = [];
const fresh = [];
const existing = [];
for (let i = 0; i < runs; i++) {
  baseline.push(await timeToHealthy(['-e', baselineServer], {}));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slipway-bench-'));
  try {
    fresh.push(
      await timeToHealthy([serverMain], {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_PASSWORD: 'bench-password',
      }),
    );
    existing.push(await timeToHealthy([serverMain], { DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const base = median(baseline);
console.log(`startup to healthy /api/health (median of ${runs})`);
console.log(`  bare node http server (baseline) ${fmt(base)}`);
console.log(
  `  fresh DATA_DIR (embedded)        ${fmt(median(fresh))}   ${(median(fresh) / base).toFixed(1)}x baseline`,
);
console.log(
  `  existing DATA_DIR (embedded)     ${fmt(median(existing))}   ${(median(existing) / base).toFixed(1)}x baseline`,
);

const all = allJsSize(webDist);
console.log('JavaScript loaded by /signin (gzipped)');
for (const language of /** @type {const} */ (['zh-CN', 'en'])) {
  const signin = signinJsSize(webDist, language);
  console.log(
    `  ${language.padEnd(5)} ${(signin.bytes / 1024).toFixed(1).padStart(7)} KiB in ${signin.files} files   ` +
      `${((signin.bytes / all.bytes) * 100).toFixed(0)}% of all app JS (${(all.bytes / 1024).toFixed(1)} KiB, ${all.files} files)`,
  );
}
