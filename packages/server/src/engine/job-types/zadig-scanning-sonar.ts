import type { ScannerBody } from '@slipway/contracts';
import { ceTask, qualityGateStatus, type SonarServer } from '../../modules/sonar/sonar-api.js';
import type { PreparedJob } from '../executors/job-executor.js';
import type { JobLogWriter } from '../logs/log-store.js';
import { renderScript } from '../variables.js';

/** How often a finished analysis is asked for while the Sonar server processes it. */
const CE_POLL_MS = 1000;
const REPORT_OUTPUT = 'SLIPWAY_SONAR_REPORT';

/** One scan run inside a job: where it runs and until when. */
export interface ScanRun {
  job: PreparedJob;
  log: JobLogWriter;
  signal: AbortSignal;
  /** epoch ms */
  deadline: number;
  env: Record<string, string>;
  /** the folder the scan runs in, relative to the workspace ('' for the workspace) */
  dir: string;
  nextStep(): number;
}

export interface ScanOutcome {
  status: 'passed' | 'failed' | 'timeout' | 'cancelled';
  error: string;
  /** the analysis on the Sonar server */
  resultLink: string;
}

/**
 * The SonarQube scan: the pre-scan script, then `sonar-scanner` in the same shell (so the pre-scan
 * script may put it on PATH) with the scanner's parameters as sonar-project.properties. The server
 * address and token reach it as SONAR_HOST_URL and SONAR_TOKEN, never as arguments.
 */
const SONAR_SCRIPT = (preScript: string) => `set -e
cd "$WORKSPACE/$SLIPWAY_SCAN_DIR"
${preScript}
cd "$WORKSPACE/$SLIPWAY_SCAN_DIR"
printf '%s\\n' "$SLIPWAY_SONAR_PARAMETER" > sonar-project.properties
sonar-scanner
if [ -f .scannerwork/report-task.txt ]; then cat .scannerwork/report-task.txt > "$SLIPWAY_OUTPUTS/${REPORT_OUTPUT}"; fi
`;

/** report-task.txt is a Java properties file: key=value lines, `\` escapes. */
export function parseReportTask(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z][\w.]*)\s*[=:]\s*(.*)$/.exec(line);
    if (match) values[match[1]!] = match[2]!.replace(/\\(.)/g, '$1').trim();
  }
  return values;
}

/** The job wrote the report: only an http(s) address is shown as a link. */
const safeLink = (url: string | undefined) => (url && /^https?:\/\/[^\s]+$/.test(url) ? url : '');

const failed = (error: string, resultLink = ''): ScanOutcome => ({ status: 'failed', error, resultLink });

export async function runSonarScan(
  scanner: ScannerBody,
  sonar: SonarServer,
  parameter: string,
  run: ScanRun,
): Promise<ScanOutcome> {
  const step = await run.job.runStep(run.nextStep(), {
    script: SONAR_SCRIPT(renderScript(scanner.pre_script)),
    env: {
      ...run.env,
      SLIPWAY_SCAN_DIR: run.dir,
      SLIPWAY_SONAR_PARAMETER: parameter,
      SONAR_HOST_URL: sonar.address,
      SONAR_TOKEN: sonar.token,
    },
    timeoutMs: Math.max(run.deadline - Date.now(), 1),
    signal: run.signal,
    log: run.log,
  });
  const report = parseReportTask((await run.job.readOutputs([REPORT_OUTPUT]))[REPORT_OUTPUT] ?? '');
  const resultLink = safeLink(report.dashboardUrl);
  if (step.status !== 'passed')
    return { status: step.status, error: `sonar-scanner: ${step.error}`, resultLink };
  if (!scanner.check_quality_gate) return { status: 'passed', error: '', resultLink };
  if (!report.ceTaskId)
    return failed('sonar-scanner wrote no .scannerwork/report-task.txt with a ceTaskId', resultLink);
  return { ...(await qualityGate(sonar, report.ceTaskId, run)), resultLink };
}

/** Waits for the server to process the analysis, then reads its quality gate: ERROR fails the scan. */
async function qualityGate(
  sonar: SonarServer,
  ceTaskId: string,
  run: ScanRun,
): Promise<Omit<ScanOutcome, 'resultLink'>> {
  run.log.write(
    `\u001b[1m>>> quality gate\u001b[0m\nwaiting for the Sonar server to process analysis task ${ceTaskId}\n`,
  );
  try {
    for (;;) {
      if (run.signal.aborted) return { status: 'cancelled', error: '' };
      if (Date.now() >= run.deadline)
        return { status: 'timeout', error: 'the quality gate was not known in time' };
      const task = await ceTask(sonar, ceTaskId, run.signal);
      if (task.status === 'SUCCESS') {
        const status = await qualityGateStatus(sonar, task.analysisId, run.signal);
        run.log.write(`quality gate: ${status || 'NONE'}\n`);
        return status === 'ERROR'
          ? { status: 'failed', error: 'the quality gate failed (ERROR)' }
          : { status: 'passed', error: '' };
      }
      if (task.status === 'FAILED' || task.status === 'CANCELED') {
        const error =
          `the Sonar server did not process the analysis (${task.status}) ${task.errorMessage}`.trim();
        run.log.write(`${error}\n`);
        return { status: 'failed', error };
      }
      await pause(Math.min(CE_POLL_MS, Math.max(run.deadline - Date.now(), 0)), run.signal);
    }
  } catch (error) {
    if (run.signal.aborted) return { status: 'cancelled', error: '' };
    const message = `Sonar server: ${(error as Error).message}`;
    run.log.write(`${message}\n`);
    return { status: 'failed', error: message };
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
