import type { CodeRepo, TestConfig, TestModule, ZadigTestSpec } from '@slipway/contracts';
import type { ObjectStore } from '../../lib/object-store/object-store.js';
import type { PreparedJob } from '../executors/job-executor.js';
import type { JobLogWriter } from '../logs/log-store.js';
import { withSecretsMasked } from '../logs/masked-log.js';
import { renderField, renderScript } from '../variables.js';
import { cacheKey, type JobCacheDeps, restoreCache, saveCache } from './job-cache.js';
import type { JobContext, JobResult, JobType } from './job-type.js';
import type { WithInstalls } from './package-installs.js';
import { collectTestResults, type TestResults, testRunPrefix } from './zadig-test-results.js';

/** Checks repositories out into the job's workspace (the build jobs' checkout), when wired. */
export type TestCheckout = (
  repos: CodeRepo[],
  ctx: { job: PreparedJob; log: JobLogWriter; signal: AbortSignal; deadline: number; nextStep(): number },
) => Promise<{ status: JobResult['status']; error: string; env: Record<string, string> }>;

/** One test run's outcome, written where the report calls and the test list read it. */
export interface TestRunRecord {
  projectName: string;
  testName: string;
  workflowName: string;
  taskId: number;
  jobName: string;
  passed: boolean;
  /** seconds */
  duration: number;
  results: TestResults;
}

export interface ZadigTestDeps {
  /** a test configuration with its credential values opened */
  findTest(projectName: string, name: string): Promise<TestConfig | undefined>;
  saveRun(run: TestRunRecord): Promise<void>;
  objectStore(): Promise<ObjectStore>;
  checkout?: TestCheckout;
  /** where a test's cache is kept between runs */
  cache?: JobCacheDeps;
  /** length of a minute in ms (tests shorten it) */
  minuteMs: number;
}

/** The variables a test's script sees: Zadig's TESTING_* names, the test's variables, then the run's values. */
function testEnv(ctx: JobContext, test: TestConfig, module: TestModule): Record<string, string> {
  const env: Record<string, string> = {
    ...ctx.env,
    TESTING_PROJECT: test.product_name,
    TESTING_NAME: test.name,
    TESTING_TYPE: test.test_type,
  };
  for (const variable of [...test.pre_test.envs, ...module.key_vals])
    env[variable.key] = renderField(variable.value, ctx.templates);
  return env;
}

/** The test's repositories, with the refs a run chose for the same repositories. */
function reposOf(test: TestConfig, module: TestModule): CodeRepo[] {
  const same = (a: CodeRepo, b: CodeRepo) =>
    a.codehost_id === b.codehost_id && a.repo_owner === b.repo_owner && a.repo_name === b.repo_name;
  return test.repos.map((repo) => module.repos.find((chosen) => same(chosen, repo)) ?? repo);
}

const credentialValues = (test: TestConfig, module: TestModule) =>
  [...test.pre_test.envs, ...module.key_vals].filter((e) => e.is_credential && e.value).map((e) => e.value);

/**
 * Runs saved tests (zadig-reference §4): checkout, the test's script in the sandbox, then every JUnit
 * file of its report folder merged into one suite. A failed script or any failed case fails the job.
 */
export function zadigTestJob(deps: WithInstalls<ZadigTestDeps>): JobType<ZadigTestSpec> {
  async function runModule(
    module: TestModule,
    ctx: JobContext,
    jobDeadline: number,
    nextStep: () => number,
  ): Promise<JobResult> {
    const test = await deps.findTest(module.project_name, module.name);
    if (!test) {
      const error = `test ${module.name} of project ${module.project_name} does not exist`;
      ctx.log.write(`\u001b[31m${error}\u001b[0m\n`);
      return { status: 'failed', outputs: {}, error };
    }
    const started = Date.now();
    const deadline = Math.min(jobDeadline, started + test.timeout * deps.minuteMs);
    const log = withSecretsMasked(ctx.log, credentialValues(test, module));
    const env = testEnv(ctx, test, module);
    log.write(`\u001b[1m>>> test ${test.name}\u001b[0m\n`);
    try {
      const base = { job: ctx.job, log, signal: ctx.signal, deadline, nextStep };
      const installs = await deps.installs.install(test.pre_test.installs, base);
      if (installs.status !== 'passed')
        return { status: installs.status, outputs: {}, error: `${test.name}: installs: ${installs.error}` };
      const cache = test.cache_enable && deps.cache ? cacheKey('test', test.product_name, test.name) : '';
      const cacheRun = { job: ctx.job, ctx: { ...ctx, log }, deadline, nextStep };
      if (cache && deps.cache) await restoreCache(deps.cache, cacheRun, cache);
      const repos = reposOf(test, module);
      if (repos.length && deps.checkout) {
        const checkout = await deps.checkout(repos, {
          job: ctx.job,
          log,
          signal: ctx.signal,
          deadline,
          nextStep,
        });
        if (checkout.status !== 'passed')
          return { status: checkout.status, outputs: {}, error: checkout.error };
        Object.assign(env, checkout.env);
      }
      const script = await ctx.job.runStep(nextStep(), {
        script: renderScript(test.scripts),
        env,
        timeoutMs: Math.max(deadline - Date.now(), 1),
        signal: ctx.signal,
        log,
      });
      if (script.status === 'cancelled' || script.status === 'timeout')
        return { status: script.status, outputs: {}, error: `${test.name}: ${script.error}` };
      const run = {
        workflow: ctx.templates.workflow,
        taskId: ctx.templates.taskId,
        job: ctx.jobName,
        test: test.name,
      };
      const results = await collectTestResults(
        ctx.job.hostWorkspace,
        test,
        await deps.objectStore(),
        testRunPrefix(run),
        log,
      );
      const failedCases = results.suite.failures + results.suite.errors;
      const error =
        script.status !== 'passed'
          ? `${test.name}: ${script.error}`
          : results.error
            ? `${test.name}: ${results.error}`
            : failedCases
              ? `${test.name}: ${failedCases} of ${results.suite.tests} test cases failed`
              : '';
      if (error) log.write(`\u001b[31m${error}\u001b[0m\n`);
      else if (cache && deps.cache) await saveCache(deps.cache, cacheRun, cache, test, env);
      await deps.saveRun({
        projectName: test.product_name,
        testName: test.name,
        workflowName: run.workflow,
        taskId: run.taskId,
        jobName: run.job,
        passed: !error,
        duration: Math.round((Date.now() - started) / 100) / 10,
        results,
      });
      return { status: error ? 'failed' : 'passed', outputs: {}, error };
    } finally {
      log.flush();
    }
  }

  return {
    secrets: (spec) =>
      spec.test_modules.flatMap((m) =>
        m.key_vals.filter((e) => e.is_credential && e.value).map((e) => e.value),
      ),

    async run(spec, ctx): Promise<JobResult> {
      const deadline = Date.now() + ctx.timeoutMs;
      let step = 0;
      const nextStep = () => step++;
      let outcome: JobResult = { status: 'passed', outputs: {}, error: '' };
      // every test runs even when an earlier one failed, so each has its report; a stop ends them all
      for (const module of spec.test_modules) {
        const result = await runModule(module, ctx, deadline, nextStep);
        if (result.status === 'cancelled' || result.status === 'timeout') return result;
        if (result.status !== 'passed' && outcome.status === 'passed') outcome = result;
      }
      return outcome;
    },
  };
}
