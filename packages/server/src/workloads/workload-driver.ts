/**
 * What environments and deploy jobs ask of a cluster, whichever runs it: the built-in `local`
 * cluster (podman kube play on this machine) or a real Kubernetes API. Objects of one service in
 * one namespace carry the labels `s-product` (project) and `s-service` (service) so they can be
 * found, replaced and removed together.
 */

/** A Deployment or StatefulSet (kind) by name, in a namespace. */
export interface WorkloadRef {
  kind: 'Deployment' | 'StatefulSet';
  name: string;
}

export interface ContainerState {
  name: string;
  image: string;
  ready: boolean;
  restart_count: number;
  /** running, waiting or terminated, with the reason when not running */
  status: string;
  message: string;
}

export interface PodState {
  name: string;
  /** Running, Pending, Succeeded, Failed or Unknown */
  phase: string;
  ready: boolean;
  host_ip: string;
  pod_ip: string;
  /** unix seconds */
  created_at: number;
  labels: Record<string, string>;
  containers: ContainerState[];
}

export interface WorkloadState extends WorkloadRef {
  /** the s-service label: the service the workload belongs to ('' if none) */
  service: string;
  replicas: number;
  ready_replicas: number;
  images: { container: string; image: string }[];
  pods: PodState[];
}

/** A port a service answers on from this machine (local cluster) or its Kubernetes Service. */
export interface ServiceEndpoint {
  service: string;
  name: string;
  host: string;
  port: number;
  target_port: number;
  protocol: string;
}

export interface ClusterEvent {
  reason: string;
  message: string;
  type: string;
  count: number;
  /** unix seconds */
  first_seen: number;
  last_seen: number;
  involved: { kind: string; name: string };
}

/** Kinds of plain objects the environment pages list and edit. */
export type ResourceKind = 'ConfigMap' | 'Secret' | 'Ingress' | 'PersistentVolumeClaim' | 'Service';

/** Kinds whose whole objects can be read: the plain ones, and workloads (making services from a namespace). */
export type ListableKind = ResourceKind | WorkloadRef['kind'];

/** A running shell or command in a container; bytes in both directions. */
export interface ExecSession {
  /** false when the command runs without a terminal (plain pipes): no echo, no line editing, resize does nothing */
  readonly tty?: boolean;
  write(data: string | Buffer): void;
  resize(cols: number, rows: number): void;
  onData(listener: (chunk: Buffer) => void): void;
  /** called once, with the exit code when known, or an error message */
  onClose(listener: (result: { code: number | null; error?: string }) => void): void;
  close(): void;
}

export interface LogOptions {
  tail_lines?: number;
  follow?: boolean;
  signal?: AbortSignal;
}

export interface WorkloadDriver {
  /** whether the cluster can be used now, and why not */
  available(): Promise<{ ok: boolean; reason: string }>;
  /** the names of the namespaces that exist in the cluster */
  namespaces(): Promise<string[]>;
  /** a kubeconfig of a real Kubernetes cluster, for helm; absent where there is no API server (podman) */
  kubeconfig?(): string;
  ensureNamespace(namespace: string): Promise<void>;
  removeNamespace(namespace: string): Promise<void>;
  /** applies one service's manifests (multi-document YAML) and removes what it had that they no longer hold */
  apply(namespace: string, labels: { project: string; service: string }, manifests: string): Promise<void>;
  /** removes every object of the service */
  remove(namespace: string, labels: { project: string; service: string }): Promise<void>;
  setImage(namespace: string, workload: WorkloadRef, container: string, image: string): Promise<void>;
  /** resolves when every replica runs the current spec; rejects with the reason on timeout or failure */
  waitRollout(
    namespace: string,
    workload: WorkloadRef,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<void>;
  workloads(namespace: string): Promise<WorkloadState[]>;
  endpoints(namespace: string): Promise<ServiceEndpoint[]>;
  restart(namespace: string, workload: WorkloadRef): Promise<void>;
  scale(namespace: string, workload: WorkloadRef, replicas: number): Promise<void>;
  deletePod(namespace: string, pod: string): Promise<void>;
  podLogs(namespace: string, pod: string, container: string, options: LogOptions): AsyncIterable<string>;
  exec(namespace: string, pod: string, container: string, command: string[]): Promise<ExecSession>;
  events(namespace: string, involved?: { kind: string; name: string }): Promise<ClusterEvent[]>;
  listResources(namespace: string, kind: ListableKind): Promise<Record<string, unknown>[]>;
  /** creates or replaces one plain object (ConfigMap, Secret, Ingress, PVC) */
  putResource(namespace: string, kind: ResourceKind, object: Record<string, unknown>): Promise<void>;
  deleteResource(namespace: string, kind: ResourceKind, name: string): Promise<void>;
}
