import type { MessageKey } from '@slipway/contracts';
import { parseAllDocuments } from 'yaml';
import type { ServiceContainer } from '../../db/schema-services.js';

/** A problem with a service's YAML: the message key and what was wrong, where. */
export interface ManifestProblem {
  key: MessageKey;
  detail: string;
}

type Manifest = Record<string, unknown>;

const isMapping = (value: unknown): value is Manifest =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The Kubernetes objects of a multi-document YAML, or what is wrong with it: a document that does not
 * parse, one that is not an object, one without apiVersion or kind. Empty documents (`---` twice) are skipped.
 */
export function readManifests(yaml: string): { manifests: Manifest[]; problems: ManifestProblem[] } {
  const manifests: Manifest[] = [];
  const problems: ManifestProblem[] = [];
  parseAllDocuments(yaml).forEach((document, index) => {
    const where = `document ${index + 1}`;
    if ('errors' in document && document.errors.length > 0) {
      for (const error of document.errors)
        problems.push({ key: 'validation.service.yamlParse', detail: `${where}: ${error.message}` });
      return;
    }
    const value: unknown = document.toJS({ maxAliasCount: 100 });
    if (value === null || value === undefined) return;
    if (!isMapping(value)) {
      problems.push({ key: 'validation.service.yamlNotObject', detail: where });
      return;
    }
    if (typeof value.apiVersion !== 'string' || typeof value.kind !== 'string') {
      problems.push({ key: 'validation.service.yamlKindMissing', detail: where });
      return;
    }
    manifests.push(value);
  });
  if (problems.length === 0 && manifests.length === 0)
    problems.push({ key: 'validation.service.yamlEmpty', detail: '' });
  return { manifests, problems };
}

/** Where each workload kind keeps its pod template (Zadig reads the same five). */
const podSpecOf: Record<string, (manifest: Manifest) => unknown> = {
  Deployment: (m) => at(m, 'spec', 'template', 'spec'),
  StatefulSet: (m) => at(m, 'spec', 'template', 'spec'),
  Job: (m) => at(m, 'spec', 'template', 'spec'),
  CronJob: (m) => at(m, 'spec', 'jobTemplate', 'spec', 'template', 'spec'),
  Pod: (m) => at(m, 'spec'),
};

function at(value: unknown, ...path: string[]): unknown {
  let node = value;
  for (const key of path) {
    if (!isMapping(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** `nginx` of `registry.example.com/library/nginx:1.25` (Zadig's image name: last segment, no tag or digest). */
export function imageNameOf(image: string): string {
  const withoutDigest = image.split('@')[0] as string;
  const lastSegment = withoutDigest.slice(withoutDigest.lastIndexOf('/') + 1);
  const colon = lastSegment.indexOf(':');
  return colon === -1 ? lastSegment : lastSegment.slice(0, colon);
}

/** The containers the workloads run, each container name once (the first one found wins). */
export function containersOf(manifests: readonly Manifest[]): ServiceContainer[] {
  const found = new Map<string, ServiceContainer>();
  for (const manifest of manifests) {
    const spec = podSpecOf[manifest.kind as string]?.(manifest);
    const containers = at(spec, 'containers');
    if (!Array.isArray(containers)) continue;
    for (const container of containers) {
      if (!isMapping(container) || typeof container.name !== 'string' || found.has(container.name)) continue;
      const image = typeof container.image === 'string' ? container.image : '';
      found.set(container.name, { name: container.name, image, image_name: imageNameOf(image) });
    }
  }
  return [...found.values()];
}
