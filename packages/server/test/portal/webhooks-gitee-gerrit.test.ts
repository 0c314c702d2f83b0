import type { HookRepo } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDeliveryRefs } from '../../src/modules/webhooks/delivery-refs.js';
import { type GitDelivery, parseDelivery } from '../../src/modules/webhooks/git-delivery.js';
import { createCodehost } from '../build-fixture.js';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { taskCount } from '../webhook-fixture.js';
import { getTask, insertWorkflow, shellJob, stage } from '../workflow-fixture.js';
import { expectPortalAnswer, portalCall } from './portal-contract.js';

/**
 * Deliveries of the providers that send no delivery id: Gitee (its documented Push Hook body) and
 * Gerrit (events in the stream-events JSON format of Gerrit's docs, as its webhooks plugin posts
 * them), posted by the test to the real server; each seen to create — or not create — a task.
 */
let t: TestApp;
let giteeHost: number;
let gerritHost: number;
const project = 'hooked-no-ids';
const secret = 'hook-secret-2';

const addTrigger = async (workflow: string, repo: Partial<HookRepo> & { codehost_id: number }) => {
  await insertWorkflow(t, {
    name: workflow,
    project,
    stages: [stage('build', [shellJob('say', 'echo hooked')])],
  });
  expectPortalAnswer(
    await portalCall(t, {
      method: 'POST',
      url: `/api/aslan/workflow/v4/webhook/${workflow}`,
      body: {
        name: 'on-change',
        description: '',
        enabled: true,
        auto_cancel: false,
        secret,
        main_repo: {
          repo_owner: 'x',
          repo_namespace: '',
          repo: 'x',
          branch: 'master',
          match_folders: ['/'],
          ...repo,
        },
      },
    }),
  );
};

/** A trigger on the Gerrit project `platform/core` (Gerrit hosts have one namespace, `default`). */
const gerritTrigger = (workflow: string, events: HookRepo['events']) =>
  addTrigger(workflow, {
    codehost_id: gerritHost,
    source: 'gerrit',
    repo_owner: 'default',
    repo: 'platform/core',
    events,
  });

const tasksOf = (workflow: string) => taskCount(t, project, workflow);

/** Gitee's Push Hook body (gitee.com help, "WebHook push data format"), trimmed. */
const giteePush = (after: string) => ({
  hook_name: 'push_hooks',
  password: '',
  hook_id: 442,
  ref: 'refs/heads/master',
  before: 'b6d8bf8e9b0b4d2c9b1f1d5c3e9f9d0e6a5b4c3d',
  after,
  created: false,
  deleted: false,
  repository: { path: 'git-osc', namespace: 'oschina', name: 'git-osc', full_name: 'oschina/git-osc' },
  commits: [{ id: after, message: 'fix', added: [], removed: [], modified: ['src/a.js'] }],
});

const postGitee = (body: object, timestamp: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/aslan/webhook',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'git-oschina-hook',
      'x-gitee-event': 'Push Hook',
      'x-gitee-token': secret,
      'x-gitee-timestamp': timestamp,
    },
    payload: JSON.stringify(body),
  });

const account = { name: 'Jane Roe', email: 'jane@example.com', username: 'jane' };
/** Gerrit's `patchset-created` event (Gerrit docs, "stream-events" › Events), trimmed. */
const patchsetCreated = (change: number, patchSet: number) => ({
  type: 'patchset-created',
  uploader: account,
  patchSet: {
    number: patchSet,
    revision: 'c72759e5db315f1cdbe9c8529cecc003f2c38f3e',
    parents: ['1d3a2b1c0f9e8d7c6b5a49382716050403020100'],
    ref: `refs/changes/${String(change).slice(-2)}/${change}/${patchSet}`,
    uploader: account,
    author: account,
    kind: 'REWORK',
    createdOn: 1596126020,
  },
  change: {
    project: 'platform/core',
    branch: 'master',
    id: 'I684af6cd8a0c49baa7b55c2298fbd1974f5c56fe',
    number: change,
    subject: 'Fix the parser',
    owner: account,
    url: `https://gerrit.example.com/c/platform/core/+/${change}`,
    status: 'NEW',
  },
  project: 'platform/core',
  refName: 'refs/heads/master',
  changeKey: { id: 'I684af6cd8a0c49baa7b55c2298fbd1974f5c56fe' },
  eventCreatedOn: 1596126020,
});
/** Gerrit's `change-merged` event: the same change, plus the submitter and the merged revision. */
const changeMerged = (change: number) => ({
  ...patchsetCreated(change, 1),
  type: 'change-merged',
  submitter: account,
  newRev: '9b1f1d5c3e9f9d0e6a5b4c3db6d8bf8e9b0b4d2c',
});
/** Gerrit's `ref-updated` event. */
const refUpdated = (refName: string) => ({
  type: 'ref-updated',
  submitter: account,
  refUpdate: {
    oldRev: '1d3a2b1c0f9e8d7c6b5a49382716050403020100',
    newRev: '9b1f1d5c3e9f9d0e6a5b4c3db6d8bf8e9b0b4d2c',
    refName,
    project: 'platform/core',
  },
  eventCreatedOn: 1596126020,
});

/** Gerrit's webhooks plugin posts plain JSON, no event header; the secret rides in the address. */
const postGerrit = (body: object, token = secret) =>
  t.app.inject({
    method: 'POST',
    url: `/api/aslan/webhook?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/json; charset=UTF-8' },
    payload: JSON.stringify(body),
  });

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, { product_name: project });
  giteeHost = await createCodehost(t, {
    type: 'gitee',
    address: 'https://gitee.com',
    application_id: 'app',
    client_secret: 'sec',
  });
  gerritHost = await createCodehost(t, {
    type: 'gerrit',
    address: 'https://gerrit.example.com',
    username: 'ci',
    password: 'gerrit-pass',
  });
});
afterAll(async () => {
  await t?.close();
});

describe('Gitee deliveries', () => {
  it('a redelivered Gitee push (same payload, new timestamp) starts nothing; the next push does', async () => {
    await addTrigger('gitee-push', {
      codehost_id: giteeHost,
      source: 'gitee',
      repo_owner: 'oschina',
      repo_namespace: 'oschina',
      repo: 'git-osc',
      events: ['push'],
    });
    const push = giteePush('df0f7f6b7b1f5c1c8a2d5d4f6b9c0a1e2f3a4b5c');
    expect((await postGitee(push, '1576754827988')).json()).toEqual({ message: 'triggered', triggered: 1 });
    expect((await postGitee(push, '1576754899000')).json()).toEqual({ message: 'duplicate', triggered: 0 });
    expect(await tasksOf('gitee-push')).toBe(1);
    const next = giteePush('0e6a5b4c3db6d8bf8e9b0b4d2c9b1f1d5c3e9f9d');
    expect((await postGitee(next, '1576754900000')).json().triggered).toBe(1);
    expect(await tasksOf('gitee-push')).toBe(2);
  });
});

describe('Gerrit deliveries', () => {
  it('a new patch set runs a patchset-created trigger of the project once; a redelivery, a wrong token and an unwatched event do not', async () => {
    await gerritTrigger('gerrit-review', ['patchset-created']);
    expect((await postGerrit(patchsetCreated(1234, 2), 'not-the-secret')).statusCode).toBe(403);
    expect(await tasksOf('gerrit-review')).toBe(0);

    const first = await postGerrit(patchsetCreated(1234, 2));
    expect(first.json()).toEqual({ message: 'triggered', triggered: 1 });
    expect((await getTask(t, 'gerrit-review', 1)).task_creator).toContain('gerrit');
    expect((await postGerrit(patchsetCreated(1234, 2))).json().message).toBe('duplicate');
    expect((await postGerrit(patchsetCreated(1234, 3))).json().triggered).toBe(1);
    expect((await postGerrit(changeMerged(1234))).json().triggered).toBe(0);
    const otherBranch = {
      ...patchsetCreated(77, 1),
      change: { ...patchsetCreated(77, 1).change, branch: 'dev' },
    };
    expect((await postGerrit(otherBranch)).json().triggered).toBe(0);
    expect(await tasksOf('gerrit-review')).toBe(2);
  });

  it('a merged change runs a change-merged trigger; a branch ref-updated runs a push trigger; review refs do not', async () => {
    await gerritTrigger('gerrit-merged', ['change-merged', 'push']);
    expect((await postGerrit(changeMerged(555))).json().triggered).toBe(1);
    expect((await postGerrit(refUpdated('refs/heads/master'))).json().triggered).toBe(1);
    expect((await postGerrit(refUpdated('refs/changes/55/555/1'))).json()).toEqual({
      message: 'ignored',
      triggered: 0,
    });
    expect(await tasksOf('gerrit-merged')).toBe(2);
  });

  it('a patch set gives the job its change and branch, not a commit; a merged change its revision', () => {
    const read = (body: object) =>
      parseDelivery({}, Buffer.from(JSON.stringify(body)), secret) as GitDelivery;
    const hookRepo = { codehost_id: 3, repo: 'platform/core' } as HookRepo;
    const definition = {
      repos: [
        {
          codehost_id: 3,
          repo_owner: 'default',
          repo_name: 'platform/core',
          branch: 'dev',
          commit_id: 'old',
        },
        { codehost_id: 3, repo_owner: 'default', repo_name: 'platform/other', branch: 'dev' },
      ],
    };
    const review = withDeliveryRefs(definition, hookRepo, read(patchsetCreated(1234, 2)));
    expect(review.repos[0]).toMatchObject({ branch: 'master', pr: 1234, prs: [1234], commit_id: '' });
    expect(review.repos[1]).toEqual(definition.repos[1]);
    const merged = withDeliveryRefs(definition, hookRepo, read(changeMerged(1234)));
    expect(merged.repos[0]).toMatchObject({
      branch: 'master',
      commit_id: '9b1f1d5c3e9f9d0e6a5b4c3db6d8bf8e9b0b4d2c',
    });
    expect(merged.repos[0]).not.toHaveProperty('pr');
    // the project may come as `{name}`; junk of Gerrit's shape is ignored, never thrown
    expect(read({ ...patchsetCreated(9, 1), project: { name: 'platform/core' } }).repo).toBe('platform/core');
    expect(parseDelivery({}, Buffer.from('{"type":"ref-updated","refUpdate":7}'))).toBeNull();
  });
});
