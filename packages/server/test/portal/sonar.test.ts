import type { LoginResponse } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SonarStandIn, startSonarStandIn } from '../sonar-server.js';
import { queryRows } from '../sql.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller } from './portal-contract.js';
import { portalBrowserKey } from './portal-crypto.js';

/**
 * The portal's Sonar calls (系统设置 › 集成管理 › Sonar, and the scanner form's server picker), each
 * sent as the portal sends it; the connection check talks to a SonarQube stand-in on loopback.
 */
let t: TestApp;
let sonar: SonarStandIn;
let member: LoginResponse;

beforeAll(async () => {
  t = await createTestApp();
  sonar = await startSonarStandIn();
  member = await t.createUser('sonar-member');
});
afterAll(async () => {
  await sonar.stop();
  await t.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM sonar_integrations`);
});

const call = portalCaller(() => t);

const base = '/api/aslan/system/sonar/integration';
const body = () => ({ server_address: sonar.address, token: sonar.token });

async function settings() {
  const key = await portalBrowserKey(t);
  const list = (await call('GET', `${base}?encryptedKey=${key.encryptedKey}&projectName=`)).json();
  return { list, key };
}

describe('Sonar integration (系统设置 › 集成管理 › Sonar)', () => {
  it('POST then GET ?encryptedKey=: an array of id, server_address and the token AES-encrypted under the browser key', async () => {
    const created = await call('POST', base, body());
    expect(created.json()).toEqual({ message: 'success' });
    const { list, key } = await settings();
    expect(list).toHaveLength(1);
    expectShape(list[0], { id: 'string', server_address: 'string', token: 'string' });
    expect(list[0].server_address).toBe(sonar.address);
    expect(list[0].token).not.toBe(sonar.token);
    expect(key.decrypt(list[0].token)).toBe(sonar.token);
    const rows = await queryRows<{ token: string }>(t.database.db, sql`SELECT token FROM sonar_integrations`);
    expect(rows[0]?.token).toMatch(/^sealed:v1:/);
    expect(JSON.stringify(rows)).not.toContain(sonar.token);
  });

  it('PUT /{id} and DELETE /{id} answer {"message":"success"}; unknown ids are 404', async () => {
    await call('POST', base, body());
    const { list } = await settings();
    const id = list[0].id as string;
    const edited = await call('PUT', `${base}/${id}`, {
      id,
      server_address: `${sonar.address}/`,
      token: 'other-token',
    });
    expect(edited.json()).toEqual({ message: 'success' });
    const after = await settings();
    expect(after.list[0].server_address).toBe(sonar.address);
    expect(after.key.decrypt(after.list[0].token)).toBe('other-token');
    expect((await call('DELETE', `${base}/${id}`)).json()).toEqual({ message: 'success' });
    expect((await settings()).list).toEqual([]);
    await call('DELETE', `${base}/${id}`, undefined, undefined, 404);
    await call('PUT', `${base}/${id}`, body(), undefined, 404);
  });

  it('refuses bad input with the texts of both languages and changes nothing', async () => {
    const noAddress = await call('POST', base, { server_address: '', token: 'x' }, undefined, 400);
    expect(noAddress.json().message).toBeTruthy();
    await call('POST', base, { server_address: 'ftp://sonar', token: 'x' }, undefined, 400);
    await call('POST', base, { server_address: sonar.address, token: '' }, undefined, 400);
    const english = await t.request({
      method: 'POST',
      url: base,
      token: t.admin.token,
      headers: { cookie: 'language=en' },
      payload: { server_address: 'sonar.example.com', token: 'x' },
    });
    expect(english.statusCode).toBe(400);
    expect(english.body).toContain('The Sonar address starts with http:// or https://');
    expect((await settings()).list).toEqual([]);
  });

  it('POST /validate asks the server: {"message":"success"} for a valid token, 400 naming the refusal or the unreachable server', async () => {
    const ok = await call('POST', '/api/aslan/system/sonar/validate', body());
    expect(ok.json()).toEqual({ message: 'success' });
    const validation = sonar.requests.findLast((r) => r.url === '/api/authentication/validate');
    expect(validation?.authorization).toBe(`Basic ${Buffer.from(`${sonar.token}:`).toString('base64')}`);
    const refused = await call(
      'POST',
      '/api/aslan/system/sonar/validate',
      { server_address: sonar.address, token: 'wrong' },
      undefined,
      400,
    );
    expect(refused.json().message).toBeTruthy();
    const down = await call(
      'POST',
      '/api/aslan/system/sonar/validate',
      { server_address: 'http://127.0.0.1:1', token: 'x' },
      undefined,
      400,
    );
    expect(down.json().description).toContain('127.0.0.1:1');
  });

  it('members read the list for the scanner form without tokens and cannot change it', async () => {
    await call('POST', base, body());
    const key = await portalBrowserKey(t);
    const list = (
      await call('GET', `${base}?encryptedKey=${key.encryptedKey}&projectName=demo`, undefined, member.token)
    ).json();
    expect(list).toHaveLength(1);
    expect(list[0].token).toBe('');
    await call('POST', base, body(), member.token, 403);
    await call('PUT', `${base}/${list[0].id}`, body(), member.token, 403);
    await call('DELETE', `${base}/${list[0].id}`, undefined, member.token, 403);
    await call('POST', '/api/aslan/system/sonar/validate', body(), member.token, 403);
  });
});
