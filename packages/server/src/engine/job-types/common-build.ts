import type { CodeRepo } from '@slipway/contracts';
import { type CheckoutDeps, checkoutRepos } from '../checkout/checkout.js';
import type { JobContext, JobResult, JobType } from './job-type.js';
import type { PackageInstaller } from './package-installs.js';

/** A common workflow's build (architecture.md "Common workflows"): installs, repositories, one script. */
export interface CommonBuildSpec {
  repos: CodeRepo[];
  script: string;
  /** software packages installed before the checkout */
  installs: Array<{ name: string; version: string }>;
  /** the run's parameters and the build's own variables, by name */
  envs: Array<{ key: string; value: string; is_credential: boolean }>;
}

/** The output holding the commit the `index`-th repository was checked out at. */
export const commonCommitOutput = (index: number) => `commit_${index}`;

/**
 * Installs the build's packages and checks the repositories out at the branch or pull request of the
 * run (sandboxed, as builds do), then runs the script with the variables of the repositories and of
 * the run.
 */
export const commonBuildJob = (deps: {
  checkout: CheckoutDeps;
  installs: PackageInstaller;
}): JobType<CommonBuildSpec> => ({
  secrets: (spec) => spec.envs.filter((env) => env.is_credential && env.value).map((env) => env.value),

  async run(spec, ctx: JobContext): Promise<JobResult> {
    const deadline = Date.now() + ctx.timeoutMs;
    let step = 0;
    const run = { job: ctx.job, log: ctx.log, signal: ctx.signal, deadline, nextStep: () => step++ };
    const installed = await deps.installs.install(spec.installs ?? [], run);
    if (installed.status !== 'passed')
      return { status: installed.status, outputs: {}, error: installed.error };
    const checkout = await checkoutRepos(spec.repos, run, deps.checkout);
    const outputs = Object.fromEntries(
      checkout.repos.map((repo, index) => [commonCommitOutput(index), repo.commit_id]),
    );
    if (checkout.status !== 'passed') return { status: checkout.status, outputs, error: checkout.error };
    const env: Record<string, string> = { ...ctx.env, ...checkout.env };
    for (const variable of spec.envs) env[variable.key] = variable.value;
    ctx.log.write('\u001b[1m>>> build script\u001b[0m\n');
    const result = await ctx.job.runStep(step++, {
      script: spec.script,
      env,
      timeoutMs: Math.max(deadline - Date.now(), 1),
      signal: ctx.signal,
      log: ctx.log,
    });
    if (result.status !== 'passed')
      return { status: result.status, outputs, error: `build script: ${result.error}` };
    return { status: 'passed', outputs, error: '' };
  },
});
