// Trigger to first log line: from the run POST of a one-job workflow (`echo first`) to the live log
// stream's first message holding "first", against spawning `bash -c 'echo first'` and reading its
// first stdout line (the floor: what starting the process alone costs). On each database.
// Run after `npm run build`: node bench/engine-first-log.mjs [runs]
import { spawn } from 'node:child_process';
import { BenchServer } from './lib/bench-server.mjs';
import { benchDatabases } from './lib/databases.mjs';
import { recordFigure } from './lib/figures.mjs';
import { openSse } from './lib/sse-client.mjs';
import { median, ms, repeat, times } from './lib/stats.mjs';
import { withTimeout } from './lib/timeouts.mjs';

const runs = Number(process.argv[2] ?? 10);
const WORKFLOW = 'first-line';
const JOB = 'echo';
const LIMIT_MS = 30_000;

/** @param {string} text */
const hasFirstLine = (text) => `\n${text}\n`.includes('\nfirst\n');

/** Milliseconds from spawning bash to its first stdout line holding "first". */
function spawnToFirstLine() {
  const started = performance.now();
  const child = spawn('bash', ['-c', 'echo first'], { stdio: ['ignore', 'pipe', 'ignore'] });
  /** @type {Promise<number>} */
  const firstLine = new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (hasFirstLine(output)) resolve(performance.now() - started);
    });
    child.once('error', reject);
    child.once('close', () => reject(new Error(`bash printed ${JSON.stringify(output)}, not "first"`)));
  });
  return withTimeout(firstLine, LIMIT_MS, "bash -c 'echo first' to print its line");
}

/**
 * Milliseconds from the run POST to the SSE message holding "first"; the stream is opened as soon
 * as the run answered and waits for the job. The task must end passed.
 * @param {BenchServer} bench
 */
async function triggerToFirstLine(bench) {
  const started = performance.now();
  const taskId = await bench.run(WORKFLOW);
  /** @type {(elapsed: number) => void} */
  let seen = () => {};
  /** @type {Promise<number>} */
  const firstLine = new Promise((resolve) => {
    seen = resolve;
  });
  const url = bench.logStreamUrl(WORKFLOW, taskId, JOB, 1000);
  const stream = await openSse(url, bench.api.token, (event) => {
    if (event.event === 'message' && hasFirstLine(event.data)) seen(performance.now() - started);
  });
  try {
    const elapsed = await withTimeout(firstLine, LIMIT_MS, `the first log line of ${WORKFLOW}#${taskId}`);
    await withTimeout(stream.ended, LIMIT_MS, `the end of the log stream of ${WORKFLOW}#${taskId}`);
    const task = await bench.waitForTask(WORKFLOW, taskId, LIMIT_MS);
    if (task.status !== 'passed')
      throw new Error(`${WORKFLOW}#${taskId} ended ${task.status}: ${task.error}`);
    return elapsed;
  } finally {
    stream.close();
  }
}

const baseline = median(await repeat(runs, spawnToFirstLine));
console.log(`trigger to first log line of \`echo first\` (median of ${runs})`);
console.log(`  bash -c 'echo first', first stdout line (baseline) ${ms(baseline)}`);
for (const database of await benchDatabases()) {
  const bench = await BenchServer.start(database);
  try {
    await bench.createWorkflow(WORKFLOW, {
      multiRun: false,
      stages: [{ name: 'only', parallel: false, jobs: [{ name: JOB, script: 'echo first' }] }],
    });
    const engine = median(await repeat(runs, () => triggerToFirstLine(bench)));
    const label = `run POST to first SSE message, ${database.label}`;
    console.log(`  ${label.padEnd(49)} ${ms(engine)}   ${times(engine, baseline)}`);
    recordFigure({
      figure: `run POST -> first SSE log line of \`echo first\` (median of ${runs})`,
      database: database.name,
      value: `${engine.toFixed(1)} ms`,
      baseline: `bash -c 'echo first': ${baseline.toFixed(1)} ms`,
      ratio: `${(engine / baseline).toFixed(1)}x (+${(engine - baseline).toFixed(1)} ms)`,
    });
  } finally {
    await bench.dispose();
  }
}
