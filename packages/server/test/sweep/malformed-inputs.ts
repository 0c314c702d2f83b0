import {
  type JsonPath,
  type JsonType,
  jsonTypeOfValue,
  nodesOf,
  replaceAt,
  sampleValue,
  typeOf,
  valueAt,
} from './json-schema-sample.js';
import { type Operation, type Parameter, takesBody, urlOf } from './operations.js';

/** One malformed call of an operation. */
export interface Probe {
  label: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** sent without the administrator's token (the headers say what is sent instead) */
  anonymous?: boolean;
}

/** What a call names when it is left alone: existing things where harmless, else missing ones. */
export type WantedText = (operation: Operation, key: string) => string;

const NUL = '\u0000';
const HUGE_TEXT = 'x'.repeat(100_000);
/** The call as the sample makes it: the one the others spoil. */
export const USUAL_LABEL = 'usual call';
/** Over the server's 1 MiB body limit: the answer must be 413. */
export const OVERSIZED_LABEL = 'body of 2 MB';
const OVERSIZED_BODY = JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) });
const DEPTH = 10_000;
const JSON_TYPE = { 'content-type': 'application/json' };
const POLLUTION = '{"polluted":true}';
/** Workflow routes also read YAML bodies, through another parser. */
const YAML_POLLUTION = '__proto__:\n  polluted: true\nconstructor:\n  prototype:\n    polluted: true\n';

const textVariants = (usual: string): Array<[string, string]> => [
  ['NUL appended', `${usual}${NUL}`],
  ['100 KB string', HUGE_TEXT],
];

const parameterVariants = (usual: string): Array<[string, string | string[]]> => [
  ...textVariants(usual),
  ['NUL alone', NUL],
  ['number beyond 64 bits', '99999999999999999999'],
  ['number beyond 32 bits', '2147483648'],
  ['negative number', '-1'],
  ['fraction', '1.5'],
  ['quotes, percent and backslash', `'"%\\_`],
  ['empty', ''],
  ['non-ASCII', 'Ω😀'],
];

const NUMBERS_NO_COLUMN_HOLDS: Array<[string, unknown]> = [
  ['number beyond 32 bits', 2147483648],
  ['number beyond 64 bits', 1e300],
  ['negative number', -1],
  ['fraction', 1.5],
];

/**
 * Values of other JSON types than the schema's (the likeliest confusions, not every pair: the
 * workflow body alone has a hundred fields), and numbers no column holds.
 */
const WRONG_VALUES: Record<JsonType, Array<[string, unknown]>> = {
  string: [
    ['a number', 12345],
    ['an object', {}],
    ['null', null],
  ],
  integer: [['a string', 'text'], ['null', null], ...NUMBERS_NO_COLUMN_HOLDS],
  number: [['a string', 'text'], ['null', null], ...NUMBERS_NO_COLUMN_HOLDS],
  boolean: [
    ['a string', 'text'],
    ['null', null],
  ],
  array: [
    ['an object', {}],
    ['a string', 'text'],
    ['null', null],
  ],
  object: [
    ['an array', []],
    ['a string', 'text'],
    ['null', null],
  ],
  null: [],
  any: [],
};

/** A JSON object text with `member` added before the members of `sample`. */
function withMember(sample: unknown, member: string): string {
  const members = jsonTypeOfValue(sample) === 'object' ? JSON.stringify(sample).slice(1, -1) : '';
  return `{${[member, members].filter(Boolean).join(',')}}`;
}

const describePath = (path: JsonPath) => ['body', ...path].join('.');

function bodyProbes(operation: Operation, sample: unknown, url: string): Probe[] {
  const json = (label: string, payload: string, headers: Record<string, string> = JSON_TYPE): Probe => ({
    label,
    url,
    headers,
    payload,
  });
  const whole: Probe[] = [
    ...[null, [], [sample], 'text', 42, true].map((value) =>
      json(`body is ${JSON.stringify(value).slice(0, 40)}`, JSON.stringify(value)),
    ),
    json('__proto__ key', withMember(sample, `"__proto__":${POLLUTION}`)),
    json('constructor.prototype key', withMember(sample, `"constructor":{"prototype":${POLLUTION}}`)),
    json('nested __proto__ key', withMember(sample, `"nested":{"__proto__":${POLLUTION}}`)),
    json('NUL in a key', withMember(sample, '"key\\u0000":"x"')),
    json('invalid JSON', '{"unterminated": '),
    json('plain text as JSON', 'not json at all'),
    json('empty JSON body', ''),
    json(`arrays nested ${DEPTH} deep`, `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`),
    json(`objects nested ${DEPTH} deep`, `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`),
    json('YAML with __proto__ and constructor.prototype keys', YAML_POLLUTION, {
      'content-type': 'application/yaml',
    }),
    json('unknown content type', 'text', { 'content-type': 'application/x-sweep-unknown' }),
    json('text/plain body', 'text', { 'content-type': 'text/plain' }),
    json(OVERSIZED_LABEL, OVERSIZED_BODY),
  ];
  const perField = nodesOf(operation.body, sample).flatMap(({ path, schema }) => {
    const spoiled = (label: string, value: unknown) =>
      json(`${describePath(path)}: ${label}`, JSON.stringify(replaceAt(sample, path, value)));
    const current = valueAt(sample, path);
    const texts =
      typeOf(schema) === 'string'
        ? textVariants(String(current)).map(([label, text]) => spoiled(label, text))
        : [];
    const keys =
      typeOf(schema) === 'object' && path.length > 0
        ? [spoiled('NUL in a key', { ...(current as object), [`key${NUL}`]: 'x' })]
        : [];
    const wrong =
      path.length > 0 ? WRONG_VALUES[typeOf(schema)].map(([label, value]) => spoiled(label, value)) : [];
    return [...texts, ...keys, ...wrong];
  });
  return [...whole, ...perField];
}

/**
 * Every malformed call of an operation: each parameter spoiled in turn, the body as a whole and
 * each of its fields spoiled in turn, and anonymous callers.
 */
export function probesFor(operation: Operation, wantedText: WantedText): Probe[] {
  const wanted = (key: string) => wantedText(operation, key);
  const usual = new Map<Parameter, string | string[]>(
    operation.parameters.map((p) => [p, String(sampleValue(p.schema, wanted, p.name))]),
  );
  const url = urlOf(operation, usual);
  // a body the document does not describe (lint takes a workflow as JSON or YAML) is an object
  const sample = takesBody(operation)
    ? operation.body
      ? sampleValue(operation.body, wanted)
      : {}
    : undefined;
  const probes: Probe[] = [
    {
      label: USUAL_LABEL,
      url,
      ...(sample === undefined ? { headers: {} } : { headers: JSON_TYPE, payload: JSON.stringify(sample) }),
    },
    {
      label: 'anonymous, undecodable language cookie',
      url,
      headers: { cookie: 'language=%E0%A4%A' },
      anonymous: true,
    },
    { label: 'forged bearer token', url, headers: { authorization: 'Bearer not.a.token' }, anonymous: true },
    {
      label: 'NUL in a query key',
      url: urlOf(
        operation,
        new Map([...usual, [{ name: `key${NUL}`, in: 'query', schema: undefined }, 'x']]),
      ),
      headers: {},
    },
  ];
  for (const parameter of operation.parameters) {
    const variants = parameterVariants(String(usual.get(parameter)));
    if (parameter.in === 'query') variants.push(['given twice', ['a', 'b']]);
    for (const [label, value] of variants) {
      probes.push({
        label: `${parameter.in} ${parameter.name}: ${label}`,
        url: urlOf(operation, new Map([...usual, [parameter, value]])),
        headers: {},
      });
    }
  }
  if (sample !== undefined) probes.push(...bodyProbes(operation, sample, url));
  return probes;
}
