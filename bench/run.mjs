// Runs every benchmark in this folder, one after another.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const benchmarks = [
  'startup.mjs',
  'engine-first-log.mjs',
  'engine-queue.mjs',
  'engine-log-stream.mjs',
  'engine-task-list.mjs',
];
for (const bench of benchmarks) {
  console.log(`\n== ${bench}`);
  const { status } = spawnSync(process.execPath, [path.join(here, bench)], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
