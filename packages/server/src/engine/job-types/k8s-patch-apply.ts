import type { PatchStrategy } from '@slipway/contracts';
import { parse } from 'yaml';

type Json = unknown;
type JsonMap = Record<string, Json>;

const isMap = (value: Json): value is JsonMap =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Sets a key so that even `__proto__` stays a plain key of the copy. */
function put(map: JsonMap, key: string, value: Json) {
  Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });
}

/** RFC 7386: maps merge key by key, `null` removes a key, anything else replaces. */
export function mergePatch(target: Json, patch: Json): Json {
  if (!isMap(patch)) return patch;
  const result: JsonMap = isMap(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else put(result, key, mergePatch(Object.hasOwn(result, key) ? result[key] : undefined, value));
  }
  return result;
}

const named = (list: Json[]) =>
  list.length > 0 && list.every((item) => isMap(item) && typeof item.name === 'string');

/**
 * Kubernetes' strategic merge for the objects patch jobs change: as a merge patch, except that lists
 * of named items (ports, rules, containers…) merge item by item by `name`, and an item with
 * `$patch: delete` is removed.
 */
export function strategicMergePatch(target: Json, patch: Json): Json {
  if (
    Array.isArray(patch) &&
    Array.isArray(target) &&
    named(target) &&
    patch.every((i) => isMap(i) && 'name' in i)
  ) {
    const result = [...target] as JsonMap[];
    for (const item of patch as JsonMap[]) {
      const at = result.findIndex((existing) => existing.name === item.name);
      if (item.$patch === 'delete') {
        if (at >= 0) result.splice(at, 1);
      } else if (at >= 0) result[at] = strategicMergePatch(result[at], item) as JsonMap;
      else result.push(item);
    }
    return result;
  }
  if (!isMap(patch)) return patch;
  const result: JsonMap = isMap(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else put(result, key, strategicMergePatch(Object.hasOwn(result, key) ? result[key] : undefined, value));
  }
  return result;
}

/** `/a/b~1c/0` → ['a', 'b/c', '0'] (RFC 6901). */
function pointer(path: unknown): string[] {
  if (typeof path !== 'string' || (path !== '' && !path.startsWith('/')))
    throw new Error(`bad path ${String(path)}`);
  return path === ''
    ? []
    : path
        .slice(1)
        .split('/')
        .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

function parentOf(document: Json, steps: string[]): { parent: JsonMap | Json[]; key: string } {
  let node = document;
  for (const step of steps.slice(0, -1)) {
    node = Array.isArray(node)
      ? node[Number(step)]
      : isMap(node) && Object.hasOwn(node, step)
        ? node[step]
        : undefined;
    if (node === undefined || node === null || typeof node !== 'object')
      throw new Error(`no ${step} on the path`);
  }
  if (steps.length === 0) throw new Error('the whole object cannot be replaced');
  return { parent: node as JsonMap | Json[], key: steps[steps.length - 1]! };
}

function read(document: Json, steps: string[]): Json {
  const { parent, key } = parentOf(document, steps);
  const value = Array.isArray(parent)
    ? parent[Number(key)]
    : Object.hasOwn(parent, key)
      ? parent[key]
      : undefined;
  if (value === undefined) throw new Error(`nothing at /${steps.join('/')}`);
  return value;
}

function remove(document: Json, steps: string[]) {
  read(document, steps);
  const { parent, key } = parentOf(document, steps);
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
}

function add(document: Json, steps: string[], value: Json) {
  const { parent, key } = parentOf(document, steps);
  if (!Array.isArray(parent)) return put(parent, key, value);
  const index = key === '-' ? parent.length : Number(key);
  if (!Number.isInteger(index) || index < 0 || index > parent.length) throw new Error(`bad index ${key}`);
  parent.splice(index, 0, value);
}

/** RFC 6902 on a copy: add, remove, replace, move, copy, test. */
export function jsonPatch(target: Json, operations: Json): Json {
  if (!Array.isArray(operations)) throw new Error('a JSON patch is a list of operations');
  const document = structuredClone(target);
  for (const op of operations) {
    if (!isMap(op)) throw new Error('a JSON patch operation is a map');
    const path = pointer(op.path);
    switch (op.op) {
      case 'add':
        add(document, path, structuredClone(op.value));
        break;
      case 'remove':
        remove(document, path);
        break;
      case 'replace':
        remove(document, path);
        add(document, path, structuredClone(op.value));
        break;
      case 'move': {
        const value = read(document, pointer(op.from));
        remove(document, pointer(op.from));
        add(document, path, value);
        break;
      }
      case 'copy':
        add(document, path, structuredClone(read(document, pointer(op.from))));
        break;
      case 'test':
        if (JSON.stringify(read(document, path)) !== JSON.stringify(op.value))
          throw new Error(`test failed at ${String(op.path)}`);
        break;
      default:
        throw new Error(`unknown operation ${String(op.op)}`);
    }
  }
  return document;
}

/** The patch text (JSON or YAML) with `{{.name}}` replaced by the params' values. */
export function renderPatch(content: string, params: { name: string; value: string }[]): Json {
  const values = new Map(params.map((p) => [p.name, p.value]));
  const text = content.replace(
    /\{\{\s*\.([A-Za-z0-9_-]+)\s*\}\}/g,
    (whole, name: string) => values.get(name) ?? whole,
  );
  try {
    return parse(text, { schema: 'core', customTags: [], maxAliasCount: 100 });
  } catch (error) {
    throw new Error(`the patch is neither JSON nor YAML: ${(error as Error).message}`);
  }
}

/** Applies a patch to an object the way `kubectl patch --type` does for the strategy. */
export function applyPatch(object: JsonMap, strategy: PatchStrategy, patch: Json): JsonMap {
  if (strategy !== 'json' && !isMap(patch)) throw new Error('a merge patch is a map');
  const result =
    strategy === 'json'
      ? jsonPatch(object, patch)
      : strategy === 'merge'
        ? mergePatch(object, patch)
        : strategicMergePatch(object, patch);
  if (!isMap(result)) throw new Error('the patch does not leave an object');
  return result;
}
