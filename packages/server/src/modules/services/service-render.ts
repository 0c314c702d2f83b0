import { parse } from 'yaml';

/** A tree of variable values as a variable YAML holds them. */
export type Variables = Record<string, unknown>;

/** What an environment fills in for the built-in variables when it renders a service. */
export interface RenderContext {
  project: string;
  service: string;
  envName?: string;
  namespace?: string;
}

/**
 * `{{.a}}` or `{{.a.b}}` as Go's text/template writes a field of the data; `{{-` and `-}}` trim the
 * white space next to them, as Go does. Other actions (`if`, `range`…) are left as they are.
 */
const PLACEHOLDER = /\{\{(-)?\s*\.([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\s*(-)?\}\}/g;

/** The variable YAML's values; empty text is no variables, anything but a mapping is refused. */
export function parseVariableYaml(text: string): Variables {
  if (text.trim() === '') return {};
  const value: unknown = parse(text);
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new VariableYamlError();
  return value as Variables;
}

export class VariableYamlError extends Error {
  constructor() {
    super('the variable YAML is not a mapping');
  }
}

const isMapping = (value: unknown): value is Variables =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Later layers win; mappings merge key by key, any other value (lists too) replaces the earlier one. */
export function mergeVariables(...layers: readonly Variables[]): Variables {
  const merged: Variables = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      const earlier = merged[key];
      merged[key] = isMapping(earlier) && isMapping(value) ? mergeVariables(earlier, value) : value;
    }
  }
  return merged;
}

/** `[{key, value}]` as the portal's variable forms send them; a dotted key sets a nested value. */
export function variablesFromList(items: readonly { key: string; value: unknown }[]): Variables {
  const tree: Variables = {};
  for (const { key, value } of items) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      if (!isMapping(node[part])) node[part] = {};
      node = node[part] as Variables;
    }
    node[parts[parts.length - 1] as string] = value;
  }
  return tree;
}

/** The leaves of a variable tree as dotted keys, as the variable lists show them. */
export function flattenVariables(tree: Variables, prefix = ''): { key: string; value: string }[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isMapping(value) ? flattenVariables(value, path) : [{ key: path, value: printed(value) }];
  });
}

function lookup(data: Variables, path: string): unknown {
  // a flat key holding dots (`a.b: 1`) is found as well as the nested one
  if (path in data) return data[path];
  let node: unknown = data;
  for (const part of path.split('.')) {
    if (!isMapping(node) || !(part in node)) return undefined;
    node = node[part];
  }
  return node;
}

/** As the manifest should read: scalars as they are, lists and mappings as YAML flow (JSON). */
function printed(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The variables a YAML uses, dotted, in order of first use, each once; built-ins left out. */
export function variablesUsed(yaml: string): string[] {
  const keys = new Set<string>();
  for (const match of yaml.matchAll(PLACEHOLDER)) {
    const key = match[2] as string;
    if (!BUILT_INS.has(key.split('.')[0] as string)) keys.add(key);
  }
  return [...keys];
}

const BUILT_INS = new Set(['Product', 'Service', 'EnvName', 'Namespace']);

/** The built-in variables, as Go-template fields and as the template library's `$…$` markers. */
function builtIns(context: RenderContext): Variables {
  return {
    Product: context.project,
    Service: context.service,
    EnvName: context.envName ?? '',
    Namespace: context.namespace ?? '',
  };
}

/**
 * A service's YAML with its placeholders filled from the variables (a missing one prints empty,
 * as Go's `missingkey=zero` does) and the built-ins `{{.Product}}`, `{{.Service}}`, `{{.EnvName}}`,
 * `{{.Namespace}}` and their `$Product$`-style markers filled from the context.
 */
export const printVariableName = (key: string) => key;

export function renderServiceYaml(
  yaml: string,
  variables: Variables,
  context: RenderContext,
  /** what a variable without a value prints; checks print its name, so the YAML still parses */
  missing: (key: string) => string = () => '',
): string {
  const system = builtIns(context);
  const data = { ...variables, ...system };
  const filled = (path: string) => {
    const value = lookup(data, path);
    return value === undefined ? missing(path) : printed(value);
  };
  return fillPlaceholders(yaml, filled)
    .replaceAll('$Product$', printed(system.Product))
    .replaceAll('$Service$', printed(system.Service))
    .replaceAll('$EnvName$', printed(system.EnvName))
    .replaceAll('$Namespace$', printed(system.Namespace));
}

/**
 * Each placeholder replaced by its value; `{{-` drops the white space before it and `-}}` the white
 * space after it. One pass with native trimming, so the time stays linear in the text's length.
 */
function fillPlaceholders(yaml: string, filled: (path: string) => string): string {
  let out = '';
  let from = 0;
  for (const match of yaml.matchAll(PLACEHOLDER)) {
    const [whole, trimBefore, path, trimAfter] = match;
    const text = yaml.slice(from, match.index);
    out += trimBefore ? text.trimEnd() : text;
    out += filled(path as string);
    from = match.index + whole.length;
    if (trimAfter) while (from < yaml.length && /\s/.test(yaml[from] as string)) from += 1;
  }
  return out + yaml.slice(from);
}

/** A project-wide variable as the service pages show it, with where it stands. */
export interface VariableState {
  key: string;
  value: string;
  alias: string;
  /** present: defined and used; new: used but not yet defined; unused: defined, used by none */
  state: 'present' | 'new' | 'unused';
  services: string[];
}

/**
 * The states of the project's variables against what its services use: each variable used by a
 * service is present (defined) or new (with the value the service's own variables give it); each
 * defined variable no service uses is unused.
 */
export function variableStates(
  defined: readonly { key: string; value: string }[],
  services: readonly { name: string; yaml: string; variables: Variables }[],
): VariableState[] {
  const users = new Map<string, string[]>();
  const serviceValues = new Map<string, string>();
  for (const service of services) {
    for (const key of variablesUsed(service.yaml)) {
      users.set(key, [...(users.get(key) ?? []), service.name]);
      if (!serviceValues.has(key)) serviceValues.set(key, printed(lookup(service.variables, key)));
    }
  }
  const definedKeys = new Set(defined.map((v) => v.key));
  const states: VariableState[] = defined.map(({ key, value }) => ({
    key,
    value,
    alias: `{{.${key}}}`,
    state: users.has(key) ? 'present' : 'unused',
    services: users.get(key) ?? [],
  }));
  for (const [key, names] of users) {
    if (definedKeys.has(key)) continue;
    states.push({
      key,
      value: serviceValues.get(key) ?? '',
      alias: `{{.${key}}}`,
      state: 'new',
      services: names,
    });
  }
  return states;
}
