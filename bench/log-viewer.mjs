// The log terminal in a real browser (Debian's Chromium through Playwright): a finished job that printed
// 100,000 and 1,000,000 lines is opened on its task page as a user would. For each it prints the time from
// the click on the job to its last line on screen, the tab's JS heap afterwards (after a garbage
// collection), and the time from typing a search to the matching line on screen. The baseline is the
// time the API takes to serve the whole log, measured in the same run. The embedded database only:
// the figures are the browser's.
// Run after `npm run build`: node bench/log-viewer.mjs [lines ...]
import { createRequire } from 'node:module';
import { BenchServer, PASSWORD, PROJECT } from './lib/bench-server.mjs';
import { embedded } from './lib/databases.mjs';
import { recordFigure } from './lib/figures.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('playwright-core')} */
const { chromium } = require('playwright-core');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SIZES = process.argv.length > 2 ? process.argv.slice(2).map(Number) : [100_000, 1_000_000];
const JOB = 'print';
const LIMIT_MS = 180_000;

/** The text of the rows xterm shows (its DOM renderer). */
const ROWS = '.xterm-rows';

/** @param {number} lines */
const lineText = (lines) => `line ${lines}`;

/** @param {BenchServer} bench @param {number} lines */
async function finishedLog(bench, lines) {
  const workflow = `log-viewer-${lines}`;
  await bench.createWorkflow(workflow, {
    multiRun: false,
    stages: [
      {
        name: 'only',
        parallel: false,
        jobs: [{ name: JOB, script: `seq -f 'line %.0f compiling src/a.c ok' 1 ${lines}` }],
      },
    ],
  });
  const taskId = await bench.run(workflow);
  const task = await bench.waitForTask(workflow, taskId, LIMIT_MS);
  if (task.status !== 'passed') throw new Error(`${workflow}#${taskId} ended ${task.status}`);
  return { workflow, taskId };
}

/** Time to the last byte of the whole log from the API, and its size. */
/** @param {BenchServer} bench @param {{ workflow: string, taskId: number }} log */
async function apiServesLog(bench, { workflow, taskId }) {
  const started = performance.now();
  const res = await fetch(
    `${bench.server.base}/api/aslan/logs/log/v4/workflow/${workflow}/tasks/${taskId}/jobs/${JOB}`,
    { headers: { authorization: `Bearer ${bench.api.token}` } },
  );
  const bytes = (await res.arrayBuffer()).byteLength;
  if (!res.ok) throw new Error(`the log answered ${res.status}`);
  return { ms: performance.now() - started, mb: bytes / 1e6 };
}

/** Waits, frame by frame, until the terminal's rows show `text`; resolves with the time taken since `from`. */
/** @param {import('playwright-core').Page} page @param {string} text @param {number} from */
async function onScreen(page, text, from) {
  await page.waitForFunction(
    ([selector, wanted]) => {
      // runs in the page, where `document` is the browser's
      const rows = /** @type {any} */ (globalThis).document.querySelector(selector)?.textContent ?? '';
      // the rows are padded; a match of a longer number (line 1000001) is not the line
      return new RegExp(`${wanted}(?!\\d)`).test(rows);
    },
    [ROWS, text],
    { polling: 'raf', timeout: LIMIT_MS },
  );
  return performance.now() - from;
}

/** The tab's used JS heap after a full garbage collection, in MB. */
/** @param {import('playwright-core').Page} page */
async function heapMb(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1e6;
}

/** @param {import('playwright-core').Browser} browser @param {BenchServer} bench */
async function signedInPage(browser, bench) {
  const context = await browser.newContext({
    baseURL: bench.server.base,
    viewport: { width: 1400, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/signin');
  await page.getByTestId('signin-account').fill('admin');
  await page.getByTestId('signin-password').fill(PASSWORD);
  await page.getByTestId('signin-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: LIMIT_MS });
  return page;
}

/**
 * Opens the job's log on its task page and searches it, as a user would.
 * @param {import('playwright-core').Browser} browser
 * @param {BenchServer} bench
 * @param {{ workflow: string, taskId: number }} log
 * @param {number} lines
 */
async function openInBrowser(browser, bench, { workflow, taskId }, lines) {
  const page = await signedInPage(browser, bench);
  try {
    await page.goto(`/v1/projects/detail/${PROJECT}/pipelines/custom/${workflow}/${taskId}`);
    const job = page.getByTestId(`job-${JOB}`);
    await job.waitFor({ timeout: LIMIT_MS });
    const clicked = performance.now();
    await job.click();
    const lastLineMs = await onScreen(page, lineText(lines), clicked);
    const heap = await heapMb(page);
    // a line from the middle of the log, far from what is on screen
    const wanted = lineText(Math.floor(lines * 0.777));
    const search = page.getByTestId('log-search');
    const typed = performance.now();
    await search.fill(wanted);
    const searchMs = await onScreen(page, wanted, typed);
    return { lastLineMs, heap, searchMs };
  } finally {
    await page.context().close();
  }
}

const bench = await BenchServer.start(embedded);
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  for (const lines of SIZES) {
    const log = await finishedLog(bench, lines);
    const api = await apiServesLog(bench, log);
    const seen = await openInBrowser(browser, bench, log, lines);
    const count = lines.toLocaleString('en');
    console.log(`${count} lines (${api.mb.toFixed(1)} MB), a finished job's log on its task page`);
    console.log(`  API serves the whole log (baseline)  ${(api.ms / 1000).toFixed(2).padStart(6)} s`);
    console.log(
      `  last line on screen                  ${(seen.lastLineMs / 1000).toFixed(2).padStart(6)} s   ` +
        `${(seen.lastLineMs / api.ms).toFixed(1)}x baseline`,
    );
    console.log(`  tab JS heap                          ${seen.heap.toFixed(0).padStart(6)} MB`);
    console.log(`  search to the matching line          ${(seen.searchMs / 1000).toFixed(2).padStart(6)} s`);
    const baseline = `API serves the whole log: ${(api.ms / 1000).toFixed(2)} s`;
    recordFigure({
      figure: `${count}-line log in the browser: last line on screen / JS heap / search to a match`,
      database: 'any',
      value: `${(seen.lastLineMs / 1000).toFixed(2)} s / ${seen.heap.toFixed(0)} MB / ${(seen.searchMs / 1000).toFixed(2)} s`,
      baseline,
      ratio: `${(seen.lastLineMs / api.ms).toFixed(1)}x (last line)`,
    });
  }
} finally {
  await browser.close();
  await bench.dispose();
}
