// Queue throughput: 200 runs of a multi-run workflow (one parallel stage of three `true` jobs) posted
// at once, 20 requests in flight, with 10 tasks and 5 jobs of a stage at a time; timed until every task
// has finished, and checked (200 distinct tasks, all passed, 600 jobs passed). The baseline is 600
// `bash -c true` spawned one after another: the cost of the processes alone. On each database.
// Run after `npm run build`: node bench/engine-queue.mjs [tasks]
import { spawn } from 'node:child_process';
import { BenchServer } from './lib/bench-server.mjs';
import { benchDatabases } from './lib/databases.mjs';
import { recordFigure } from './lib/figures.mjs';
import { pollUntil, withTimeout } from './lib/timeouts.mjs';

const TASKS = Number(process.argv[2] ?? 200);
const JOBS_PER_TASK = 3;
const IN_FLIGHT = 20;
const WORKFLOW_CONCURRENCY = 10;
const BUILD_CONCURRENCY = 5;
const WORKFLOW = 'queue';
const LIMIT_MS = 240_000;
/** A queue where nothing passes for this long is stuck, not slow. */
const STALL_MS = 30_000;

/** Resolves when `bash -c true` has exited with 0. */
function spawnTrue() {
  /** @type {Promise<void>} */
  const exited = new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', 'true'], { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bash -c true exited ${code}`))));
  });
  return withTimeout(exited, 10_000, 'bash -c true to exit');
}

/** Jobs per second of `count` sequential `bash -c true`. */
/** @param {number} count */
async function sequentialSpawnRate(count) {
  const started = performance.now();
  for (let i = 0; i < count; i++) await spawnTrue();
  return count / ((performance.now() - started) / 1000);
}

/**
 * Calls `fn` `count` times with at most `inFlight` calls pending; resolves with the results.
 * @template T
 * @param {number} count @param {number} inFlight @param {() => Promise<T>} fn
 */
async function concurrently(count, inFlight, fn) {
  /** @type {T[]} */
  const results = [];
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started++;
      results.push(await fn());
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, worker));
  return results;
}

/** @param {BenchServer} bench @param {string} status */
async function countWithStatus(bench, status) {
  const query = `workflow_name=${WORKFLOW}&page_num=0&page_size=1&status=${status}`;
  const page = /** @type {{ total: number }} */ (
    await bench.api.request('GET', `/api/aslan/workflow/v4/workflowtask?${query}`)
  );
  return page.total;
}

/** Checks that every posted task is there once, passed, with all its jobs passed. */
/** @param {BenchServer} bench @param {number[]} taskIds */
async function verify(bench, taskIds) {
  const distinct = new Set(taskIds);
  if (distinct.size !== TASKS) throw new Error(`${TASKS} runs gave ${distinct.size} distinct task ids`);
  /** @type {import('@slipway/contracts').WorkflowTask[]} */
  const tasks = [];
  // page_num counts the tasks skipped
  for (let page = 0; tasks.length < TASKS; page++) {
    const query = `workflow_name=${WORKFLOW}&page_num=${page * 200}&page_size=200`;
    const list =
      /** @type {{ workflow_list: import('@slipway/contracts').WorkflowTask[], total: number }} */ (
        await bench.api.request('GET', `/api/aslan/workflow/v4/workflowtask?${query}`)
      );
    if (list.workflow_list.length === 0) break;
    tasks.push(...list.workflow_list);
  }
  const stored = new Set(tasks.map((t) => t.task_id));
  const lost = [...distinct].filter((id) => !stored.has(id));
  if (lost.length || tasks.length !== TASKS) {
    throw new Error(`${tasks.length} tasks stored for ${TASKS} runs; missing: ${lost.join(', ') || 'none'}`);
  }
  const notPassed = tasks.filter((t) => t.status !== 'passed');
  if (notPassed.length) {
    const first = notPassed[0];
    throw new Error(
      `${notPassed.length} tasks did not pass, e.g. #${first?.task_id} ${first?.status}: ${first?.error}`,
    );
  }
  const jobsPassed = tasks
    .flatMap((t) => t.stages.flatMap((s) => s.jobs))
    .filter((j) => j.status === 'passed');
  if (jobsPassed.length !== TASKS * JOBS_PER_TASK) {
    throw new Error(`${jobsPassed.length} jobs passed, not ${TASKS * JOBS_PER_TASK}`);
  }
  return jobsPassed.length;
}

/** Queues the runs on a new server and returns jobs per second and the times taken. */
/** @param {import('./lib/databases.mjs').BenchDatabase} database */
async function measureQueue(database) {
  const bench = await BenchServer.start(database);
  try {
    await bench.setConcurrency(WORKFLOW_CONCURRENCY, BUILD_CONCURRENCY);
    await bench.createWorkflow(WORKFLOW, {
      multiRun: true,
      stages: [
        {
          name: 'checks',
          parallel: true,
          jobs: Array.from({ length: JOBS_PER_TASK }, (_, i) => ({ name: `job-${i + 1}`, script: 'true' })),
        },
      ],
    });

    const started = performance.now();
    const taskIds = await concurrently(TASKS, IN_FLIGHT, () => bench.run(WORKFLOW));
    const postedMs = performance.now() - started;
    let passed = 0;
    let progressAt = performance.now();
    await pollUntil(
      async () => {
        const now = await countWithStatus(bench, 'passed');
        if (now > passed) progressAt = performance.now();
        passed = now;
        const failed = await countWithStatus(bench, 'failed');
        if (failed > 0) throw new Error(`${failed} tasks failed`);
        if (performance.now() - progressAt > STALL_MS) {
          throw new Error(
            `no task passed for ${STALL_MS / 1000} s (${passed} of ${TASKS} passed): the queue is stuck`,
          );
        }
        return passed === TASKS ? true : undefined;
      },
      { limitMs: LIMIT_MS, everyMs: 100, what: `${TASKS} tasks to pass`, describe: () => `${passed} passed` },
    );
    const totalMs = performance.now() - started;
    const jobsPassed = await verify(bench, taskIds);
    return { rate: jobsPassed / (totalMs / 1000), jobsPassed, totalMs, postedMs };
  } finally {
    await bench.dispose();
  }
}

const jobs = TASKS * JOBS_PER_TASK;
const baselineRate = await sequentialSpawnRate(jobs);
console.log(
  `${TASKS} tasks x ${JOBS_PER_TASK} jobs (one parallel stage of \`true\` jobs), posted ${IN_FLIGHT} at a time, ` +
    `concurrency ${WORKFLOW_CONCURRENCY} tasks / ${BUILD_CONCURRENCY} jobs`,
);
console.log(
  `  ${`${jobs} sequential bash -c true (baseline)`.padEnd(44)}${baselineRate.toFixed(1).padStart(7)} jobs/s`,
);
for (const database of await benchDatabases()) {
  const { rate, jobsPassed, totalMs, postedMs } = await measureQueue(database);
  console.log(
    `  ${`${database.label}: all ${TASKS} tasks passed (${jobsPassed} jobs)`.padEnd(44)}` +
      `${rate.toFixed(1).padStart(7)} jobs/s   ` +
      `${(rate / baselineRate).toFixed(2)}x baseline`,
  );
  console.log(
    `    ${(totalMs / 1000).toFixed(1)} s from the first run POST to the last task passed ` +
      `(${(postedMs / 1000).toFixed(1)} s to post the ${TASKS} runs)`,
  );
  recordFigure({
    figure: `${TASKS} tasks x ${JOBS_PER_TASK} jobs queued at once, all passed`,
    database: database.name,
    value: `${rate.toFixed(1)} jobs/s (${(totalMs / 1000).toFixed(1)} s)`,
    baseline: `${jobs} sequential bash -c true: ${baselineRate.toFixed(0)} jobs/s`,
    ratio: `${(rate / baselineRate).toFixed(2)}x`,
  });
}
