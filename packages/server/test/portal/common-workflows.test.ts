import type { AddressInfo } from 'node:net';
import { type CommonWorkflowTask, type MessageKey, translate } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { type GitHttpServer, startGitHttpServer } from '../git-http.js';
import { createProject } from '../projects.fixture.js';
import { readSseJson } from '../sse-client.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { insertWorkflow, shellJob, stage } from '../workflow-fixture.js';
import { expectShape, portalCaller, type Shape } from './portal-contract.js';
import { productWorkflowBody } from './product-workflows-fixture.js';
import { editorPayload } from './workflow-shapes.js';

/**
 * The portal's common workflow calls (portal shapes §9), each as the portal sends it. Runs are real:
 * the repository (`git-repos.ts`) is served over smart HTTP by git itself as a GitLab code host's
 * remote, checked out in the job's sandbox at a branch or a merge request, and the script prints a
 * parameter and files of the repository.
 */
const P = 'commonwf';
const W = 'app-build';
const q = `projectName=${P}`;
const SCRIPT = [
  'set -e',
  'echo "greeting=$GREETING"',
  'cat app/hello.txt',
  'echo "token=$TOKEN"',
  'if [ -f app/change.txt ]; then echo "merge request checked out"; fi',
  'if [ "$MODE" = fail ]; then exit 3; fi',
  'if [ "$MODE" = slow ]; then sleep 120; fi',
].join('\n');

let t: TestApp;
let git: GitHttpServer;
let base: string;
let codehostId: number;
const GIT_TOKEN = 'gitlab-oauth-token';
const call = portalCaller(() => t);

const repo = () => ({
  codehost_id: codehostId,
  repo_owner: 'team',
  repo_name: 'app',
  repo_namespace: 'team',
  branch: 'main',
  source: 'gitlab',
});

/** The editor's body (`clean_workspace` is the inverse of its switch). */
const body = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  project_name: P,
  description: 'builds app',
  parameters: [
    { key: 'GREETING', type: 'string', value: 'hi', choice_option: [], is_credential: false },
    { key: 'MODE', type: 'choice', value: 'ok', choice_option: ['ok', 'fail', 'slow'], is_credential: false },
    { key: 'TOKEN', type: 'string', value: 'saved-secret', choice_option: [], is_credential: true },
  ],
  sub_tasks: [
    {
      type: 'buildv3',
      enabled: true,
      job_ctx: {
        builds: [repo()],
        build_steps: [{ build_type: 'shell', scripts: SCRIPT }],
        envs: [],
        clean_workspace: true,
        installs: [],
      },
    },
    { type: 'trigger', enabled: false, job_ctx: { hooks: [] } },
  ],
  ...extra,
});

const workflowShape: Shape = {
  id: 'string',
  name: 'string',
  project_name: 'string',
  description: 'string',
  update_by: 'string',
  update_time: 'seconds',
  parameters: [{ key: 'string', type: 'string' }],
  sub_tasks: [{ type: 'string', enabled: 'boolean' }],
};

const taskShape: Shape = {
  task_id: 'integer',
  pipeline_name: 'string',
  status: 'string',
  task_creator: 'string',
  task_revoker: 'string',
  start_time: 'seconds',
  end_time: 'seconds',
  stages: [{ type: 'string', status: 'string', error: 'string', sub_tasks: 'object' }],
};

const subTaskShape: Shape = {
  service_name: 'string',
  status: 'string',
  start_time: 'seconds',
  end_time: 'seconds',
  error: 'string',
  'job_ctx.builds': [{ repo_owner: 'string', repo_name: 'string', branch: 'string', commit_id: 'string' }],
};

let workflowId: string;

async function run(args: Record<string, string>, branch = 'main', pr = 0): Promise<number> {
  const res = await call('POST', `/api/aslan/workflow/v3/workflowtask?${q}`, {
    id: workflowId,
    name: W,
    project_name: P,
    builds: [{ repo_name: 'app', repo_owner: 'team', branch, pr }],
    build_args: Object.entries(args).map(([key, value]) => ({ key, value, is_credential: false })),
  });
  expect(res.json()).toEqual({ name: W, task_id: expect.any(Number) });
  return res.json().task_id;
}

const detail = async (id: number): Promise<CommonWorkflowTask> =>
  (await call('GET', `/api/aslan/workflow/v3/workflowtask/id/${id}/name/${W}?${q}`)).json();

async function waitFor(id: number, done: (task: CommonWorkflowTask) => boolean) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const task = await detail(id);
    if (done(task)) return task;
    if (Date.now() > deadline) throw new Error(`task ${id} stuck: ${JSON.stringify(task)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const ended = (task: CommonWorkflowTask) =>
  ['passed', 'failed', 'cancelled', 'timeout'].includes(task.status);

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // makeBareRepo's history: main, feature, and merge request 1 adding change.txt on top of main
  git = await startGitHttpServer(
    { 'team/app': { 'hello.txt': 'hello from the repository\n' } },
    { username: 'oauth2', password: GIT_TOKEN },
  );
  await createProject(t, { product_name: P, public: false });
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
    access_token: GIT_TOKEN,
    auth_type: '',
    ssh_key: '',
    private_access_token: '',
  });
  codehostId = host.json().id;
}, 180_000);
afterAll(async () => {
  await git?.stop();
  await t?.close();
});

describe('common workflows (v3)', () => {
  it('creates (POST) and answers the id the editor redirects with', async () => {
    const res = await call('POST', `/api/aslan/workflow/v3?${q}`, body(W));
    expectShape(res.json(), { id: 'string' });
    workflowId = res.json().id;
  });

  it('lists the project’s common workflows with their base_refs', async () => {
    const res = await call('GET', `/api/aslan/workflow/v3?project_name=${P}&${q}&page_num=1&page_size=999`);
    expectShape(res.json(), { workflow_list: [{ id: 'string', name: 'string', base_refs: 'array' }] });
    expect(res.json().workflow_list.map((w: { name: string }) => w.name)).toEqual([W]);
  });

  it('reads the saved workflow, a credential parameter without its value', async () => {
    const res = await call('GET', `/api/aslan/workflow/v3/${workflowId}?${q}`);
    expectShape(res.json(), workflowShape);
    const saved = res.json();
    expect(saved).toMatchObject({ id: workflowId, name: W, project_name: P });
    expect(saved.sub_tasks[0].job_ctx).toMatchObject({ clean_workspace: true, builds: [repo()] });
    expect(saved.sub_tasks[1]).toMatchObject({ type: 'trigger', job_ctx: { hooks: [] } });
    expect(saved.parameters.find((p: { key: string }) => p.key === 'TOKEN').value).toBe('');
  });

  it('updates (PUT); the credential sent back empty keeps its value', async () => {
    const edited = body(W, { description: 'edited' });
    (edited.parameters[2] as { value: string }).value = '';
    await call('PUT', `/api/aslan/workflow/v3/${workflowId}?${q}`, edited);
    const res = await call('GET', `/api/aslan/workflow/v3/${workflowId}?${q}`);
    expect(res.json().description).toBe('edited');
  });

  it('gives the run dialog its parameters (args)', async () => {
    const res = await call('GET', `/api/aslan/workflow/v3/${workflowId}/args?${q}`);
    expect(Array.isArray(res.json())).toBe(true);
    for (const arg of res.json())
      expectShape(arg, { key: 'string', value: 'string', type: 'string', is_credential: 'boolean' });
    expect(res.json().map((a: { key: string; value: string }) => [a.key, a.value])).toEqual([
      ['GREETING', 'hi'],
      ['MODE', 'ok'],
      ['TOKEN', ''],
    ]);
    expect(res.json()[1].options).toEqual(['ok', 'fail', 'slow']);
  });

  it('refuses bad bodies with their message and changes nothing', async () => {
    const refused = async (sent: unknown, key: MessageKey, status = 400) => {
      const res = await call('POST', `/api/aslan/workflow/v3?${q}`, sent, undefined, status);
      expect(res.json().message).toBe(translate(key, 'zh-CN'));
    };
    await refused(body('bad name'), 'validation.workflow.nameFormat');
    await refused(body(''), 'validation.workflow.nameRequired');
    await refused(body('no-build', { sub_tasks: [] }), 'validation.commonWorkflow.buildRequired');
    await refused(
      body('two-params', {
        parameters: [
          { key: 'A', type: 'string', value: '' },
          { key: 'A', type: 'string', value: '' },
        ],
      }),
      'validation.commonWorkflow.paramKeyDuplicate',
    );
    await refused(
      body('no-options', { parameters: [{ key: 'A', type: 'choice', value: '', choice_option: [] }] }),
      'validation.commonWorkflow.choiceRequired',
    );
    await refused(
      body('odd-task', { sub_tasks: [{ type: 'deploy' }] }),
      'validation.commonWorkflow.subTaskType',
    );
    const noScript = body('no-script');
    (noScript.sub_tasks[0] as { job_ctx: { build_steps: unknown[] } }).job_ctx.build_steps = [];
    await refused(noScript, 'validation.commonWorkflow.scriptRequired');
    await refused(body('other-project', { project_name: 'elsewhere' }), 'error.projectNameMismatch');
    // names are unique, also against custom workflows
    await refused(body(W), 'error.workflowExists', 409);
    await insertWorkflow(t, {
      name: 'custom-one',
      project: P,
      stages: [stage('s', [shellJob('a', 'true')])],
    });
    await refused(body('custom-one'), 'error.workflowExists', 409);
    // a rename is refused on update
    const renamed = await call(
      'PUT',
      `/api/aslan/workflow/v3/${workflowId}?${q}`,
      body('renamed'),
      undefined,
      400,
    );
    expect(renamed.json().message).toBe(translate('error.workflowNameMismatch', 'zh-CN'));
    // a run body of the wrong types
    const badRun = await call(
      'POST',
      `/api/aslan/workflow/v3/workflowtask?${q}`,
      { id: workflowId, name: W, project_name: P, builds: [{ repo_name: 'app', pr: 'x' }] },
      undefined,
      400,
    );
    expect(badRun.json().message).toBe(translate('validation.invalidType', 'zh-CN'));
    const list = await call('GET', `/api/aslan/workflow/v3?project_name=${P}&${q}`);
    expect(list.json().workflow_list.map((w: { name: string }) => w.name)).toEqual([W]);
    await call('GET', `/api/aslan/workflow/v3/not-an-id?${q}`, undefined, undefined, 404);
  });

  it('keeps its name from custom and product workflows', async () => {
    const duplicate = translate('error.workflowExists', 'zh-CN');
    const custom = await call(
      'POST',
      `/api/aslan/workflow/v4?projectName=${P}`,
      stringify(editorPayload(P, W, 'true')),
      undefined,
      409,
    );
    expect(custom.json().message).toBe(duplicate);
    const product = await call(
      'POST',
      `/api/aslan/workflow/workflow?projectName=${P}`,
      productWorkflowBody(P, W),
      undefined,
      409,
    );
    expect(product.json().message).toBe(duplicate);
  });

  it('runs (POST workflowtask) to passed: the log holds the parameter and the repository’s file', async () => {
    const id = await run({ GREETING: 'hello-common', MODE: 'ok', TOKEN: '' });
    const task = await waitFor(id, ended);
    expect(task.status, JSON.stringify(task)).toBe('passed');
    expectShape(task, taskShape);
    expect(task.pipeline_name).toBe(W);
    expect(task.stages.map((s) => [s.type, s.status])).toEqual([['buildv3', 'passed']]);
    const sub = task.stages[0]!.sub_tasks[`${W}-job`]!;
    expectShape(sub, subTaskShape);
    expect(sub.job_ctx.builds[0]).toMatchObject({ repo_name: 'app', branch: 'main' });
    expect(sub.job_ctx.builds[0]!.commit_id).toMatch(/^[0-9a-f]{40}$/);

    const log = await t.request({
      method: 'GET',
      url: `/api/aslan/logs/log/v3/workflow/${W}/tasks/${id}?type=buildv3&${q}`,
      token: t.admin.token,
    });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.body).toContain('greeting=hello-common');
    expect(log.body).toContain('hello from the repository');
    expect(log.body).not.toContain('merge request checked out');
    // the saved credential was given to the script, masked in the log
    expect(log.body).toContain('token=');
    expect(log.body).not.toContain('saved-secret');

    // the task page's stream sends the same object
    const streamed = await readSseJson<CommonWorkflowTask>(
      `${base}/api/aslan/workflow/sse/workflowtask/v3/id/${id}/name/${W}?${q}`,
      t.admin.token,
    );
    expect(streamed.data).toEqual(task);
  });

  it('runs a merge request given in the run', async () => {
    const id = await run({ MODE: 'ok' }, 'main', 1);
    const task = await waitFor(id, ended);
    expect(task.status, JSON.stringify(task)).toBe('passed');
    const sub = task.stages[0]!.sub_tasks[`${W}-job`]!;
    expect(sub.job_ctx.builds[0]).toMatchObject({ branch: 'main', pr: 1 });
    expect(sub.job_ctx.builds[0]!.commit_id).toMatch(/^[0-9a-f]{40}$/);
    const log = await t.request({
      method: 'GET',
      url: `/api/aslan/logs/log/v3/workflow/${W}/tasks/${id}?type=buildv3`,
      token: t.admin.token,
    });
    expect(log.body).toContain('merge request checked out');
  });

  it('lists runs newest first (max/start)', async () => {
    const res = await call('GET', `/api/aslan/workflow/v3/workflowtask/max/10/start/0/name/${W}?${q}`);
    expectShape(res.json(), { data: [{ task_id: 'integer', status: 'string' }], total: 'integer' });
    expect(res.json().total).toBe(2);
    expect(res.json().data.map((task: { task_id: number }) => task.task_id)).toEqual([2, 1]);
  });

  it('restarts a failed run under the same id', async () => {
    const id = await run({ MODE: 'fail' });
    const failed = await waitFor(id, ended);
    expect(failed.status).toBe('failed');
    expect(failed.stages[0]!.sub_tasks[`${W}-job`]!.error).toContain('build script');
    await call('POST', `/api/aslan/workflow/v3/workflowtask/id/${id}/name/${W}/restart?${q}`);
    const again = await waitFor(id, (task) => task.is_restart && ended(task));
    expect(again.status).toBe('failed');
    // a passed run is not restarted
    await call(
      'POST',
      `/api/aslan/workflow/v3/workflowtask/id/1/name/${W}/restart?${q}`,
      undefined,
      undefined,
      400,
    );
  });

  it('cancels a running run (DELETE workflowtask)', async () => {
    const id = await run({ MODE: 'slow' }, 'feature');
    await waitFor(id, (task) => task.status === 'running');
    await call('DELETE', `/api/aslan/workflow/v3/workflowtask/id/${id}/name/${W}?${q}`);
    const task = await waitFor(id, ended);
    expect(task.status).toBe('cancelled');
    expect(task.task_revoker).toBe('admin');
  });

  it('keeps strangers out of a private project', async () => {
    const stranger = await t.createUser('common-stranger');
    await call('GET', `/api/aslan/workflow/v3?project_name=${P}&${q}`, undefined, stranger.token, 403);
    await call('GET', `/api/aslan/workflow/v3/${workflowId}?${q}`, undefined, stranger.token, 403);
    await call('POST', `/api/aslan/workflow/v3?${q}`, body('by-stranger'), stranger.token, 403);
  });

  it('deletes the workflow with its runs', async () => {
    await call('DELETE', `/api/aslan/workflow/v3/${workflowId}?${q}`);
    await call('GET', `/api/aslan/workflow/v3/${workflowId}?${q}`, undefined, undefined, 404);
    await call('GET', `/api/aslan/workflow/v3/workflowtask/id/1/name/${W}?${q}`, undefined, undefined, 404);
    const list = await call('GET', `/api/aslan/workflow/v3?project_name=${P}&${q}`);
    expect(list.json().workflow_list).toEqual([]);
  });
});
