// Task list latency with 100,000 tasks stored: a workflow runs once, the server stops, its task is
// copied 99,999 times straight into its database, the server starts again; then random pages
// of the task list and the project's workflow list (which sums up every task) are timed, against
// GET /api/health in the same run. Requests are sequential and interleaved, up to [requests] of each
// or as many as fit in 90 s. On each database.
// Run after `npm run build`: node bench/engine-task-list.mjs [requests]
import { BenchServer, PROJECT } from './lib/bench-server.mjs';
import { benchDatabases } from './lib/databases.mjs';
import { recordFigure } from './lib/figures.mjs';
import { seedTasks } from './lib/seed-tasks.mjs';
import { ms, percentile, times } from './lib/stats.mjs';

const REQUESTS = Number(process.argv[2] ?? 200);
const TASKS = 100_000;
const PAGE_SIZE = 20;
const WORKFLOW = 'history';
/** Workflows in the project besides the one with the tasks: the list shows them all. */
const OTHER_WORKFLOWS = 9;
const WARM_UP = 10;
/** Slow answers make fewer requests, so that the suite stays within minutes. */
const MEASURE_LIMIT_MS = 90_000;

/** The offset of a random page (the task list's page_num counts the tasks skipped). */
/** @param {number} pages */
const randomPageStart = (pages) => Math.floor(Math.random() * pages) * PAGE_SIZE;

/**
 * Stores the tasks on a new server and times the lists; returns the timings, how long seeding and the
 * restart took.
 * @param {import('./lib/databases.mjs').BenchDatabase} database
 */
async function measureLists(database) {
  const bench = await BenchServer.start(database);
  try {
    const job = { name: 'build', script: 'echo built' };
    for (const name of [WORKFLOW, ...Array.from({ length: OTHER_WORKFLOWS }, (_, i) => `idle-${i + 1}`)]) {
      await bench.createWorkflow(name, {
        multiRun: false,
        stages: [{ name: 'build', parallel: false, jobs: [job] }],
      });
    }
    const first = await bench.waitForTask(WORKFLOW, await bench.run(WORKFLOW), 60_000);
    if (first.status !== 'passed') throw new Error(`${WORKFLOW}#1 ended ${first.status}: ${first.error}`);

    await bench.stop();
    const seedStarted = performance.now();
    await seedTasks({ dataDir: bench.dataDir, databaseUrl: bench.database.url }, WORKFLOW, TASKS);
    const seedMs = performance.now() - seedStarted;
    const restartMs = await bench.restart();

    const pages = TASKS / PAGE_SIZE;
    const taskPage = () =>
      `/api/aslan/workflow/v4/workflowtask?workflow_name=${WORKFLOW}&page_num=${randomPageStart(pages)}&page_size=${PAGE_SIZE}`;
    const workflowList = `/api/aslan/workflow/v4?project=${PROJECT}`;

    // the answers are checked once: a fast wrong answer would make a meaningless figure
    const page = /** @type {{ workflow_list: unknown[], total: number }} */ (
      await bench.api.request('GET', taskPage())
    );
    if (page.total !== TASKS || page.workflow_list.length !== PAGE_SIZE) {
      throw new Error(`the task list shows ${page.workflow_list.length} of ${page.total} tasks`);
    }
    const list = /** @type {import('@slipway/contracts').WorkflowList} */ (
      await bench.api.request('GET', workflowList)
    );
    const history = list.workflow_list.find((w) => w.name === WORKFLOW);
    if (list.total !== OTHER_WORKFLOWS + 1 || history?.recentTask?.taskID !== TASKS) {
      throw new Error(
        `the workflow list shows ${list.total} workflows, latest task ${history?.recentTask?.taskID}`,
      );
    }

    /** @type {{ health: number[], tasks: number[], workflows: number[] }} */
    const timings = { health: [], tasks: [], workflows: [] };
    const measureStarted = performance.now();
    for (let i = 0; i < WARM_UP + REQUESTS && performance.now() - measureStarted < MEASURE_LIMIT_MS; i++) {
      const health = await bench.api.timeGet('/api/health');
      const tasks = await bench.api.timeGet(taskPage());
      const workflows = await bench.api.timeGet(workflowList);
      if (i < WARM_UP) continue;
      timings.health.push(health);
      timings.tasks.push(tasks);
      timings.workflows.push(workflows);
    }
    return { timings, seedMs, restartMs };
  } finally {
    await bench.dispose();
  }
}

/** @param {string} label @param {number[]} values */
const row = (label, values) =>
  `  ${label.padEnd(48)} p50 ${ms(percentile(values, 50))}  p99 ${ms(percentile(values, 99))}`;
/** @param {number[]} values */
const p50p99 = (values) => `${percentile(values, 50).toFixed(1)} / ${percentile(values, 99).toFixed(1)} ms`;

for (const database of await benchDatabases()) {
  const { timings, seedMs, restartMs } = await measureLists(database);
  const base = percentile(timings.health, 50);
  const made = timings.health.length;
  if (made === 0) throw new Error(`not one request measured within ${MEASURE_LIMIT_MS / 1000} s`);
  console.log(
    `${database.label}: ${TASKS.toLocaleString('en')} tasks stored, ${made} sequential requests of each` +
      (made < REQUESTS ? ` (${REQUESTS} did not fit in ${MEASURE_LIMIT_MS / 1000} s)` : ''),
  );
  console.log(
    `  seeded in ${(seedMs / 1000).toFixed(1)} s; restart to healthy /api/health ${(restartMs / 1000).toFixed(2)} s`,
  );
  console.log(row('GET /api/health (baseline)', timings.health));
  console.log(
    `${row(`task list, random page of ${PAGE_SIZE}`, timings.tasks)}   ${times(percentile(timings.tasks, 50), base)}`,
  );
  console.log(
    `${row(`workflow list (${OTHER_WORKFLOWS + 1} workflows, all tasks summed)`, timings.workflows)}   ` +
      times(percentile(timings.workflows, 50), base),
  );
  const baseline = `/api/health: ${p50p99(timings.health)}`;
  /** @param {number[]} values */
  const ratio = (values) => `${(percentile(values, 50) / base).toFixed(1)}x (p50)`;
  recordFigure({
    figure: `task list, random page of ${PAGE_SIZE} among ${TASKS.toLocaleString('en')} tasks, p50 / p99`,
    database: database.name,
    value: p50p99(timings.tasks),
    baseline,
    ratio: ratio(timings.tasks),
  });
  recordFigure({
    figure: `workflow list with stats over ${TASKS.toLocaleString('en')} tasks, p50 / p99`,
    database: database.name,
    value: p50p99(timings.workflows),
    baseline,
    ratio: ratio(timings.workflows),
  });
}
