import {
  type AvailableNamespace,
  LOCAL_CLUSTER_ID,
  type NamespaceResources,
  namespaceResourceKeys,
} from '@slipway/contracts';
import type { ResourceKind } from '../../workloads/workload-driver.js';
import { type EnvironmentAccess, onCluster } from './environment-access.js';

/** The cluster's own namespaces, never offered for an environment (as Zadig leaves them out). */
const SYSTEM_NAMESPACES = new Set(['kube-system', 'kube-public', 'kube-node-lease']);

/** The plain kinds the import page offers, by its keys; workloads come from the workload listing. */
const PLAIN_KINDS: Record<string, ResourceKind> = {
  configmap: 'ConfigMap',
  secret: 'Secret',
  ingress: 'Ingress',
  pvc: 'PersistentVolumeClaim',
  service: 'Service',
};

/** What a cluster holds outside any one environment: its namespaces and what runs in one of them. */
export class ClusterNamespacesService {
  constructor(private readonly access: EnvironmentAccess) {}

  /** Every namespace of the cluster, flagged `used` when an environment already has it. */
  async available(clusterId: string): Promise<AvailableNamespace[]> {
    const id = clusterId || LOCAL_CLUSTER_ID;
    const driver = await this.access.driverFor(id);
    const names = await onCluster(() => driver.namespaces());
    // environments of the local cluster may keep its id empty
    const ids = id === LOCAL_CLUSTER_ID ? [LOCAL_CLUSTER_ID, ''] : [id];
    const used = new Set(await this.access.repository.namespacesInCluster(ids));
    return names
      .filter((name) => !SYSTEM_NAMESPACES.has(name))
      .sort()
      .map((name) => ({ name, used: used.has(name) }));
  }

  /** The names of a namespace's resources per kind, for making services from them. */
  async resources(clusterId: string, namespace: string): Promise<NamespaceResources> {
    const map = Object.fromEntries(namespaceResourceKeys.map((key) => [key, [] as string[]])) as Record<
      (typeof namespaceResourceKeys)[number],
      string[]
    >;
    if (!namespace) return { workloads_map: map };
    const driver = await this.access.driverFor(clusterId || LOCAL_CLUSTER_ID);
    const workloads = await onCluster(() => driver.workloads(namespace));
    for (const w of workloads) map[w.kind === 'StatefulSet' ? 'statefulset' : 'deployment'].push(w.name);
    for (const [key, kind] of Object.entries(PLAIN_KINDS)) {
      const objects = await onCluster(() => driver.listResources(namespace, kind));
      map[key as keyof typeof map] = objects.map((o) =>
        String((o.metadata as { name?: unknown })?.name ?? ''),
      );
    }
    for (const names of Object.values(map)) names.sort();
    return { workloads_map: map };
  }
}
