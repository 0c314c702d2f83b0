import { LOCAL_CLUSTER_ID } from '@slipway/contracts';
import type { Podman } from '../engine/executors/container/podman.js';
import type { KubernetesCluster } from '../engine/executors/kubernetes/kube-api.js';
import { KubernetesWorkloads } from './kubernetes-workloads.js';
import { PodmanWorkloads } from './podman-workloads.js';
import type { WorkloadDriver } from './workload-driver.js';

/** What the drivers need of the clusters module: the stored connection of a cluster that is reachable now. */
export interface ClusterConnections {
  jobCluster(id: string): Promise<{ connection: KubernetesCluster } | undefined>;
}

export class ClusterUnavailableError extends Error {
  constructor(readonly clusterId: string) {
    super(`cluster "${clusterId}" is not connected`);
  }
}

/**
 * The driver of each cluster: `local` (or no id) runs on this machine with podman; any other id is a
 * cluster of system settings, reached through its Kubernetes API with the stored connection.
 */
export class ClusterDrivers {
  private readonly local: PodmanWorkloads;
  private readonly remote = new Map<string, { key: string; driver: KubernetesWorkloads }>();

  constructor(
    podman: Podman,
    dataDir: string,
    private readonly clusters: ClusterConnections,
  ) {
    this.local = new PodmanWorkloads(podman, dataDir);
  }

  async driverFor(clusterId: string): Promise<WorkloadDriver> {
    if (!clusterId || clusterId === LOCAL_CLUSTER_ID) return this.local;
    const cluster = await this.clusters.jobCluster(clusterId);
    if (!cluster) throw new ClusterUnavailableError(clusterId);
    // one driver (and its connection pool) per cluster, made again when the stored connection changes
    const key = JSON.stringify(cluster.connection);
    const cached = this.remote.get(clusterId);
    if (cached?.key === key) return cached.driver;
    cached?.driver.close();
    const driver = new KubernetesWorkloads(cluster.connection);
    this.remote.set(clusterId, { key, driver });
    return driver;
  }
}
