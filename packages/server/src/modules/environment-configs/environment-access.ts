import { AppError, BadRequestError, NotFoundError, ServiceUnavailableError } from '../../lib/errors.js';
import type { WorkloadDriver } from '../../workloads/workload-driver.js';
import type { EnvironmentConfigsRepository, EnvironmentRow } from './environment-configs.repository.js';

/** Where the driver of a cluster comes from (`local` is this machine); the same shape environments use. */
export interface ClusterDrivers {
  driverFor(clusterId: string): WorkloadDriver | Promise<WorkloadDriver>;
}

/** A cluster's failure as the portal should see it: the cluster cannot be reached, and why. */
export function clusterFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new ServiceUnavailableError(
    'error.envConfig.clusterUnavailable',
    error instanceof Error ? error.message : String(error),
  );
}

/** Runs a call on a cluster, turning its failures into a clear 503. */
export async function onCluster<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw clusterFailure(error);
  }
}

/** An environment of a project and the driver of the cluster it runs in. */
export class EnvironmentAccess {
  constructor(
    readonly repository: EnvironmentConfigsRepository,
    private readonly drivers: ClusterDrivers,
  ) {}

  async get(project: string, name: string): Promise<EnvironmentRow> {
    const env = await this.repository.environment(project, name);
    if (!env) throw new NotFoundError('error.envConfig.environmentNotFound', name);
    return env;
  }

  /** The driver of a cluster; a cluster that is unknown or not connected is the caller's 400. */
  async driverFor(clusterId: string): Promise<WorkloadDriver> {
    try {
      return await this.drivers.driverFor(clusterId);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new BadRequestError(
        'error.envConfig.clusterUnavailable',
        error instanceof Error ? error.message : String(error),
      );
    }
  }

  /** The environment, its namespace and its cluster's driver; host environments have none. */
  async inCluster(project: string, name: string) {
    const env = await this.get(project, name);
    if (env.source === 'pm' || !env.namespace)
      throw new BadRequestError('error.envConfig.notClusterEnvironment');
    return { env, namespace: env.namespace, driver: await this.driverFor(env.clusterId || 'local') };
  }
}
