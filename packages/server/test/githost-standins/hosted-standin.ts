import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stand-ins for the hosted git services, which cannot run here: one HTTP server on loopback
 * answering the calls Slipway makes EXACTLY as their public docs document them — paths, query
 * parameters, auth and JSON bodies taken from the docs' examples:
 *   GitHub: docs.github.com REST v3 (users, orgs, repos, branches, tags, pulls, contents) and the
 *     OAuth web flow (`/login/oauth/access_token`), under `/github` (web) and `/github-api` (API);
 *   GitLab: docs.gitlab.com API v4 and OAuth 2 (`/oauth/token`, code and refresh grants), under `/gitlab`;
 *   Gitee: gitee.com/api/v5 and its OAuth (`/oauth/token` with query parameters), under `/gitee`;
 *   Gerrit: gerrit-review.googlesource.com REST (`/a/projects/`, `/a/changes/`, `)]}'` prefix), under `/gerrit`.
 * Every request is recorded so tests can see what was sent.
 */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface HostedStandin {
  url: string;
  seen: SeenRequest[];
  /** the tokens the stand-ins currently accept, per service */
  tokens: { github: string; gitlab: string; gitee: string };
  stop(): Promise<void>;
}

export const OAUTH_CLIENTS = {
  github: { id: 'Iv1.8a61f9b3a7aba766', secret: 'github-client-secret', code: 'github-code' },
  gitlab: { id: 'gitlab-application-id', secret: 'gitlab-application-secret', code: 'gitlab-code' },
  gitee: { id: 'gitee-client-id', secret: 'gitee-client-secret', code: 'gitee-code' },
};
export const GERRIT_ACCOUNT = { username: 'ci', password: 'gerrit-http-password' };

type Answer = { status?: number; json?: unknown; text?: string };

const unauthorised: Answer = { status: 401, json: { message: 'Bad credentials' } };

/** GitHub's documented examples. */
function github(req: SeenRequest, tokens: HostedStandin['tokens']): Answer {
  if (req.path === '/github/login/oauth/access_token') {
    const form = new URLSearchParams(req.body);
    const { id, secret, code } = OAUTH_CLIENTS.github;
    // GitHub answers a bad code with 200 and an error (docs: "Troubleshooting OAuth app access token request errors")
    if (form.get('client_id') !== id || form.get('client_secret') !== secret || form.get('code') !== code)
      return {
        json: {
          error: 'bad_verification_code',
          error_description: 'The code passed is incorrect or expired.',
        },
      };
    tokens.github = 'gho_16C7e42F292c6912E7710c838347Ae178B4a';
    return { json: { access_token: tokens.github, scope: 'repo,read:org', token_type: 'bearer' } };
  }
  const api = req.path.replace('/github-api', '');
  // a public repository (Hello-World, `private: false`) is read without a token, as on github.com
  const anonymousRead = !req.headers.authorization && api.startsWith('/repos/github/Hello-World/contents/');
  if (!anonymousRead && req.headers.authorization !== `Bearer ${tokens.github}`) return unauthorised;
  const routes: Record<string, unknown> = {
    '/user': { login: 'octocat', id: 1, type: 'User', name: 'monalisa octocat' },
    '/user/orgs': [
      {
        login: 'github',
        id: 1,
        url: 'https://api.github.com/orgs/github',
        description: 'A great organization',
      },
    ],
    '/orgs/github/repos': [
      {
        id: 1296269,
        name: 'Hello-World',
        full_name: 'github/Hello-World',
        owner: { login: 'github', id: 1 },
        private: false,
        default_branch: 'master',
      },
    ],
    '/user/repos': [
      {
        id: 1296270,
        name: 'Spoon-Knife',
        full_name: 'octocat/Spoon-Knife',
        owner: { login: 'octocat', id: 1 },
      },
    ],
    '/repos/github/Hello-World/branches': [
      {
        name: 'master',
        commit: {
          sha: 'c5b97d5ae6c19d5c5df71a34c7fbeeda2479ccbc',
          url: 'https://api.github.com/repos/github/Hello-World/commits/c5b97d5ae6c19d5c5df71a34c7fbeeda2479ccbc',
        },
        protected: true,
      },
      {
        name: 'feature-x',
        commit: { sha: '7fd1a60b01f91b314f59955a4e4d4e80d8edf11d', url: '' },
        protected: false,
      },
    ],
    '/repos/github/Hello-World/tags': [
      {
        name: 'v0.1',
        commit: { sha: 'c5b97d5ae6c19d5c5df71a34c7fbeeda2479ccbc', url: '' },
        zipball_url: '',
        tarball_url: '',
        node_id: 'MDQ6VXNlcjE=',
      },
    ],
    '/repos/github/Hello-World/pulls': [
      {
        id: 1,
        number: 1347,
        state: 'open',
        title: 'Amazing new feature',
        user: { login: 'octocat', id: 1 },
        created_at: '2011-01-26T19:01:12Z',
        head: {
          label: 'octocat:new-topic',
          ref: 'new-topic',
          sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e',
        },
        base: { label: 'octocat:master', ref: 'master', sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e' },
      },
    ],
    '/repos/github/Hello-World/contents/': [
      {
        type: 'file',
        size: 625,
        name: 'octokit.rb',
        path: 'octokit.rb',
        sha: 'fff6fe3a23bf1c8ea0692b4a883af99bee26fd3b',
      },
      { type: 'dir', size: 0, name: 'lib', path: 'lib', sha: 'a84d88e7554fc1fa21bcbc4efae3c782a70d2b9d' },
    ],
    '/repos/github/Hello-World/contents/lib/octokit.rb': {
      type: 'file',
      encoding: 'base64',
      size: 20,
      name: 'octokit.rb',
      path: 'lib/octokit.rb',
      content: Buffer.from('require "octokit"\n').toString('base64'),
    },
  };
  return api in routes ? { json: routes[api] } : { status: 404, json: { message: 'Not Found' } };
}

/** GitLab's documented examples. */
function gitlab(req: SeenRequest, tokens: HostedStandin['tokens']): Answer {
  if (req.path === '/gitlab/oauth/token') {
    const form = new URLSearchParams(req.body);
    const { id, secret, code } = OAUTH_CLIENTS.gitlab;
    if (form.get('client_id') !== id || form.get('client_secret') !== secret)
      return { status: 401, json: { error: 'invalid_client' } };
    const grant = form.get('grant_type');
    if (grant === 'authorization_code' && form.get('code') !== code)
      return { status: 400, json: { error: 'invalid_grant' } };
    if (grant === 'refresh_token' && form.get('refresh_token') !== 'gitlab-refresh-1')
      return { status: 400, json: { error: 'invalid_grant' } };
    tokens.gitlab = grant === 'refresh_token' ? 'gitlab-access-2' : 'gitlab-access-1';
    return {
      json: {
        access_token: tokens.gitlab,
        token_type: 'bearer',
        expires_in: 7200,
        refresh_token: grant === 'refresh_token' ? 'gitlab-refresh-2' : 'gitlab-refresh-1',
        created_at: 1607635748,
      },
    };
  }
  if (req.headers.authorization !== `Bearer ${tokens.gitlab}`)
    return { status: 401, json: { message: '401 Unauthorized' } };
  const api = req.path.replace('/gitlab/api/v4', '');
  const project = '/projects/foo-bar%2Fdiaspora-client';
  const routes: Record<string, unknown> = {
    '/user': { id: 1, username: 'john_smith', name: 'John Smith', state: 'active' },
    '/groups': [{ id: 1, name: 'Foobar Group', path: 'foo-bar', full_path: 'foo-bar', visibility: 'public' }],
    '/groups/foo-bar/projects': [
      {
        id: 4,
        name: 'Diaspora Client',
        path: 'diaspora-client',
        path_with_namespace: 'foo-bar/diaspora-client',
        namespace: { id: 1, name: 'Foobar Group', path: 'foo-bar', kind: 'group', full_path: 'foo-bar' },
      },
    ],
    [`${project}/repository/branches`]: [
      {
        name: 'main',
        merged: false,
        protected: true,
        default: true,
        commit: { id: '7b5c3cc8be40ee161ae89a06bba6229da1032a0c' },
      },
    ],
    [`${project}/repository/tags`]: [
      {
        name: 'v1.0.0',
        message: null,
        target: '2695effb5807a22ff3d138d593fd856244e155e7',
        commit: { id: '2695effb5807a22ff3d138d593fd856244e155e7' },
      },
    ],
    [`${project}/merge_requests`]: [
      {
        id: 1,
        iid: 1,
        project_id: 4,
        title: 'test1',
        state: 'opened',
        created_at: '2017-04-29T08:46:00Z',
        target_branch: 'main',
        source_branch: 'test1',
        author: { id: 1, username: 'admin', name: 'Administrator' },
      },
    ],
    [`${project}/repository/tree`]: [
      {
        id: 'a1e8f8d745cc87e3a9248358d9352bb7f9a0aeba',
        name: 'html',
        type: 'tree',
        path: 'files/html',
        mode: '040000',
      },
      {
        id: '4535904260b1082e14f867f7a24fd8c21495bde3',
        name: 'images',
        type: 'tree',
        path: 'files/images',
        mode: '040000',
      },
      {
        id: '4d3b3d3a3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a88',
        name: 'README.md',
        type: 'blob',
        path: 'files/README.md',
        mode: '100644',
      },
    ],
    [`${project}/repository/files/files%2FREADME.md/raw`]: 'gitlab readme\n',
  };
  if (!(api in routes)) return { status: 404, json: { message: '404 Not Found' } };
  const answer = routes[api];
  return typeof answer === 'string' ? { text: answer } : { json: answer };
}

/** Gitee's documented examples: the token travels as the `access_token` query parameter. */
function gitee(req: SeenRequest, tokens: HostedStandin['tokens']): Answer {
  if (req.path === '/gitee/oauth/token') {
    const { id, secret, code } = OAUTH_CLIENTS.gitee;
    const q = req.query;
    if (
      q.get('grant_type') !== 'authorization_code' ||
      q.get('client_id') !== id ||
      q.get('client_secret') !== secret ||
      q.get('code') !== code
    )
      return { status: 401, json: { error: 'invalid_grant', error_description: '授权方式无效' } };
    tokens.gitee = 'gitee-access-1';
    return {
      json: {
        access_token: tokens.gitee,
        token_type: 'bearer',
        expires_in: 86400,
        refresh_token: 'gitee-refresh-1',
        scope: 'user_info projects',
        created_at: 1607635748,
      },
    };
  }
  if (req.query.get('access_token') !== tokens.gitee)
    return { status: 401, json: { message: '401 Unauthorized: Access token is expired' } };
  const api = req.path.replace('/gitee/api/v5', '');
  const routes: Record<string, unknown> = {
    '/user': { id: 1, login: 'gitee-user', name: 'Gitee User' },
    '/user/orgs': [{ id: 2, login: 'oschina', name: 'OSChina' }],
    '/orgs/oschina/repos': [
      {
        id: 3,
        full_name: 'oschina/git-osc',
        name: 'git-osc',
        path: 'git-osc',
        namespace: { id: 2, type: 'group', name: 'OSChina', path: 'oschina' },
      },
    ],
    '/repos/oschina/git-osc/branches': [{ name: 'master', commit: { sha: 'a2d58bf' }, protected: false }],
    '/repos/oschina/git-osc/tags': [{ name: 'v1.0', commit: { sha: 'a2d58bf' } }],
    '/repos/oschina/git-osc/pulls': [
      {
        id: 1,
        number: 12,
        title: 'Gitee pull request',
        user: { login: 'gitee-user' },
        created_at: '2020-12-10T21:29:08+08:00',
        head: { ref: 'dev', sha: 'b1' },
        base: { ref: 'master', sha: 'a2' },
      },
    ],
  };
  return api in routes ? { json: routes[api] } : { status: 404, json: { message: 'Not Found Project' } };
}

/** Gerrit's documented examples, behind HTTP basic auth under `/a/`. */
function gerrit(req: SeenRequest): Answer {
  const basic = `Basic ${Buffer.from(`${GERRIT_ACCOUNT.username}:${GERRIT_ACCOUNT.password}`).toString('base64')}`;
  if (req.headers.authorization !== basic) return { status: 401, text: 'Unauthorized' };
  const prefix = ")]}'\n";
  if (req.path === '/gerrit/a/projects/')
    return {
      text: `${prefix}${JSON.stringify({ 'external/bison': { id: 'external%2Fbison', description: 'GNU parser generator' }, 'platform/build': { id: 'platform%2Fbuild' } })}`,
    };
  if (req.path === '/gerrit/a/changes/')
    return {
      text: `${prefix}${JSON.stringify([
        {
          id: 'demo~master~Idaf5e098d70898b7119f6f4af5a6c13343d64b57',
          project: 'demo',
          branch: 'master',
          subject: 'One change',
          status: 'NEW',
          created: '2012-07-17 07:18:30.854000000',
          _number: 3965,
          owner: { name: 'John Doe', username: 'jdoe' },
        },
      ])}`,
    };
  return { status: 404, text: 'Not found' };
}

/** The server's hosted endpoints (config `hostedEndpoints`) pointed at the stand-ins. */
export const standinEndpoints = (standin: HostedStandin) => ({
  github: { web: `${standin.url}/github`, api: `${standin.url}/github-api` },
  gitee: { web: `${standin.url}/gitee`, api: `${standin.url}/gitee/api/v5` },
});

export async function startHostedStandin(): Promise<HostedStandin> {
  const seen: SeenRequest[] = [];
  const tokens = { github: '', gitlab: '', gitee: '' };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://standin');
      const req: SeenRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(req);
      const answer = req.path.startsWith('/github')
        ? github(req, tokens)
        : req.path.startsWith('/gitlab')
          ? gitlab(req, tokens)
          : req.path.startsWith('/gitee')
            ? gitee(req, tokens)
            : gerrit(req);
      response.statusCode = answer.status ?? 200;
      if (answer.text !== undefined) {
        response.setHeader('content-type', 'text/plain; charset=utf-8');
        response.end(answer.text);
      } else {
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.end(JSON.stringify(answer.json));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    tokens,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
