import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codehostOauthTokens, codehosts } from '../../src/db/schema.js';
import { repoProxyForm, startConnectProxy } from '../githost-standins/connect-proxy.js';
import {
  GERRIT_ACCOUNT,
  type HostedStandin,
  OAUTH_CLIENTS,
  standinEndpoints,
  startHostedStandin,
} from '../githost-standins/hosted-standin.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectPortalAnswer, expectShape, portalCall } from './portal-contract.js';

/**
 * GitHub, GitLab, Gitee and Gerrit hosts: OAuth authorisation as the portal starts it (a browser
 * navigation), then the repository pickers and run dialogs read through each REST API. The hosted
 * services cannot run here: `githost-standins/hosted-standin.ts` answers on loopback exactly as
 * their docs document (see there).
 */
let t: TestApp;
let standin: HostedStandin;
const page = 'http://localhost/v1/system/integration';

const form = (fields: Record<string, string>) => ({
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

const create = async (fields: Record<string, string>) => {
  const res = await portalCall(t, { method: 'POST', url: '/api/v1/codehosts', body: form(fields) });
  expectPortalAnswer(res);
  return res.json().id as number;
};

/** The portal's navigation after a save: no Authorization header, only the page to come back to. */
const startAuth = (id: number, redirect = page) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/codehosts/${id}/auth?redirect_url=${encodeURIComponent(redirect)}`,
  });

/** The nonce cookie the start sets, as the browser sends it back to the callback. */
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';

/** Runs the whole flow as the browser would: start, provider's redirect back with a code, callback. */
async function authorise(id: number, code: string): Promise<string> {
  const started = await startAuth(id);
  expect(started.statusCode).toBe(302);
  const authorize = new URL(started.headers.location as string);
  const state = authorize.searchParams.get('state') ?? '';
  const back = await t.app.inject({
    method: 'GET',
    url: `/api/directory/codehosts/callback?code=${code}&state=${encodeURIComponent(state)}`,
    headers: { cookie: cookieOf(started) },
  });
  expect(back.statusCode, back.body).toBe(302);
  return back.headers.location as string;
}

const hostRow = async (id: number) =>
  (await portalCall(t, { method: 'GET', url: '/api/v1/codehosts' }))
    .json()
    .find((h: { id: number }) => h.id === id);

beforeAll(async () => {
  standin = await startHostedStandin();
  t = await createTestApp({ hostedEndpoints: standinEndpoints(standin) });
});
afterAll(async () => {
  await t?.close();
  await standin?.stop();
});

describe('GitHub', () => {
  let id: number;
  beforeAll(async () => {
    id = await create({
      type: 'github',
      application_id: OAUTH_CLIENTS.github.id,
      client_secret: OAUTH_CLIENTS.github.secret,
    });
  });

  it('GET /api/v1/codehosts/{id}/auth: 302 to GitHub with the client id, the callback and a signed state', async () => {
    const res = await startAuth(id);
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(`${to.origin}${to.pathname}`).toBe(`${standin.url}/github/login/oauth/authorize`);
    expect(to.searchParams.get('client_id')).toBe(OAUTH_CLIENTS.github.id);
    expect(to.searchParams.get('redirect_uri')).toBe('http://localhost/api/directory/codehosts/callback');
    expect(to.searchParams.get('state')).toMatch(/\./);
    expect((await hostRow(id)).is_ready).not.toBe('2');
  });

  it('refuses to send the browser to another site afterwards (no open redirect)', async () => {
    for (const target of ['https://evil.example.com/', '//evil.example.com/x', 'javascript:alert(1)']) {
      const res = await startAuth(id, target);
      expect(res.statusCode, target).toBe(400);
    }
  });

  it('the callback exchanges the code, stores the token sealed, marks the host ready and returns to the page', async () => {
    const back = await authorise(id, OAUTH_CLIENTS.github.code);
    expect(back).toBe('/v1/system/integration');
    const exchange = standin.seen.find((r) => r.path === '/github/login/oauth/access_token');
    expect(new URLSearchParams(exchange?.body).get('client_secret')).toBe(OAUTH_CLIENTS.github.secret);
    const row = await hostRow(id);
    expect(row.is_ready).toBe('2');
    expect(row.access_token).not.toContain(standin.tokens.github);
    const [stored] = await t.database.db.select().from(codehosts).where(eq(codehosts.id, id));
    expect(stored?.accessToken).not.toContain(standin.tokens.github);
    expect(stored?.accessToken).not.toBe('');
  });

  it('an anonymous start is accepted only just after the host was saved; an administrator may start any time', async () => {
    const old = await create({ type: 'github', application_id: OAUTH_CLIENTS.github.id, client_secret: 'x' });
    await t.database.db
      .update(codehosts)
      .set({ updatedAt: new Date(Date.now() - 3600_000) })
      .where(eq(codehosts.id, old));
    expect((await startAuth(old)).statusCode).toBe(403);
    const byAdmin = await t.request({
      method: 'GET',
      url: `/api/v1/codehosts/${old}/auth?redirect_url=/v1/system/integration`,
      token: t.admin.token,
    });
    expect(byAdmin.statusCode).toBe(302);
  });

  it('a forged or tampered state and a refused code are 400s; nothing stored', async () => {
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/directory/codehosts/callback?code=x&state=eyJjb2RlaG9zdElkIjox.sig',
    });
    expect(forged.statusCode).toBe(400);
    const started = await startAuth(id);
    const state = new URL(started.headers.location as string).searchParams.get('state') ?? '';
    // another browser (without the starting browser's cookie) cannot complete the flow
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/directory/codehosts/callback?code=${OAUTH_CLIENTS.github.code}&state=${encodeURIComponent(state)}`,
    });
    expect(elsewhere.statusCode).toBe(400);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/directory/codehosts/callback?code=wrong&state=${encodeURIComponent(state)}`,
      headers: { cookie: cookieOf(started) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/授权码|authorisation code/);
  });

  it('namespaces, projects, branches and tags through the GitHub REST API', async () => {
    const owners = (
      await portalCall(t, { method: 'GET', url: `/api/aslan/code/codehost/${id}/namespaces?key=` })
    ).json();
    expect(owners).toEqual([
      { name: 'octocat', path: 'octocat', kind: 'user' },
      { name: 'github', path: 'github', kind: 'org' },
    ]);
    const repos = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/code/codehost/${id}/projects?repoOwner=github&type=org&page=1&per_page=200&key=`,
    });
    expectPortalAnswer(repos);
    expect(repos.json()).toEqual([{ name: 'Hello-World', namespace: 'github', repo_id: '1296269' }]);
    const listed = standin.seen.findLast((r) => r.path === '/github-api/orgs/github/repos');
    expect(listed?.query.get('per_page')).toBe('200');
    const branches = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/code/codehost/${id}/branches?repoOwner=github&repoName=Hello-World&page=1&per_page=200&key=feat`,
    });
    expect(branches.json()).toEqual([{ name: 'feature-x' }]);
    const tags = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/code/codehost/${id}/tags?repoOwner=github&repoName=Hello-World&page=1&per_page=200&key=`,
    });
    expect(tags.json()).toEqual([{ name: 'v0.1' }]);
  });

  it('PUT /api/aslan/code/codehost/infos: branches, tags and PRs per repo (createdAt in seconds); a bad repo gives its error_msg', async () => {
    const res = await portalCall(t, {
      method: 'PUT',
      url: '/api/aslan/code/codehost/infos?param=',
      body: {
        infos: [
          {
            source: 'github',
            repo_owner: 'github',
            repo: 'Hello-World',
            default_branch: 'master',
            codehost_id: id,
            repo_namespace: 'github',
          },
          {
            source: 'github',
            repo_owner: 'github',
            repo: 'missing',
            default_branch: 'master',
            codehost_id: id,
            repo_namespace: 'github',
          },
          {
            source: 'gitlab',
            repo_owner: 'x',
            repo: 'y',
            default_branch: 'main',
            codehost_id: 999999,
            repo_namespace: 'x',
          },
        ],
      },
    });
    expectPortalAnswer(res);
    const [ok, missing, noHost] = res.json();
    expectShape(ok, {
      repo_owner: 'string',
      repo: 'string',
      branches: [{ name: 'string' }],
      tags: [{ name: 'string' }],
      prs: [
        {
          id: 'integer',
          title: 'string',
          targetBranch: 'string',
          sourceBranch: 'string',
          authorUsername: 'string',
          createdAt: 'seconds',
        },
      ],
      error_msg: 'string',
    });
    expect(ok.prs).toEqual([
      {
        id: 1347,
        title: 'Amazing new feature',
        targetBranch: 'master',
        sourceBranch: 'new-topic',
        authorUsername: 'octocat',
        createdAt: 1296068472,
      },
    ]);
    expect(ok.error_msg).toBe('');
    for (const bad of [missing, noHost]) {
      expect(bad.error_msg).not.toBe('');
      expect(bad.branches).toEqual([]);
      expect(bad.tags).toEqual([]);
      expect(bad.prs).toEqual([]);
    }
  });

  it('workspace tree and file contents through the contents API', async () => {
    const tree = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/code/workspace/tree?repo=Hello-World&path=&branch=master&owner=github&codehost_id=${id}&namespace=github`,
    });
    expectPortalAnswer(tree);
    expect(tree.json()).toEqual([
      { name: 'octokit.rb', is_dir: false, full_path: 'octokit.rb' },
      { name: 'lib', is_dir: true, full_path: 'lib' },
    ]);
    const file = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/code/workspace/getcontents/${id}?repoOwner=github&repoName=Hello-World&branchName=master&path=lib/octokit.rb&isDir=false`,
    });
    expect(file.body).toBe('require "octokit"\n');
  });
});

describe('GitLab', () => {
  let id: number;
  beforeAll(async () => {
    id = await create({
      type: 'gitlab',
      address: `${standin.url}/gitlab`,
      application_id: OAUTH_CLIENTS.gitlab.id,
      client_secret: OAUTH_CLIENTS.gitlab.secret,
    });
  });

  it('authorises at {address}/oauth/authorize and stores the access and refresh tokens', async () => {
    const started = await startAuth(id);
    expect((started.headers.location as string).startsWith(`${standin.url}/gitlab/oauth/authorize?`)).toBe(
      true,
    );
    await authorise(id, OAUTH_CLIENTS.gitlab.code);
    expect((await hostRow(id)).is_ready).toBe('2');
    const [tokens] = await t.database.db
      .select()
      .from(codehostOauthTokens)
      .where(eq(codehostOauthTokens.codehostId, id));
    expect(tokens?.refreshToken).not.toBe('');
    expect(tokens?.refreshToken).not.toContain('gitlab-refresh-1');
  });

  it('groups, projects, branches, tags and merge requests through API v4', async () => {
    const owners = (
      await portalCall(t, { method: 'GET', url: `/api/aslan/code/codehost/${id}/namespaces?key=` })
    ).json();
    expect(owners).toEqual([
      { name: 'john_smith', path: 'john_smith', kind: 'user' },
      { name: 'Foobar Group', path: 'foo-bar', kind: 'group' },
    ]);
    const repos = (
      await portalCall(t, {
        method: 'GET',
        url: `/api/aslan/code/codehost/${id}/projects?repoOwner=foo-bar&type=group&page=1&per_page=200&key=`,
      })
    ).json();
    expect(repos).toEqual([{ name: 'diaspora-client', namespace: 'foo-bar', repo_id: '4' }]);
    const infos = (
      await portalCall(t, {
        method: 'PUT',
        url: '/api/aslan/code/codehost/infos?param=',
        body: {
          infos: [
            {
              source: 'gitlab',
              repo_owner: 'foo-bar',
              repo: 'diaspora-client',
              default_branch: 'main',
              codehost_id: id,
              repo_namespace: 'foo-bar',
            },
          ],
        },
      })
    ).json();
    expect(infos[0]).toMatchObject({
      branches: [{ name: 'main' }],
      tags: [{ name: 'v1.0.0' }],
      prs: [
        {
          id: 1,
          title: 'test1',
          targetBranch: 'main',
          sourceBranch: 'test1',
          authorUsername: 'admin',
          createdAt: 1493455560,
        },
      ],
      error_msg: '',
    });
  });

  it('an expired token is refreshed with the refresh token before the call', async () => {
    await t.database.db
      .update(codehostOauthTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(codehostOauthTokens.codehostId, id));
    const tree = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/code/workspace/tree?repo=diaspora-client&path=files&branch=main&owner=foo-bar&codehost_id=${id}&namespace=foo-bar`,
    });
    expectPortalAnswer(tree);
    expect(tree.json()).toContainEqual({ name: 'README.md', is_dir: false, full_path: 'files/README.md' });
    const refresh = standin.seen.findLast((r) => r.path === '/gitlab/oauth/token');
    expect(new URLSearchParams(refresh?.body).get('grant_type')).toBe('refresh_token');
    expect(standin.seen.at(-1)?.headers.authorization).toBe('Bearer gitlab-access-2');
    const file = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/code/workspace/getcontents/${id}?repoOwner=foo-bar&repoName=diaspora-client&branchName=main&path=files/README.md`,
    });
    expect(file.body).toBe('gitlab readme\n');
  });
});

describe('Gitee and Gerrit', () => {
  it('Gitee: OAuth with query parameters, then owners, repos and PRs with the token as `access_token`', async () => {
    const id = await create({
      type: 'gitee',
      application_id: OAUTH_CLIENTS.gitee.id,
      client_secret: OAUTH_CLIENTS.gitee.secret,
    });
    const started = await startAuth(id);
    expect((started.headers.location as string).startsWith(`${standin.url}/gitee/oauth/authorize?`)).toBe(
      true,
    );
    await authorise(id, OAUTH_CLIENTS.gitee.code);
    expect((await hostRow(id)).is_ready).toBe('2');
    const owners = (
      await portalCall(t, { method: 'GET', url: `/api/aslan/code/codehost/${id}/namespaces?key=osc` })
    ).json();
    expect(owners).toEqual([{ name: 'oschina', path: 'oschina', kind: 'org' }]);
    const repos = (
      await portalCall(t, {
        method: 'GET',
        url: `/api/aslan/code/codehost/${id}/projects?repoOwner=oschina&type=org&page=1&per_page=200&key=`,
      })
    ).json();
    expect(repos).toEqual([{ name: 'git-osc', namespace: 'oschina', repo_id: '3' }]);
    const infos = (
      await portalCall(t, {
        method: 'PUT',
        url: '/api/aslan/code/codehost/infos?param=',
        body: {
          infos: [
            {
              source: 'gitee',
              repo_owner: 'oschina',
              repo: 'git-osc',
              default_branch: 'master',
              codehost_id: id,
              repo_namespace: 'oschina',
            },
          ],
        },
      })
    ).json();
    expect(infos[0].prs).toEqual([
      {
        id: 12,
        title: 'Gitee pull request',
        targetBranch: 'master',
        sourceBranch: 'dev',
        authorUsername: 'gitee-user',
        createdAt: 1607606948,
      },
    ]);
  });

  it('Gerrit: open changes are the pull requests of the run dialog', async () => {
    const id = await create({ type: 'gerrit', address: `${standin.url}/gerrit`, ...GERRIT_ACCOUNT });
    const projects = (
      await portalCall(t, {
        method: 'GET',
        url: `/api/aslan/code/codehost/${id}/projects?repoOwner=default&type=group&page=1&per_page=200&key=`,
      })
    ).json();
    expect(projects.map((p: { name: string }) => p.name)).toEqual(['external/bison', 'platform/build']);
    const infos = (
      await portalCall(t, {
        method: 'PUT',
        url: '/api/aslan/code/codehost/infos?param=',
        body: {
          infos: [
            {
              source: 'gerrit',
              repo_owner: 'default',
              repo: 'demo',
              default_branch: 'master',
              codehost_id: id,
              repo_namespace: '',
            },
          ],
        },
      })
    ).json();
    // branches come through git, which this stand-in does not serve: the repo says why, its changes still come
    expect(infos[0].error_msg).not.toBe('');
    expect(infos[0].prs).toEqual([
      {
        id: 3965,
        title: 'One change',
        targetBranch: 'master',
        sourceBranch: 'master',
        authorUsername: 'jdoe',
        createdAt: 1342509510,
      },
    ]);
    const asked = standin.seen.findLast((r) => r.path === '/gerrit/a/changes/');
    expect(asked?.query.get('q')).toBe('status:open project:demo');
  });
});

describe('a host with its proxy switch on', () => {
  it('reaches its API through the system proxy for repositories', async () => {
    const proxy = await startConnectProxy();
    try {
      const saved = await portalCall(t, {
        method: 'POST',
        url: '/api/aslan/system/proxyManage',
        body: repoProxyForm(proxy.port),
      });
      expectPortalAnswer(saved);
      const id = await create({
        type: 'gitlab',
        address: `${standin.url}/gitlab`,
        application_id: OAUTH_CLIENTS.gitlab.id,
        client_secret: OAUTH_CLIENTS.gitlab.secret,
      });
      await authorise(id, OAUTH_CLIENTS.gitlab.code);
      expect(proxy.targets).toEqual([]);
      const row = (await portalCall(t, { method: 'GET', url: `/api/v1/codehosts/${id}` })).json();
      expectPortalAnswer(
        await portalCall(t, {
          method: 'PATCH',
          url: `/api/v1/codehosts/${id}`,
          body: { ...row, enable_proxy: true },
        }),
      );
      const owners = await portalCall(t, {
        method: 'GET',
        url: `/api/aslan/code/codehost/${id}/namespaces?key=`,
      });
      expectPortalAnswer(owners);
      expect(proxy.targets).toContain(new URL(standin.url).host);
    } finally {
      await proxy.stop();
    }
  });
});
