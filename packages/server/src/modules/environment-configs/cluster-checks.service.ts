import { LOCAL_CLUSTER_ID } from '@slipway/contracts';
import { BadRequestError } from '../../lib/errors.js';
import { type EnvironmentAccess, onCluster } from './environment-access.js';

const isMap = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Whether every label of the selector is on the pod. */
const selects = (selector: Record<string, unknown>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/**
 * What an environment's cluster can do for the share (self-test) and debug dialogs. Neither
 * ephemeral debug containers nor Istio are offered by the clusters' drivers, so both answer no.
 */
export class ClusterChecksService {
  constructor(private readonly access: EnvironmentAccess) {}

  /** Debug containers need the Kubernetes ephemeral containers API; the local cluster has none. */
  ephemeralContainers(_clusterId: string): boolean {
    return false;
  }

  istio(_clusterId: string): boolean {
    return false;
  }

  async startDebugContainer(project: string, envName: string): Promise<never> {
    const { env } = await this.access.inCluster(project, envName);
    throw new BadRequestError(
      'error.cluster.debugUnsupported',
      env.clusterId === LOCAL_CLUSTER_ID || !env.clusterId ? 'local' : env.clusterId,
    );
  }

  /** Services of the namespace that select no pod of any workload (share mode needs one behind each). */
  async servicesWithoutWorkloads(project: string, envName: string): Promise<string[]> {
    const { namespace, driver } = await this.access.inCluster(project, envName);
    const [services, workloads] = await onCluster(() =>
      Promise.all([driver.listResources(namespace, 'Service'), driver.workloads(namespace)]),
    );
    const podLabels = workloads.flatMap((w) => w.pods.map((p) => p.labels));
    const lacking: string[] = [];
    for (const service of services) {
      const name = isMap(service.metadata) ? String(service.metadata.name ?? '') : '';
      const selector =
        isMap(service.spec) && isMap(service.spec.selector) ? service.spec.selector : undefined;
      // a Service without a selector points at endpoints kept by hand: nothing to check
      if (!name || !selector || Object.keys(selector).length === 0) continue;
      if (!podLabels.some((labels) => selects(selector, labels))) lacking.push(`service/${name}`);
    }
    return lacking.sort();
  }
}
