import { translate } from '@slipway/contracts';
import type { EnvironmentService } from '../../db/schema-environments.js';
import { AppError } from '../../lib/errors.js';
import { HelmCli } from '../../lib/helm/helm-cli.js';
import type { WorkloadDriver } from '../../workloads/workload-driver.js';
import { HELM_MISSING } from './helm-deploy.js';
import {
  type DeployEnvironment,
  type DeployTargets,
  type HelmDeployRequest,
  setServiceImage,
} from './zadig-deploy-targets.js';

/** What deploy jobs use of the environments module. */
export interface EnvironmentsForDeploys {
  get(
    project: string,
    name: string,
  ): Promise<{
    name: string;
    namespace: string;
    clusterId: string;
    source: string;
    services: EnvironmentService[];
  }>;
  driverOf(env: { clusterId: string; source: string }): Promise<WorkloadDriver>;
  /** sets the image on the service's workloads and records it in the environment (no wait when timeoutMs is 0) */
  deployImage(
    project: string,
    env: string,
    service: string,
    container: string,
    image: string,
    timeoutMs: number,
    signal?: AbortSignal,
    by?: string,
  ): Promise<void>;
}

/** A Helm release upgrade of an environment's service, when Helm environments can be deployed. */
export type HelmReleaseDeployer = (request: HelmDeployRequest) => Promise<void>;

/** A module error in words a job log can show (its English text and details). */
function inWords(error: unknown): Error {
  if (!(error instanceof AppError)) return error as Error;
  const text = translate(error.messageKey, 'en');
  return new Error(error.description ? `${text}: ${error.description}` : text);
}

const words =
  <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await work(...args);
    } catch (error) {
      throw inWords(error);
    }
  };

/**
 * Deploy jobs' view of environments: the environment and its cluster's driver from the
 * environments module, images set and recorded through it (the job waits for the rollout itself,
 * to tell why one fails), and Helm upgrades through `helm` when it is installed.
 */
export function environmentDeployTargets(
  environments: EnvironmentsForDeploys,
  helm: { cli?: HelmCli; deploy?: HelmReleaseDeployer } = {},
): DeployTargets {
  const cli = helm.cli ?? new HelmCli();
  return {
    environment: words(async (project: string, name: string): Promise<DeployEnvironment> => {
      const env = await environments.get(project, name);
      if (env.source === 'pm') throw new Error(`the environment ${name} runs on hosts, not on a cluster`);
      return {
        project,
        name: env.name,
        namespace: env.namespace,
        clusterId: env.clusterId,
        driver: await environments.driverOf(env),
        services: env.services.map((s) => ({
          name: s.name,
          type: s.type,
          containers: s.containers.map((c) => ({ name: c.name, image: c.image })),
        })),
      };
    }),
    cluster: words((clusterId: string) => environments.driverOf({ clusterId, source: 'spock' })),
    deployImage: words(async (env: DeployEnvironment, service: string, container: string, image: string) => {
      await environments.deployImage(
        env.project,
        env.name,
        service,
        container,
        image,
        0,
        undefined,
        'workflow',
      );
      // the same workloads the module changed: the service's that run this container
      const changed = (await env.driver.workloads(env.namespace)).filter(
        (w) => w.service === service && w.images.some((i) => i.container === container && i.image === image),
      );
      return changed.length > 0
        ? changed.map(({ kind, name }) => ({ kind, name }))
        : setServiceImage(env.driver, env.namespace, service, container, image);
    }),
    deployHelm: words(async (request: HelmDeployRequest) => {
      if (!(await cli.available())) throw new Error(HELM_MISSING);
      if (!helm.deploy)
        throw new Error('Helm environments cannot be deployed by workflows on this server yet');
      await helm.deploy(request);
    }),
  };
}
