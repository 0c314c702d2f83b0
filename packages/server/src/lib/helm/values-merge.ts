import { parse, stringify } from 'yaml';
import { BadRequestError } from '../errors.js';

export type Values = Record<string, unknown>;

/** An override as `--set` takes it: `a.b[0].c` = value. */
export interface ValueOverride {
  key: string;
  value: string;
  /** kept as text, as `helm --set-string` does (an image tag `2` stays `"2"`) */
  asString?: boolean;
}

/** What makes up a release's values, lowest precedence first (zadig-reference.md §5). */
export interface ValuesLayers {
  /** the chart's own values.yaml */
  chartValues: string;
  /** the environment's default values */
  envDefaultValues?: string;
  /** the service's values in the environment (override_yaml) */
  serviceValues?: string;
  /** key/value overrides, applied last like `--set` */
  overrides?: readonly ValueOverride[];
}

const isMap = (value: unknown): value is Values =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A values document as a map; empty text is an empty map, anything but a map is refused. */
export function parseValues(text: string | undefined): Values {
  if (!text?.trim()) return {};
  let document: unknown;
  try {
    // plain data only: core schema, no custom tags, aliases bounded
    document = parse(text, { schema: 'core', customTags: [], maxAliasCount: 100 });
  } catch (error) {
    throw new BadRequestError('error.helmValuesInvalid', error instanceof Error ? error.message : '');
  }
  if (document == null) return {};
  if (!isMap(document)) throw new BadRequestError('error.helmValuesInvalid', 'not a map');
  return document;
}

/**
 * Helm's merge: maps merge key by key, anything else (lists, scalars) from `over` replaces `base`;
 * a null in `over` removes the key, as `helm -f` does with a chart default.
 */
export function deepMerge(base: Values, over: Values): Values {
  const merged: Values = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === null) {
      delete merged[key];
      continue;
    }
    const current = Object.hasOwn(merged, key) ? merged[key] : undefined;
    // defineProperty keeps a key named __proto__ a plain key
    Object.defineProperty(merged, key, {
      value: isMap(current) && isMap(value) ? deepMerge(current, value) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return merged;
}

type PathStep = string | number;

/** `a.b[0].c` → ['a','b',0,'c']; a dot escaped as `\.` stays in the name. */
export function parseSetKey(key: string): PathStep[] {
  const steps: PathStep[] = [];
  const fail = () => new BadRequestError('error.helmSetInvalid', key);
  let name = '';
  let i = 0;
  const endName = () => {
    if (name === '') throw fail();
    steps.push(name);
    name = '';
  };
  while (i < key.length) {
    const c = key[i] as string;
    if (c === '\\' && key[i + 1] === '.') {
      name += '.';
      i += 2;
    } else if (c === '.') {
      if (name !== '') endName();
      else if (steps.length === 0 || typeof steps[steps.length - 1] === 'string') throw fail();
      i += 1;
    } else if (c === '[') {
      if (name !== '') endName();
      const close = key.indexOf(']', i);
      const index = key.slice(i + 1, close);
      if (close < 0 || !/^\d{1,4}$/.test(index) || steps.length === 0) throw fail();
      steps.push(Number(index));
      i = close + 1;
      if (i < key.length && key[i] !== '.' && key[i] !== '[') throw fail();
    } else {
      name += c;
      i += 1;
    }
  }
  if (name !== '') endName();
  if (steps.length === 0 || key.endsWith('.')) throw fail();
  return steps;
}

/** `--set` typing: true/false, null and integers become values, the rest stays text. */
export function typedSetValue(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  if (/^-?(0|[1-9]\d{0,15})$/.test(text)) return Number(text);
  return text;
}

const container = (next: PathStep): Values | unknown[] => (typeof next === 'number' ? [] : {});

/** Sets one `--set` override in place, making the maps and lists on its path. */
export function applyOverride(values: Values, override: ValueOverride): void {
  const steps = parseSetKey(override.key);
  let node: Values | unknown[] = values;
  for (let i = 0; i < steps.length; i += 1) {
    const step = steps[i] as PathStep;
    const last = i === steps.length - 1;
    const value = last ? (override.asString ? override.value : typedSetValue(override.value)) : undefined;
    if (typeof step === 'number') {
      if (!Array.isArray(node)) throw new BadRequestError('error.helmSetInvalid', override.key);
      while (node.length < step) node.push(null);
      if (last) node[step] = value;
      else {
        const next = steps[i + 1] as PathStep;
        const existing = node[step];
        const ok = typeof next === 'number' ? Array.isArray(existing) : isMap(existing);
        if (!ok) node[step] = container(next);
        node = node[step] as Values | unknown[];
      }
    } else {
      if (Array.isArray(node)) throw new BadRequestError('error.helmSetInvalid', override.key);
      const map: Values = node;
      const define = (v: unknown) =>
        Object.defineProperty(map, step, { value: v, enumerable: true, writable: true, configurable: true });
      if (last) define(value);
      else {
        const next = steps[i + 1] as PathStep;
        const existing = Object.hasOwn(map, step) ? map[step] : undefined;
        const ok = typeof next === 'number' ? Array.isArray(existing) : isMap(existing);
        if (!ok) define(container(next));
        node = map[step] as Values | unknown[];
      }
    }
  }
}

/** The release's values: chart values < environment defaults < service values < overrides. */
export function mergeValues(layers: ValuesLayers): Values {
  let merged = parseValues(layers.chartValues);
  merged = deepMerge(merged, parseValues(layers.envDefaultValues));
  merged = deepMerge(merged, parseValues(layers.serviceValues));
  // overrides edit a copy: the layers above are never changed
  merged = structuredClone(merged);
  for (const override of layers.overrides ?? []) applyOverride(merged, override);
  return merged;
}

/** The merged values as a YAML document (what `helm -f` reads). */
export const mergeValuesYaml = (layers: ValuesLayers): string => valuesYaml(mergeValues(layers));

export const valuesYaml = (values: Values): string =>
  Object.keys(values).length === 0 ? '' : stringify(values, { lineWidth: 0 });
