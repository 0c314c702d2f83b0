import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let webDir: string;
let t: TestApp;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'slipway-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Slipway</title>');
  t = await createTestApp({}, { webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['strict-transport-security']).toBeUndefined();
  const csp = directives(res);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  // Plain http on another host than localhost must keep working.
  expect(csp.has('upgrade-insecure-requests')).toBe(false);
}

describe('security headers', () => {
  it('come with API responses', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
  });

  it("come with the web app's index.html on every history-mode path", async () => {
    for (const url of ['/', '/v1/projects', '/signin?redirect=%2Fv1']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Slipway</title>');
      expectSecurityHeaders(res);
    }
  });

  it('come with errors: unknown API paths, lost sessions and invalid bodies', async () => {
    const notFound = await t.request({ method: 'GET', url: '/api/no/such/path' });
    expect(notFound.statusCode).toBe(404);
    expectSecurityHeaders(notFound);
    const unauthorized = await t.request({ method: 'GET', url: '/api/v1/user/count', token: 'garbage' });
    expect(unauthorized.statusCode).toBe(401);
    expectSecurityHeaders(unauthorized);
    const invalid = await t.request({ method: 'POST', url: '/api/v1/login', payload: { account: 5 } });
    expect(invalid.statusCode).toBe(400);
    expectSecurityHeaders(invalid);
  });

  it('come with the API docs, whose swagger-ui runs under the same policy', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(res);
  });
});
