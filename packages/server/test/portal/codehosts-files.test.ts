import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGitDaemonCodehost } from '../codehost-fixture.js';
import { type GitServer, startGitServer } from '../git-daemon.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectPortalAnswer, expectShape, portalCall } from './portal-contract.js';

/**
 * The branch regex check and the repository file pickers of an `other` host, read from a real git
 * repository served by `git daemon` on loopback.
 */
let t: TestApp;
let git: GitServer;
let hostId: number;

beforeAll(async () => {
  t = await createTestApp();
  git = await startGitServer(
    {
      'team/charts': {
        'README.md': '# charts',
        'app/values.yaml': 'replicas: 2\n',
        'app/templates/deploy.yaml': 'kind: Deployment\n',
      },
    },
    { branches: ['release-1'] },
  );
  hostId = await addGitDaemonCodehost(t, git, '');
});
afterAll(async () => {
  await git?.stop();
  await t?.close();
});

describe('POST /api/aslan/code/codehost/branches/regular/check', () => {
  const check = (regular: string, branches: string[]) =>
    portalCall(t, {
      method: 'POST',
      url: '/api/aslan/code/codehost/branches/regular/check',
      body: { regular, branches },
    });

  it('answers the names the pattern matches, as an array of strings', async () => {
    const res = await check('^release-\\d+$', ['main', 'release-1', 'release-x', 'release-22']);
    expectPortalAnswer(res);
    expect(res.json()).toEqual(['release-1', 'release-22']);
    // found anywhere in the name, as the server of the portal matches
    expect((await check('feat', ['feature/login', 'main'])).json()).toEqual(['feature/login']);
  });

  it('a pattern that backtracks catastrophically elsewhere is matched in linear time', async () => {
    const hostile = `${'a'.repeat(1000)}!`;
    const res = await check('^(a+)+$', [hostile, 'aaa']);
    expect(res.json()).toEqual(['aaa']);
  });

  it('an invalid pattern is a 400 saying so', async () => {
    const res = await check('release-(', ['release-1']);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/正则|regular expression/);
  });
});

describe('repository files of an `other` host (read with git)', () => {
  const tree = (dir: string) =>
    portalCall(t, {
      method: 'GET',
      url: `/api/aslan/code/workspace/git/${hostId}?repoOwner=team&repoName=charts&branchName=main&remoteName=origin&dir=${encodeURIComponent(dir)}`,
    });

  it('GET /api/aslan/code/workspace/git/{id}: [{name, is_dir, parent}], root entries with parent "."', async () => {
    const root = await tree('');
    expectPortalAnswer(root);
    for (const entry of root.json())
      expectShape(entry, { name: 'string', is_dir: 'boolean', parent: 'string' });
    expect(root.json()).toEqual(
      expect.arrayContaining([
        { name: 'README.md', is_dir: false, parent: '.' },
        { name: 'app', is_dir: true, parent: '.' },
      ]),
    );
    // the page asks for `parent + '/' + name` and keeps `(parent/name).slice(2)` as the path
    const app = (await tree('./app')).json() as Array<{ name: string; is_dir: boolean; parent: string }>;
    expect(app).toEqual(
      expect.arrayContaining([
        { name: 'values.yaml', is_dir: false, parent: './app' },
        { name: 'templates', is_dir: true, parent: './app' },
      ]),
    );
    expect(`${app[0]?.parent}/${app[0]?.name}`.slice(2)).toMatch(/^app\//);
  });

  it('GET /api/aslan/code/workspace/tree: [{name, is_dir, full_path}]', async () => {
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/code/workspace/tree?repo=charts&path=app&branch=release-1&owner=team&codehost_id=${hostId}&namespace=team`,
    });
    expectPortalAnswer(res);
    expect(res.json()).toEqual(
      expect.arrayContaining([{ name: 'values.yaml', is_dir: false, full_path: 'app/values.yaml' }]),
    );
  });

  it('GET /api/aslan/code/workspace/getcontents/{id}: the file as a string', async () => {
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/code/workspace/getcontents/${hostId}?repoOwner=team&repoName=charts&branchName=main&path=app/values.yaml&isDir=false&projectName=p`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('replicas: 2\n');
  });

  it('paths leaving the repository, missing files and unknown branches are 400s', async () => {
    for (const dir of ['../..', 'app/../../etc', '/..']) expect((await tree(dir)).statusCode, dir).toBe(400);
    const missing = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/code/workspace/getcontents/${hostId}?repoOwner=team&repoName=charts&branchName=main&path=nope.yaml`,
    });
    expect(missing.statusCode).toBe(400);
    const branch = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/code/workspace/git/${hostId}?repoOwner=team&repoName=charts&branchName=--upload-pack=touch&dir=`,
    });
    expect(branch.statusCode).toBe(400);
  });

  it('GET /api/aslan/code/workspace/codehub/{id}: CodeHub is not supported, a clear 400', async () => {
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/code/workspace/codehub/${hostId}?repoName=x&branchName=main&path=`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/CodeHub/);
  });
});
