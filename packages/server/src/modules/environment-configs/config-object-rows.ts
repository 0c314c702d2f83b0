import type { EnvConfigKind } from '@slipway/contracts';
import type { ValuesSource } from '../../db/schema-environment-configs.js';
import {
  cleaned,
  type KubeObject,
  labelsOf,
  maskedSecret,
  nameOf,
  objectYaml,
} from './config-object-yaml.js';

const isMap = (value: unknown): value is KubeObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const at = (object: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, step) => (isMap(node) ? node[step] : undefined), object);

/** Seconds since the epoch of the object's creation (0 when the cluster did not say). */
function createdAt(object: KubeObject): number {
  const ms = Date.parse(text(at(object, 'metadata', 'creationTimestamp')));
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000);
}

/** What every row of the four pages carries: the services using it, its YAML and where it came from. */
function commonFields(kind: EnvConfigKind, object: KubeObject, source: ValuesSource | null | undefined) {
  const service = labelsOf(object)['s-service'];
  const shown = cleaned(kind === 'Secret' ? maskedSecret(object) : object);
  return {
    services: service ? [service] : [],
    yaml_data: objectYaml(shown),
    source_detail: source?.source_detail ?? null,
    auto_sync: source?.auto_sync ?? false,
    update_time: createdAt(object),
  };
}

/** One ConfigMap, Secret, Ingress or PVC as its page lists it (portal §12). */
export function configRow<K extends EnvConfigKind>(
  kind: K,
  object: KubeObject,
  source?: ValuesSource | null,
): ConfigRowOf<K> {
  return rowOf(kind, object, source) as ConfigRowOf<K>;
}

type Rows = { [K in EnvConfigKind]: Extract<ReturnType<typeof rowOf>, Record<RowName<K>, string>> };
type RowName<K extends EnvConfigKind> = K extends 'ConfigMap'
  ? 'cm_name'
  : K extends 'Secret'
    ? 'secret_name'
    : K extends 'Ingress'
      ? 'ingress_name'
      : 'pvc_name';
export type ConfigRowOf<K extends EnvConfigKind> = Rows[K];

function rowOf(kind: EnvConfigKind, object: KubeObject, source: ValuesSource | null | undefined) {
  const common = commonFields(kind, object, source);
  const name = nameOf(object);
  switch (kind) {
    case 'ConfigMap':
      return { cm_name: name, immutable: object.immutable === true, ...common };
    case 'Secret':
      return { secret_name: name, secret_type: text(object.type) || 'Opaque', ...common };
    case 'Ingress': {
      const hosts = list(at(object, 'spec', 'rules'))
        .map((r) => text(at(r, 'host')))
        .filter(Boolean);
      const addresses = list(at(object, 'status', 'loadBalancer', 'ingress'))
        .map((i) => text(at(i, 'ip')) || text(at(i, 'hostname')))
        .filter(Boolean);
      return { ingress_name: name, host_info: hosts.join(','), address: addresses.join(','), ...common };
    }
    case 'PVC':
      return {
        pvc_name: name,
        status: text(at(object, 'status', 'phase')),
        volume: text(at(object, 'spec', 'volumeName')),
        capacity:
          text(at(object, 'status', 'capacity', 'storage')) ||
          text(at(object, 'spec', 'resources', 'requests', 'storage')),
        access_modes: list(at(object, 'spec', 'accessModes'))
          .map(text)
          .join(','),
        storageclass: text(at(object, 'spec', 'storageClassName')),
        ...common,
      };
  }
}
