import { createServer } from 'node:net';
import type { LoginResponse } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type JenkinsStandIn, startJenkinsStandIn } from '../jenkins-standin.js';
import { queryRows } from '../sql.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller } from './portal-contract.js';
import { portalBrowserKey } from './portal-crypto.js';

/**
 * The portal's Jenkins calls (系统设置 › 集成 › Jenkins, and the Jenkins build form), against a
 * loopback stand-in that answers as Jenkins' remote access API documents (see jenkins-standin.ts).
 */
const base = '/api/aslan/system/jenkins';
let t: TestApp;
let jenkins: JenkinsStandIn;
let member: LoginResponse;

beforeAll(async () => {
  t = await createTestApp();
  member = await t.createUser('jenkins-reader');
  jenkins = await startJenkinsStandIn([
    {
      name: 'cart',
      parameters: [
        { kind: 'string', name: 'IMAGE', default: 'registry.local/cart:latest' },
        { kind: 'choice', name: 'ENV', choices: ['dev', 'prod'] },
        { kind: 'boolean', name: 'SKIP_TESTS', default: false },
      ],
    },
    { name: 'plain job', parameters: [] },
    { name: 'inner', folders: ['team'], parameters: [{ kind: 'string', name: 'IMAGE', default: '' }] },
  ]);
});
afterAll(async () => {
  await jenkins.close();
  await t.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM jenkins_integrations`);
});

const call = portalCaller(() => t);
const account = () => ({ url: jenkins.url, username: jenkins.user, password: jenkins.token });

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function addJenkins(): Promise<string> {
  const res = await call('POST', `${base}/integration`, account());
  expect(res.json()).toEqual({ message: 'success' });
  return (await call('GET', `${base}/integration`)).json()[0].id;
}

describe('Jenkins integration (系统设置 › 集成 › Jenkins)', () => {
  it('POST /user/connection answers {"message":"success"} for a working account, signed in with basic auth', async () => {
    jenkins.requests.length = 0;
    expect((await call('POST', `${base}/user/connection`, account())).json()).toEqual({ message: 'success' });
    expect(jenkins.requests[0]?.authorization).toBe(
      `Basic ${Buffer.from(`${jenkins.user}:${jenkins.token}`).toString('base64')}`,
    );
    // the token goes in the header only, never in the address
    expect(jenkins.requests.some((r) => r.url.includes(jenkins.token))).toBe(false);
  });

  it('logs the connection test in the audit log as a check, without the token', async () => {
    await t.database.db.execute(sql`DELETE FROM audit_logs`);
    await call('POST', `${base}/user/connection`, account());
    const entries = await vi.waitFor(async () => {
      const rows = await queryRows<Record<string, string>>(
        t.database.db,
        sql`SELECT action, function, request_body FROM audit_logs WHERE path LIKE '%/jenkins/user/connection'`,
      );
      expect(rows.length).toBeGreaterThan(0);
      return rows;
    });
    // entries are written after the answer: the previous test's identical call may land after the DELETE
    for (const entry of entries) {
      expect(entry).toMatchObject({ action: 'check', function: 'integration' });
      expect(entry.request_body).not.toContain(jenkins.token);
    }
  });

  it('answers a clear 400 for a refused token and for a server that cannot be reached', async () => {
    const refused = await call(
      'POST',
      `${base}/user/connection`,
      { ...account(), password: 'wrong' },
      undefined,
      400,
    );
    expect(refused.json().message).toBe('Jenkins 拒绝了该账号，请检查用户名和 API Token');
    const port = await closedPort();
    const unreachable = await t.request({
      method: 'POST',
      url: `${base}/user/connection`,
      token: t.admin.token,
      headers: { 'accept-language': 'en' },
      payload: { ...account(), url: `http://127.0.0.1:${port}` },
    });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().message).toBe(
      'Jenkins could not be reached: check its address and the network',
    );
    expect(unreachable.json().description).toBe('ECONNREFUSED');
  });

  it('POST, GET ?encryptedKey= (password AES-encrypted), PUT and DELETE as the settings page does', async () => {
    expect((await call('GET', `${base}/exist`)).json()).toEqual({ exists: false });
    const id = await addJenkins();
    expect((await call('GET', `${base}/exist`)).json()).toEqual({ exists: true });

    const key = await portalBrowserKey(t);
    const [row] = (await call('GET', `${base}/integration?encryptedKey=${key.encryptedKey}`)).json();
    expectShape(row, { id: 'string', url: 'string', username: 'string', password: 'string' });
    expect(row.password).not.toContain(jenkins.token);
    expect(key.decrypt(row.password)).toBe(jenkins.token);

    // the edit dialog sends the decrypted token back with the id
    const edited = await call('PUT', `${base}/integration/${id}`, {
      id,
      url: `${jenkins.url}/`,
      username: jenkins.user,
      password: jenkins.token,
    });
    expect(edited.json()).toEqual({ message: 'success' });
    const [after] = (await call('GET', `${base}/integration?encryptedKey=${key.encryptedKey}`)).json();
    expect(after).toMatchObject({ id, url: jenkins.url });
    expect(key.decrypt(after.password)).toBe(jenkins.token);

    await call('DELETE', `${base}/integration/${id}`);
    expect((await call('GET', `${base}/integration`)).json()).toEqual([]);
    await call('DELETE', `${base}/integration/${id}`, undefined, undefined, 404);
  });

  it('shows the token masked to users who are not administrators, and keeps it sealed in the table', async () => {
    await addJenkins();
    const key = await portalBrowserKey(t);
    const [row] = (
      await call('GET', `${base}/integration?encryptedKey=${key.encryptedKey}`, undefined, member.token, 200)
    ).json();
    expect(row.password).toBe('********');
    const dump = await queryRows<{ password: string }>(
      t.database.db,
      sql`SELECT password FROM jenkins_integrations`,
    );
    expect(dump[0]?.password).not.toContain(jenkins.token);
    expect(dump[0]?.password.startsWith('sealed:v1:')).toBe(true);
  });

  it('GET /jobNames/{id}: an array of job names; GET /buildArgs/{id}/{job}: the parameters with defaults', async () => {
    const id = await addJenkins();
    const names = (await call('GET', `${base}/jobNames/${id}`, undefined, member.token, 200)).json();
    expect(names).toEqual(['cart', 'plain job']);

    const args = (await call('GET', `${base}/buildArgs/${id}/cart`)).json();
    for (const [i, arg] of args.entries())
      expectShape(
        arg,
        { name: 'string', value: 'string', type: 'string', choice_option: 'array', auto_generate: 'boolean' },
        `args[${i}]`,
      );
    expect(args).toEqual([
      {
        name: 'IMAGE',
        value: 'registry.local/cart:latest',
        type: 'string',
        choice_option: [],
        auto_generate: false,
      },
      { name: 'ENV', value: 'dev', type: 'choice', choice_option: ['dev', 'prod'], auto_generate: false },
      { name: 'SKIP_TESTS', value: 'false', type: 'string', choice_option: [], auto_generate: false },
    ]);
    expect((await call('GET', `${base}/buildArgs/${id}/${encodeURIComponent('plain job')}`)).json()).toEqual(
      [],
    );
    expect(
      (await call('GET', `${base}/buildArgs/${id}/${encodeURIComponent('team/inner')}`)).json(),
    ).toMatchObject([{ name: 'IMAGE', value: '' }]);
    const missing = await call('GET', `${base}/buildArgs/${id}/nope`, undefined, undefined, 404);
    expect(missing.json().message).toBe('Jenkins 任务不存在');
  });

  it('refuses bad input with 400 in both languages and saves nothing; only administrators write', async () => {
    const en = await t.request({
      method: 'POST',
      url: `${base}/integration`,
      token: t.admin.token,
      headers: { 'accept-language': 'en' },
      payload: { ...account(), url: 'jenkins.local' },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('The Jenkins address must start with http:// or https://');
    expect(
      (await call('POST', `${base}/integration`, { ...account(), password: '' }, undefined, 400)).json()
        .message,
    ).toBe('请输入 API Token');
    expect(
      (await call('POST', `${base}/integration`, { ...account(), username: ' ' }, undefined, 400)).json()
        .message,
    ).toBe('请输入用户名');
    await call('POST', `${base}/integration`, [], undefined, 400);
    await call('GET', `${base}/jobNames/abc`, undefined, undefined, 400);
    await call('GET', `${base}/jobNames/99999`, undefined, undefined, 404);
    await call('POST', `${base}/integration`, account(), member.token, 403);
    await call('POST', `${base}/user/connection`, account(), member.token, 403);
    expect((await call('GET', `${base}/integration`)).json()).toEqual([]);
  });

  it('refuses to delete a Jenkins server a Jenkins build runs on', async () => {
    const id = await addJenkins();
    await t.database.db.execute(
      sql`INSERT INTO projects (name, alias, type) VALUES ('ci', 'ci', 'k8s') ON CONFLICT DO NOTHING`,
    );
    await call('POST', '/api/aslan/build/build?projectName=ci', {
      name: 'cart-jenkins',
      source: 'jenkins',
      product_name: 'ci',
      targets: [{ service_name: 'cart', service_module: 'cart' }],
      pre_build: { res_req: 'low' },
      jenkins_build: {
        jenkins_id: id,
        job_name: 'cart',
        jenkins_build_params: [{ name: 'IMAGE', value: '', key: 'IMAGE', auto_generate: true }],
      },
    });
    const refused = await call('DELETE', `${base}/integration/${id}`, undefined, undefined, 400);
    expect(refused.json()).toMatchObject({ description: 'ci/cart-jenkins' });
    await call('DELETE', '/api/aslan/build/build?name=cart-jenkins&projectName=ci');
    await call('DELETE', `${base}/integration/${id}`);
  });
});
