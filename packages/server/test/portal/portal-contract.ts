import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../test-app.js';

/**
 * The contract of the real Zadig portal: one row per portal call, the request exactly as the portal
 * sends it (its axios layer: JSON bodies as application/json, string bodies — YAML — as
 * application/x-www-form-urlencoded), then every field the portal reads with its type and unit.
 */
export interface PortalRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** an object goes as JSON; a string as the portal's axios sends strings: a form body */
  body?: unknown;
  token?: string;
}

export function portalCall(t: TestApp, call: PortalRequest): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  if (typeof call.body === 'string') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = call.body;
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json;charset=utf-8';
    payload = JSON.stringify(call.body);
  }
  return t.request({
    method: call.method,
    url: call.url,
    headers,
    ...(payload === undefined ? {} : { payload }),
    token: call.token ?? t.admin.token,
  });
}

/** What the portal reads a field as. `seconds` is a Unix time in seconds (not ms, not a string). */
export type FieldKind = 'string' | 'number' | 'integer' | 'boolean' | 'seconds' | 'array' | 'object' | 'any';
export type Shape = { [path: string]: FieldKind | Shape | [Shape] };

/** Between 2001 and 2286: a Unix time in seconds, not milliseconds. */
const isSeconds = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 1e9 && v < 1e10;

function kindOk(kind: FieldKind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'seconds':
      return isSeconds(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'any':
      return value !== undefined;
  }
}

function at(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, key) => (v == null ? undefined : (v as Record<string, unknown>)[key]), value);
}

/**
 * Asserts every field the portal reads: `{ 'content.title': 'string', update_time: 'seconds',
 * stages: [{ name: 'string' }] }` (an array shape checks every item; nested paths with dots).
 */
export function expectShape(value: unknown, shape: Shape, where = 'body'): void {
  for (const [path, kind] of Object.entries(shape)) {
    const field = at(value, path);
    const label = `${where}.${path}`;
    if (Array.isArray(kind)) {
      expect(Array.isArray(field), `${label} is an array (got ${JSON.stringify(field)?.slice(0, 200)})`).toBe(
        true,
      );
      for (const [i, item] of (field as unknown[]).entries()) expectShape(item, kind[0], `${label}[${i}]`);
    } else if (typeof kind === 'object') {
      expect(kindOk('object', field), `${label} is an object`).toBe(true);
      expectShape(field, kind, label);
    } else {
      expect(kindOk(kind, field), `${label} is ${kind} (got ${JSON.stringify(field)?.slice(0, 200)})`).toBe(
        true,
      );
    }
  }
}

/** The portal's rules for every answer: an error has a string description; success is never JSON null. */
export function expectPortalAnswer(res: LightMyRequestResponse, status = 200): void {
  expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 500)}`).toBe(status);
  if (status >= 400) {
    expectShape(res.json(), { description: 'string', message: 'string' });
    return;
  }
  if (res.headers['content-type']?.toString().includes('json')) expect(res.body.trim()).not.toBe('null');
}

/**
 * A suite's portal calls, each asserting the portal's answer rules and its status (200 unless told);
 * `app` gives the suite's app once it is made.
 */
export function portalCaller(app: () => TestApp) {
  return async (
    method: PortalRequest['method'],
    url: string,
    body?: unknown,
    token?: string,
    status = 200,
  ) => {
    const res = await portalCall(app(), { method, url, body, ...(token ? { token } : {}) });
    expectPortalAnswer(res, status);
    return res;
  };
}
