import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { environments } from '../../db/schema-environments.js';
import type { ClusterDrivers } from '../../workloads/cluster-drivers.js';
import type { WorkloadDriver } from '../../workloads/workload-driver.js';

/** Where an environment's pods run: the driver of its cluster and its namespace. */
export interface EnvironmentPlacement {
  driver: WorkloadDriver;
  namespace: string;
}

/** undefined when the project has no such environment. */
export type PlacementResolver = (
  project: string,
  envName: string,
) => Promise<EnvironmentPlacement | undefined>;

/** Reads the environment's cluster and namespace from the environments table. */
export function placementFromTable(db: Db, drivers: ClusterDrivers): PlacementResolver {
  return async (project, envName) => {
    const [row] = await db
      .select({ clusterId: environments.clusterId, namespace: environments.namespace })
      .from(environments)
      .where(and(eq(environments.project, project), eq(environments.name, envName)))
      .limit(1);
    if (!row) return undefined;
    return {
      driver: await drivers.driverFor(row.clusterId),
      namespace: row.namespace,
    };
  };
}
