import type { CodeRepo, ScannerBody, ScanRunRepo, ZadigScanningSpec } from '@slipway/contracts';
import type { SonarServer } from '../../modules/sonar/sonar-api.js';
import { type CheckoutDeps, checkoutDir, checkoutRepos } from '../checkout/checkout.js';
import { withSecretsMasked } from '../logs/masked-log.js';
import { renderField, renderScript } from '../variables.js';
import type { JobContext, JobResult, JobType } from './job-type.js';
import type { WithInstalls } from './package-installs.js';
import { runSonarScan, type ScanOutcome, type ScanRun } from './zadig-scanning-sonar.js';

/** A scanner as a scan job runs it, with its Sonar server's token opened. */
export interface ScanTarget {
  id: string;
  project: string;
  scanner: ScannerBody;
  /** undefined when the scanner is not a SonarQube one, or its Sonar integration is gone */
  sonar: SonarServer | undefined;
}

export interface ZadigScanningDeps {
  /** the scanner of a project by name */
  findScanner(project: string, name: string): Promise<ScanTarget | undefined>;
  checkout: CheckoutDeps;
  /** milliseconds in a minute of the scanners' timeouts (shortened in tests) */
  minuteMs: number;
}

/** The output that holds the address of the analysis on the Sonar server. */
export const RESULT_LINK_OUTPUT = 'SONAR_RESULT_LINK';

const sameRepo = (a: { codehost_id: number; repo_owner: string; repo_name: string }, b: typeof a) =>
  a.codehost_id === b.codehost_id && a.repo_owner === b.repo_owner && a.repo_name === b.repo_name;

/** The scanner's repositories at the branch, merge request or tag a run names (else their own branch). */
export function reposToScan(scannerRepos: CodeRepo[], runRepos: ScanRunRepo[]): CodeRepo[] {
  return scannerRepos.map((repo) => {
    const chosen = runRepos.find((run) => sameRepo(run, repo));
    if (!chosen) return repo;
    if (chosen.tag) return { ...repo, branch: '', tag: chosen.tag };
    return { ...repo, branch: chosen.branch, ...(chosen.pr ? { pr: chosen.pr } : {}) };
  });
}

/** An `other` scanner: its script is the scan, and its exit code the result. */
async function runScriptScan(scanner: ScannerBody, run: ScanRun): Promise<ScanOutcome> {
  const step = await run.job.runStep(run.nextStep(), {
    script: renderScript(scanner.script),
    env: run.env,
    timeoutMs: Math.max(run.deadline - Date.now(), 1),
    signal: run.signal,
    log: run.log,
  });
  return {
    status: step.status,
    error: step.status === 'passed' ? '' : `scan script: ${step.error}`,
    resultLink: '',
  };
}

/**
 * Code scans (zadig-reference §2 `zadig-scanning`), one after another: each checks out its
 * scanner's repositories, then runs the scanner's script, or sonar-scanner with the quality gate
 * read from the Sonar server. Each stops at its scanner's own timeout.
 */
export function zadigScanningJob(deps: WithInstalls<ZadigScanningDeps>): JobType<ZadigScanningSpec> {
  return {
    // the Sonar token is learnt while the job runs; the job masks it itself
    secrets: () => [],

    async run(spec, ctx: JobContext): Promise<JobResult> {
      let step = 0;
      const nextStep = () => step++;
      const jobDeadline = Date.now() + ctx.timeoutMs;
      const outputs: Record<string, string> = {};
      for (const scanning of spec.scannings) {
        const project = scanning.project_name || ctx.templates.project;
        const target = await deps.findScanner(project, scanning.name);
        if (!target) {
          const error = `code scanner ${scanning.name} does not exist in project ${project}`;
          ctx.log.write(`${error}\n`);
          return { status: 'failed', outputs, error };
        }
        const { scanner } = target;
        const log = withSecretsMasked(ctx.log, target.sonar ? [target.sonar.token] : []);
        const ownDeadline = Date.now() + scanner.advanced_settings.timeout * deps.minuteMs;
        const deadline = Math.min(jobDeadline, ownDeadline);
        log.write(`\u001b[1m>>> code scan ${scanner.name} (${scanner.scanner_type})\u001b[0m\n`);
        const base = { job: ctx.job, log, signal: ctx.signal, deadline, nextStep };
        const installs = await deps.installs.install(scanner.installs, base);
        const checkout =
          installs.status === 'passed'
            ? await checkoutRepos(reposToScan(scanner.repos, scanning.repos), base, deps.checkout)
            : { ...installs, error: `installs: ${installs.error}`, repos: [], env: {} };
        let outcome: ScanOutcome;
        if (checkout.status !== 'passed') {
          outcome = { status: checkout.status, error: checkout.error, resultLink: '' };
        } else {
          const first = checkout.repos[0];
          const run: ScanRun = {
            ...base,
            env: { ...ctx.env, ...checkout.env },
            dir: first ? checkoutDir(first) : '',
          };
          if (scanner.scanner_type !== 'sonarQube') outcome = await runScriptScan(scanner, run);
          else if (!target.sonar)
            outcome = {
              status: 'failed',
              error: 'the scanner’s Sonar integration does not exist',
              resultLink: '',
            };
          else
            outcome = await runSonarScan(
              scanner,
              target.sonar,
              renderField(scanner.parameter, ctx.templates),
              run,
            );
        }
        if (outcome.resultLink) outputs[RESULT_LINK_OUTPUT] = outcome.resultLink;
        if (outcome.status === 'timeout' && ownDeadline <= jobDeadline)
          outcome.error = `the scan ran past its timeout of ${scanner.advanced_settings.timeout} min`;
        if (outcome.error) log.write(`\u001b[31m${outcome.error}\u001b[0m\n`);
        log.flush();
        if (outcome.status !== 'passed') return { status: outcome.status, outputs, error: outcome.error };
      }
      return { status: 'passed', outputs, error: '' };
    },
  };
}
