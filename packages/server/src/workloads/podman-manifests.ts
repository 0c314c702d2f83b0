import { parseAllDocuments } from 'yaml';

/**
 * How a service's Kubernetes manifests become podman pods on the local cluster: every replica of a
 * Deployment or StatefulSet (and every bare Pod) is one podman pod named
 * `<namespace>--<workload>-<replica>`, labelled with its namespace, workload and service, so two
 * namespaces running the same service never share a name. A Service's ports are published on
 * 127.0.0.1 by the first replica of the workloads it selects, each on its own host port.
 */

export type KubeObject = {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
  [key: string]: unknown;
};

export interface ContainerSpec {
  name: string;
  image: string;
  ports?: { name?: string; containerPort: number; hostPort?: number; hostIP?: string; protocol?: string }[];
  [key: string]: unknown;
}

export interface PodTemplate {
  metadata?: { labels?: Record<string, string>; annotations?: Record<string, string> };
  spec: { containers: ContainerSpec[]; [key: string]: unknown };
}

export interface ServicePort {
  name?: string;
  port: number;
  targetPort?: number | string;
  protocol?: string;
}

export const LABEL = {
  project: 's-product',
  service: 's-service',
  namespace: 'slipway.dev/namespace',
  workload: 'slipway.dev/workload',
  kind: 'slipway.dev/kind',
} as const;

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'Pod']);
const PLAIN_KINDS = new Set(['ConfigMap', 'Secret', 'Service', 'Ingress', 'PersistentVolumeClaim']);
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

/** A namespace or object name safe in pod names and file paths. */
export function checkName(what: string, name: string): void {
  if (!DNS_LABEL.test(name) || name.length > 63)
    throw new Error(`${what} "${name}" is not a valid DNS label`);
}

/** The documents of multi-document YAML; rejects kinds the local cluster cannot run. */
export function parseManifests(text: string): KubeObject[] {
  const objects: KubeObject[] = [];
  for (const document of parseAllDocuments(text)) {
    if (document.errors.length > 0) throw new Error(`invalid YAML: ${document.errors[0]?.message}`);
    const object = document.toJS() as KubeObject | null;
    if (object === null || object === undefined) continue;
    if (typeof object !== 'object' || Array.isArray(object)) throw new Error('a manifest is not an object');
    const kind = String(object.kind ?? '');
    if (!WORKLOAD_KINDS.has(kind) && !PLAIN_KINDS.has(kind))
      throw new Error(`kind "${kind}" is not supported on the local cluster`);
    checkName(kind, String(object.metadata?.name ?? ''));
    if (kind !== 'Pod' && WORKLOAD_KINDS.has(kind) && !templateOf(object))
      throw new Error(`${kind} "${object.metadata?.name}" has no pod template with containers`);
    objects.push(object);
  }
  return objects;
}

export const isWorkload = (object: KubeObject) => WORKLOAD_KINDS.has(String(object.kind));

/** The pod template of a workload (a bare Pod is its own template). */
export function templateOf(object: KubeObject): PodTemplate | undefined {
  const template =
    object.kind === 'Pod'
      ? ({ metadata: object.metadata, spec: object.spec } as PodTemplate)
      : ((object.spec as { template?: PodTemplate } | undefined)?.template ?? undefined);
  return Array.isArray(template?.spec?.containers) && template.spec.containers.length > 0
    ? template
    : undefined;
}

export function replicasOf(object: KubeObject): number {
  if (object.kind === 'Pod') return 1;
  const replicas = (object.spec as { replicas?: unknown }).replicas;
  return typeof replicas === 'number' && replicas >= 0 ? Math.floor(replicas) : 1;
}

export const podName = (namespace: string, workload: string, replica: number) =>
  `${namespace}--${workload}-${replica}`;

/** The key a Service port's host port is stored under. */
export const portKey = (service: string, port: ServicePort) => `${service}/${port.name ?? port.port}`;

export function servicePorts(service: KubeObject): ServicePort[] {
  const ports = (service.spec as { ports?: ServicePort[] } | undefined)?.ports;
  return Array.isArray(ports) ? ports.filter((p) => typeof p?.port === 'number') : [];
}

const selects = (service: KubeObject, labels: Record<string, string>) => {
  const selector = (service.spec as { selector?: Record<string, string> } | undefined)?.selector ?? {};
  const pairs = Object.entries(selector);
  return pairs.length > 0 && pairs.every(([key, value]) => labels[key] === value);
};

/** One replica of a workload as a podman kube play Pod, with the ports of the Services that select it. */
export function podManifest(
  context: { namespace: string; project: string; service: string },
  workload: KubeObject,
  replica: number,
  services: KubeObject[],
  hostPortOf: (key: string) => number,
): KubeObject {
  const template = structuredClone(templateOf(workload) as PodTemplate);
  const name = String(workload.metadata?.name);
  const labels = {
    ...(template.metadata?.labels ?? {}),
    [LABEL.project]: context.project,
    [LABEL.service]: context.service,
    [LABEL.namespace]: context.namespace,
    [LABEL.workload]: name,
    [LABEL.kind]: String(workload.kind),
  };
  if (replica === 0)
    for (const service of services.filter((s) => selects(s, template.metadata?.labels ?? {})))
      for (const port of servicePorts(service))
        publish(template.spec.containers, port, hostPortOf(portKey(String(service.metadata?.name), port)));
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: podName(context.namespace, name, replica), labels },
    spec: template.spec,
  };
}

/** Adds hostPort on 127.0.0.1 to the container port a Service port targets (the first container if none declares it). */
function publish(containers: ContainerSpec[], port: ServicePort, hostPort: number): void {
  const target = port.targetPort ?? port.port;
  for (const container of containers) {
    const declared = container.ports?.find((p) =>
      typeof target === 'number' ? p.containerPort === target : p.name === target,
    );
    if (declared) {
      declared.hostPort = hostPort;
      declared.hostIP = '127.0.0.1';
      return;
    }
  }
  if (typeof target !== 'number') return;
  const first = containers[0] as ContainerSpec;
  first.ports = [...(first.ports ?? []), { containerPort: target, hostPort, hostIP: '127.0.0.1' }];
}

type EnvVar = {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } };
};
type EnvFrom = { secretRef?: { name: string; optional?: boolean }; prefix?: string };

/**
 * Puts the values of Secrets into the pod's environment: podman 4.3's kube play stores a Secret
 * document as a podman secret it then cannot read back for `secretKeyRef`, so the pod gets the
 * decoded values instead. A missing Secret or key that is not optional is an error, as in Kubernetes.
 */
export function inlineSecrets(pod: KubeObject, secrets: KubeObject[]): void {
  const dataOf = (name: string, optional: boolean | undefined): Record<string, string> | undefined => {
    const secret = secrets.find((s) => s.metadata?.name === name);
    if (!secret && !optional) throw new Error(`Secret "${name}" is not in the namespace`);
    if (!secret) return undefined;
    const decoded: Record<string, string> = {};
    for (const [key, value] of Object.entries((secret.data as Record<string, string> | undefined) ?? {}))
      decoded[key] = Buffer.from(String(value), 'base64').toString('utf8');
    return { ...decoded, ...((secret.stringData as Record<string, string> | undefined) ?? {}) };
  };
  for (const container of (pod.spec as PodTemplate['spec']).containers) {
    const env = (container.env as EnvVar[] | undefined) ?? [];
    const fromSecrets: EnvVar[] = [];
    for (const source of (container.envFrom as EnvFrom[] | undefined) ?? []) {
      if (!source.secretRef) continue;
      for (const [key, value] of Object.entries(
        dataOf(source.secretRef.name, source.secretRef.optional) ?? {},
      ))
        fromSecrets.push({ name: `${source.prefix ?? ''}${key}`, value });
    }
    const remaining = ((container.envFrom as EnvFrom[] | undefined) ?? []).filter(
      (source) => !source.secretRef,
    );
    if (container.envFrom) container.envFrom = remaining;
    const resolved = env.flatMap((variable) => {
      const ref = variable.valueFrom?.secretKeyRef;
      if (!ref) return [variable];
      const value = dataOf(ref.name, ref.optional)?.[ref.key];
      if (value === undefined && !ref.optional)
        throw new Error(`Secret "${ref.name}" has no key "${ref.key}"`);
      return value === undefined ? [] : [{ name: variable.name, value }];
    });
    if (fromSecrets.length > 0 || container.env) container.env = [...fromSecrets, ...resolved];
  }
}
