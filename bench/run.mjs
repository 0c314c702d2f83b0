// Runs every benchmark in this folder, one after another, then prints one table of every figure.
// A benchmark that fails does not stop the others; the run then exits with 1 after the table.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFigures, summaryTable } from './lib/figures.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const benchmarks = [
  'startup.mjs',
  'idle-rss.mjs',
  'engine-first-log.mjs',
  'engine-queue.mjs',
  'engine-log-stream.mjs',
  'engine-task-list.mjs',
  'log-viewer.mjs',
];
const dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-bench-figures-'));
const figures = path.join(dir, 'figures.jsonl');
const failed = [];
const started = performance.now();
try {
  for (const bench of benchmarks) {
    console.log(`\n== ${bench}`);
    const { status } = spawnSync(process.execPath, [path.join(here, bench)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_FIGURES: figures },
    });
    if (status !== 0) failed.push(`${bench} (exit ${status})`);
  }
  const minutes = (performance.now() - started) / 60_000;
  console.log(
    `\n== summary (${minutes.toFixed(1)} min, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  for (const line of summaryTable(readFigures(figures))) console.log(line);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed.length) {
  console.log(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
