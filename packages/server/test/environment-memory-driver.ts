import { parseAllDocuments } from 'yaml';
import type {
  ClusterEvent,
  ListableKind,
  PodState,
  WorkloadDriver,
  WorkloadRef,
  WorkloadState,
} from '../src/workloads/workload-driver.js';

interface Workload {
  kind: 'Deployment' | 'StatefulSet';
  name: string;
  service: string;
  replicas: number;
  containers: { name: string; image: string }[];
  restarts: number;
}

/**
 * A stand-in of a cluster that keeps objects in memory: for environment rules that do not depend on
 * how a cluster runs containers (status, revisions, variables). An image whose name holds `broken`
 * never becomes ready, as a container in CrashLoopBackOff. The real drivers are tested with podman.
 */
export class MemoryWorkloadDriver implements WorkloadDriver {
  readonly namespaceSet = new Set<string>();
  readonly applied: Array<{ namespace: string; service: string; manifests: string }> = [];
  readonly workloadsByNamespace = new Map<string, Workload[]>();
  readonly deletedPods: string[] = [];

  async available() {
    return { ok: true, reason: '' };
  }
  async namespaces() {
    return [...this.namespaceSet].sort();
  }
  async ensureNamespace(namespace: string) {
    this.namespaceSet.add(namespace);
  }
  async removeNamespace(namespace: string) {
    this.namespaceSet.delete(namespace);
    this.workloadsByNamespace.delete(namespace);
  }
  async apply(namespace: string, labels: { project: string; service: string }, manifests: string) {
    this.applied.push({ namespace, service: labels.service, manifests });
    const kept = this.list(namespace).filter((w) => w.service !== labels.service);
    for (const doc of parseAllDocuments(manifests)) {
      const o = doc.toJS() as {
        kind?: string;
        metadata?: { name?: string };
        spec?: {
          replicas?: number;
          template?: { spec?: { containers?: { name: string; image: string }[] } };
        };
      } | null;
      if (o?.kind !== 'Deployment' && o?.kind !== 'StatefulSet') continue;
      kept.push({
        kind: o.kind,
        name: o.metadata?.name ?? '',
        service: labels.service,
        replicas: o.spec?.replicas ?? 1,
        containers: (o.spec?.template?.spec?.containers ?? []).map((c) => ({ name: c.name, image: c.image })),
        restarts: 0,
      });
    }
    this.workloadsByNamespace.set(namespace, kept);
  }
  async remove(namespace: string, labels: { project: string; service: string }) {
    this.workloadsByNamespace.set(
      namespace,
      this.list(namespace).filter((w) => w.service !== labels.service),
    );
  }
  async setImage(namespace: string, ref: WorkloadRef, container: string, image: string) {
    const c = this.find(namespace, ref).containers.find((x) => x.name === container);
    if (!c) throw new Error(`no container ${container}`);
    c.image = image;
  }
  async waitRollout(namespace: string, ref: WorkloadRef) {
    if (!this.healthy(this.find(namespace, ref))) throw new Error(`${ref.name}: CrashLoopBackOff`);
  }
  async workloads(namespace: string): Promise<WorkloadState[]> {
    return this.list(namespace).map((w) => ({
      kind: w.kind,
      name: w.name,
      service: w.service,
      replicas: w.replicas,
      ready_replicas: this.healthy(w) ? w.replicas : 0,
      images: w.containers.map((c) => ({ container: c.name, image: c.image })),
      pods: Array.from({ length: w.replicas }, (_, i) => this.pod(w, i)),
    }));
  }
  async endpoints() {
    return [];
  }
  async restart(namespace: string, ref: WorkloadRef) {
    this.find(namespace, ref).restarts += 1;
  }
  async scale(namespace: string, ref: WorkloadRef, replicas: number) {
    this.find(namespace, ref).replicas = replicas;
  }
  async deletePod(_namespace: string, pod: string) {
    this.deletedPods.push(pod);
  }
  async *podLogs(): AsyncIterable<string> {}
  async exec(): Promise<never> {
    throw new Error('exec is not part of the stand-in');
  }
  async events(_namespace: string, involved?: { kind: string; name: string }): Promise<ClusterEvent[]> {
    const target = involved ?? { kind: 'Namespace', name: _namespace };
    return [
      {
        reason: 'Scheduled',
        message: `seen ${target.name}`,
        type: 'Normal',
        count: 1,
        first_seen: 1_700_000_000,
        last_seen: 1_700_000_060,
        involved: target,
      },
    ];
  }
  /** workloads as the objects they were applied as (the parts kept here); plain kinds are not kept */
  async listResources(namespace: string, kind: ListableKind): Promise<Record<string, unknown>[]> {
    return this.list(namespace)
      .filter((w) => w.kind === kind)
      .map((w) => ({
        apiVersion: 'apps/v1',
        kind: w.kind,
        metadata: { name: w.name, namespace, labels: { 's-service': w.service } },
        spec: { replicas: w.replicas, template: { spec: { containers: w.containers } } },
      }));
  }
  async putResource() {}
  async deleteResource() {}

  private list(namespace: string) {
    return this.workloadsByNamespace.get(namespace) ?? [];
  }
  private find(namespace: string, ref: WorkloadRef) {
    const w = this.list(namespace).find((x) => x.kind === ref.kind && x.name === ref.name);
    if (!w) throw new Error(`no ${ref.kind} ${ref.name} in ${namespace}`);
    return w;
  }
  private healthy(w: Workload) {
    return !w.containers.some((c) => c.image.includes('broken'));
  }
  private pod(w: Workload, index: number): PodState {
    const ok = this.healthy(w);
    return {
      name: `${w.name}-${index}`,
      phase: 'Running',
      ready: ok,
      host_ip: '127.0.0.1',
      pod_ip: `10.0.0.${index + 1}`,
      created_at: 1_700_000_000,
      labels: { 's-service': w.service },
      containers: w.containers.map((c) => ({
        name: c.name,
        image: c.image,
        ready: ok,
        restart_count: w.restarts,
        status: ok ? 'running' : 'waiting',
        message: ok ? '' : 'CrashLoopBackOff',
      })),
    };
  }
}
