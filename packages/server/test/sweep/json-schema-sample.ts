import { randomUUID } from 'node:crypto';

/** The part of JSON Schema that the OpenAPI document of the app uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
}

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null' | 'any';

/** The first alternative of a union, as the one a sample follows. */
export function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  const chosen = alternatives?.find((s) => s.type !== 'null') ?? alternatives?.[0];
  return chosen ? resolve(chosen) : schema;
}

export function typeOf(schema: JsonSchema | undefined): JsonType {
  const resolved = resolve(schema);
  if (resolved.const !== undefined) return jsonTypeOfValue(resolved.const);
  if (resolved.enum?.length) return jsonTypeOfValue(resolved.enum[0]);
  const types = [resolved.type ?? []].flat().filter((t) => t !== 'null');
  return (types[0] as JsonType | undefined) ?? (resolved.properties ? 'object' : 'any');
}

export function jsonTypeOfValue(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value as JsonType;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A string the schema accepts, preferring `wanted` (a name of something that exists, say). */
export function sampleString(schema: JsonSchema | undefined, wanted = 'sweep-missing'): string {
  const resolved = resolve(schema);
  if (resolved.const !== undefined) return String(resolved.const);
  if (resolved.enum?.length) return String(resolved.enum[0]);
  if (resolved.format === 'uuid') return UUID_PATTERN.test(wanted) ? wanted : randomUUID();
  if (resolved.format === 'email') return 'sweep@example.com';
  if (resolved.format === 'date-time') return new Date().toISOString();
  const pattern = resolved.pattern ? new RegExp(resolved.pattern) : undefined;
  const fits = (text: string) => (!pattern || pattern.test(text)) && text.length >= (resolved.minLength ?? 0);
  return [wanted, 'sweep-missing', '999999', 'sweepmissing', 'a'].find(fits) ?? wanted;
}

/**
 * A value the schema accepts as far as simple rules go: every property filled in and one item in
 * every array, so that each field can be spoiled in turn.
 */
export function sampleValue(
  schema: JsonSchema | undefined,
  wantedText: (key: string) => string,
  key = '',
): unknown {
  const resolved = resolve(schema);
  switch (typeOf(resolved)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([name, property]) => [
          name,
          sampleValue(property, wantedText, name),
        ]),
      );
    case 'array':
      return [sampleValue(resolved.items, wantedText, key)];
    case 'integer':
    case 'number': {
      const wanted = Number(wantedText(key));
      const fallback = Math.max(resolved.minimum ?? 1, 1);
      return resolved.const ?? resolved.enum?.[0] ?? (Number.isInteger(wanted) ? wanted : fallback);
    }
    case 'boolean':
      return resolved.const ?? resolved.enum?.[0] ?? false;
    case 'string':
      return sampleString(resolved, wantedText(key));
    default:
      return 'sweep';
  }
}

export type JsonPath = Array<string | number>;

/** Every value inside a sample (the sample itself first) with the schema it follows. */
export function nodesOf(schema: JsonSchema | undefined, value: unknown, path: JsonPath = []) {
  const nodes: Array<{ path: JsonPath; schema: JsonSchema }> = [{ path, schema: resolve(schema) }];
  const resolved = resolve(schema);
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      nodes.push(...nodesOf(resolved.items, item, [...path, index]));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      nodes.push(...nodesOf(resolved.properties?.[name], item, [...path, name]));
    }
  }
  return nodes;
}

export function valueAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>(
    (container, step) => (container as Record<string | number, unknown>)[step],
    value,
  );
}

/** A copy of `value` with the value at `path` replaced (the whole value for an empty path). */
export function replaceAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let container = copy;
  for (const step of path.slice(0, -1)) container = container[step] as Record<string | number, unknown>;
  container[path.at(-1) as string | number] = replacement;
  return copy;
}
