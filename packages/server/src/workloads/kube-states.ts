import { unixOf } from './kube-objects.js';
import type { KubeObject } from './podman-manifests.js';
import type { PodState } from './workload-driver.js';

/** An object as the API answers it: named, with the resourceVersion a replace must send back. */
export type Obj = KubeObject & {
  metadata: { name: string; resourceVersion?: string; [key: string]: unknown };
};

export interface PodObject {
  metadata: { name: string; labels?: Record<string, string>; creationTimestamp?: string };
  spec?: { containers?: { name: string; image: string }[] };
  status?: {
    phase?: string;
    hostIP?: string;
    podIP?: string;
    conditions?: { type: string; status: string }[];
    containerStatuses?: {
      name: string;
      image: string;
      ready: boolean;
      restartCount: number;
      state?: Record<string, { reason?: string; message?: string }>;
    }[];
  };
}
export interface WorkloadStatus {
  observedGeneration?: number;
  replicas?: number;
  updatedReplicas?: number;
  readyReplicas?: number;
  availableReplicas?: number;
  conditions?: { type: string; status: string; reason?: string; message?: string }[];
}

/**
 * What the cluster allocated to a Service and manifests leave out (cluster IPs, node ports): a
 * replace without them would ask to change immutable fields.
 */
export function keepAllocated(next: Obj, current: Obj): void {
  next.spec ??= {};
  const spec = next.spec as {
    clusterIP?: string;
    clusterIPs?: string[];
    ports?: { port: number; protocol?: string; nodePort?: number }[];
  };
  const had = (current.spec ?? {}) as typeof spec;
  if (!spec.clusterIP && had.clusterIP) spec.clusterIP = had.clusterIP;
  if (!spec.clusterIPs && had.clusterIPs) spec.clusterIPs = had.clusterIPs;
  for (const port of spec.ports ?? []) {
    const same = had.ports?.find(
      (p) => p.port === port.port && (p.protocol ?? 'TCP') === (port.protocol ?? 'TCP'),
    );
    if (port.nodePort === undefined && same?.nodePort !== undefined) port.nodePort = same.nodePort;
  }
}

/** 'done' when every replica runs the current spec; 'failed …' when the rollout gave up; else progress. */
export function rolloutVerdict(object: Obj & { status?: WorkloadStatus }): string {
  const status = object.status ?? {};
  const wanted = (object.spec as { replicas?: number } | undefined)?.replicas ?? 1;
  const generation = (object.metadata as { generation?: number }).generation ?? 0;
  const stalled = status.conditions?.find(
    (c) => c.type === 'Progressing' && c.reason === 'ProgressDeadlineExceeded',
  );
  if (stalled) return `failed: ${stalled.message ?? stalled.reason}`;
  if ((status.observedGeneration ?? 0) < generation) return 'waiting for the controller to see the change';
  const updated = status.updatedReplicas ?? 0;
  const ready = status.readyReplicas ?? 0;
  if (updated >= wanted && ready >= wanted && (status.replicas ?? 0) <= wanted) return 'done';
  return `${Math.min(updated, ready)}/${wanted} replicas updated and ready`;
}

export function podState(pod: PodObject): PodState {
  const statuses = pod.status?.containerStatuses ?? [];
  return {
    name: pod.metadata.name,
    phase: pod.status?.phase ?? 'Unknown',
    ready: pod.status?.conditions?.some((c) => c.type === 'Ready' && c.status === 'True') ?? false,
    host_ip: pod.status?.hostIP ?? '',
    pod_ip: pod.status?.podIP ?? '',
    created_at: unixOf(pod.metadata.creationTimestamp),
    labels: pod.metadata.labels ?? {},
    containers: (pod.spec?.containers ?? []).map((container) => {
      const s = statuses.find((c) => c.name === container.name);
      const [state, detail] = Object.entries(s?.state ?? {})[0] ?? ['waiting', {}];
      return {
        name: container.name,
        image: s?.image ?? container.image,
        ready: s?.ready ?? false,
        restart_count: s?.restartCount ?? 0,
        status: detail?.reason ? `${state} (${detail.reason})` : state,
        message: detail?.message ?? '',
      };
    }),
  };
}
