import type { ZadigDeploySpec } from '@slipway/contracts';
import type { WorkloadRef } from '../../workloads/workload-driver.js';
import { deployHelmService } from './helm-deploy.js';
import type { JobContext, JobResult, JobType } from './job-type.js';
import { deployToHosts, type HostDeploys } from './zadig-deploy-hosts.js';
import { type ImageToDeploy, imagesToDeploy } from './zadig-deploy-images.js';
import { setImageFailure, waitForRollouts } from './zadig-deploy-rollout.js';
import type { DeployEnvironment, DeployTargets } from './zadig-deploy-targets.js';

const failed = (error: string): JobResult => ({ status: 'failed', outputs: {}, error });

/** The workloads of a service in the environment (by its s-service label); none when they cannot be read. */
async function serviceWorkloads(environment: DeployEnvironment, service: string): Promise<WorkloadRef[]> {
  const workloads = await environment.driver.workloads(environment.namespace).catch(() => []);
  return workloads.filter((w) => w.service === service).map(({ kind, name }) => ({ kind, name }));
}

/** The message a deploy job fails with when the server has no way to reach environments. */
export const DEPLOYS_UNAVAILABLE = 'deploys are not available on this server: no environments module';

/**
 * Deploys images to an environment of the workflow's project (zadig-reference §5 `zadig-deploy`):
 * Kubernetes services get each container's image set, then every changed workload is waited for
 * until ready or the job's timeout (unless `skip_check_run_status`); Helm services are upgraded with
 * the images in their values; host services of a host environment run their deploy scripts over SSH.
 */
export function zadigDeployJob(
  targets: DeployTargets | undefined,
  hosts?: HostDeploys,
): JobType<ZadigDeploySpec> {
  return {
    secrets: () => [],

    async run(spec, ctx: JobContext): Promise<JobResult> {
      const onHosts = hosts && (await deployToHosts(spec, ctx, hosts));
      if (onHosts) return onHosts;
      if (!targets) return failed(DEPLOYS_UNAVAILABLE);
      const log = (line: string) => ctx.log.write(line);
      const deadline = Date.now() + ctx.timeoutMs;
      let environment: DeployEnvironment;
      let images: ImageToDeploy[];
      try {
        environment = await targets.environment(ctx.templates.project, spec.env);
        images = imagesToDeploy(spec, environment.services, ctx.templates);
      } catch (error) {
        log(`${(error as Error).message}\n`);
        return failed((error as Error).message);
      }
      log(`deploying to the environment ${environment.name} (namespace ${environment.namespace})\n`);
      const typeOf = new Map(environment.services.map((s) => [s.name, s.type]));
      const hostService = images.find((i) => typeOf.get(i.service) === 'pm');
      if (hostService) return failed(`${hostService.service} is a host service: deploy it with its build`);

      const changed: WorkloadRef[] = [];
      try {
        for (const { service, container, image } of images.filter((i) => typeOf.get(i.service) === 'k8s')) {
          log(`${service}/${container}: setting the image ${image}\n`);
          const workloads = await targets
            .deployImage(environment, service, container, image)
            .catch((error: Error) => {
              throw new Error(`${service}/${container}: ${setImageFailure(error.message)}`);
            });
          for (const workload of workloads) {
            if (!changed.some((w) => w.kind === workload.kind && w.name === workload.name))
              changed.push(workload);
          }
        }
      } catch (error) {
        log(`${(error as Error).message}\n`);
        return failed((error as Error).message);
      }
      const helmServices = [
        ...new Set(images.filter((i) => typeOf.get(i.service) === 'helm').map((i) => i.service)),
      ];
      for (const service of helmServices) {
        const outcome = await deployHelmService(targets, environment, service, images, {
          deadline,
          log,
          signal: ctx.signal,
        });
        if (outcome.status !== 'passed') return { ...outcome, outputs: {} };
        // the chart's workloads roll out like the others
        for (const workload of await serviceWorkloads(environment, service)) changed.push(workload);
      }

      if (spec.skip_check_run_status) {
        log('the rollout is not waited for (skip_check_run_status)\n');
        return { status: 'passed', outputs: {}, error: '' };
      }
      const outcome = await waitForRollouts(
        environment.driver,
        environment.namespace,
        changed,
        deadline,
        log,
        ctx.signal,
      );
      if (outcome.status === 'passed') log('deployed\n');
      return { ...outcome, outputs: {} };
    },
  };
}
