import { parseAllDocuments } from 'yaml';
import type { KubeObject } from './podman-manifests.js';

/** Where each kind a service or an environment page may hold lives in the Kubernetes REST API. */
const KINDS: Record<string, { base: string; plural: string }> = {
  Deployment: { base: '/apis/apps/v1', plural: 'deployments' },
  StatefulSet: { base: '/apis/apps/v1', plural: 'statefulsets' },
  DaemonSet: { base: '/apis/apps/v1', plural: 'daemonsets' },
  Job: { base: '/apis/batch/v1', plural: 'jobs' },
  CronJob: { base: '/apis/batch/v1', plural: 'cronjobs' },
  Pod: { base: '/api/v1', plural: 'pods' },
  Service: { base: '/api/v1', plural: 'services' },
  ConfigMap: { base: '/api/v1', plural: 'configmaps' },
  Secret: { base: '/api/v1', plural: 'secrets' },
  PersistentVolumeClaim: { base: '/api/v1', plural: 'persistentvolumeclaims' },
  ServiceAccount: { base: '/api/v1', plural: 'serviceaccounts' },
  Ingress: { base: '/apis/networking.k8s.io/v1', plural: 'ingresses' },
};

/** The kinds apply prunes: what a service's manifests may have created. */
export const SERVICE_KINDS = Object.keys(KINDS);

const seg = encodeURIComponent;

/** The collection path of a kind in a namespace, or the path of one object when a name is given. */
export function kindPath(namespace: string, kind: string, name?: string): string {
  const where = KINDS[kind];
  if (!where) throw new Error(`kind "${kind}" is not supported`);
  const collection = `${where.base}/namespaces/${seg(namespace)}/${where.plural}`;
  return name === undefined ? collection : `${collection}/${seg(name)}`;
}

/** The documents of multi-document YAML, each with a kind this driver knows and a name. */
export function parseObjects(text: string): KubeObject[] {
  const objects: KubeObject[] = [];
  for (const document of parseAllDocuments(text)) {
    if (document.errors.length > 0) throw new Error(`invalid YAML: ${document.errors[0]?.message}`);
    const object = document.toJS() as KubeObject | null;
    if (object === null || object === undefined) continue;
    if (typeof object !== 'object' || Array.isArray(object)) throw new Error('a manifest is not an object');
    kindPath('x', String(object.kind ?? ''));
    if (!object.metadata?.name) throw new Error(`a ${object.kind} has no metadata.name`);
    objects.push(object);
  }
  return objects;
}

export const labelSelector = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([key, value]) => `${key}=${value}`)
    .join(',');

/** Whether labels satisfy a selector's matchLabels. */
export const matches = (
  selector: Record<string, string> | undefined,
  labels: Record<string, string> | undefined,
) =>
  Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value) &&
  Object.keys(selector ?? {}).length > 0;

export const unixOf = (time: unknown) =>
  typeof time === 'string' ? Math.floor(Date.parse(time) / 1000) || 0 : 0;
