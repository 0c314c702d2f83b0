import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, workflowTasks } from '../src/db/schema.js';
import { productTaskName } from '../src/modules/product-workflows/product-workflow-engine.js';
import { type GitHttpServer, startGitHttpServer } from './git-http.js';
import { productWorkflowBody } from './portal/product-workflows-fixture.js';
import { createProject } from './projects.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';
import { gitlabPush } from './webhook-deliveries.js';

/**
 * Git triggers of product workflows and tests: GitLab push deliveries (the documented headers and
 * body) posted to the real server start product tasks and test tasks that clone the delivered commit
 * from a real git server over HTTP, which stands in for GitLab's git remote. Their triggers carry no
 * secret: the installation's hook secret (`WEBHOOK_SECRET`) checks the deliveries.
 */
const P = 'hookprod';
const SECRET = 'installation-hook-secret';
const TOKEN = 'gitlab-oauth-token';
const W = 'on-push';
const SLOW = 'on-feature';
const TEST = 'push_checks';
const REPO = { owner: 'platform', name: 'diaspora' };
// the delivered commit is `tagged`, older than main's head: a run passes only if it checked it out
const BUILD_SCRIPT = [
  '#!/bin/bash',
  'v=$(cat diaspora/version.txt)',
  'if [ "$v" = feature ]; then sleep 120; fi',
  'test "$v" = tagged',
].join('\n');

let t: TestApp;
let git: GitHttpServer;
let gitlab: number;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.request({ method, url, token: t.admin.token, ...(payload ? { payload } : {}) });

const deliver = (body: object, opts: { token?: string; delivery?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/aslan/webhook',
    headers: {
      'content-type': 'application/json',
      'x-gitlab-event': 'Push Hook',
      'x-gitlab-token': opts.token ?? SECRET,
      'x-gitlab-event-uuid': opts.delivery ?? randomUUID(),
    },
    payload: JSON.stringify(body),
  });

const commits = () => git.commits[`${REPO.owner}/${REPO.name}`]!;

const repoOnGitlab = () => ({
  codehost_id: gitlab,
  source: 'gitlab',
  repo_owner: REPO.owner,
  repo_namespace: REPO.owner,
  repo_name: REPO.name,
  branch: 'main',
});

const hookItem = (name: string, branch: string, extra: Record<string, unknown>) => ({
  main_repo: {
    name,
    ...repoOnGitlab(),
    branch,
    is_regular: branch.startsWith('^'),
    events: ['push'],
    match_folders: ['/', '!.md'],
  },
  auto_cancel: false,
  ...extra,
});

/** The tasks webhook deliveries started for an engine workflow name, oldest first. */
const hookTasks = async (taskName: string) =>
  (await t.database.db.select().from(workflowTasks).where(eq(workflowTasks.workflowName, taskName)))
    .filter((row) => row.creator.startsWith('gitlab-webhook:'))
    .sort((a, b) => a.taskId - b.taskId);

const testTaskNames = async () =>
  [
    ...new Set(
      (await t.database.db.select().from(workflowTasks))
        .filter((row) => row.creator.startsWith('gitlab-webhook:') && row.workflowName.includes('test-'))
        .map((row) => row.workflowName),
    ),
  ].sort();
const testTasks = async () => {
  const names = await testTaskNames();
  return names.length ? hookTasks(names[0]!) : [];
};

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 120_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const ENDED = ['passed', 'failed', 'cancelled', 'timeout'];
const allEnded = (rows: Array<{ status: string }>) => rows.every((row) => ENDED.includes(row.status));

beforeAll(async () => {
  git = await startGitHttpServer(
    { [`${REPO.owner}/${REPO.name}`]: { 'app.rb': 'puts 1\n' } },
    { username: 'oauth2', password: TOKEN },
  );
  t = await createTestApp({ webhookSecret: SECRET });
  const host = await call('POST', '/api/v1/codehosts', {
    type: 'gitlab',
    alias: '',
    name: '',
    address: git.address,
    application_id: 'app',
    client_secret: 'sec',
    username: '',
    password: '',
    region: '',
    access_token: TOKEN,
    auth_type: '',
    ssh_key: '',
    private_access_token: '',
  });
  expect(host.statusCode, host.body).toBe(200);
  gitlab = host.json().id;

  await createProject(t, { product_name: P, public: false });
  await t.database.db
    .update(projects)
    .set({ services: [['web']] })
    .where(eq(projects.name, P));
  const build = await call('POST', `/api/aslan/build/build?projectName=${P}`, {
    name: `${P}-build`,
    source: 'zadig',
    product_name: P,
    timeout: 10,
    targets: [{ service_name: 'web', service_module: 'web', key: 'web/web' }],
    repos: [repoOnGitlab()],
    pre_build: { build_os: 'bookworm', image_id: 'bookworm', installs: [], envs: [] },
    scripts: BUILD_SCRIPT,
    post_build: {},
    outputs: [],
  });
  expect(build.statusCode, build.body).toBe(200);

  // the run dialog's args, saved with the trigger as the editor does: no deploy (no environment)
  const workflowWithHook = async (name: string, item: (args: unknown) => unknown) => {
    const created = await call(
      'POST',
      `/api/aslan/workflow/workflow?projectName=${P}`,
      productWorkflowBody(P, name),
    );
    expect(created.statusCode, created.body).toBe(200);
    const preset = (
      await call('GET', `/api/aslan/workflow/workflowtask/preset/dev/${name}?projectName=${P}`)
    ).json();
    for (const target of preset.targets) target.deploy = [];
    const saved = await call(
      'PUT',
      `/api/aslan/workflow/workflow/${name}?projectName=${P}`,
      productWorkflowBody(P, name, {
        hook_ctl: { enabled: true, product_tmpl_name: P, items: [item(preset) as never] },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
  };
  await workflowWithHook(W, (args) => hookItem('main-push', 'main', { workflow_args: args }));
  await workflowWithHook(SLOW, (args) =>
    hookItem('feature-push', '^feat', { auto_cancel: true, workflow_args: args }),
  );

  const test = await call('POST', `/api/aslan/testing/test?projectName=${P}`, {
    name: TEST,
    product_name: P,
    test_type: 'function',
    repos: [repoOnGitlab()],
    timeout: 10,
    pre_test: { build_os: 'focal', installs: [], envs: [] },
    scripts: '#!/bin/bash\nset -e\ntest "$(cat diaspora/version.txt)" = tagged',
    hook_ctl: {
      enabled: true,
      items: [hookItem('main-push', 'main', { test_args: { product_name: P, test_name: TEST } })],
    },
  });
  expect(test.statusCode, test.body).toBe(200);
}, 180_000);

afterAll(async () => {
  await t?.close();
  await git?.stop();
});

describe('git triggers of product workflows and tests', () => {
  it('a push to the trigger branch starts the product task and the test task on the pushed commit', async () => {
    const res = await deliver(gitlabPush('main', commits().tagged));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'triggered', triggered: 2 });

    const product = await until(
      () => hookTasks(productTaskName(W)),
      (rows) => rows.length === 1 && allEnded(rows),
    );
    expect(product[0]).toMatchObject({ status: 'passed', creator: 'gitlab-webhook:main-push:main' });
    const tests = await until(testTasks, (rows) => rows.length === 1 && allEnded(rows));
    expect(tests[0]).toMatchObject({ status: 'passed', creator: 'gitlab-webhook:main-push:main' });
  });

  it('a push to another branch starts nothing', async () => {
    const res = await deliver(gitlabPush('develop', commits().main));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'ignored', triggered: 0 });
    expect(await hookTasks(productTaskName(W))).toHaveLength(1);
    expect(await testTasks()).toHaveLength(1);
  });

  it('a delivery with a wrong token is a 403 and starts nothing', async () => {
    const res = await deliver(gitlabPush('main', commits().tagged), { token: 'not-the-secret' });
    expect(res.statusCode, res.body).toBe(403);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/aslan/webhook',
      headers: { 'content-type': 'application/json', 'x-gitlab-event': 'Push Hook' },
      payload: JSON.stringify(gitlabPush('main', commits().tagged)),
    });
    expect(unsigned.statusCode, unsigned.body).toBe(403);
    expect(await hookTasks(productTaskName(W))).toHaveLength(1);
    expect(await testTasks()).toHaveLength(1);
  });

  it('a redelivery runs once', async () => {
    const delivery = randomUUID();
    const first = await deliver(gitlabPush('main', commits().tagged), { delivery });
    expect(first.json()).toEqual({ message: 'triggered', triggered: 2 });
    const again = await deliver(gitlabPush('main', commits().tagged), { delivery });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ message: 'duplicate', triggered: 0 });
    const product = await until(
      () => hookTasks(productTaskName(W)),
      (rows) => rows.length === 2 && allEnded(rows),
    );
    expect(product.map((row) => row.status)).toEqual(['passed', 'passed']);
    const tests = await until(testTasks, (rows) => rows.length === 2 && allEnded(rows));
    expect(tests.map((row) => row.status)).toEqual(['passed', 'passed']);
  });

  it('auto_cancel cancels the unfinished run of the same trigger and branch', async () => {
    const first = await deliver(gitlabPush('feature', commits().feature));
    expect(first.json()).toEqual({ message: 'triggered', triggered: 1 });
    await until(
      () => hookTasks(productTaskName(SLOW)),
      (rows) => rows.length === 1 && rows[0]!.status === 'running',
    );
    const second = await deliver(gitlabPush('feature', commits().feature));
    expect(second.json()).toEqual({ message: 'triggered', triggered: 1 });
    const rows = await until(
      () => hookTasks(productTaskName(SLOW)),
      (found) => found.length === 2 && found[0]!.status === 'cancelled',
    );
    expect(rows.map((row) => row.creator)).toEqual([
      'gitlab-webhook:feature-push:feature',
      'gitlab-webhook:feature-push:feature',
    ]);
    expect(ENDED).not.toContain(rows[1]!.status);
    // the product workflow on main was not touched by the feature trigger
    expect(await hookTasks(productTaskName(W))).toHaveLength(2);
    const cancel = await call(
      'DELETE',
      `/api/aslan/workflow/workflowtask/id/${rows[1]!.taskId}/pipelines/${SLOW}?projectName=${P}`,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
  });
});
