import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoProxyForm, startConnectProxy } from '../githost-standins/connect-proxy.js';
import {
  type HostedStandin,
  standinEndpoints,
  startHostedStandin,
} from '../githost-standins/hosted-standin.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectPortalAnswer, expectShape, portalCall } from './portal-contract.js';

/**
 * The file picker of a public GitHub repository given by its address (the portal's `githubPublic`:
 * `GET /api/aslan/code/workspace/tree?path=&repoLink=`), with no code host. GitHub cannot run here:
 * `githost-standins/hosted-standin.ts` is a stand-in answering as GitHub's REST docs document.
 */
let t: TestApp;
let standin: HostedStandin;

beforeAll(async () => {
  standin = await startHostedStandin();
  t = await createTestApp({ hostedEndpoints: standinEndpoints(standin) });
});
afterAll(async () => {
  await t?.close();
  await standin?.stop();
});

const tree = (repoLink: string, path = '') =>
  portalCall(t, {
    method: 'GET',
    url: `/api/aslan/code/workspace/tree?path=${encodeURIComponent(path)}&repoLink=${encodeURIComponent(repoLink)}`,
  });

describe('GET /api/aslan/code/workspace/tree for a public GitHub repository', () => {
  it('answers the folder as [{name, is_dir, full_path}], read from the REST API without a token', async () => {
    const res = await tree(`${standin.url}/github/github/Hello-World`);
    expectPortalAnswer(res);
    for (const entry of res.json())
      expectShape(entry, { name: 'string', is_dir: 'boolean', full_path: 'string' });
    expect(res.json()).toEqual([
      { name: 'octokit.rb', is_dir: false, full_path: 'octokit.rb' },
      { name: 'lib', is_dir: true, full_path: 'lib' },
    ]);
    const call = standin.seen
      .filter((r) => r.path === '/github-api/repos/github/Hello-World/contents/')
      .at(-1);
    expect(call?.headers.authorization).toBeUndefined();
    // the default branch: no ref is named
    expect(call?.query.has('ref')).toBe(false);
  });

  it('takes the address as users paste it: with `.git` or a page below the repository', async () => {
    for (const link of [
      `${standin.url}/github/github/Hello-World.git`,
      `${standin.url}/github/github/Hello-World/tree/master`,
    ])
      expect((await tree(link)).json()).toHaveLength(2);
  });

  it('refuses addresses that are not a GitHub repository, and bad paths, with a 400 naming the problem', async () => {
    for (const link of [
      'not a url',
      'https://evil.example.com/github/Hello-World',
      `${standin.url}/gitee/github/Hello-World`,
      `${standin.url}/github/only-owner`,
      `${standin.url}/github/..%2F..%2Fuser/x`,
    ]) {
      const res = await tree(link);
      expect(res.statusCode, link).toBe(400);
      expect(res.json().message).toMatch(/仓库地址|repository address/);
    }
    expect((await tree(`${standin.url}/github/github/Hello-World`, '../etc')).statusCode).toBe(400);
    // a repository GitHub does not know: the provider's status, not a crash
    const missing = await tree(`${standin.url}/github/github/Nothing-Here`);
    expect(missing.statusCode).toBe(400);
    // without an address the code host is still required
    expect(
      (await portalCall(t, { method: 'GET', url: '/api/aslan/code/workspace/tree?path=' })).statusCode,
    ).toBe(400);
  });

  it('goes through the system proxy for repositories when one is set', async () => {
    const proxy = await startConnectProxy();
    try {
      expectPortalAnswer(
        await portalCall(t, {
          method: 'POST',
          url: '/api/aslan/system/proxyManage',
          body: repoProxyForm(proxy.port),
        }),
      );
      expectPortalAnswer(await tree(`${standin.url}/github/github/Hello-World`));
      expect(proxy.targets).toContain(new URL(standin.url).host);
    } finally {
      await proxy.stop();
    }
  });
});
