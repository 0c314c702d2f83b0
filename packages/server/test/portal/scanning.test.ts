import { isFinished, type LoginResponse, type ScanTaskDetail } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGitDaemonCodehost } from '../codehost-fixture.js';
import { type GitServer, startGitServer } from '../git-daemon.js';
import { bindProjectRoles, createProject } from '../projects.fixture.js';
import { queryRows } from '../sql.js';
import { readSseJson } from '../sse-client.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller, type Shape } from './portal-contract.js';

/**
 * The portal's code-scanning calls (项目 › 代码扫描: list, create/edit, history, run dialog, task page
 * with its live and whole log), each sent as the portal sends it and read as the portal reads it.
 * Scans check out a real repository from a git daemon on loopback and run in the job sandbox.
 */
const P = 'scan-demo';
let t: TestApp;
let git: GitServer;
let codehostId: number;
let reader: LoginResponse;
let outsider: LoginResponse;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  git = await startGitServer(
    { 'team/app': { 'src/main.js': 'console.log(1)\n', 'lint.sh': 'echo "2 problems"; exit 3\n' } },
    { tags: ['v1.0'] },
  );
  await createProject(t, { product_name: P });
  await createProject(t, { product_name: 'scan-other' });
  reader = await t.createUser('scan-reader');
  outsider = await t.createUser('scan-outsider');
  await bindProjectRoles(t, P, [reader.uid], ['read-only']);
  await bindProjectRoles(t, 'scan-other', [outsider.uid], ['project-admin']);
  codehostId = await addGitDaemonCodehost(t, git);
});
afterAll(async () => {
  await git.stop();
  await t.close();
});

const call = portalCaller(() => t);

const base = '/api/aslan/testing/scanning';
const repo = () => ({
  codehost_id: codehostId,
  repo_owner: 'team',
  repo_name: 'app',
  repo_namespace: 'team',
  branch: 'main',
  source: 'other',
  remote_name: 'origin',
  submodules: false,
  checkout_path: '',
});
/** What the create page sends (its defaults, with the fields filled in). */
const scanner = (overrides: Record<string, unknown> = {}) => ({
  name: 'lint',
  project_name: P,
  description: 'lint the app',
  scanner_type: 'other',
  image_id: '',
  sonar_id: '',
  installs: [],
  repos: [repo()],
  parameter: '# Sonar 参数\n',
  pre_script: '',
  check_quality_gate: false,
  script: '#!/bin/bash\nset -e\ncd app\nsh lint.sh',
  advanced_settings: {
    timeout: 60,
    cluster_id: '',
    res_req: 'low',
    res_req_spec: { cpu_limit: 1000, memory_limit: 512 },
    hook_ctl: { enabled: false, items: [] },
  },
  ...overrides,
});

async function createScanner(body = scanner()): Promise<string> {
  const res = await call('POST', `${base}?projectName=${body.project_name}`, body);
  expect(res.body.trim().length).toBeGreaterThan(2);
  const list = (await call('GET', `${base}?projectName=${body.project_name}`)).json();
  return list.find((s: { name: string }) => s.name === body.name).id;
}

/** The run dialog's body: a JSON array, one element per repository. */
const runBody = (extra: Record<string, unknown> = { branch: 'main', pr: null }) => [
  {
    codehost_id: codehostId,
    source: 'other',
    repo_owner: 'team',
    repo_name: 'app',
    repo_namespace: 'team',
    ...extra,
  },
];

async function waitForScan(id: string, taskId: number, done = (d: ScanTaskDetail) => isFinished(d.status)) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const detail = (
      await call('GET', `${base}/${id}/task/${taskId}?projectName=${P}`)
    ).json() as ScanTaskDetail;
    if (done(detail)) return detail;
    if (Date.now() > deadline) throw new Error(`scan ${taskId} stuck: ${JSON.stringify(detail)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const listShape: Shape = {
  id: 'string',
  name: 'string',
  statistics: { times_run: 'number', run_time_average: 'number' },
};
const detailShape: Shape = {
  id: 'string',
  name: 'string',
  project_name: 'string',
  description: 'string',
  scanner_type: 'string',
  image_id: 'string',
  sonar_id: 'string',
  installs: 'array',
  repos: [
    { codehost_id: 'integer', repo_name: 'string', repo_owner: 'string', branch: 'string', source: 'string' },
  ],
  parameter: 'string',
  pre_script: 'string',
  check_quality_gate: 'boolean',
  script: 'string',
  'advanced_settings.timeout': 'integer',
  'advanced_settings.cluster_id': 'string',
  'advanced_settings.res_req': 'string',
  'advanced_settings.res_req_spec': { cpu_limit: 'number', memory_limit: 'number' },
  'advanced_settings.hook_ctl.enabled': 'boolean',
  'advanced_settings.hook_ctl.items': 'array',
};
const taskDetailShape: Shape = {
  status: 'string',
  creator: 'string',
  task_revoker: 'string',
  create_time: 'seconds',
  end_time: 'integer',
  repo_info: [
    {
      repo_name: 'string',
      source: 'string',
      repo_owner: 'string',
      branch: 'string',
      tag: 'string',
      pr: 'integer',
      commit_id: 'string',
      address: 'string',
    },
  ],
  result_link: 'string',
  error: 'string',
};

describe('scanners (项目 › 代码扫描)', () => {
  it('POST ?projectName= answers a non-empty body; GET ?projectName= an array with statistics; GET /{id} the whole scanner', async () => {
    const id = await createScanner(scanner({ name: 'shape' }));
    const list = (await call('GET', `${base}?projectName=${P}`)).json();
    expect(Array.isArray(list)).toBe(true);
    for (const row of list) expectShape(row, listShape, `scanner ${row.name}`);
    const detail = (await call('GET', `${base}/${id}?projectName=${P}`)).json();
    expectShape(detail, detailShape);
    expect(detail).toMatchObject({
      name: 'shape',
      project_name: P,
      scanner_type: 'other',
      script: scanner().script,
    });
    expect(detail.repos[0]).toMatchObject({ repo_owner: 'team', repo_name: 'app', branch: 'main' });
  });

  it('PUT /{id} saves the edit page’s object (with id) and answers a non-empty body', async () => {
    const id = await createScanner(scanner({ name: 'edited' }));
    const loaded = (await call('GET', `${base}/${id}?projectName=${P}`)).json();
    const hookItem = { ...repo(), is_regular: false, events: ['push'], match_folders: ['/'] };
    const res = await call('PUT', `${base}/${id}?projectName=${P}`, {
      ...loaded,
      description: 'changed',
      advanced_settings: {
        ...loaded.advanced_settings,
        timeout: 30,
        hook_ctl: { enabled: true, items: [hookItem] },
      },
    });
    expect(res.json()).toMatchObject({ message: 'success' });
    const after = (await call('GET', `${base}/${id}?projectName=${P}`)).json();
    expect(after.description).toBe('changed');
    expect(after.advanced_settings.timeout).toBe(30);
    expect(after.advanced_settings.hook_ctl.items[0]).toMatchObject({ repo_name: 'app', events: ['push'] });
  });

  it('refuses a bad name, a SonarQube scanner without a server and a duplicate, in both languages, saving nothing', async () => {
    const english = await t.request({
      method: 'POST',
      url: `${base}?projectName=${P}`,
      token: t.admin.token,
      headers: { 'accept-language': 'en' },
      payload: scanner({ name: 'Bad_Name' }),
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toContain('lowercase letters, digits and hyphen');
    const chinese = await t.request({
      method: 'POST',
      url: `${base}?projectName=${P}`,
      token: t.admin.token,
      headers: { 'accept-language': 'zh-CN' },
      payload: scanner({ name: 'Bad_Name' }),
    });
    expect(chinese.json().message).toContain('小写英文字母');
    await call(
      'POST',
      `${base}?projectName=${P}`,
      scanner({ name: 'sonar-less', scanner_type: 'sonarQube' }),
      undefined,
      400,
    );
    await call(
      'POST',
      `${base}?projectName=${P}`,
      scanner({ name: 'ghost-sonar', scanner_type: 'sonarQube', sonar_id: 'nope' }),
      undefined,
      400,
    );
    await createScanner(scanner({ name: 'twice' }));
    await call('POST', `${base}?projectName=${P}`, scanner({ name: 'twice' }), undefined, 400);
    await call('POST', `${base}?projectName=${P}`, [], undefined, 400);
    const names = (await call('GET', `${base}?projectName=${P}`)).json().map((s: { name: string }) => s.name);
    expect(names).not.toContain('Bad_Name');
    expect(names).not.toContain('sonar-less');
    expect(names.filter((n: string) => n === 'twice')).toHaveLength(1);
  });

  it('permissions: readers read but do not change or run; members of another project reach nothing, whatever projectName says', async () => {
    const id = await createScanner(scanner({ name: 'guarded' }));
    await call('GET', `${base}?projectName=${P}`, undefined, reader.token);
    await call('GET', `${base}/${id}?projectName=${P}`, undefined, reader.token);
    await call('POST', `${base}?projectName=${P}`, scanner({ name: 'by-reader' }), reader.token, 403);
    await call('PUT', `${base}/${id}?projectName=${P}`, scanner({ name: 'guarded' }), reader.token, 403);
    await call('POST', `${base}/${id}/task?projectName=${P}`, runBody(), reader.token, 403);
    await call('DELETE', `${base}/${id}?projectName=${P}`, undefined, reader.token, 403);
    await call('GET', `${base}/${id}?projectName=scan-other`, undefined, outsider.token, 403);
    await call('DELETE', `${base}/${id}?projectName=scan-other`, undefined, outsider.token, 403);
    await call('GET', `${base}?projectName=${P}`, undefined, outsider.token, 403);
  });
});

describe('scan tasks', () => {
  it('an `other` scanner whose script fails: the run is failed, with its error, its log and the repository it scanned', async () => {
    const id = await createScanner(scanner({ name: 'failing' }));
    const started = (await call('POST', `${base}/${id}/task?projectName=${P}`, runBody())).json();
    expectShape(started, { task_id: 'integer' });
    const detail = await waitForScan(id, started.task_id);
    expectShape(detail, taskDetailShape);
    expect(detail).toMatchObject({ status: 'failed', creator: 'admin', result_link: '' });
    expect(detail.error).toContain('exit');
    expect(detail.end_time).toBeGreaterThanOrEqual(detail.create_time);
    expect(detail.repo_info[0]).toMatchObject({ repo_name: 'app', repo_owner: 'team', branch: 'main' });

    const log = await call(
      'GET',
      `/api/aslan/logs/log/scanning/${id}/task/${started.task_id}?projectName=${P}`,
    );
    expect(log.headers['content-type']).toContain('text/plain');
    expect(log.body).toContain('2 problems');
    expect(log.body).toContain('code scan failing');
    expect(log.body).not.toContain('unused-token');
    // the log by line, and a search over it, number the same lines (the terminal reads it so)
    const at = `${id}/task/${started.task_id}?projectName=${P}`;
    const lined = (await call('GET', `/api/aslan/logs/lines/scanning/${at}&from=1&count=5000`)).json();
    expect(lined).toMatchObject({ from: 1, running: false });
    expect(lined.lines.join('\n')).toBe(log.body.replace(/\n$/, ''));
    const found = (await call('GET', `/api/aslan/logs/search/scanning/${at}&key=2%20problems`)).json();
    expect(found.matches).toHaveLength(1);
    expect(lined.lines[found.matches[0].line - 1]).toBe(found.matches[0].text);
    await call(
      'GET',
      `/api/aslan/logs/lines/scanning/${id}/task/999?projectName=${P}`,
      undefined,
      undefined,
      404,
    );

    const history = (await call('GET', `${base}/${id}/task?projectName=${P}&page_num=1&page_size=50`)).json();
    expectShape(history, {
      'scan_info.editor': 'string',
      'scan_info.updated_at': 'seconds',
      scan_tasks: [
        {
          scan_id: 'integer',
          status: 'string',
          run_time: 'integer',
          created_at: 'seconds',
          creator: 'string',
        },
      ],
      total_tasks: 'integer',
    });
    expect(history.total_tasks).toBe(1);
    expect(history.scan_tasks[0]).toMatchObject({
      scan_id: started.task_id,
      status: 'failed',
      creator: 'admin',
    });
    const stats = (await call('GET', `${base}?projectName=${P}`))
      .json()
      .find((s: { id: string }) => s.id === id);
    expect(stats.statistics.times_run).toBe(1);
  });

  it('a scan of a tag, then of the branch: the task SSE sends the same object as the detail; the live log streams text', async () => {
    const id = await createScanner(
      scanner({ name: 'tagged', script: 'cd app && ls src && echo "scanned tag $app_TAG"' }),
    );
    await call('POST', `${base}/${id}/task?projectName=${P}`, runBody({ tag: 'v1.0' }));
    const first = await waitForScan(id, 1);
    expect(first).toMatchObject({ status: 'passed', error: '' });
    expect(first.repo_info[0]).toMatchObject({ tag: 'v1.0' });
    const tagLog = await call('GET', `/api/aslan/logs/log/scanning/${id}/task/1?projectName=${P}`);
    expect(tagLog.body).toContain('scanned tag v1.0');
    const { task_id } = (
      await call('POST', `${base}/${id}/task?projectName=${P}`, runBody({ branch: 'main', pr: null }))
    ).json();
    const { data } = await readSseJson<ScanTaskDetail>(
      `${baseUrl}${base}/${id}/task/${task_id}/sse?projectName=${P}`,
      t.admin.token,
      (d) => isFinished(d.status),
    );
    expectShape(data, taskDetailShape);
    expect(data.status).toBe('passed');
    expect(data).toEqual((await call('GET', `${base}/${id}/task/${task_id}?projectName=${P}`)).json());
    const live = await fetch(`${baseUrl}/api/aslan/logs/sse/scanning/${id}/task/${task_id}?lines=999999`, {
      headers: { authorization: `Bearer ${t.admin.token}` },
    });
    expect(live.headers.get('content-type')).toContain('text/event-stream');
    const text = await live.text();
    expect(text).toContain('data: main.js');
    expect(text).toContain('event: end');
  });

  it('restart (project name as a form body, empty query) reruns a failed scan; cancel stops a running one and names who did', async () => {
    const id = await createScanner(scanner({ name: 'restarted' }));
    const { task_id } = (await call('POST', `${base}/${id}/task?projectName=${P}`, runBody())).json();
    await waitForScan(id, task_id);
    await call('POST', `${base}/${id}/task/${task_id}?projectName=`, P);
    const rerun = await waitForScan(
      id,
      task_id,
      (d) => isFinished(d.status) && d.error !== '' && d.end_time > 0,
    );
    expect(rerun.status).toBe('failed');
    const history = (await call('GET', `${base}/${id}/task?projectName=${P}&page_num=1&page_size=50`)).json();
    expect(history.total_tasks).toBe(1);
    const [row] = await queryRows<{ is_restart: boolean }>(
      t.database.db,
      sql`SELECT is_restart FROM workflow_tasks WHERE workflow_name = ${`_scan-${id}`} AND task_id = ${task_id}`,
    );
    expect(row?.is_restart).toBe(true);

    const slow = await createScanner(scanner({ name: 'slow', script: 'echo started; sleep 30' }));
    const run = (await call('POST', `${base}/${slow}/task?projectName=${P}`, runBody())).json();
    await waitForScan(slow, run.task_id, (d) => d.status === 'running');
    const inWorkflowList = await readSseJson<Array<{ workflow_name?: string; name?: string }>>(
      `${baseUrl}/api/aslan/workflow/sse/workflowTasks/running`,
      t.admin.token,
    );
    expect(JSON.stringify(inWorkflowList.data)).not.toContain(slow);
    await call('DELETE', `${base}/${slow}/task/${run.task_id}?projectName=${P}`);
    const cancelled = await waitForScan(slow, run.task_id);
    expect(cancelled).toMatchObject({ status: 'cancelled', task_revoker: 'admin' });
    await call('DELETE', `${base}/${slow}/task/999?projectName=${P}`, undefined, undefined, 404);
  });

  it('refuses a run naming a repository the scanner does not have, or neither branch nor tag', async () => {
    const id = await createScanner(scanner({ name: 'strict' }));
    await call(
      'POST',
      `${base}/${id}/task?projectName=${P}`,
      [{ ...runBody()[0], repo_name: 'other' }],
      undefined,
      400,
    );
    await call(
      'POST',
      `${base}/${id}/task?projectName=${P}`,
      runBody({ branch: '', tag: '' }),
      undefined,
      400,
    );
    await call('POST', `${base}/${id}/task?projectName=${P}`, { not: 'an array' }, undefined, 400);
    const history = (await call('GET', `${base}/${id}/task?projectName=${P}&page_num=1&page_size=50`)).json();
    expect(history).toMatchObject({ total_tasks: 0, scan_tasks: [] });
  });

  it('DELETE /{id} removes the scanner with its runs and logs', async () => {
    const id = await createScanner(scanner({ name: 'doomed', script: 'echo bye' }));
    const { task_id } = (await call('POST', `${base}/${id}/task?projectName=${P}`, runBody())).json();
    await waitForScan(id, task_id);
    await call('DELETE', `${base}/${id}?projectName=${P}`);
    await call('GET', `${base}/${id}?projectName=${P}`, undefined, undefined, 404);
    await call('GET', `${base}/${id}/task/${task_id}?projectName=${P}`, undefined, undefined, 404);
    await call('GET', `/api/aslan/logs/log/scanning/${id}/task/${task_id}`, undefined, undefined, 404);
  });
});
