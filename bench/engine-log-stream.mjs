// Log streaming: a job printing a million short lines (`seq 1 1000000`) followed live over SSE, in MB/s of
// log text from the first to the last byte received and from the run POST to the last byte; afterwards
// every line is checked to have come once and in order. The baseline is the same command's stdout read
// from a raw pipe, timed and checked the same way. On each database.
// Run after `npm run build`: node bench/engine-log-stream.mjs [lines]
import { spawn } from 'node:child_process';
import { BenchServer } from './lib/bench-server.mjs';
import { benchDatabases } from './lib/databases.mjs';
import { recordFigure } from './lib/figures.mjs';
import { ReceivedText } from './lib/received-text.mjs';
import { openSse } from './lib/sse-client.mjs';
import { mbPerSecond } from './lib/stats.mjs';
import { withTimeout } from './lib/timeouts.mjs';

const LINES = Number(process.argv[2] ?? 1_000_000);
const SCRIPT = `seq 1 ${LINES}`;
const WORKFLOW = 'log-stream';
const JOB = 'print';
const LIMIT_MS = 120_000;
/** The whole log: the stream starts with at most this many of the last lines. */
const ALL_LINES = 9_999_999;

/** @typedef {{ text: ReceivedText, startedAt: number }} Received */

/** The command's stdout read from its pipe. */
async function readFromPipe() {
  const text = new ReceivedText();
  const startedAt = performance.now();
  const child = spawn('bash', ['-c', SCRIPT], { stdio: ['ignore', 'pipe', 'ignore'] });
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => text.push(chunk));
  /** @type {Promise<void>} */
  const closed = new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`${SCRIPT} exited ${code}`))));
  });
  await withTimeout(closed, LIMIT_MS, `${SCRIPT} to finish`);
  text.verifySequence(LINES, 'the pipe');
  return { text, startedAt };
}

/** The job's log followed over SSE from the moment the run answered; the task must end passed. */
/** @param {BenchServer} bench */
async function readFromLogStream(bench) {
  const text = new ReceivedText();
  const startedAt = performance.now();
  const taskId = await bench.run(WORKFLOW);
  const stream = await openSse(
    bench.logStreamUrl(WORKFLOW, taskId, JOB, ALL_LINES),
    bench.api.token,
    (event) => {
      if (event.event === 'message') text.push(`${event.data}\n`);
    },
  );
  try {
    await withTimeout(stream.ended, LIMIT_MS, `the log stream of ${WORKFLOW}#${taskId} to end`);
  } finally {
    stream.close();
  }
  text.verifySequence(LINES, 'the log stream');
  const task = await bench.waitForTask(WORKFLOW, taskId, LIMIT_MS);
  if (task.status !== 'passed') throw new Error(`${WORKFLOW}#${taskId} ended ${task.status}: ${task.error}`);
  return { text, startedAt };
}

/** MB/s from the first to the last byte received, and from the start to the last byte. */
/** @param {Received} received */
function rates({ text, startedAt }) {
  return {
    streaming: mbPerSecond(text.bytes, text.lastAt - text.firstAt),
    total: mbPerSecond(text.bytes, text.lastAt - startedAt),
    totalMs: text.lastAt - startedAt,
    mb: text.bytes / 1e6,
  };
}

/** @param {ReturnType<typeof rates>} r */
const figures = (r) =>
  `${r.streaming.toFixed(1).padStart(7)} MB/s first to last byte, ${r.total.toFixed(1).padStart(6)} MB/s ` +
  `overall (${r.mb.toFixed(2)} MB in ${(r.totalMs / 1000).toFixed(2)} s)`;

const pipe = rates(await readFromPipe());
console.log(`\`${SCRIPT}\`: every line received once, in order`);
console.log(`  raw pipe (baseline)    ${figures(pipe)}`);
for (const database of await benchDatabases()) {
  const bench = await BenchServer.start(database);
  try {
    await bench.createWorkflow(WORKFLOW, {
      multiRun: false,
      stages: [{ name: 'only', parallel: false, jobs: [{ name: JOB, script: SCRIPT }] }],
    });
    const sse = rates(await readFromLogStream(bench));
    console.log(`  SSE live job log, ${database.label}`);
    console.log(`                         ${figures(sse)}`);
    console.log(
      `    vs baseline          ${(sse.streaming / pipe.streaming).toFixed(2)}x first to last byte, ` +
        `${(sse.total / pipe.total).toFixed(2)}x overall`,
    );
    recordFigure({
      figure: `${LINES.toLocaleString('en')}-line job log streamed live over SSE (${sse.mb.toFixed(1)} MB), first to last byte`,
      database: database.name,
      value: `${sse.streaming.toFixed(1)} MB/s`,
      baseline: `raw pipe: ${pipe.streaming.toFixed(0)} MB/s`,
      ratio: `${(sse.streaming / pipe.streaming).toFixed(2)}x`,
    });
  } finally {
    await bench.dispose();
  }
}
