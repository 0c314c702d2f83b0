import { type CustomDeploySpec, DEPLOY_TARGET_PATTERN } from '@slipway/contracts';
import type { WorkloadDriver, WorkloadRef } from '../../workloads/workload-driver.js';
import { renderField } from '../variables.js';
import type { JobContext, JobResult, JobType } from './job-type.js';
import { DEPLOYS_UNAVAILABLE } from './zadig-deploy.js';
import { setImageFailure, waitForRollouts } from './zadig-deploy-rollout.js';
import type { DeployTargets } from './zadig-deploy-targets.js';

const failed = (error: string): JobResult => ({ status: 'failed', outputs: {}, error });

/** `deployment/web/app` → the workload and container it names (kind as Kubernetes spells it). */
export function parseDeployTarget(target: string): { workload: WorkloadRef; container: string } | undefined {
  const match = DEPLOY_TARGET_PATTERN.exec(target);
  if (!match) return undefined;
  const kind = match[1]!.toLowerCase() === 'deployment' ? 'Deployment' : 'StatefulSet';
  return { workload: { kind, name: match[2]!.toLowerCase() }, container: match[4]!.toLowerCase() };
}

/**
 * Sets images of named workloads' containers in a namespace of a cluster (zadig-reference §2
 * `custom-deploy`), outside any environment, then waits for the rollouts for the job's `timeout`
 * seconds unless `skip_check_run_status`. With source `fromjob`, an empty image is the IMAGE output
 * of `job_name` (or of the build job's module named like the container).
 */
export function customDeployJob(targets: DeployTargets | undefined): JobType<CustomDeploySpec> {
  return {
    secrets: () => [],

    async run(spec, ctx: JobContext): Promise<JobResult> {
      if (!targets) return failed(DEPLOYS_UNAVAILABLE);
      const log = (line: string) => ctx.log.write(line);
      const deadline = Date.now() + Math.min(ctx.timeoutMs, spec.timeout * 1000);
      let driver: WorkloadDriver;
      try {
        driver = await targets.cluster(spec.cluster_id);
      } catch (error) {
        log(`${(error as Error).message}\n`);
        return failed((error as Error).message);
      }
      const changed: WorkloadRef[] = [];
      for (const entry of spec.targets) {
        const target = parseDeployTarget(entry.target);
        if (!target) return failed(`not a deploy target: ${entry.target}`);
        const image = renderField(entry.image, ctx.templates) || imageOfJob(spec, ctx, target.container);
        if (!image || image.includes('{{')) return failed(`no image for ${entry.target}`);
        const { workload, container } = target;
        log(
          `${spec.namespace}: ${workload.kind}/${workload.name}/${container}: setting the image ${image}\n`,
        );
        try {
          await driver.setImage(spec.namespace, workload, container, image);
        } catch (error) {
          const message = `${entry.target}: ${setImageFailure((error as Error).message)}`;
          log(`${message}\n`);
          return failed(message);
        }
        if (!changed.some((w) => w.kind === workload.kind && w.name === workload.name))
          changed.push(workload);
      }
      if (spec.skip_check_run_status) {
        log('the rollout is not waited for (skip_check_run_status)\n');
        return { status: 'passed', outputs: {}, error: '' };
      }
      const outcome = await waitForRollouts(driver, spec.namespace, changed, deadline, log, ctx.signal);
      if (outcome.status === 'passed') log('deployed\n');
      return { ...outcome, outputs: {} };
    },
  };
}

function imageOfJob(spec: CustomDeploySpec, ctx: JobContext, container: string): string {
  if (spec.source !== 'fromjob') return '';
  const outputs = ctx.templates.outputs;
  if (outputs[spec.job_name]?.IMAGE) return outputs[spec.job_name]!.IMAGE!;
  // a build job's modules run as `<job>-<service>-<module>`: the one whose module is the container
  const module = Object.entries(outputs).find(
    ([name, values]) =>
      name.startsWith(`${spec.job_name}-`) && name.endsWith(`-${container}`) && values.IMAGE,
  );
  return module?.[1].IMAGE ?? '';
}
