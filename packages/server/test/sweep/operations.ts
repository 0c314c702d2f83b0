import type { JsonSchema } from './json-schema-sample.js';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema: JsonSchema | undefined;
}

/** One method on one path of the OpenAPI document. */
export interface Operation {
  method: string;
  /** as in the document: /api/v1/users/{id} */
  path: string;
  parameters: Parameter[];
  /** the JSON body's schema; undefined when the document names none */
  body: JsonSchema | undefined;
}

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: (operation.parameters ?? [])
        .filter((p): p is Parameter & { in: 'path' | 'query' } => p.in === 'path' || p.in === 'query')
        .map((p) => ({ name: p.name, in: p.in, schema: p.schema })),
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

export const takesBody = (operation: Operation) => ['POST', 'PUT', 'PATCH'].includes(operation.method);

/** Builds the URL of a call from the values of its parameters. */
export function urlOf(operation: Operation, values: Map<Parameter, string | string[]>): string {
  let url = operation.path;
  const query = new URLSearchParams();
  for (const [parameter, value] of values) {
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else for (const item of [value].flat()) query.append(parameter.name, item);
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}
