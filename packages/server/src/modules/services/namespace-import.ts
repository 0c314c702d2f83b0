import { LOCAL_CLUSTER_ID } from '@slipway/contracts';
import { stringify } from 'yaml';
import { BadRequestError, ConflictError } from '../../lib/errors.js';
import type { ListableKind } from '../../workloads/workload-driver.js';
import { type ClusterDrivers, onCluster } from '../environment-configs/environment-access.js';
import type { ServicesRepository } from './services.repository.js';
import { checkServiceYaml, type ServicesService } from './services.service.js';

/** The import page's kind keys in the order the YAML holds them: workloads, then what they use. */
const KINDS: ReadonlyArray<readonly [key: string, kind: ListableKind, apiVersion: string]> = [
  ['deployment', 'Deployment', 'apps/v1'],
  ['statefulset', 'StatefulSet', 'apps/v1'],
  ['service', 'Service', 'v1'],
  ['configmap', 'ConfigMap', 'v1'],
  ['secret', 'Secret', 'v1'],
  ['ingress', 'Ingress', 'networking.k8s.io/v1'],
  ['pvc', 'PersistentVolumeClaim', 'v1'],
];

/** What the cluster writes into objects; a service's YAML describes only what was asked for. */
const CLUSTER_METADATA = [
  'uid',
  'resourceVersion',
  'generation',
  'creationTimestamp',
  'managedFields',
  'namespace',
  'ownerReferences',
  'selfLink',
];
const CLUSTER_ANNOTATIONS = ['kubectl.kubernetes.io/last-applied-configuration'];
/** set again by the deploy for the project and service the object goes to */
const OWNER_LABELS = ['s-product', 's-service'];

export interface NamespaceImportBody {
  cluster_id?: string;
  namespace?: string;
  product_name?: string;
  services: { name: string; workloads_map?: Record<string, string[]> }[];
}

type KubeObject = Record<string, unknown> & { metadata?: Record<string, unknown> };

/** An object as a service's YAML holds it: without status and what the cluster added. */
export function withoutClusterFields(object: KubeObject): KubeObject {
  const { status: _status, ...rest } = object;
  const metadata = { ...(rest.metadata ?? {}) };
  for (const key of CLUSTER_METADATA) delete metadata[key];
  for (const [field, drop] of [
    ['annotations', CLUSTER_ANNOTATIONS],
    ['labels', OWNER_LABELS],
  ] as const) {
    const kept = Object.entries((metadata[field] as Record<string, string> | undefined) ?? {}).filter(
      ([key]) => !drop.includes(key),
    );
    if (kept.length) metadata[field] = Object.fromEntries(kept);
    else delete metadata[field];
  }
  const out: KubeObject = { ...rest, metadata };
  if (out.kind === 'Service' && out.spec && typeof out.spec === 'object') {
    const { clusterIP: _ip, clusterIPs: _ips, ...spec } = out.spec as Record<string, unknown>;
    out.spec = spec;
  }
  return out;
}

/**
 * POST …/services/yaml (portal-shapes §5.15): K8s YAML services made of objects picked in a
 * namespace. Every service is checked (name free, each picked object found, the YAML valid)
 * before any is created, so a refused request creates nothing.
 */
export class NamespaceImport {
  constructor(
    private readonly services: ServicesService,
    private readonly repository: ServicesRepository,
    private readonly drivers: ClusterDrivers,
  ) {}

  async create(project: string, body: NamespaceImportBody, actor: string): Promise<void> {
    if (body.product_name && body.product_name !== project)
      throw new BadRequestError('error.serviceProjectMismatch', body.product_name);
    if (!body.services.length) return;
    await this.services.projectFor(project, 'k8s');
    const names = new Set<string>();
    for (const { name } of body.services) {
      if (names.has(name) || (await this.repository.find(project, name)))
        throw new ConflictError('error.serviceExists', name);
      names.add(name);
    }
    const read = await this.reader(body.cluster_id, body.namespace ?? '');
    const made: { name: string; yaml: string }[] = [];
    for (const service of body.services) {
      const yaml = await this.yamlOf(service, read);
      const [problem] = checkServiceYaml(yaml);
      if (problem) throw new BadRequestError(problem.key, `${service.name}: ${problem.detail ?? ''}`);
      made.push({ name: service.name, yaml });
    }
    for (const { name, yaml } of made)
      await this.services.createK8s(project, name, { yaml, source: 'spock', visibility: 'private' }, actor);
  }

  /** Reads each kind of the namespace once, however many services pick from it. */
  private async reader(clusterId: string | undefined, namespace: string) {
    const driver = await this.drivers.driverFor(clusterId || LOCAL_CLUSTER_ID);
    const cache = new Map<ListableKind, Promise<KubeObject[]>>();
    return (kind: ListableKind) => {
      let objects = cache.get(kind);
      if (!objects) {
        objects = namespace
          ? onCluster(() => driver.listResources(namespace, kind) as Promise<KubeObject[]>)
          : Promise.resolve([]);
        cache.set(kind, objects);
      }
      return objects;
    };
  }

  private async yamlOf(
    service: NamespaceImportBody['services'][number],
    read: (kind: ListableKind) => Promise<KubeObject[]>,
  ): Promise<string> {
    const picked: KubeObject[] = [];
    const missing: string[] = [];
    for (const [key, kind, apiVersion] of KINDS) {
      const wanted = [...new Set(service.workloads_map?.[key] ?? [])].sort();
      if (!wanted.length) continue;
      const objects = await read(kind);
      for (const name of wanted) {
        const found = objects.find((o) => o.metadata?.name === name);
        // items of a Kubernetes list carry no apiVersion or kind
        if (found) picked.push(withoutClusterFields({ apiVersion, kind, ...found }));
        else missing.push(`${kind}/${name}`);
      }
    }
    if (missing.length)
      throw new BadRequestError('error.serviceNamespaceMissing', `${service.name}: ${missing.join(', ')}`);
    if (!picked.length) throw new BadRequestError('error.serviceNamespaceNothingPicked', service.name);
    return picked.map((object) => stringify(object)).join('---\n');
  }
}
