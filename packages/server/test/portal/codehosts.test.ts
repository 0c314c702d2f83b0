import type { LoginResponse } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GitServer, startGitServer } from '../git-daemon.js';
import { queryRows } from '../sql.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller, type Shape } from './portal-contract.js';
import { portalBrowserKey } from './portal-crypto.js';

/**
 * The calls of system integration › code hosts and of the repository pickers of builds, tests and
 * services: each sent as the portal sends it, each answer read as the portal reads it.
 */
let t: TestApp;
let member: LoginResponse;
let git: GitServer;

beforeAll(async () => {
  t = await createTestApp();
  member = await t.createUser('codehost-member');
  git = await startGitServer(
    { 'team/app': { 'README.md': 'app' } },
    { branches: ['release-1', 'feature/login'], tags: ['v1.0.0', 'v1.1.0'] },
  );
});
afterAll(async () => {
  await git.stop();
  await t.close();
});

const call = portalCaller(() => t);

/** The body of the portal's form: every field present, those of other kinds ''. */
const form = (fields: Record<string, unknown>) => ({
  type: 'gerrit',
  alias: '',
  address: '',
  application_id: '',
  client_secret: '',
  username: '',
  password: '',
  region: '',
  access_token: '',
  auth_type: '',
  ssh_key: '',
  private_access_token: '',
  name: '',
  ...fields,
});
const gerrit = form({
  type: 'gerrit',
  address: 'https://review.example.com',
  username: 'ci',
  password: 'gerrit-pw',
});
const gitlab = form({
  type: 'gitlab',
  address: 'https://gitlab.example.com',
  application_id: 'app-1',
  client_secret: 'gitlab-secret',
});
const sshHost = form({
  type: 'other',
  address: 'git@git.example.com',
  auth_type: 'SSH',
  ssh_key: 'PRIVATE KEY',
});

const create = async (body: unknown) => (await call('POST', '/api/v1/codehosts', body)).json().id as number;
/** The settings list as the page reads it, with its browser key to decrypt the secrets. */
async function settingsList() {
  const key = await portalBrowserKey(t);
  const rows = (await call('GET', `/api/v1/codehosts?encryptedKey=${key.encryptedKey}`)).json();
  return { rows: rows as Array<Record<string, unknown>>, key };
}
const rowOf = (rows: Array<Record<string, unknown>>, id: number) =>
  rows.find((row) => row.id === id) as Record<string, unknown>;

/** Every field the settings table, its edit dialog and the pickers read. */
const codehostRow: Shape = {
  id: 'integer',
  type: 'string',
  address: 'string',
  alias: 'string',
  auth_type: 'string',
  is_ready: 'string',
  updated_at: 'seconds',
  enable_proxy: 'boolean',
  name: 'string',
  region: 'string',
  application_id: 'string',
  client_secret: 'string',
  username: 'string',
  password: 'string',
  private_access_token: 'string',
  ssh_key: 'string',
  access_token: 'string',
};

describe('system integration › code hosts', () => {
  it('POST /api/v1/codehosts: the form of each kind; answers {id}', async () => {
    const id = await create(gerrit);
    expect(id).toBeGreaterThan(0);
    await create(gitlab);
    await create(sshHost);
    await create(form({ type: 'github', application_id: 'gh', client_secret: 'gh-secret' }));
    const missing = await call(
      'POST',
      '/api/v1/codehosts',
      form({ type: 'gerrit', address: 'https://r' }),
      undefined,
      400,
    );
    expect(missing.json().description).toContain('username');
    await call('POST', '/api/v1/codehosts', form({ type: 'svn', address: 'x' }), undefined, 400);
    const option = form({ type: 'other', address: '-oProxyCommand=x', auth_type: 'SSH', ssh_key: 'k' });
    await call('POST', '/api/v1/codehosts', option, undefined, 400);
    await call('POST', '/api/v1/codehosts', gerrit, member.token, 403);
  });

  it('GET /api/v1/codehosts?encryptedKey=: an array, secrets AES-encrypted under the browser key, sealed at rest', async () => {
    const id = await create(gitlab);
    const { rows, key } = await settingsList();
    for (const row of rows) expectShape(row, codehostRow, `codehost ${row.id}`);
    const row = rowOf(rows, id);
    expect(row).toMatchObject({
      type: 'gitlab',
      address: 'https://gitlab.example.com',
      application_id: 'app-1',
    });
    expect(row.client_secret).not.toContain('gitlab-secret');
    expect(key.decrypt(row.client_secret as string)).toBe('gitlab-secret');
    // an OAuth host is not authorised until the provider gave it a token
    expect(row.is_ready).not.toBe('2');
    const github = rows.find((r) => r.type === 'github');
    expect(github?.address).toBe('https://github.com');
    const ssh = rows.find((r) => r.type === 'other') as Record<string, unknown>;
    expect(ssh.auth_type).toBe('SSH');
    expect(ssh.is_ready).toBe('2');
    expect(key.decrypt(ssh.ssh_key as string)).toBe('PRIVATE KEY');
    const stored = await queryRows(t.database.db, sql`SELECT client_secret FROM codehosts WHERE id = ${id}`);
    expect(String(stored[0]?.client_secret)).toMatch(/^sealed:v1:/);
  });

  it('GET /api/v1/codehosts: members see the hosts for the pickers, never a secret', async () => {
    await create(gerrit);
    const key = await portalBrowserKey(t);
    const rows = (
      await call('GET', `/api/v1/codehosts?encryptedKey=${key.encryptedKey}`, undefined, member.token)
    ).json();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expectShape(row, {
        id: 'integer',
        type: 'string',
        address: 'string',
        alias: 'string',
        auth_type: 'string',
      });
      for (const secret of ['client_secret', 'password', 'private_access_token', 'ssh_key', 'access_token'])
        expect(row[secret], secret).toMatch(/^(\*+)?$/);
    }
  });

  it('PATCH /api/v1/codehosts/{id}: the row as read, secrets decrypted, edited; the proxy switch', async () => {
    const id = await create(gerrit);
    const { rows, key } = await settingsList();
    const row = rowOf(rows, id);
    const edited = {
      ...row,
      password: key.decrypt(row.password as string),
      alias: 'review',
      enable_proxy: true,
    };
    await call('PATCH', `/api/v1/codehosts/${id}`, edited);
    const after = await settingsList();
    const read = rowOf(after.rows, id);
    expect(read).toMatchObject({ alias: 'review', enable_proxy: true });
    expect(after.key.decrypt(read.password as string)).toBe('gerrit-pw');
    await call('PATCH', '/api/v1/codehosts/999999', edited, undefined, 404);
    await call('PATCH', `/api/v1/codehosts/${id}`, edited, member.token, 403);
  });

  it('DELETE /api/v1/codehosts/{id}: fire-and-forget, then gone from the list', async () => {
    const id = await create(sshHost);
    await call('DELETE', `/api/v1/codehosts/${id}`);
    expect(rowOf((await settingsList()).rows, id)).toBeUndefined();
    await call('DELETE', `/api/v1/codehosts/${id}`, undefined, undefined, 404);
  });

  it('GET /api/v1/codehosts/{id}: one host, secrets masked', async () => {
    const id = await create(gerrit);
    const row = (await call('GET', `/api/v1/codehosts/${id}`)).json();
    expectShape(row, codehostRow);
    expect(row.password).not.toBe('gerrit-pw');
    await call('GET', '/api/v1/codehosts/999999', undefined, undefined, 404);
  });
});

describe('repository pickers', () => {
  /** An `other` host served by a real git daemon on loopback: its address is the server's root. */
  const otherHost = () =>
    create(
      form({
        type: 'other',
        address: git.url('team/app').replace('/team/app.git', ''),
        auth_type: 'PrivateAccessToken',
        private_access_token: 'unused-by-git-daemon',
      }),
    );
  const refsQuery = (repoOwner: string, repoName: string, key = '') =>
    `repoOwner=${encodeURIComponent(repoOwner)}&repoName=${repoName}&page=1&per_page=200&key=${key}`;

  it('GET /api/aslan/code/codehost/{id}/namespaces?key=: an array of {name, path, kind}', async () => {
    const gerritId = await create(gerrit);
    const owners = (
      await call('GET', `/api/aslan/code/codehost/${gerritId}/namespaces?key=`, undefined, member.token)
    ).json();
    expect(owners.length).toBeGreaterThan(0);
    for (const owner of owners) expectShape(owner, { name: 'string', path: 'string', kind: 'string' });
    // an `other` host has no owners to list: the page lets the user type them
    const otherId = await otherHost();
    expect((await call('GET', `/api/aslan/code/codehost/${otherId}/namespaces?key=`)).json()).toEqual([]);
    // GitHub, GitLab and Gitee answer through their API only once authorised
    const gitlabId = await create(gitlab);
    const refused = await call(
      'GET',
      `/api/aslan/code/codehost/${gitlabId}/namespaces?key=`,
      undefined,
      undefined,
      400,
    );
    expect(refused.json().message).toMatch(/authori[sz]|授权/);
    await call('GET', '/api/aslan/code/codehost/999999/namespaces?key=', undefined, undefined, 404);
  });

  it('GET /api/aslan/code/codehost/{id}/projects: an array of {name, namespace, repo_id}; an unreachable host is an error', async () => {
    const otherId = await otherHost();
    const query = 'repoOwner=team&type=group&page=1&per_page=200&key=';
    expect((await call('GET', `/api/aslan/code/codehost/${otherId}/projects?${query}`)).json()).toEqual([]);
    const offline = await create(
      form({ type: 'gerrit', address: 'http://127.0.0.1:9', username: 'ci', password: 'pw' }),
    );
    const refused = await call(
      'GET',
      `/api/aslan/code/codehost/${offline}/projects?${query}`,
      undefined,
      undefined,
      400,
    );
    expect(typeof refused.json().description).toBe('string');
  });

  it('GET /api/aslan/code/codehost/{id}/branches: [].name from the repository, searched by key; an unreachable host is a 400 saying why', async () => {
    const id = await otherHost();
    const url = `/api/aslan/code/codehost/${id}/branches?${refsQuery('team', 'app')}`;
    const branches = (await call('GET', url, undefined, member.token)).json();
    for (const branch of branches) expectShape(branch, { name: 'string' });
    expect(branches.map((b: { name: string }) => b.name)).toEqual(['feature/login', 'main', 'release-1']);
    const searched = (
      await call('GET', `/api/aslan/code/codehost/${id}/branches?${refsQuery('team', 'app', 'rel')}`)
    ).json();
    expect(searched).toEqual([{ name: 'release-1' }]);
    const missing = await call(
      'GET',
      `/api/aslan/code/codehost/${id}/branches?${refsQuery('team', 'nothing')}`,
      undefined,
      undefined,
      400,
    );
    expect(typeof missing.json().description).toBe('string');
    // an SSH host that cannot be reached: a 400 saying why
    const sshId = await create(
      form({ type: 'other', address: 'ssh://git@127.0.0.1:9', auth_type: 'SSH', ssh_key: 'not a key' }),
    );
    const refused = await call(
      'GET',
      `/api/aslan/code/codehost/${sshId}/branches?${refsQuery('team', 'app')}`,
      undefined,
      undefined,
      400,
    );
    expect(refused.json().description).not.toBe('');
  });

  it('GET /api/aslan/code/codehost/{id}/tags: [].name from the repository', async () => {
    const id = await otherHost();
    const tags = (
      await call('GET', `/api/aslan/code/codehost/${id}/tags?${refsQuery('team', 'app')}`)
    ).json();
    expect(tags).toEqual([{ name: 'v1.0.0' }, { name: 'v1.1.0' }]);
  });
});
