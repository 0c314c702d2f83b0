import { createHmac, randomUUID } from 'node:crypto';
import type { HookRepo } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDeliveryRefs } from '../../src/modules/webhooks/delivery-refs.js';
import { type GitDelivery, parseDelivery } from '../../src/modules/webhooks/git-delivery.js';
import { foldersMatch } from '../../src/modules/webhooks/hook-match.js';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { taskCount } from '../webhook-fixture.js';
import { getTask, insertWorkflow, shellJob, stage, waitForTask } from '../workflow-fixture.js';
import { expectPortalAnswer, expectShape, portalCall } from './portal-contract.js';

/**
 * Git webhooks: the triggers of a custom workflow, and deliveries posted to the real server in the
 * formats GitHub and GitLab document (headers and JSON bodies of their webhook docs, naming our
 * repository), each seen to create — or not create — a task of the workflow.
 */
let t: TestApp;
let githubHost: number;
let gitlabHost: number;
const project = 'hooked';
const secret = 'hook-secret-1';

const codehost = async (body: Record<string, string>) => {
  const blank = { alias: '', address: '', application_id: 'app', client_secret: 'sec', username: '' };
  const res = await portalCall(t, {
    method: 'POST',
    url: '/api/v1/codehosts',
    body: {
      ...blank,
      password: '',
      region: '',
      access_token: '',
      auth_type: '',
      ssh_key: '',
      private_access_token: '',
      name: '',
      ...body,
    },
  });
  expectPortalAnswer(res);
  return res.json().id as number;
};

const workflow = (name: string) =>
  insertWorkflow(t, { name, project, stages: [stage('build', [shellJob('say', 'echo hooked')])] });

const trigger = (name: string, repo: Partial<HookRepo> & { codehost_id: number }) => ({
  name,
  description: '',
  enabled: true,
  auto_cancel: false,
  secret,
  main_repo: {
    source: 'github',
    repo_owner: 'acme',
    repo_namespace: 'acme',
    repo: 'shop',
    branch: 'main',
    is_regular: false,
    events: ['push', 'pull_request', 'tag'],
    match_folders: ['/', '!.md'],
    ...repo,
  },
});

const tasksOf = (workflow: string) => taskCount(t, project, workflow);

/** GitHub's push event body (docs.github.com, "Webhook events and payloads" › push), trimmed. */
const githubPush = (branch: string, files: string[]) => ({
  ref: `refs/heads/${branch}`,
  before: '6113728f27ae82c7b1a177c8d03f9e96e0adf246',
  after: '0d1a26e67d8f5eaf1f6ba5c57fc3c7d91ac0fd1c',
  created: false,
  deleted: false,
  forced: false,
  repository: {
    id: 186853002,
    name: 'shop',
    full_name: 'acme/shop',
    private: false,
    owner: { name: 'acme', login: 'acme', id: 21031067, type: 'Organization' },
    default_branch: 'main',
  },
  pusher: { name: 'Codertocat', email: '21031067+Codertocat@users.noreply.github.com' },
  sender: { login: 'Codertocat', id: 21031067 },
  commits: [
    {
      id: '0d1a26e67d8f5eaf1f6ba5c57fc3c7d91ac0fd1c',
      message: 'Update README.md',
      timestamp: '2019-05-15T15:20:30-05:00',
      added: [],
      removed: [],
      modified: files,
    },
  ],
  head_commit: { id: '0d1a26e67d8f5eaf1f6ba5c57fc3c7d91ac0fd1c' },
});

const postGithub = (event: string, body: object, opts: { key?: string; delivery?: string } = {}) => {
  const raw = JSON.stringify(body);
  const signature = `sha256=${createHmac('sha256', opts.key ?? secret)
    .update(raw)
    .digest('hex')}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/aslan/webhook',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'GitHub-Hookshot/044aadd',
      'x-github-event': event,
      'x-github-delivery': opts.delivery ?? randomUUID(),
      'x-github-hook-id': '292430182',
      'x-hub-signature-256': signature,
    },
    payload: raw,
  });
};

/** GitLab's push event (docs.gitlab.com, "Webhook events" › Push events), trimmed. */
const gitlabPush = (branch: string) => ({
  object_kind: 'push',
  event_name: 'push',
  before: '95790bf891e76fee5e1747ab589903a6a1f80f22',
  after: 'da1560886d4f094c3e6c9ef40349f7d38b5d27d7',
  ref: `refs/heads/${branch}`,
  checkout_sha: 'da1560886d4f094c3e6c9ef40349f7d38b5d27d7',
  user_username: 'jsmith',
  project_id: 15,
  project: {
    id: 15,
    name: 'Diaspora',
    path_with_namespace: 'platform/diaspora',
    default_branch: 'master',
    web_url: 'http://example.com/platform/diaspora',
  },
  commits: [
    {
      id: 'da1560886d4f094c3e6c9ef40349f7d38b5d27d7',
      message: 'fixed readme',
      added: ['CHANGELOG'],
      modified: ['app/controller/application.rb'],
      removed: [],
    },
  ],
  total_commits_count: 1,
});

const postGitlab = (body: object, token: string, uuid = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/aslan/webhook',
    headers: {
      'content-type': 'application/json',
      'x-gitlab-event': 'Push Hook',
      'x-gitlab-token': token,
      'x-gitlab-event-uuid': uuid,
      'x-gitlab-instance': 'https://gitlab.example.com',
    },
    payload: JSON.stringify(body),
  });

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, { product_name: project });
  githubHost = await codehost({ type: 'github' });
  gitlabHost = await codehost({ type: 'gitlab', address: 'https://gitlab.example.com' });
});
afterAll(async () => {
  await t?.close();
});

describe('workflow git triggers (/api/aslan/workflow/v4/webhook)', () => {
  it('are created, listed with the secret masked, updated and deleted', async () => {
    await workflow('trigger-crud');
    const create = await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/workflow/v4/webhook/trigger-crud',
      body: trigger('on-push', { codehost_id: githubHost }),
    });
    expectPortalAnswer(create);
    const again = await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/workflow/v4/webhook/trigger-crud',
      body: trigger('on-push', { codehost_id: githubHost }),
    });
    expect(again.statusCode).toBe(409);

    const list = await portalCall(t, {
      method: 'GET',
      url: '/api/aslan/workflow/v4/webhook?workflow_name=trigger-crud',
    });
    expectPortalAnswer(list);
    const [hook] = list.json();
    expectShape(hook, {
      name: 'string',
      enabled: 'boolean',
      auto_cancel: 'boolean',
      secret: 'string',
      updated_at: 'seconds',
      main_repo: {
        codehost_id: 'integer',
        repo_owner: 'string',
        repo: 'string',
        branch: 'string',
        is_regular: 'boolean',
        events: 'array',
        match_folders: 'array',
      },
    });
    expect(hook.secret).not.toBe(secret);
    expect(list.body).not.toContain(secret);

    const edited = { ...hook, main_repo: { ...hook.main_repo, branch: 'release-.*', is_regular: true } };
    expectPortalAnswer(
      await portalCall(t, {
        method: 'PUT',
        url: '/api/aslan/workflow/v4/webhook/trigger-crud',
        body: edited,
      }),
    );
    const reread = (
      await portalCall(t, { method: 'GET', url: '/api/aslan/workflow/v4/webhook?workflow_name=trigger-crud' })
    ).json();
    expect(reread[0].main_repo.branch).toBe('release-.*');

    const deleted = await portalCall(t, {
      method: 'DELETE',
      url: '/api/aslan/workflow/v4/webhook/trigger-crud/trigger/on-push',
    });
    expectPortalAnswer(deleted);
    expect(
      (
        await portalCall(t, {
          method: 'GET',
          url: '/api/aslan/workflow/v4/webhook?workflow_name=trigger-crud',
        })
      ).json(),
    ).toEqual([]);
  });

  it('refuses bad triggers with a 400 and changes nothing', async () => {
    await workflow('trigger-bad');
    const url = '/api/aslan/workflow/v4/webhook/trigger-bad';
    for (const body of [
      trigger('-bad name', { codehost_id: githubHost }),
      trigger('no-events', { codehost_id: githubHost, events: [] }),
      trigger('bad-regex', { codehost_id: githubHost, branch: '(', is_regular: true }),
      trigger('no-repo', { codehost_id: githubHost, repo: '' }),
    ]) {
      const res = await portalCall(t, { method: 'POST', url, body });
      expect(res.statusCode, JSON.stringify(body.name)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const missing = await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/workflow/v4/webhook/no-such-flow',
      body: trigger('x', { codehost_id: githubHost }),
    });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(missing.statusCode).toBeLessThan(500);
    expect(
      (
        await portalCall(t, {
          method: 'GET',
          url: `/api/aslan/workflow/v4/webhook?workflow_name=trigger-bad`,
        })
      ).json(),
    ).toEqual([]);
  });
});

describe('git deliveries (POST /api/aslan/webhook)', () => {
  it('a GitHub push to the trigger branch runs the workflow once; a redelivery, another branch and docs-only changes do not', async () => {
    await workflow('github-push');
    expectPortalAnswer(
      await portalCall(t, {
        method: 'POST',
        url: '/api/aslan/workflow/v4/webhook/github-push',
        body: trigger('on-main', { codehost_id: githubHost }),
      }),
    );
    const delivery = randomUUID();
    const first = await postGithub('push', githubPush('main', ['src/app.ts']), { delivery });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'triggered', triggered: 1 });
    const task = await getTask(t, 'github-push', 1);
    expect(task.task_creator).toContain('github');

    const again = await postGithub('push', githubPush('main', ['src/app.ts']), { delivery });
    expect(again.json()).toEqual({ message: 'duplicate', triggered: 0 });
    const otherBranch = await postGithub('push', githubPush('dev', ['src/app.ts']));
    expect(otherBranch.json().triggered).toBe(0);
    const docsOnly = await postGithub('push', githubPush('main', ['README.md']));
    expect(docsOnly.json().triggered).toBe(0);
    expect(await tasksOf('github-push')).toBe(1);
  });

  it('a GitHub delivery with a wrong signature is refused (403) and runs nothing', async () => {
    await workflow('github-signed');
    await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/workflow/v4/webhook/github-signed',
      body: trigger('signed', { codehost_id: githubHost, repo: 'signed-repo' }),
    });
    const body = {
      ...githubPush('main', ['a.ts']),
      repository: { ...githubPush('main', []).repository, name: 'signed-repo' },
    };
    const forged = await postGithub('push', body, { key: 'not-the-secret' });
    expect(forged.statusCode).toBe(403);
    expect(await tasksOf('github-signed')).toBe(0);
    // the refused delivery's id is not remembered: the genuine one still runs
    expect((await postGithub('push', body)).json().triggered).toBe(1);
  });

  it('a GitHub pull request to the trigger branch runs the workflow', async () => {
    await workflow('github-pr');
    await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/workflow/v4/webhook/github-pr',
      body: trigger('on-pr', { codehost_id: githubHost, repo: 'pr-repo', events: ['pull_request'] }),
    });
    // GitHub's pull_request event (action opened), trimmed
    const pr = {
      action: 'opened',
      number: 2,
      pull_request: {
        number: 2,
        title: 'Update the README with new information.',
        user: { login: 'Codertocat' },
        head: { ref: 'changes', sha: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821' },
        base: { ref: 'main', sha: 'f95f852bd8fca8fcc58a9a2d6c842781e32a215e' },
      },
      repository: { name: 'pr-repo', full_name: 'acme/pr-repo', owner: { login: 'acme' } },
    };
    expect((await postGithub('pull_request', pr)).json().triggered).toBe(1);
    expect((await postGithub('pull_request', { ...pr, action: 'closed' })).json().triggered).toBe(0);
  });

  it('a GitLab push with the trigger token runs the workflow; a wrong token is refused; a redelivery ignored', async () => {
    await workflow('gitlab-push');
    await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/workflow/v4/webhook/gitlab-push',
      body: trigger('on-master', {
        codehost_id: gitlabHost,
        source: 'gitlab',
        repo_owner: 'platform',
        repo_namespace: 'platform',
        repo: 'diaspora',
        branch: 'mas.*',
        is_regular: true,
        events: ['push'],
      }),
    });
    expect((await postGitlab(gitlabPush('master'), 'wrong-token')).statusCode).toBe(403);
    const uuid = randomUUID();
    const first = await postGitlab(gitlabPush('master'), secret, uuid);
    expect(first.json()).toEqual({ message: 'triggered', triggered: 1 });
    expect((await postGitlab(gitlabPush('master'), secret, uuid)).json().message).toBe('duplicate');
    expect((await postGitlab(gitlabPush('feature'), secret)).json().triggered).toBe(0);
    expect(await tasksOf('gitlab-push')).toBe(1);
  });

  it('a GitHub tag push runs a trigger listening to tags whatever its branch; a GitLab merge request runs a PR trigger', async () => {
    await workflow('github-tag');
    await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/workflow/v4/webhook/github-tag',
      body: trigger('on-tag', { codehost_id: githubHost, repo: 'tagged', events: ['tag'] }),
    });
    const tagPush = {
      ...githubPush('main', []),
      ref: 'refs/tags/v1.2.0',
      repository: { ...githubPush('main', []).repository, name: 'tagged' },
    };
    expect((await postGithub('push', tagPush)).json()).toEqual({ message: 'triggered', triggered: 1 });
    // a branch push is not a tag event
    const branchPush = { ...tagPush, ref: 'refs/heads/main' };
    expect((await postGithub('push', branchPush)).json().triggered).toBe(0);

    await workflow('gitlab-mr');
    await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/workflow/v4/webhook/gitlab-mr',
      body: trigger('on-mr', {
        codehost_id: gitlabHost,
        source: 'gitlab',
        repo_owner: 'platform',
        repo_namespace: 'platform',
        repo: 'mr-repo',
        branch: 'master',
        events: ['pull_request'],
      }),
    });
    // GitLab's merge request event (docs.gitlab.com, "Webhook events" › Merge request events), trimmed
    const mr = (action: string) => ({
      object_kind: 'merge_request',
      event_type: 'merge_request',
      user: { username: 'root' },
      project: { id: 1, path_with_namespace: 'platform/mr-repo' },
      object_attributes: {
        iid: 1,
        title: 'MS-Viewport',
        target_branch: 'master',
        source_branch: 'ms-viewport',
        action,
        state: 'opened',
        last_commit: { id: 'da1560886d4f094c3e6c9ef40349f7d38b5d27d7', message: 'fixed readme' },
      },
    });
    const post = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/aslan/webhook',
        headers: {
          'content-type': 'application/json',
          'x-gitlab-event': 'Merge Request Hook',
          'x-gitlab-token': secret,
          'x-gitlab-event-uuid': randomUUID(),
        },
        payload: JSON.stringify(mr(action)),
      });
    expect((await post('open')).json().triggered).toBe(1);
    expect((await post('close')).json().triggered).toBe(0);
    expect(await tasksOf('gitlab-mr')).toBe(1);
  });

  it('a trigger with auto_cancel cancels the unfinished run it started before for the same branch', async () => {
    await insertWorkflow(t, {
      name: 'auto-cancel',
      project,
      stages: [stage('build', [shellJob('wait', 'sleep 30')])],
    });
    await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/workflow/v4/webhook/auto-cancel',
      body: { ...trigger('latest-only', { codehost_id: githubHost, repo: 'busy' }), auto_cancel: true },
    });
    const push = {
      ...githubPush('main', ['a.ts']),
      repository: { ...githubPush('main', []).repository, name: 'busy' },
    };
    expect((await postGithub('push', push)).json().triggered).toBe(1);
    expect((await postGithub('push', push)).json().triggered).toBe(1);
    const first = await waitForTask(t, 'auto-cancel', 1);
    expect(first.status).toBe('cancelled');
    const second = await getTask(t, 'auto-cancel', 2);
    expect(['waiting', 'blocked', 'queued', 'prepare', 'running']).toContain(second.status);
    await t.request({
      method: 'DELETE',
      url: `/api/aslan/workflow/v4/workflowtask/workflow/auto-cancel/task/2?projectName=${project}`,
      token: t.admin.token,
    });
  });

  it('answers junk with a 2xx or 4xx, never a 5xx', async () => {
    for (const [headers, payload] of [
      [{ 'content-type': 'application/json', 'x-github-event': 'push' }, '{not json'],
      [{ 'content-type': 'text/plain' }, 'hello'],
      [{ 'content-type': 'application/json', 'x-gitlab-event': 'Push Hook' }, '[]'],
      [
        { 'content-type': 'application/json', 'x-github-event': 'ping' },
        '{"zen":"Keep it logically awesome."}',
      ],
      [
        { 'content-type': 'application/json', 'x-github-event': 'push' },
        '{"repository":{"name":"shop","owner":{"login":"acme"}},"ref":7}',
      ],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/aslan/webhook', headers, payload });
      expect(res.statusCode, payload).toBeLessThan(500);
    }
  });
});

describe('a delivery in a run', () => {
  const delivery = parseDelivery(
    { 'x-github-event': 'push', 'x-github-delivery': '1' },
    Buffer.from(JSON.stringify(githubPush('main', ['src/a.ts']))),
  ) as GitDelivery;

  it('gives the delivery repository of each job its branch and commit; other repositories keep theirs', () => {
    const definition = {
      stages: [
        {
          jobs: [
            {
              spec: {
                repos: [
                  { codehost_id: 7, repo_owner: 'acme', repo_name: 'shop', branch: 'dev' },
                  { codehost_id: 7, repo_owner: 'acme', repo_name: 'other', branch: 'dev' },
                ],
              },
            },
          ],
        },
      ],
    };
    const hookRepo = trigger('x', { codehost_id: 7 }).main_repo as HookRepo;
    const ran = withDeliveryRefs(definition, hookRepo, delivery);
    const [shop, other] = ran.stages[0]!.jobs[0]!.spec.repos;
    expect(shop).toMatchObject({ branch: 'main', commit_id: '0d1a26e67d8f5eaf1f6ba5c57fc3c7d91ac0fd1c' });
    expect(other).toEqual({ codehost_id: 7, repo_owner: 'acme', repo_name: 'other', branch: 'dev' });
  });

  it('reads a Gitee push (its documented Push Hook body) with the password or the timestamp signature', () => {
    const body = Buffer.from(
      JSON.stringify({
        hook_name: 'push_hooks',
        ref: 'refs/heads/master',
        before: '0000000000000000000000000000000000000000',
        after: 'df0f7f6b7b1f5c1c8a2d5d4f6b9c0a1e2f3a4b5c',
        repository: { path: 'git-osc', namespace: 'oschina', full_name: 'oschina/git-osc' },
        commits: [{ id: 'df0f7f6b', added: ['src/a.js'], removed: [], modified: [] }],
      }),
    );
    const byPassword = parseDelivery({ 'x-gitee-event': 'Push Hook', 'x-gitee-token': 's3cret' }, body);
    expect(byPassword).toMatchObject({
      source: 'gitee',
      event: 'push',
      owner: 'oschina',
      repo: 'git-osc',
      branch: 'master',
    });
    expect(byPassword?.changedFiles).toEqual(['src/a.js']);
    expect(byPassword?.verifies('s3cret')).toBe(true);
    expect(byPassword?.verifies('other')).toBe(false);
    const timestamp = '1576754827988';
    const sign = createHmac('sha256', 's3cret').update(`${timestamp}\ns3cret`).digest('base64');
    const signed = parseDelivery(
      { 'x-gitee-event': 'Push Hook', 'x-gitee-token': sign, 'x-gitee-timestamp': timestamp },
      body,
    );
    expect(signed?.verifies('s3cret')).toBe(true);
  });

  it('match_folders: included folders, `!` exclusions, and file endings', () => {
    expect(foldersMatch(['/', '!.md'], ['README.md'])).toBe(false);
    expect(foldersMatch(['/', '!.md'], ['README.md', 'src/a.ts'])).toBe(true);
    expect(foldersMatch(['src'], ['docs/a.ts'])).toBe(false);
    expect(foldersMatch(['/src/'], ['src/a.ts'])).toBe(true);
    expect(foldersMatch(['/', '!docs'], ['docs/x.ts'])).toBe(false);
    expect(foldersMatch(['/', '!.md'], undefined)).toBe(true);
  });
});
