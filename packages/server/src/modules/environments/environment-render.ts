import type { EnvironmentVar } from '@slipway/contracts';
import { isMap, isSeq, parse, parseAllDocuments, stringify } from 'yaml';
import type { ServiceContainer } from '../../db/schema-services.js';
import { BadRequestError } from '../../lib/errors.js';

type Values = Record<string, unknown>;

const isObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A variable YAML as an object; empty text is no variables, anything but a map is refused. */
export function parseValues(text: string): Values {
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = parse(text);
  } catch {
    throw new BadRequestError('validation.yaml.invalid');
  }
  if (parsed === null || parsed === undefined) return {};
  if (!isObject(parsed)) throw new BadRequestError('validation.yaml.invalid');
  return parsed;
}

/** `over` wins, maps merge key by key (the -f files of Helm, later over earlier). */
export function mergeValues(under: Values, over: Values): Values {
  const merged: Values = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] = isObject(below) && isObject(value) ? mergeValues(below, value) : value;
  }
  return merged;
}

/** The env's KV list (the portal's `vars`) as the variable YAML environments keep. */
export function varsToYaml(vars: readonly EnvironmentVar[], current = ''): string {
  if (vars.length === 0) return current;
  const values = parseValues(current);
  for (const v of vars) values[v.key] = v.value;
  return stringify(values);
}

/** The env's top-level variables as the portal's KV list, with the services whose YAML uses each. */
export function yamlToVars(text: string, serviceYaml: ReadonlyMap<string, string>): EnvironmentVar[] {
  const values = parseValues(text);
  return Object.entries(values).map(([key, value]) => ({
    key,
    value: isObject(value) || Array.isArray(value) ? stringify(value).trimEnd() : String(value ?? ''),
    services: [...serviceYaml]
      .filter(([, yaml]) => new RegExp(`\\{\\{\\s*\\.${escapeRegExp(key)}\\b`).test(yaml))
      .map(([name]) => name),
  }));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function lookup(values: Values, path: string): unknown {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (!isObject(current)) return undefined;
    current = current[part];
  }
  return current;
}

const workloadKinds = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'CronJob']);

/** The containers of the workloads of rendered manifests, with the images they name. */
export function containersOf(manifests: string): ServiceContainer[] {
  const found: ServiceContainer[] = [];
  for (const doc of parseAllDocuments(manifests)) {
    const object = doc.toJS() as unknown;
    if (!isObject(object) || !workloadKinds.has(String(object.kind))) continue;
    for (const container of podContainers(object)) {
      const image = String(container.image ?? '');
      found.push({ name: String(container.name ?? ''), image, image_name: imageName(image) });
    }
  }
  return found;
}

/** The image without registry path and tag, as the portal's registry lookup wants it. */
export function imageName(image: string): string {
  const last = image.split('/').pop() ?? image;
  return last.split('@')[0]?.split(':')[0] ?? last;
}

function podContainers(object: Values): Values[] {
  const spec = isObject(object.spec) ? object.spec : {};
  const template =
    object.kind === 'CronJob'
      ? lookup(spec, 'jobTemplate.spec.template.spec')
      : lookup(spec, 'template.spec');
  if (!isObject(template)) return [];
  return [template.containers, template.initContainers].flatMap((list) =>
    Array.isArray(list) ? list.filter(isObject) : [],
  );
}

/** The manifests with the images chosen per container name set on every workload that runs it. */
export function withImages(manifests: string, images: ReadonlyMap<string, string>): string {
  if (images.size === 0) return manifests;
  const docs = parseAllDocuments(manifests);
  for (const doc of docs) {
    const containers = ['spec.template.spec.containers', 'spec.jobTemplate.spec.template.spec.containers'];
    for (const path of containers) {
      const list = doc.getIn(path.split('.'));
      if (!isSeq(list)) continue;
      for (const item of list.items) {
        if (!isMap(item)) continue;
        const image = images.get(String(item.get('name')));
        if (image) item.set('image', image);
      }
    }
  }
  return docs.map((d) => d.toString()).join('---\n');
}
