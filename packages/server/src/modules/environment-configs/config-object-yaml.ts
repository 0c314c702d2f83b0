import { CREDENTIAL_MASK, type EnvConfigKind } from '@slipway/contracts';
import { parseAllDocuments, stringify } from 'yaml';
import { BadRequestError } from '../../lib/errors.js';
import type { ResourceKind } from '../../workloads/workload-driver.js';

export type KubeObject = Record<string, unknown>;

/** The Kubernetes kind of each config kind the portal names. */
export const resourceKindOf: Record<EnvConfigKind, ResourceKind> = {
  ConfigMap: 'ConfigMap',
  Secret: 'Secret',
  Ingress: 'Ingress',
  PVC: 'PersistentVolumeClaim',
};

const apiVersionOf: Record<EnvConfigKind, string> = {
  ConfigMap: 'v1',
  Secret: 'v1',
  Ingress: 'networking.k8s.io/v1',
  PVC: 'v1',
};

const isMap = (value: unknown): value is KubeObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** DNS-1123 subdomain: what Kubernetes accepts as these objects' names. */
const OBJECT_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;

export function checkObjectName(name: string): string {
  if (name.length > 253 || !OBJECT_NAME.test(name))
    throw new BadRequestError('validation.envConfig.nameFormat', name);
  return name;
}

export const nameOf = (object: KubeObject): string =>
  isMap(object.metadata) && typeof object.metadata.name === 'string' ? object.metadata.name : '';

export const labelsOf = (object: KubeObject): Record<string, string> =>
  isMap(object.metadata) && isMap(object.metadata.labels)
    ? (object.metadata.labels as Record<string, string>)
    : {};

/**
 * The one object of `kind` a YAML text holds, as it will be put: the kind and apiVersion filled in
 * when left out, the namespace and server-kept fields dropped (the environment decides them).
 */
export function parseConfigObject(kind: EnvConfigKind, text: string): KubeObject {
  let documents: unknown[];
  try {
    documents = parseAllDocuments(text, { schema: 'core', maxAliasCount: 100 } as never)
      .map((d) => {
        if (d.errors.length > 0) throw d.errors[0];
        return d.toJS({ maxAliasCount: 100 });
      })
      .filter((d) => d != null);
  } catch (error) {
    throw new BadRequestError(
      'validation.envConfig.yamlInvalid',
      error instanceof Error ? error.message : '',
    );
  }
  const [object] = documents;
  if (documents.length !== 1 || !isMap(object) || !isMap(object.metadata))
    throw new BadRequestError(
      'validation.envConfig.yamlInvalid',
      `one ${resourceKindOf[kind]} document is expected`,
    );
  const resourceKind = resourceKindOf[kind];
  if (object.kind !== undefined && object.kind !== resourceKind)
    throw new BadRequestError(
      'validation.envConfig.yamlInvalid',
      `kind ${String(object.kind)} is not ${resourceKind}`,
    );
  if (typeof object.metadata.name !== 'string')
    throw new BadRequestError('validation.envConfig.yamlInvalid', 'metadata.name is missing');
  checkObjectName(object.metadata.name);
  if (kind === 'Secret') checkSecretData(object);
  return cleaned({ apiVersion: object.apiVersion ?? apiVersionOf[kind], ...object, kind: resourceKind });
}

function checkSecretData(object: KubeObject): void {
  if (object.data === undefined || object.data === null) return;
  if (!isMap(object.data)) throw new BadRequestError('validation.envConfig.secretData');
  for (const value of Object.values(object.data))
    if (typeof value !== 'string' || (value !== CREDENTIAL_MASK && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)))
      throw new BadRequestError('validation.envConfig.secretData');
}

const SERVER_FIELDS = [
  'namespace',
  'uid',
  'resourceVersion',
  'generation',
  'creationTimestamp',
  'managedFields',
  'selfLink',
];

/** The object without what the server keeps for itself, as the pages show and history stores it. */
export function cleaned(object: KubeObject): KubeObject {
  const metadata = isMap(object.metadata) ? { ...object.metadata } : {};
  for (const field of SERVER_FIELDS) delete metadata[field];
  if (isMap(metadata.annotations)) {
    const annotations = { ...metadata.annotations };
    delete annotations['kubectl.kubernetes.io/last-applied-configuration'];
    metadata.annotations = annotations;
    if (Object.keys(annotations).length === 0) delete metadata.annotations;
  }
  const { status: _status, ...rest } = object;
  return { ...rest, metadata };
}

export const objectYaml = (object: KubeObject): string => stringify(object, { lineWidth: 0 });

const SECRET_FIELDS = ['data', 'stringData'] as const;

/** A Secret as readers see it: every value replaced by the mask. */
export function maskedSecret(object: KubeObject): KubeObject {
  const masked: KubeObject = { ...object };
  for (const field of SECRET_FIELDS) {
    const values = object[field];
    if (isMap(values))
      masked[field] = Object.fromEntries(Object.keys(values).map((k) => [k, CREDENTIAL_MASK]));
  }
  return masked;
}

/** The edit page sends a Secret back as it read it: a masked value keeps the value it had. */
export function unmaskedSecret(object: KubeObject, current: KubeObject | undefined): KubeObject {
  const restored: KubeObject = { ...object };
  for (const field of SECRET_FIELDS) {
    const values = object[field];
    if (!isMap(values)) continue;
    const before = current && isMap(current[field]) ? (current[field] as KubeObject) : {};
    const kept: KubeObject = {};
    for (const [key, value] of Object.entries(values)) {
      if (value !== CREDENTIAL_MASK) kept[key] = value;
      else if (Object.hasOwn(before, key)) kept[key] = before[key];
    }
    restored[field] = kept;
  }
  return restored;
}
