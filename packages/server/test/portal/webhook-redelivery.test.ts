import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { githubPush, githubTrigger, gitlabPush, signedGithubHeaders } from '../webhook-deliveries.js';
import { taskCount } from '../webhook-fixture.js';
import { insertWorkflow, shellJob, stage } from '../workflow-fixture.js';
import { expectPortalAnswer, portalCall } from './portal-contract.js';

/**
 * The same delivery sent twice starts the workflow once: by the provider's delivery id, or — when
 * the provider sends none — by its event, repository, ref and commit within ten minutes (the test
 * ages its own claimed rows, so the end of that window is reached without waiting).
 */
let t: TestApp;
let githubHost: number;
let gitlabHost: number;
const project = 'redelivered';
const secret = 'redelivery-secret';

const codehost = async (type: string, address = '') => {
  const res = await portalCall(t, {
    method: 'POST',
    url: '/api/v1/codehosts',
    body: { type, address, alias: '', application_id: 'app', client_secret: 'sec', access_token: '' },
  });
  expectPortalAnswer(res);
  return res.json().id as number;
};

const hookedWorkflow = async (name: string, repo: Record<string, unknown>) => {
  await insertWorkflow(t, { name, project, stages: [stage('build', [shellJob('say', 'echo again')])] });
  expectPortalAnswer(
    await portalCall(t, {
      method: 'POST',
      url: `/api/aslan/workflow/v4/webhook/${name}`,
      body: githubTrigger('on-main', secret, repo),
    }),
  );
};

const postGithub = (body: object, delivery?: string) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/aslan/webhook',
    headers: signedGithubHeaders('push', raw, secret, delivery),
    payload: raw,
  });
};

const postGitlab = (body: object, uuid?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/aslan/webhook',
    headers: {
      'content-type': 'application/json',
      'x-gitlab-event': 'Push Hook',
      'x-gitlab-token': secret,
      ...(uuid ? { 'x-gitlab-event-uuid': uuid } : {}),
    },
    payload: JSON.stringify(body),
  });

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, { product_name: project });
  githubHost = await codehost('github');
  gitlabHost = await codehost('gitlab', 'https://gitlab.example.com');
});
afterAll(async () => {
  await t?.close();
});

describe('a delivery sent twice', () => {
  it('with the same X-GitHub-Delivery runs once, also when both arrive at the same moment', async () => {
    await hookedWorkflow('same-id', { codehost_id: githubHost });
    const delivery = randomUUID();
    const answers = await Promise.all([
      postGithub(githubPush('main', 'a1'), delivery),
      postGithub(githubPush('main', 'a1'), delivery),
      postGithub(githubPush('main', 'a1'), delivery),
    ]);
    expect(answers.map((a) => a.json().message).sort()).toEqual(['duplicate', 'duplicate', 'triggered']);
    expect(await taskCount(t, project, 'same-id')).toBe(1);
  });

  it('without a delivery id: the same push within minutes runs once; another commit, or the same one later, runs again', async () => {
    await hookedWorkflow('no-id', { codehost_id: githubHost, repo: 'no-id-repo' });
    const push = (commit: string) => githubPush('main', commit, 'no-id-repo');
    expect((await postGithub(push('b1'))).json()).toEqual({ message: 'triggered', triggered: 1 });
    expect((await postGithub(push('b1'))).json()).toEqual({ message: 'duplicate', triggered: 0 });
    expect((await postGithub(push('b2'))).json().triggered).toBe(1);
    await t.database.db.execute(
      sql`UPDATE webhook_deliveries SET received_at = received_at - interval '11 minutes'`,
    );
    expect((await postGithub(push('b1'))).json().triggered).toBe(1);
    expect(await taskCount(t, project, 'no-id')).toBe(3);
  });

  it('a GitLab push without X-Gitlab-Event-UUID is recognised by its content; with the UUID by the UUID', async () => {
    await hookedWorkflow('gitlab-no-id', {
      codehost_id: gitlabHost,
      source: 'gitlab',
      repo_owner: 'platform',
      repo_namespace: 'platform',
      repo: 'diaspora',
    });
    expect((await postGitlab(gitlabPush('main', 'c1'))).json().triggered).toBe(1);
    expect((await postGitlab(gitlabPush('main', 'c1'))).json().message).toBe('duplicate');
    const uuid = randomUUID();
    expect((await postGitlab(gitlabPush('main', 'c2'), uuid)).json().triggered).toBe(1);
    expect((await postGitlab(gitlabPush('main', 'c2'), uuid)).json().message).toBe('duplicate');
    expect(await taskCount(t, project, 'gitlab-no-id')).toBe(2);
  });

  it('a refused delivery claims nothing: the same delivery correctly signed afterwards still runs', async () => {
    await hookedWorkflow('refused-first', { codehost_id: githubHost, repo: 'refused-repo' });
    const raw = JSON.stringify(githubPush('main', 'd1', 'refused-repo'));
    const delivery = randomUUID();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/aslan/webhook',
      headers: {
        ...signedGithubHeaders('push', raw, secret, delivery),
        'x-hub-signature-256': `sha256=${createHmac('sha256', 'wrong').update(raw).digest('hex')}`,
      },
      payload: raw,
    });
    expect(forged.statusCode).toBe(403);
    expect((await postGithub(JSON.parse(raw), delivery)).json().triggered).toBe(1);
    expect(await taskCount(t, project, 'refused-first')).toBe(1);
  });
});
