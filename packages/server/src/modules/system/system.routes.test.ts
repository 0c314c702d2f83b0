import { constants, publicEncrypt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/sql.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const encrypt = (publicKey: string, value: unknown) =>
  publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(JSON.stringify(value)),
  ).toString('base64');

describe('system routes', () => {
  it('reports health without a token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', version: '1.16.0' });
  });

  it('answers an unknown API path with a JSON 404 in the chosen language', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { cookie: 'language=en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      type: 'error',
      code: 404,
      message: 'API path not found',
      description: 'GET /api/v1/nothing-here',
    });
    const zh = await t.request({ method: 'POST', url: '/api/aslan/nothing' });
    expect(zh.json().message).toBe('接口不存在');
  });

  it('serves the RSA public key as PEM', async () => {
    const res = await t.request({ method: 'GET', url: '/api/aslan/system/rsaKey/publicKey' });
    expect(res.statusCode).toBe(200);
    expect(res.json().publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/login', '/api/v1/users/{id}/setting', '/api/v1/reset']),
    );
    expect(
      doc.paths['/api/v1/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('account');
    const ui = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('stores an encrypted visit record under the caller and rejects a forged one', async () => {
    const { publicKey } = (
      await t.request({ method: 'GET', url: '/api/aslan/system/rsaKey/publicKey' })
    ).json();
    const record = {
      domain: 'ci.example.com',
      username: 'someone-else',
      url: '/v1/profile',
      createdAt: Date.now(),
    };
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/v1/visit-records',
      payload: { payload: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);

    const ok = await t.request({
      method: 'POST',
      url: '/api/v1/visit-records',
      token: t.admin.token,
      payload: { payload: encrypt(publicKey, record) },
    });
    expect(ok.statusCode).toBe(204);
    const rows = await queryRows(t.database.db, sql`select domain, username, url from visit_records`);
    expect(rows).toEqual([{ domain: 'ci.example.com', username: 'admin', url: '/v1/profile' }]);

    for (const payload of ['bm90IGVuY3J5cHRlZA==', encrypt(publicKey, { domain: 1 }), '']) {
      const bad = await t.request({
        method: 'POST',
        url: '/api/v1/visit-records',
        token: t.admin.token,
        payload: { payload },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().type).toBe('error');
    }
    const after = await queryRows(t.database.db, sql`select count(*)::int as n from visit_records`);
    expect(after[0]).toEqual({ n: 1 });
  });

  it('never sends a stack trace to the client', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(res.json().type).toBe('error');
  });
});

describe('web app hosting', () => {
  it('returns index.html for every non-API path (history mode)', async () => {
    const web = await createTestApp();
    try {
      const webDir = path.join(web.dataDir, 'web');
      mkdirSync(webDir, { recursive: true });
      writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Slipway</title>');
      const { buildApp } = await import('../../app.js');
      const { loadServerKeys } = await import('../../lib/keys.js');
      const { app } = await buildApp({
        config: web.config,
        database: web.database,
        keys: loadServerKeys(web.dataDir, undefined),
        webDir,
        logger: false,
      });
      for (const url of ['/', '/signin?redirect=%2Fv1', '/v1/profile/preference', '/mobile/projects']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<title>Slipway</title>');
      }
      const api = await app.inject({ method: 'GET', url: '/api/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json().type).toBe('error');
      await app.close();
    } finally {
      await web.close();
    }
  });
});
