import { GENERIC_PARAM_VALUE_MAX, type GenericHookParam } from '@slipway/contracts';
import { BadRequestError } from '../../lib/errors.js';
import { type Headers, header, obj } from './delivery-parts.js';

/** What a generic webhook request offers its params. */
export interface GenericHookRequest {
  body: unknown;
  query: Record<string, unknown>;
  headers: Headers;
}

/** The value at a dotted path (`a.b.0.c`) of a JSON document; undefined when absent. */
export function valueAtPath(document: unknown, path: string): unknown {
  let current: unknown = document;
  for (const key of path.split('.')) {
    if (Array.isArray(current) && /^\d+$/.test(key)) current = current[Number(key)];
    else if (current && typeof current === 'object' && Object.hasOwn(current, key))
      current = obj(current)[key];
    else return undefined;
  }
  return current;
}

/** A JSON value as a param's text: strings as they are, anything else as JSON. */
const asText = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

function read(param: GenericHookParam, request: GenericHookRequest): string | undefined {
  if (param.source === 'body') return asText(valueAtPath(request.body, param.path));
  if (param.source === 'query') {
    const value = request.query[param.path];
    return asText(Array.isArray(value) ? value[0] : value);
  }
  const value = header(request.headers, param.path.toLowerCase());
  return value === '' ? undefined : value;
}

/**
 * The params a request gives the run: each mapping reads its source, else takes its default. Only
 * params the workflow declares are given; a value over the limit refuses the request.
 */
export function genericHookValues(
  mappings: readonly GenericHookParam[],
  request: GenericHookRequest,
  declared: ReadonlySet<string>,
): Array<{ name: string; value: string }> {
  const values: Array<{ name: string; value: string }> = [];
  for (const mapping of mappings) {
    if (!declared.has(mapping.name)) continue;
    const value = read(mapping, request) ?? mapping.default;
    if (value.length > GENERIC_PARAM_VALUE_MAX)
      throw new BadRequestError('error.genericHookValueTooLong', mapping.name);
    values.push({ name: mapping.name, value });
  }
  return values;
}
